import { thousands } from "../../lib/copy";

/** How a price in `code` is marked where the shop writes it: "€", "£", "¥", "CA$"; the code where none is ("CHF"). */
export function currencySymbol(code: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).formatToParts(0).find((p) => p.type === "currency")?.value ?? code;
  } catch {
    return code;
  }
}

/** The search and category pages' strings (the top bar's search box is in lib/copy.ts). */
export const searchCopy = {
  title: "Search",
  titleFor: (query: string) => `Results for “${query}”`,
  allParts: "All parts",
  pageTitleFor: (query: string) => `“${query}”`,
  count: (n: number) => `${thousands(n)} ${n === 1 ? "part" : "parts"}`,
  results: "Results",
  loading: "Loading parts…",
  error: "We could not load the parts.",
  loadMore: "Load more parts",
  loadMoreError: "We could not load more parts.",
  shown: (shown: number, total: number) => `Showing ${shown} of ${thousands(total)} parts`,
  filters: "Filters",
  openFilters: "Filters",
  openFiltersActive: (n: number) => `Filters (${n})`,
  closeFilters: "Close filters",
  showResults: (n: number) => `Show ${thousands(n)} ${n === 1 ? "part" : "parts"}`,
  categories: "Category",
  brands: "Brand",
  facetOption: (label: string, count: number) => `${label} (${thousands(count)})`,
  fitment: "Your bike",
  fitsYour: (bike: string) => `Fits your ${bike}`,
  showAllBikes: "Show parts for every bike",
  fitFilterOn: "Fit filter",
  emptyForBike: (bike: string) => `Nothing here fits your ${bike}.`,
  availability: "Availability",
  inStockOnly: "In stock only",
  price: "Price (US$)",
  minPrice: "Min",
  maxPrice: "Max",
  /** The price range's legend and fields when prices are shown in another currency than US dollars. */
  priceIn: (code: string) => `Price (${code})`,
  minPriceIn: (symbol: string) => `Min (${symbol})`,
  maxPriceIn: (symbol: string) => `Max (${symbol})`,
  applyPrice: "Apply",
  priceInvalid: "Enter prices as numbers of 0 or more.",
  priceOrder: "The minimum price must not be above the maximum.",
  sortLabel: "Sort by",
  sorts: {
    relevance: "Best match",
    price_asc: "Price: low to high",
    price_desc: "Price: high to low",
    newest: "Newest",
    rating: "Best rated",
  },
  empty: (query: string) => (query ? `No parts match “${query}”.` : "No parts match these filters."),
  emptyHint: "Check the spelling, use fewer words, or remove some filters.",
  didYouMean: (suggestion: string) => `Did you mean “${suggestion}”?`,
  clearFilters: "Clear all filters",
  brandNumber: (brand: string | null, partNumber: string | null) => [brand, partNumber && `Part no. ${partNumber}`].filter(Boolean).join(" · "),
  /** When a search found the part by another of its numbers: which one. */
  matchedNumber: (kind: "OEM" | "SUPERSEDED" | "INTERCHANGE" | "MANUFACTURER", number: string) =>
    `Matches ${kind === "OEM" ? "OEM" : kind === "SUPERSEDED" ? "superseded number" : kind === "INTERCHANGE" ? "interchange" : "part no."} ${number}`,
  price_: "Price",
  minimum: (n: number) => `Minimum ${n} pices`,
  categoryTitle: "Category",
  categoryNotFoundTitle: "Category not found",
  categoryNotFound: "This section is not in the catalogue.",
  categoryLoadError: "We could not load this category.",
  backHome: "Back to the shop",
  breadcrumb: "Breadcrumb",
  home: "Home",
} as const;
