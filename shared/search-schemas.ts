import { z } from "zod";
import { limits } from "./rules";
import { categorySlug, MAX_PRICE, requiredText } from "./schemas";

/** The input schemas of the part search and the search box's suggestions, written once (ADR 0061). */

/** The longest search the shop takes; longer ones are refused with a message, never truncated silently. */
export const SEARCH_QUERY_MAX = 200;
export const searchQuery = z
  .string()
  .max(SEARCH_QUERY_MAX, `A search may have at most ${SEARCH_QUERY_MAX} characters: shorten it to the words that matter.`);

const filterPrice = (label: string) =>
  z.number(`${label} must be a number.`).min(0, `${label} must not be negative.`).max(MAX_PRICE, `${label} must be at most $${MAX_PRICE.toLocaleString("en-US")}.`);

/** What a search narrows to (PartFilter): the search page's checkboxes and price range. */
export const partFilter = z
  .object({
    categories: z.array(categorySlug("Category")).max(20, "Pick at most 20 categories.").nullish(),
    brands: z.array(requiredText(limits.brand, "Brand")).max(20, "Pick at most 20 brands.").nullish(),
    minPrice: filterPrice("The lowest price").nullish(),
    maxPrice: filterPrice("The highest price").nullish(),
    inStock: z.boolean().nullish(),
    /** A bike's id: only parts that fit it, universal ones included (ADR 0023). */
    fitsVehicle: z.uuid("fitsVehicle must be a bike's id.").nullish(),
  })
  .refine((f) => f.minPrice == null || f.maxPrice == null || f.minPrice <= f.maxPrice, {
    message: "The lowest price must not be above the highest.",
    path: ["minPrice"],
  });

export type PartFilterInput = z.input<typeof partFilter>;
export type PartFilter = z.output<typeof partFilter>;

// The search's arguments as the service parses them, each error named by its argument. Built once: a zod
// schema compiles its checks on first use, so one made per call costs ~40 µs each time.
export const searchArgs = z.object({ query: searchQuery.nullish() });
export const suggestArgs = z.object({ query: searchQuery });
/** A search's filter, or none. */
export const searchFilter = partFilter.nullish();
