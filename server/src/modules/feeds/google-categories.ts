import { z } from "zod";
import data from "./data/google-categories.json";

/**
 * The Google product category of each of the shop's top categories (data/google-categories.json, which
 * cites the taxonomy file and its version). Checked once when the module loads: a bad row stops the
 * server rather than sending Merchant Center an id it does not know.
 */

const node = z.object({
  id: z.number().int().positive(),
  path: z.string().startsWith("Vehicles & Parts > "),
});

const file = z.object({
  taxonomyVersion: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  default: node,
  topCategories: z.record(z.string().regex(/^[a-z0-9-]+$/), node),
});

const mapping = file.parse(data);

/** The taxonomy's version the ids are of. */
export const TAXONOMY_VERSION = mapping.taxonomyVersion;

/** Motor Vehicle Parts: for a part without a category, or under a top category the file does not list. */
export const DEFAULT_GOOGLE_CATEGORY = mapping.default.id;

/** The Google category id of a top category, by its slug. */
export const googleCategoryOf = (topSlug: string | null | undefined): number =>
  (topSlug && Object.hasOwn(mapping.topCategories, topSlug) ? mapping.topCategories[topSlug].id : undefined) ?? DEFAULT_GOOGLE_CATEGORY;

/** The mapping as text, for the feed's version: a deploy that changes it changes every feed's ETag. */
export const MAPPING_TEXT = JSON.stringify(mapping);
