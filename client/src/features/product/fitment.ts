import type { FitPosition } from "../../gql/graphql";

/** One range of bikes a part fits, as the fitment table reads it. */
export interface FitmentRange {
  make: string;
  model: string;
  makeSlug: string;
  modelSlug: string;
  yearFrom: number;
  yearTo: number;
  variant?: string | null;
  market?: string | null;
  position?: FitPosition | null;
  notes?: string | null;
}

/** A make and model with its ranges, the years of ranges that touch or overlap collapsed into one. */
export interface FitmentGroup {
  key: string;
  make: string;
  model: string;
  makeSlug: string;
  modelSlug: string;
  ranges: FitmentRange[];
}

/** "2018–2024", or "2019" for a single year. */
export const yearsLabel = (from: number, to: number) => (from === to ? String(from) : `${from}–${to}`);

const same = (a: FitmentRange, b: FitmentRange) =>
  (a.variant ?? null) === (b.variant ?? null) && (a.market ?? null) === (b.market ?? null) && (a.position ?? null) === (b.position ?? null) && (a.notes ?? null) === (b.notes ?? null);

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
/** Letters and digits only, so "mt07" finds "MT-07". */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Whether every word typed is in the make or the model (letters and digits compared). */
export function matchesFilter(group: { make: string; model: string }, filter: string): boolean {
  const haystack = squash(`${group.make} ${group.model}`);
  return words(filter).every((w) => haystack.includes(squash(w)));
}

/**
 * The fitment table's rows: grouped by make and model (A to Z), each group's ranges by first year; ranges
 * alike in all but their years that touch or overlap (2018–2020 and 2021–2024) become one (2018–2024).
 * `filter`, words typed, keeps the makes and models that contain them all.
 */
export function groupFitment(ranges: readonly FitmentRange[], filter = ""): FitmentGroup[] {
  const groups = new Map<string, FitmentGroup>();
  for (const range of ranges) {
    const key = `${range.makeSlug}/${range.modelSlug}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, make: range.make, model: range.model, makeSlug: range.makeSlug, modelSlug: range.modelSlug, ranges: [] };
      groups.set(key, group);
    }
    group.ranges.push(range);
  }
  const result: FitmentGroup[] = [];
  for (const group of groups.values()) {
    if (filter && !matchesFilter(group, filter)) continue;
    const sorted = [...group.ranges].sort((a, b) => a.yearFrom - b.yearFrom || a.yearTo - b.yearTo);
    const collapsed: FitmentRange[] = [];
    for (const range of sorted) {
      const into = collapsed.find((c) => same(c, range) && range.yearFrom <= c.yearTo + 1);
      if (into) into.yearTo = Math.max(into.yearTo, range.yearTo);
      else collapsed.push({ ...range });
    }
    result.push({ ...group, ranges: collapsed });
  }
  return result.sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model));
}
