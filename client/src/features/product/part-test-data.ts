import type { ProductPartQuery } from "../../gql/graphql";
import type { Answer } from "../../test/mocks";

/** The part of the part page's tests, as `ProductPart` answers it (its fragments' fields included). */

export const PART_ID = "5b1f0c1e-8a51-4d1e-9a57-0b6f4ad5e001";

export type PartAnswer = NonNullable<Answer<ProductPartQuery>["part"]>;
export type FitmentAnswer = PartAnswer["fitment"][number];

export const part = (overrides: Partial<PartAnswer> = {}) =>
  ({
    __typename: "Part" as const,
    id: PART_ID,
    name: "EBC sintered brake pads",
    description: "Sintered pads for sport bikes.",
    picture: "/images/parts/pads-front.jpg",
    images: ["/images/parts/pads-front.jpg", "/images/parts/pads-back.jpg", "/images/parts/pads-box.jpg"],
    category: "brakes" as const,
    brand: "EBC" as string | null,
    partNumber: "FA244HH" as string | null,
    price: 29.99,
    minquantity: 5,
    avquantity: 40,
    soldOut: false,
    gtin: null as string | null,
    returnable: true,
    specs: [
      { __typename: "PartSpec" as const, name: "Compound", value: "Sintered HH" },
      { __typename: "PartSpec" as const, name: "Position", value: "Front" },
    ],
    productCategory: {
      __typename: "Category" as const,
      id: "cat-brake-pads",
      slug: "brake-pads",
      label: "Brake pads",
      parent: { __typename: "Category" as const, id: "cat-brakes", slug: "brakes", label: "Brakes" },
    } as PartAnswer["productCategory"],
    universalFit: false,
    fitment: [] as PartAnswer["fitment"],
    partNumbers: [] as PartAnswer["partNumbers"],
    supersededBy: null as PartAnswer["supersededBy"],
    reviewSummary: { __typename: "PartReviewSummary" as const, average: null as number | null, count: 0, histogram: [0, 0, 0, 0, 0] },
    reviews: {
      __typename: "PartReviewConnection" as const,
      edges: [] as PartAnswer["reviews"]["edges"],
      pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null as string | null },
      totalCount: 0,
    },
    ...overrides,
  }) satisfies PartAnswer;

/** A range of bikes the part fits, as the fitment table reads it. */
export function range(id: string, make: string, model: string, yearFrom: number, yearTo: number, more: { variant?: string; notes?: string } = {}): FitmentAnswer & { __typename: "Fitment" } {
  return {
    __typename: "Fitment",
    id,
    make,
    model,
    makeSlug: make.toLowerCase(),
    modelSlug: model.toLowerCase(),
    yearFrom,
    yearTo,
    variant: more.variant ?? null,
    market: null,
    position: "FRONT",
    notes: more.notes ?? null,
  };
}
