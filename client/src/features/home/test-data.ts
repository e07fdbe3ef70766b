import type { HomePartsQuery, HomeReviewsQuery } from "../../gql/graphql";
import { mockOperation, type Answer, type OperationMock } from "../../test/mocks";
import { HomePartsDocument, HomeReviewsDocument, PARTS_PAGE_SIZE } from "./operations";

type Part = Answer<HomePartsQuery>["parts"]["edges"][number]["node"];
type Review = Answer<HomeReviewsQuery>["reviews"][number];

/** Mock data for the home page's tests. */

export const LONG_DESCRIPTION =
  "Sintered brake pads for the front caliper, with a steel backing plate and a copper compound that stays strong when hot and wet.";

export function makePart(i: number, overrides: Partial<Part> = {}) {
  return {
    __typename: "Part" as const,
    id: `part-${i}`,
    name: `Part number ${i}`,
    description: `Short description ${i}`,
    picture: `/images/parts/part-${i}.svg`,
    category: "brakes" as const,
    price: 10 + i,
    minquantity: 2,
    avquantity: 50 + i,
    soldOut: false,
    reviewSummary: { __typename: "PartReviewSummary" as const, average: null as number | null, count: 0 },
    ...overrides,
  } satisfies Part;
}

export function partsPage(
  parts: ReturnType<typeof makePart>[],
  { hasNextPage = false, totalCount = parts.length }: { hasNextPage?: boolean; totalCount?: number } = {},
) {
  const edges = parts.map((node) => ({ __typename: "PartEdge" as const, cursor: `cursor-${node.id}`, node }));
  return {
    parts: {
      __typename: "PartConnection" as const,
      edges,
      pageInfo: { __typename: "PageInfo" as const, hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount,
    },
  };
}

export function partsMock(data: ReturnType<typeof partsPage>, after?: string): OperationMock {
  return mockOperation(HomePartsDocument, after ? { first: PARTS_PAGE_SIZE, after } : { first: PARTS_PAGE_SIZE }, data);
}

export function makeReview(i: number, overrides: Partial<Review> = {}) {
  return {
    __typename: "Review" as const,
    id: `review-${i}`,
    name: `Rider ${i}`,
    ratings: 5,
    review: `Great parts, review ${i}`,
    picture: `https://example.com/rider-${i}.png` as string | null,
    ...overrides,
  } satisfies Review;
}

export function reviewsMock(reviews: ReturnType<typeof makeReview>[]): OperationMock {
  return mockOperation(HomeReviewsDocument, { last: 6 }, { reviews });
}
