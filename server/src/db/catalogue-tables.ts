/**
 * The generated catalogue's data, loaded from data/*.json beside this file and checked with zod when it
 * loads, so a malformed file fails at once rather than in a seed or benchmark: the sections
 * (catalogue-categories.json), the brands' countries and barcode prefixes (catalogue-brands.json), the kinds of part with
 * their brands' lines (catalogue-kinds.json) and the facts their wording draws on (catalogue-specs.json).
 * Also the types and small helpers the kinds' wording (catalogue-kinds-*.ts) shares.
 */
import { z } from "zod";
import brandsFile from "./data/catalogue-brands.json";
import categoriesFile from "./data/catalogue-categories.json";
import kindsFile from "./data/catalogue-kinds.json";
import specsFile from "./data/catalogue-specs.json";
import { pick, type Rng } from "./seeded-random";

/** One line of a part's specifications ("Pitch": "520"). */
export interface PartSpec {
  name: string;
  value: string;
}

// ---- Types the kinds share --------------------------------------------------------------------------

export type Attrs = Record<string, string>;
export type Range = readonly [number, number];
export interface Ctx {
  a: Attrs;
  brand: string;
  r: Rng;
}

/** The code half of a kind of part: its wording, and what depends on the part's attrs. */
export interface KindText {
  /** The HS code, when the attrs decide it (else the kind's `hs` in catalogue-kinds.json). */
  hs?: (a: Attrs) => string;
  /** Dollars, when the attrs decide them (else the kind's `price`). */
  price?: (a: Attrs) => Range;
  /** Kilograms boxed, when the attrs decide them (else the kind's `weight`). */
  weight?: (a: Attrs) => Range;
  minQuantity?: (r: Rng) => number;
  /** A picture that depends on the attrs (else the kind's `picture`). */
  picture?: (a: Attrs) => string | undefined;
  /** Sets the attrs that depend on others (a tyre's size on its position). */
  prepare?: (c: Ctx) => void;
  title: (c: Ctx) => string;
  description: (c: Ctx) => string;
  specs: (c: Ctx) => PartSpec[];
}

// ---- Schemas ----------------------------------------------------------------------------------------

const comment = z.array(z.string()).optional();
const text = z.string().min(1);
const country = z.string().regex(/^[A-Z]{2}$/);
const hsCode = z.string().regex(/^\d{4}\.\d{2}$/);
const range = z.tuple([z.number().nonnegative(), z.number().nonnegative()]).refine(([lo, hi]) => lo <= hi, "lowest, then highest");
const box = z.tuple([z.int().positive(), z.int().positive(), z.int().positive()]);
const choices = z.array(z.string()).min(1);

const line = z.strictObject({
  comment: z.string().optional(),
  brand: text,
  weight: z.int().positive(),
  pn: text,
  nums: z.record(z.string(), z.union([z.tuple([z.int(), z.int()]), z.tuple([z.int(), z.int(), z.int().positive()])])).optional(),
  dims: z.record(z.string(), choices).optional(),
  codes: z.record(z.string(), z.record(z.string(), z.string())).optional(),
});

const kind = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  category: text,
  hs: hsCode.optional(),
  price: range.optional(),
  weight: range.optional(),
  picture: z.string().regex(/^[a-z0-9-]+$/).optional(),
  attrs: z.record(z.string(), choices),
  lines: z.array(line).min(1),
});

const brands = z
  .strictObject({ comment, brandCountry: z.record(text, country), gs1Prefix: z.record(country, z.string().regex(/^\d{3}$/)), countryName: z.record(country, text) })
  .refine((b) => Object.values(b.brandCountry).every((c) => c in b.countryName), "every brand's country has a name")
  .refine((b) => Object.values(b.brandCountry).every((c) => c === "US" || c in b.gs1Prefix), "every brand's country but the US has a GS1 prefix");

const categories = z
  .strictObject({
    comment,
    categories: z.array(z.strictObject({ slug: z.string().regex(/^[a-z-]+$/), label: text, parentSlug: z.string().nullable() })).min(1),
    boxCm: z.record(z.string(), box),
    otherBoxCm: box,
    scheduleBSuffix: z.record(hsCode, z.string().regex(/^\d{4}$/)),
  })
  .refine((c) => c.categories.every((cat, i) => cat.parentSlug === null || c.categories.slice(0, i).some((p) => p.slug === cat.parentSlug)), "parents before their children");

const specs = z.strictObject({
  comment,
  makes: z.record(z.string(), text),
  makeLetters: z.record(z.string(), text),
  padWords: z.record(z.string(), text),
  tyreSizes: z.strictObject({ roadFront: choices, roadRear: choices, offRoadFront: choices, offRoadRear: choices }),
  chains: z.strictObject({ kgPerLink: z.record(z.string(), z.number().positive()), tensile: z.record(z.string(), text), seal: z.record(z.string(), text) }),
  yuasa: z.array(z.tuple([text, z.number().positive(), z.int().positive(), text])).min(4),
  ngkThread: z.record(z.string(), z.tuple([text, text])),
  ngkTip: z.record(z.string(), text),
});

// ---- The data ---------------------------------------------------------------------------------------

const BRANDS = brands.parse(brandsFile);
const CATEGORIES = categories.parse(categoriesFile);
const SPECS = specs.parse(specsFile);

export type KindData = z.infer<typeof kind>;
export type LineData = z.infer<typeof line>;
export const KIND_DATA: KindData[] = z
  .strictObject({ comment, kinds: z.array(kind).min(1) })
  .parse(kindsFile)
  .kinds.map((k) => {
    if (!CATEGORIES.categories.some((c) => c.slug === k.category)) throw new Error(`catalogue-kinds.json: ${k.id} has no section ${k.category}`);
    for (const l of k.lines) if (!(l.brand in BRANDS.brandCountry)) throw new Error(`catalogue-kinds.json: ${k.id}: ${l.brand} has no country in catalogue-brands.json`);
    return k;
  });

export const CATEGORY_ROWS = CATEGORIES.categories;
export const BOXES: Record<string, readonly [number, number, number]> = CATEGORIES.boxCm;
export const OTHER_BOX = CATEGORIES.otherBoxCm;
export const SCHEDULE_B_SUFFIX: Record<string, string> = CATEGORIES.scheduleBSuffix;
export const BRAND_COUNTRY: Record<string, string> = BRANDS.brandCountry;
/** The GS1 prefix of the EAN-13s of brands of each country (none for the US, whose brands print UPC-As). */
export const GS1_PREFIX: Record<string, string> = BRANDS.gs1Prefix;
const COUNTRY_NAME: Record<string, string> = BRANDS.countryName;

export const MAKES: Record<string, string> = SPECS.makes;
export const MAKE_LETTERS: Record<string, string> = SPECS.makeLetters;
export const PAD_WORDS: Record<string, string> = SPECS.padWords;
export const { roadFront: ROAD_FRONT, roadRear: ROAD_REAR, offRoadFront: OFF_FRONT, offRoadRear: OFF_REAR } = SPECS.tyreSizes;
export const KG_PER_LINK: Record<string, number> = SPECS.chains.kgPerLink;
export const TENSILE: Record<string, string> = SPECS.chains.tensile;
export const SEAL: Record<string, string> = SPECS.chains.seal;
/** Yuasa models: [designation, Ah, cold cranking A, dimensions]. */
export const YUASA: readonly (readonly [string, number, number, string])[] = SPECS.yuasa;
export const NGK_THREAD: Record<string, readonly [string, string]> = SPECS.ngkThread;
export const NGK_TIP: Record<string, string> = SPECS.ngkTip;

// ---- Wording helpers --------------------------------------------------------------------------------

export const spec = (name: string, value: string): PartSpec => ({ name, value });
const SMALL_WORDS = new Set(["and", "of", "for", "with", "to"]);
export const titleCase = (s: string) =>
  s
    .split(" ")
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
export const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
export const sentences = (...parts: (string | false | undefined)[]) => parts.filter((p): p is string => Boolean(p)).join(" ");

/** A closing sentence about where the part comes from, for some parts. */
export function origin({ brand, r }: Ctx): string {
  const country = COUNTRY_NAME[BRAND_COUNTRY[brand]];
  return pick(r, [
    `${brand} parts are designed in ${country}.`,
    `Genuine ${brand} stock, shipped worldwide from our US warehouse.`,
    `Supplied new and boxed by ${brand}.`,
  ]);
}
