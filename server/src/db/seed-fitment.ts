import { z } from "zod";
import { partNumberKey } from "../../../shared/part-numbers";
import { MARKETS, PART_NUMBER_KINDS, POSITIONS, vehicleSlug, type PartNumberKind } from "../../../shared/vehicles";
import handWritten from "../../../prisma/seed/fitment.json";
import type { GeneratedPart } from "./catalogue-generator";
import { generateVehicles, olderNumber, type GeneratedFitment, type GeneratedNumber, type GeneratedRange, type GeneratedVehicle } from "./fitment-generator";

/**
 * The demo's fitment beyond what the generator gives: the hand-written ranges and numbers of
 * prisma/seed/parts.json's parts (prisma/seed/fitment.json, checked with zod when it loads), the bikes
 * the demo seeds, and the links the demo shows on purpose.
 */

const text = z.string().trim().min(1);
const range = z.strictObject({
  make: text,
  model: text,
  yearFrom: z.int(),
  yearTo: z.int(),
  variant: text.optional(),
  market: z.enum(MARKETS).optional(),
  position: z.enum(POSITIONS).optional(),
  notes: text.optional(),
});
const number = z.strictObject({ kind: z.enum(PART_NUMBER_KINDS), brand: text, number: text });
const partFitment = z.strictObject({ universal: z.boolean().optional(), ranges: z.array(range).optional(), numbers: z.array(number).optional() });

/** A range of the demo's fitment, by make and model name. */
const fits = (r: z.infer<typeof range>): GeneratedRange => ({
  makeSlug: vehicleSlug(r.make),
  modelSlug: vehicleSlug(r.model),
  yearFrom: r.yearFrom,
  yearTo: r.yearTo,
  variant: r.variant ?? null,
  market: r.market ?? null,
  position: r.position ?? null,
  notes: r.notes ?? null,
});
const num = (kind: PartNumberKind, brand: string, number: string): GeneratedNumber => ({ kind, brand, number, numberKey: partNumberKey(number) });

/** prisma/seed/fitment.json's parts, by slug. */
const HAND_WRITTEN_FITMENT = new Map<string, GeneratedFitment>(
  Object.entries(z.strictObject({ comment: z.array(z.string()).optional(), parts: z.record(z.string(), partFitment) }).parse(handWritten).parts).map(([slug, f]) => [
    slug,
    { universal: f.universal ?? false, ranges: (f.ranges ?? []).map(fits), numbers: (f.numbers ?? []).map((n) => num(n.kind, n.brand, n.number)) },
  ]),
);

/** A hand-written part's fitment; a part the file does not list has none. */
export function handWrittenFitment(slug: string): GeneratedFitment {
  return HAND_WRITTEN_FITMENT.get(slug) ?? { universal: false, ranges: [], numbers: [] };
}

/** What the demo's links read of a part. */
type DemoPart = Pick<GeneratedPart, "slug" | "categorySlug" | "brand" | "partNumber" | "specs"> & { id: string };

/** Models of each make the demo has bikes of: the first in data/vehicle-models.json, the best known. */
const DEMO_MODELS_PER_MAKE = 5;

/**
 * The markets the demo has bikes of: the shop's main ones, so that riders in Europe, the UK and Australia
 * find their own versions ("ABS (EU)", "LAMS (AU)") beside the US ones.
 */
export const DEMO_MARKETS: readonly string[] = ["US", "CA", "EU", "UK", "AU"];

/**
 * The demo's bikes: the main markets' versions of the best-known models of each make and of every model
 * the hand-written fitment names. Seeding all 18,000 bikes would slow every test that seeds; the benchmark
 * gets them all (addGeneratedParts). Ranges may name bikes the table lacks: they fit once they are added.
 */
export function demoVehicles(): (v: GeneratedVehicle) => boolean {
  const models = new Set([...HAND_WRITTEN_FITMENT.values()].flatMap((f) => f.ranges.map((r) => `${r.makeSlug}/${r.modelSlug}`)));
  const perMake = new Map<string, Set<string>>();
  for (const v of generateVehicles()) {
    const ofMake = perMake.get(v.makeSlug) ?? new Set<string>();
    if (ofMake.size < DEMO_MODELS_PER_MAKE) ofMake.add(v.modelSlug);
    perMake.set(v.makeSlug, ofMake);
  }
  for (const [make, ofMake] of perMake) for (const model of ofMake) models.add(`${make}/${model}`);
  return (v) => DEMO_MARKETS.includes(v.market) && models.has(`${v.makeSlug}/${v.modelSlug}`);
}

/** The demo's bike: what the README's walk-through and the browser journey put in the garage. */
export const DEMO_BIKE = { make: "Yamaha", model: "MT-07", year: 2019, variant: "", market: "US" } as const;

/**
 * What the demo shows beyond the generated fitment, by rule rather than by index so it survives a
 * change of the generator:
 * - the first two generated front brake pads also fit the demo bike (the brake pads section then has
 *   parts that fit it and parts that do not), replace its original pads, and share an interchange
 *   number with the hand-written EBC FA252HH;
 * - the first generated EBC brake pad is superseded by FA252HH and itself supersedes an older number:
 *   a chain of two links, so searching the oldest number leads to the newest pad.
 */
export function addDemoFitment(handWritten: DemoPart[], generated: DemoPart[], fitment: Map<string, GeneratedFitment>): void {
  const newest = handWritten.find((p) => p.slug === "sintered-brake-pads")!;
  const pads = generated.filter((p) => p.categorySlug === "brake-pads" && p.specs.some((s) => s.name === "Position" && s.value === "Front"));
  for (const pad of pads.slice(0, 2)) {
    const f = fitment.get(pad.id)!;
    fitment.set(pad.id, {
      universal: false,
      ranges: [fits({ make: DEMO_BIKE.make, model: DEMO_BIKE.model, yearFrom: 2014, yearTo: 2025, position: "front" }), ...f.ranges],
      numbers: [...f.numbers, num("oem", "Yamaha", "1WS-W0045-00"), num("interchange", "Vesrah", "VD-156JL")],
    });
  }
  const older = generated.find((p) => p.categorySlug === "brake-pads" && p.brand === newest.brand);
  if (!older) throw new Error(`The seed has no generated ${newest.brand} brake pads to make a supersession chain with`);
  const f = fitment.get(older.id)!;
  const numbers = f.numbers.some((n) => n.kind === "superseded") ? f.numbers : [...f.numbers, num("superseded", older.brand, olderNumber(older.partNumber, 3))];
  fitment.set(older.id, { ...f, numbers });
  const g = fitment.get(newest.id)!;
  fitment.set(newest.id, { ...g, numbers: [...g.numbers, num("superseded", newest.brand, older.partNumber)] });
}
