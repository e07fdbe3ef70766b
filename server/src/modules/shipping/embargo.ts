import { foldText, skeleton } from "../../../../shared/text-folding";
import data from "./data/embargoed-regions.json";

/**
 * The regions of a country the shop may not ship to, recognised in every part of an address that can
 * place it there: the region field (its ISO 3166-2 code, or a name), the postal code (by its range), and
 * the city (against the region's towns), each read after folding (shared/text-folding.ts: Unicode
 * normalisation, invisible characters removed, Cyrillic romanised). ADR 0016 gives the rules and sources.
 */

/** A name's words as skeletons ("Donets'k oblast" → ["donetsk", "oblast"]), for each of its readings. */
const skeletons = (text: string): string[][] => foldText(text).map((reading) => reading.split(" ").filter(Boolean).map(skeleton));

interface Region {
  name: string;
  codes: Set<string>;
  postal: [number, number][];
  /** The region's own names: matched as whole words, or as the start of a word ("Donetska", "Luhanskyi"). */
  names: string[][];
  /** Its towns' names: matched as whole words. */
  places: string[][];
}

const REGIONS: Region[] = data.regions.map((r) => ({
  name: r.name,
  codes: new Set(r.isoCodes),
  postal: r.postalRanges as [number, number][],
  names: r.names.flatMap(skeletons),
  places: r.places.flat().flatMap(skeletons),
}));
const AMBIGUOUS: string[][] = data.ambiguousPlaces.names.flatMap(skeletons);

/** Names this short are matched only as whole words, never as the start of one ("DNR", "Krim"). */
const MIN_PREFIX = 5;
/** Names this long are found with the spaces taken out too ("S i m f e r o p o l", "Cri mea"). */
const MIN_SQUASHED = 6;

/** Whether `name` (its words) occurs in `words`: in a row, the last one as a word's start when `prefix`. */
function containsName(words: string[], name: string[], prefix: boolean): boolean {
  for (let i = 0; i + name.length <= words.length; i++) {
    const hit = name.every((part, j) => {
      const word = words[i + j];
      const last = j === name.length - 1;
      return word === part || (prefix && last && part.length >= MIN_PREFIX && word.startsWith(part));
    });
    if (hit) return true;
  }
  const joined = name.join("");
  return joined.length >= MIN_SQUASHED && words.join("").includes(joined);
}

/** Whether a free-text field names the region or one of `places`. */
function namesRegion(field: unknown, names: string[][], places: string[][]): boolean {
  return skeletons(typeof field === "string" ? field : "").some(
    (words) => words.length > 0 && (names.some((n) => containsName(words, n, true)) || places.some((p) => containsName(words, p, false))),
  );
}

/** The postal code's digits, when it is only digits (and the separators people write). */
function postalNumber(raw: unknown): number | null {
  const [reading] = foldText(raw);
  const digits = (reading ?? "").replace(/ /g, "");
  return /^\d{5,6}$/.test(digits) ? Number(digits) : null;
}

/** The region field as an ISO 3166-2 code of the country, when it is one ("UA-43", "UA 43", "ua43", "43"). */
function subdivisionCode(raw: unknown, country: string): string | null {
  const [reading] = foldText(raw);
  const bare = (reading ?? "").replace(/ /g, "");
  const code = bare.startsWith(country.toLowerCase()) ? bare.slice(country.length) : bare;
  if (!/^\d{1,2}$/.test(code)) return null;
  return code.padStart(2, "0");
}

export interface AddressParts {
  country?: unknown;
  region?: unknown;
  postalCode?: unknown;
  city?: unknown;
}

export interface RegionRefusal {
  /** The region ("Crimea"), or the regions a town of a shared name may be in. */
  region: string;
  /** The town's name is shared with places elsewhere in the country: a postal code would settle it. */
  ambiguous: boolean;
}

/** The refused region an address is in, or null. The country is an ISO code, as given. */
export function refusedRegion(address: AddressParts, country: string): RegionRefusal | null {
  if (country !== "UA") {
    // A region's name where the country goes ("Crimea") is refused whatever else the address says.
    const named = REGIONS.find((r) => namesRegion(address.country, r.names, []));
    return named ? { region: named.name, ambiguous: false } : null;
  }
  const code = subdivisionCode(address.region, country);
  const postal = postalNumber(address.postalCode);
  for (const region of REGIONS) {
    const hit =
      (code !== null && region.codes.has(code)) ||
      (postal !== null && region.postal.some(([low, high]) => postal >= low && postal <= high)) ||
      [address.region, address.city].some((field) => namesRegion(field, region.names, region.places));
    if (hit) return { region: region.name, ambiguous: false };
  }
  // A town's name shared with places elsewhere in Ukraine: only a postal code that puts it elsewhere clears it.
  const placedElsewhere = postal !== null && postal >= 1000 && postal <= 99999;
  if (!placedElsewhere && [address.city, address.region].some((field) => namesRegion(field, [], AMBIGUOUS))) {
    return { region: REGIONS.map((r) => r.name).join(", ").replace(/, ([^,]*)$/, " or $1"), ambiguous: true };
  }
  return null;
}
