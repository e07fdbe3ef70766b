/**
 * The reviews module's front door: what the rest of the server may use (ADR 0063). The shop's reviews (the
 * spec's home page).
 */
export { reviewsResolvers } from "./reviews.resolvers";
export { ReviewsService } from "./reviews.service";
