import { BASE_CURRENCY, CURRENCIES, convertCents, decimalAmount, usdCentsOfBound, type CurrencyCode } from "@shared/currencies";
import type { PartFilter, PartSort, SearchPartsQueryVariables } from "../../gql/graphql";

/** Parts per page of results (and per "Load more"). */
export const SEARCH_PAGE_SIZE = 24;

export const SORTS = ["relevance", "price_asc", "price_desc", "newest", "rating"] as const;
export type SortParam = (typeof SORTS)[number];

const SORT_ENUM: Record<SortParam, PartSort> = {
  relevance: "RELEVANCE",
  price_asc: "PRICE_ASC",
  price_desc: "PRICE_DESC",
  newest: "NEWEST",
  rating: "RATING",
};

/**
 * A search as the URL holds it: `/search?q=…&category=…&brand=…&sort=…&inStock=1&minPrice=…&maxPrice=…`
 * (`category` and `brand` repeated for several), and `fits=0` when the "Fits your bike" filter, on by
 * default with an active bike, is switched off. What the URL holds that makes no sense (an unknown sort,
 * a price that is not a number ≥ 0) is ignored.
 */
export interface SearchState {
  q: string;
  categories: string[];
  brands: string[];
  sort: SortParam;
  inStock: boolean;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** Only parts that fit the active bike (when there is one): off only with `fits=0`. */
  fits: boolean;
}

/** A price typed or read from the URL: a number ≥ 0, undefined for none, or null when it is not one. */
export function parsePrice(text: string | null | undefined): number | undefined | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return undefined;
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * A price bound typed in `currency` (the one prices are shown in: US dollars, or another at `rate` units
 * per dollar) as the US dollars the URL and the search hold: undefined for none, null when it is not a
 * price. In another currency a minimum becomes the fewest cents, and a maximum the most, that keep in
 * every part whose price shows inside the range (shared/currencies.ts `usdCentsOfBound`); figures past
 * the currency's minor unit count as the prices shown can: "10.005" is at least 10.01, at most 10.00.
 */
export function typedBound(text: string | null | undefined, bound: "min" | "max", currency: CurrencyCode, rate: string | null): number | undefined | null {
  const value = parsePrice(text);
  if (value == null || currency === BASE_CURRENCY || rate === null) return value;
  const digits = CURRENCIES[currency].minorDigits;
  const [whole, fraction = ""] = (text ?? "").trim().split(".");
  const past = fraction.slice(digits);
  const minor = Number(whole || "0") * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, "0") || "0") + (bound === "min" && /[1-9]/.test(past) ? 1 : 0);
  if (!Number.isSafeInteger(minor)) return null;
  return usdCentsOfBound(minor, rate, currency, bound) / 100;
}

/** The URL's US-dollar bound as its field shows it: in `currency` at `rate`, converted as prices are. */
export function boundText(dollars: number | undefined, currency: CurrencyCode, rate: string | null): string {
  if (dollars === undefined) return "";
  if (currency === BASE_CURRENCY || rate === null) return String(dollars);
  const cents = Math.round(Number((dollars * 100).toPrecision(15)));
  if (!Number.isSafeInteger(cents)) return String(dollars);
  return decimalAmount(convertCents(cents, rate, currency), currency).replace(/\.0+$/, "");
}

const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

export function readSearchState(params: URLSearchParams): SearchState {
  const sort = params.get("sort");
  const price = (name: string) => parsePrice(params.get(name)) ?? undefined;
  let minPrice = price("minPrice");
  let maxPrice = price("maxPrice");
  // Reversed bounds from a hand-written URL: swapped rather than finding nothing.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: (params.get("q") ?? "").trim(),
    categories: unique(params.getAll("category")),
    brands: unique(params.getAll("brand")),
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as SortParam) : "relevance",
    inStock: params.get("inStock") === "1",
    minPrice,
    maxPrice,
    fits: params.get("fits") !== "0",
  };
}

/**
 * How many filters (not the query, not the sort) the search has: for the phones' "Filters (n)" button.
 * With `bikeActive` (there is an active bike), the "Fits your bike" filter counts when it is on, as it
 * narrows the results as much as any other.
 */
export function activeFilterCount(state: SearchState, fixedCategory?: string, bikeActive = false): number {
  return (
    (bikeActive && state.fits ? 1 : 0) +
    (fixedCategory ? 0 : state.categories.length) +
    state.brands.length +
    (state.inStock ? 1 : 0) +
    (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0)
  );
}

/**
 * The searchParts variables for a search: only what is set, so equal searches make equal variables (and
 * share the cache). `fixedCategory` is the category page's own, which replaces the URL's categories.
 * `vehicleId` is the active bike's: each result then says whether it fits, and with the fit filter on
 * (the default) only the parts that fit it are asked for.
 */
export function searchVariables(state: SearchState, fixedCategory?: string, vehicleId?: string | null): SearchPartsQueryVariables {
  const filter: PartFilter = {};
  const categories = fixedCategory ? [fixedCategory] : state.categories;
  if (categories.length) filter.categories = categories;
  if (state.brands.length) filter.brands = state.brands;
  if (state.minPrice !== undefined) filter.minPrice = state.minPrice;
  if (state.maxPrice !== undefined) filter.maxPrice = state.maxPrice;
  if (state.inStock) filter.inStock = true;
  if (vehicleId && state.fits) filter.fitsVehicle = vehicleId;
  return {
    ...(state.q ? { query: state.q } : {}),
    ...(Object.keys(filter).length ? { filter } : {}),
    sort: SORT_ENUM[state.sort],
    first: SEARCH_PAGE_SIZE,
    ...(vehicleId ? { vehicleId, withBike: true } : {}),
  };
}

/** Changes of a search, written back to the URL (defaults are left out, so URLs stay short). */
export type SearchChange =
  | { kind: "toggle"; param: "category" | "brand"; value: string; on: boolean }
  | { kind: "sort"; sort: SortParam }
  | { kind: "inStock"; on: boolean }
  | { kind: "fits"; on: boolean }
  | { kind: "price"; min: number | undefined; max: number | undefined }
  | { kind: "query"; q: string }
  | { kind: "clearFilters" };

export function applySearchChange(params: URLSearchParams, change: SearchChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value === undefined ? next.delete(name) : next.set(name, value));
  switch (change.kind) {
    case "toggle": {
      const values = next.getAll(change.param).filter((v) => v !== change.value);
      next.delete(change.param);
      for (const v of change.on ? [...values, change.value] : values) next.append(change.param, v);
      break;
    }
    case "sort":
      set("sort", change.sort === "relevance" ? undefined : change.sort);
      break;
    case "inStock":
      set("inStock", change.on ? "1" : undefined);
      break;
    case "fits":
      set("fits", change.on ? undefined : "0");
      break;
    case "price":
      set("minPrice", change.min === undefined ? undefined : String(change.min));
      set("maxPrice", change.max === undefined ? undefined : String(change.max));
      break;
    case "query":
      set("q", change.q.trim() || undefined);
      break;
    case "clearFilters":
      for (const name of ["category", "brand", "inStock", "minPrice", "maxPrice"]) next.delete(name);
      break;
  }
  return next;
}
