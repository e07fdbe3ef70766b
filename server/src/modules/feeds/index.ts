/**
 * The feeds module's front door: what the rest of the server may use (ADR 0063). Google Merchant Center's
 * product feed of every country the shop ships to, streamed from the catalogue (ADR 0074).
 */
export { feedRoutes, FEED_CACHE, matchesEtag } from "./feed-routes";
export { FEED_BATCH, ProductFeeds, feedCategories, refusal } from "./product-feeds.service";
export type { FeedAnswer, FeedOutput, ProductFeedsOptions } from "./product-feeds.service";
export { GoogleFeedXml, cheapestMethod, stripUnwanted, truncate, xmlText } from "./feed-xml";
export type { FeedCategory, FeedContext, FeedMethod, FeedRow } from "./feed-xml";
export { DEFAULT_GOOGLE_CATEGORY, TAXONOMY_VERSION, googleCategoryOf } from "./google-categories";
