import type { PartNumberKind, SearchCategoryQuery, SearchPartsQuery, SearchPartsQueryVariables, SearchSuggestionsQuery } from "../../gql/graphql";
import { mockOperation, type Answer, type OperationMock } from "../../test/mocks";
import { SearchCategoryDocument, SearchPartsDocument } from "./operations";
import { SearchSuggestionsDocument } from "./SearchBox";

/** Mock data for the search tests. */

type ResultPart = Answer<SearchPartsQuery>["searchParts"]["edges"][number]["node"];
type Facet = Answer<SearchPartsQuery>["searchParts"]["facets"]["brands"][number];

export function makeResultPart(i: number, overrides: Partial<ResultPart> = {}) {
  return {
    __typename: "Part" as const,
    id: `part-${i}`,
    name: `Part number ${i}`,
    picture: `/images/parts/part-${i}.svg`,
    category: "brakes" as const,
    brand: "EBC" as string | null,
    partNumber: `FA${100 + i}` as string | null,
    price: 10 + i,
    minquantity: 2,
    avquantity: 50 + i,
    soldOut: false,
    reviewSummary: { __typename: "PartReviewSummary" as const, average: null as number | null, count: 0 },
    // Asked for only with an active bike (`$withBike`).
    fitsVehicle: undefined as ResultPart["fitsVehicle"],
    ...overrides,
  } satisfies ResultPart;
}

export const facet = (value: string, count: number, label = value): Facet => ({ __typename: "FacetValue", value, label, count });

export const DEFAULT_FACETS = {
  categories: [facet("brakes", 12, "Brakes"), facet("exhaust", 4, "Exhaust")],
  brands: [facet("EBC", 9), facet("Brembo", 7)],
};

export function searchResult(
  parts: ReturnType<typeof makeResultPart>[],
  {
    hasNextPage = false,
    totalCount = parts.length,
    facets = DEFAULT_FACETS,
    didYouMean = null,
    matched = {},
  }: {
    hasNextPage?: boolean;
    totalCount?: number;
    facets?: typeof DEFAULT_FACETS;
    didYouMean?: string | null;
    /** By part id: the other number the search found it by. */
    matched?: Record<string, { kind: PartNumberKind; number: string }>;
  } = {},
): Answer<SearchPartsQuery> {
  const edges = parts.map((node) => ({
    __typename: "PartEdge" as const,
    cursor: `cursor-${node.id}`,
    matchedNumber: matched[node.id] ? { __typename: "MatchedNumber" as const, ...matched[node.id] } : null,
    node,
  }));
  return {
    searchParts: {
      __typename: "PartSearchResult",
      edges,
      pageInfo: { __typename: "PageInfo", hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount,
      facets: { __typename: "SearchFacets", ...facets },
      didYouMean,
    },
  };
}

export function searchMock(variables: SearchPartsQueryVariables, data: Answer<SearchPartsQuery> | (() => Answer<SearchPartsQuery>)): OperationMock {
  return mockOperation(SearchPartsDocument, variables, data);
}

export function categoryMock(slug: string, category: Answer<SearchCategoryQuery>["category"]): OperationMock {
  return mockOperation(SearchCategoryDocument, { slug }, { category });
}

type Suggestions = Answer<SearchSuggestionsQuery>["searchSuggestions"];

export function suggestions(partCount: number, categories: { slug: string; label: string; parent?: string }[] = []): Suggestions {
  return {
    __typename: "SearchSuggestions",
    parts: Array.from({ length: partCount }, (_, i) => ({
      __typename: "Part" as const,
      id: `part-${i + 1}`,
      name: `Brake pads ${i + 1}`,
      picture: `/images/parts/pads-${i + 1}.svg`,
      category: "brakes" as const,
      partNumber: `FA${200 + i}`,
      price: 20 + i,
    })),
    categories: categories.map((c) => ({
      __typename: "Category" as const,
      id: `cat-${c.slug}`,
      slug: c.slug,
      label: c.label,
      parent: c.parent ? { __typename: "Category" as const, id: `cat-${c.parent}`, label: c.parent } : null,
    })),
  };
}

/** Suggestions for any words, recording the words asked for. */
export function suggestionsMock(answer: (query: string) => Suggestions, asked: string[] = []): OperationMock {
  return mockOperation(
    SearchSuggestionsDocument,
    () => true,
    ({ query }) => {
      asked.push(query);
      return { searchSuggestions: answer(query) };
    },
    { uses: Infinity },
  );
}
