import type { PageMeta } from "../../lib/page-head";
import type { ProductPartQuery } from "../../gql/graphql";
import { copy } from "../../lib/copy";
import { useFragment } from "../../gql";
import { ReviewsSectionFragment } from "./ReviewsSection";
import { ReviewItemFragment } from "./ReviewItem";

type Part = NonNullable<ProductPartQuery["part"]>;

/** Search results show about this much of a description. */
const DESCRIPTION_CHARS = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_CHARS ? flat : `${flat.slice(0, DESCRIPTION_CHARS - 1).replace(/\s+\S*$/, "")}…`;
}

/** Search engines are shown this many of the part's reviews (the newest). */
const JSON_LD_REVIEWS = 5;

/** schema.org's AggregateRating and the newest reviews, when the part has reviews. */
function ratings(part: Part) {
  // The preset's `useFragment` is a plain function (no React hook): it only unmasks the type.
  /* eslint-disable react-hooks/rules-of-hooks */
  const { reviewSummary, reviews } = useFragment(ReviewsSectionFragment, part);
  if (reviewSummary.count === 0 || reviewSummary.average == null) return {};
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: reviewSummary.average, reviewCount: reviewSummary.count, bestRating: 5, worstRating: 1 },
    review: reviews.edges.slice(0, JSON_LD_REVIEWS).map(({ node }) => {
      const review = useFragment(ReviewItemFragment, node);
      return {
        "@type": "Review",
        author: { "@type": "Person", name: review.authorName },
        reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5 },
        name: review.title,
        reviewBody: review.body,
        datePublished: review.createdAt.slice(0, 10),
      };
    }),
  };
  /* eslint-enable react-hooks/rules-of-hooks */
}

/**
 * What a part page tells search engines and link previews (ADR 0041): its description and picture, and
 * schema.org's Product with its Offer (price, currency, availability from stock), Brand, mpn and sku, and
 * the BreadcrumbList of its categories. Paths are site-relative: the server makes them absolute.
 */
export function partPageMeta(part: Part): PageMeta {
  const url = `/product/${part.id}`;
  const trail = [part.productCategory?.parent, part.productCategory].filter((c): c is NonNullable<typeof c> => !!c);
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: part.name,
    description: part.description || undefined,
    image: part.picture,
    sku: part.partNumber ?? part.id,
    mpn: part.partNumber ?? undefined,
    brand: part.brand ? { "@type": "Brand", name: part.brand } : undefined,
    category: part.productCategory?.label,
    url,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "USD",
      price: part.price.toFixed(2),
      availability: part.soldOut ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    ...ratings(part),
  };
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { name: copy.brand, item: "/" },
      ...trail.map((c) => ({ name: c.label, item: `/category/${c.slug}` })),
      { name: part.name, item: url },
    ].map((crumb, i) => ({ "@type": "ListItem", position: i + 1, ...crumb })),
  };
  return {
    description: part.description ? shorten(part.description) : part.name,
    image: part.picture,
    type: "product",
    jsonLd: [product, breadcrumbs],
  };
}
