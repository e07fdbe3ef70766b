import { catalogueAdminCopy } from "./copy";

/** A section of the catalogue as `categories` lists it. */
export interface CategoryEntry {
  slug: string;
  label: string;
  parent?: { slug: string } | null;
}

/** An option of a category select: the slug, and the labels from the top level down ("Brakes › Brake pads"). */
export interface CategoryOption {
  slug: string;
  label: string;
  depth: number;
}

/** The deepest the catalogue nests, and then some: a guard against a parent loop. */
const MAX_DEPTH = 10;

/**
 * The categories as a select lists them: each parent followed by its sub-categories (depth first), the
 * siblings in the server's order (by position, then label), each named by its path so that a sighted
 * admin and a screen reader tell "Brakes › Pads" from "Clutch › Pads". A category whose parent is not
 * in the list is shown at the top level.
 */
export function categoryOptions(categories: readonly CategoryEntry[]): CategoryOption[] {
  const known = new Set(categories.map((c) => c.slug));
  const children = new Map<string | null, CategoryEntry[]>();
  for (const c of categories) {
    const parent = c.parent && known.has(c.parent.slug) && c.parent.slug !== c.slug ? c.parent.slug : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const options: CategoryOption[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, path: readonly string[]) => {
    if (path.length > MAX_DEPTH) return;
    for (const c of children.get(parent) ?? []) {
      if (seen.has(c.slug)) continue;
      seen.add(c.slug);
      const labels = [...path, c.label];
      options.push({ slug: c.slug, label: catalogueAdminCopy.partForm.categoryPath(labels), depth: path.length });
      visit(c.slug, labels);
    }
  };
  visit(null, []);
  // Whatever a loop of parents left out still gets an option.
  for (const c of categories) if (!seen.has(c.slug)) options.push({ slug: c.slug, label: c.label, depth: 0 });
  return options;
}
