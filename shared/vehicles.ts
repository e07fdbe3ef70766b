import { z } from "zod";
import { PART_NUMBER_PATTERN, partNumberKey } from "./part-numbers";

/**
 * Bikes and fitment (ADR 0023), written once for the server, the imports and the forms: how a make or a
 * model becomes a slug, what a typed lookup compares, and the rules of a bike and of a fitment range.
 */

export const VEHICLE_TYPES = ["street", "off-road", "dual-sport", "scooter", "atv"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Markets a bike version is sold in; a range may name one. */
export const MARKETS = ["US", "CA", "EU", "UK", "JP", "AU", "BR", "IN"] as const;

export const POSITIONS = ["front", "rear", "left", "right"] as const;
export type FitPosition = (typeof POSITIONS)[number];

export const PART_NUMBER_KINDS = ["oem", "superseded", "interchange"] as const;
export type PartNumberKind = (typeof PART_NUMBER_KINDS)[number];

export const vehicleLimits = {
  make: 40,
  model: 60,
  variant: 40,
  notes: 200,
  firstYear: 1950,
  /** Next year's models are sold from the summer before. */
  lastYear: new Date().getUTCFullYear() + 1,
  engineCc: 3000,
  /** Bikes in one garage. */
  garage: 10,
  /** Ranges of one part. */
  rangesPerPart: 500,
  /** Other numbers of one part. */
  numbersPerPart: 100,
} as const;

/**
 * A make or model as it appears in URLs and ranges: lower case, letters and digits, words joined by
 * dashes; accents dropped ("Husqvarna Vitpilen 401" → husqvarna-vitpilen-401, "MT-07" → mt-07).
 */
export function vehicleSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Letters and digits only, lower case: what "mt07", "MT-07" and "mt 07" have in common. */
export function lookupKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/** The bike's name for people: "2019 Yamaha MT-07 ABS", with the market outside the US: "2019 Yamaha MT-07 (EU)". */
export function vehicleName(v: { year: number; make: string; model: string; variant?: string | null; market?: string | null }): string {
  const base = [v.year, v.make, v.model, v.variant || null].filter(Boolean).join(" ");
  return v.market && v.market !== "US" ? `${base} (${v.market})` : base;
}

const name = (max: number, label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => vehicleSlug(v) !== "", `${label} must hold a letter or a digit.`)
    // Some characters spell out longer ("㎏" is "kg"): the slug and the lookup key must fit their columns too.
    .refine((v) => vehicleSlug(v).length <= max && lookupKey(v).length <= max, `${label} must be at most ${max} characters.`);

const year = (label: string) =>
  z
    .number(`${label} must be a year.`)
    .int(`${label} must be a whole year.`)
    .min(vehicleLimits.firstYear, `${label} must be ${vehicleLimits.firstYear} or later.`)
    .max(vehicleLimits.lastYear, `${label} must be ${vehicleLimits.lastYear} or earlier.`);

const market = z
  .string()
  .trim()
  .toUpperCase()
  .refine((m) => (MARKETS as readonly string[]).includes(m), `Market must be one of ${MARKETS.join(", ")}.`);

/** Empty text is "none". */
const optional = <T extends z.ZodType>(rule: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), rule.nullish());

/**
 * A fitment range's variant as the shop spells it among a model's bikes ("abs" → "ABS"), or an error
 * message when none of them has it: a misspelt variant would otherwise fit no bike at all.
 */
export function knownVariant(model: { make: string; model: string; variants: readonly string[] }, asked: string): { variant: string } | { message: string } {
  const found = model.variants.find((v) => v.toLowerCase() === asked.trim().toLowerCase());
  if (found) return { variant: found };
  const known = model.variants.length > 0 ? `its bikes have ${model.variants.join(", ")}` : "its bikes have none";
  return { message: `No ${model.make} ${model.model} has the variant "${asked}": ${known}. Leave the variant empty for every one.` };
}

export const vehicleInput = z.object({
  make: name(vehicleLimits.make, "Make"),
  model: name(vehicleLimits.model, "Model"),
  year: year("Year"),
  variant: optional(
    z
      .string()
      .trim()
      .max(vehicleLimits.variant, `Variant must be at most ${vehicleLimits.variant} characters.`)
      .refine((v) => lookupKey(v).length <= vehicleLimits.variant, `Variant must be at most ${vehicleLimits.variant} characters.`),
  ),
  market: optional(market),
  engineCc: z
    .number("Engine size must be a number of cc.")
    .int("Engine size must be a whole number of cc.")
    .min(0, "Engine size must not be negative.")
    .max(vehicleLimits.engineCc, `Engine size must be at most ${vehicleLimits.engineCc} cc.`),
  type: z.enum(VEHICLE_TYPES, `Type must be one of ${VEHICLE_TYPES.join(", ")}.`),
});
export type VehicleInput = z.output<typeof vehicleInput>;

/** One range of a part's fitment, as the editor and the import send it. */
export const fitmentRange = z
  .object({
    make: name(vehicleLimits.make, "Make"),
    model: name(vehicleLimits.model, "Model"),
    yearFrom: year("Year from"),
    yearTo: year("Year to"),
    variant: optional(z.string().trim().max(vehicleLimits.variant, `Variant must be at most ${vehicleLimits.variant} characters.`)),
    market: optional(market),
    position: optional(z.enum(POSITIONS, `Position must be one of ${POSITIONS.join(", ")}.`)),
    notes: optional(z.string().trim().max(vehicleLimits.notes, `Notes must be at most ${vehicleLimits.notes} characters.`)),
  })
  .refine((r) => r.yearFrom <= r.yearTo, { message: "Year from must not be after year to.", path: ["yearTo"] });
export type FitmentRange = z.output<typeof fitmentRange>;

export const partFitmentInput = z
  .object({
    universal: z.boolean(),
    ranges: z.array(fitmentRange).max(vehicleLimits.rangesPerPart, `A part may have at most ${vehicleLimits.rangesPerPart} ranges.`),
  })
  .refine((f) => !f.universal || f.ranges.length === 0, { message: "A universal part lists no ranges.", path: ["ranges"] });

export const otherPartNumber = z.object({
  kind: z.enum(PART_NUMBER_KINDS, `Kind must be one of ${PART_NUMBER_KINDS.join(", ")}.`),
  brand: z.string("Brand is required.").trim().min(1, "Brand is required.").max(60, "Brand must be at most 60 characters."),
  number: z
    .string("Number is required.")
    .trim()
    .min(1, "Number is required.")
    .max(60, "Number must be at most 60 characters.")
    .refine((n) => PART_NUMBER_PATTERN.test(n), "Number may hold letters, digits, spaces and - . / # + ( ) only.")
    .refine((n) => partNumberKey(n) !== "", "Number must hold a letter or a digit."),
});
export const otherPartNumbers = z.array(otherPartNumber).max(vehicleLimits.numbersPerPart, `A part may list at most ${vehicleLimits.numbersPerPart} other numbers.`);

/** A typed bike lookup: at most 60 characters. */
export const vehicleQuery = z.string().trim().max(60, "Type at most 60 characters to find a bike.");

/** A make or model as a lookup names it (the garage's selects, a bike page's path), read as its slug. */
const slugArg = (label: string) => z.string().trim().max(80, `${label} must be at most 80 characters.`).transform(vehicleSlug);

/** The arguments of the bike lookups. Outside the table's years a year names no bike: refused before a smallint overflows in SQL. */
export const vehicleArgs = {
  make: slugArg("make"),
  model: slugArg("model"),
  year: z.number().int("year must be a whole year.").min(1900, "year must be 1900 or later.").max(2100, "year must be 2100 or earlier."),
};
