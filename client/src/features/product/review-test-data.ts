import { makeFragmentData } from "../../gql";
import type { ReviewItem_ReviewFragment, ReviewsSection_PartFragment } from "../../gql/graphql";
import type { Answer } from "../../test/mocks";
import { ReviewsSectionFragment } from "./ReviewsSection";

/** Reviews of a part, as the server answers them, for the reviews and part page tests. */

export const REVIEWED_PART_ID = "5b1f0c1e-8a51-4d1e-9a57-0b6f4ad5e001";

export type ReviewAnswer = Answer<ReviewItem_ReviewFragment> & { __typename: "PartReview" };

export function review(id: string, overrides: Partial<ReviewAnswer> = {}): ReviewAnswer {
  return {
    __typename: "PartReview",
    id,
    authorName: "Sam Rider",
    rating: 4,
    title: `Review ${id}`,
    body: "Good bite, no fade.",
    vehicle: null,
    usedFor: null,
    verifiedPurchase: false,
    onYourBike: false,
    helpfulCount: 0,
    votedHelpful: false,
    mine: false,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

export function connection(reviews: ReviewAnswer[], hasNextPage = false) {
  return {
    __typename: "PartReviewConnection" as const,
    edges: reviews.map((node) => ({ __typename: "PartReviewEdge" as const, cursor: `c-${node.id}`, node })),
    pageInfo: { __typename: "PageInfo" as const, hasNextPage, endCursor: reviews.length ? `c-${reviews[reviews.length - 1].id}` : null },
    totalCount: reviews.length,
  };
}

export function summary(average: number | null, histogram: number[]) {
  return { __typename: "PartReviewSummary" as const, average, count: histogram.reduce((a, b) => a + b, 0), histogram };
}

/** The part's reviews as the page's query brings them (the fragment's data). */
export function reviewedPart(reviews: ReviewAnswer[], histogram = [0, 0, 0, 0, 0], average: number | null = null, hasNextPage = false) {
  const data = { __typename: "Part" as const, id: REVIEWED_PART_ID, reviewSummary: summary(average, histogram), reviews: connection(reviews, hasNextPage) };
  return makeFragmentData(data as unknown as ReviewsSection_PartFragment, ReviewsSectionFragment);
}
