/**
 * Deterministic fitment for the generated catalogue (ADR 0023), for the demo seed and benchmark
 * databases: the bikes of data/vehicle-models.json (read by vehicle-data.ts) as vehicle rows, and for
 * each generated part whether it fits every bike, the ranges of bikes it fits, and the other numbers it
 * is known by. Pure: no I/O; a part's fitment is a function of (index, seed, the part) alone, so any
 * prefix of the catalogue can be made on its own and a benchmark can load 100,000 parts' fitment in
 * batches.
 *
 * How a part's fitment is chosen:
 * - The part's kind (brake pads, chains, grips...) is read from its category and title. Some kinds fit
 *   every bike by nature (grips, chargers, inline fuel filters): those parts are universal.
 * - Of the other parts, most have ranges and the rest have no data ("unknown"). The bikes follow the
 *   kind: a chain fits chain-driven bikes of its pitch, a road tyre street bikes of its rim and width,
 *   a battery bikes of its size, a part "for Honda" Honda models; a brake pad a few models of one to
 *   three makes. Years are the model's whole span or a generation within it; a few ranges name a
 *   variant, a market, or carry a note; brake and tyre parts name their position.
 * - OEM numbers are the bike maker's, in its style, and follow from (make, model, kind, position): two
 *   pads for the front of one model replace the same original pad. Interchange numbers follow from a
 *   coarser "shape" (kind, make, position and a bucket of the first model), so parts of different
 *   brands list the same interchange number and are interchangeable with each other. A superseded
 *   number is an older number of the part's own brand; when it equals another part's current number,
 *   the two make a supersession chain.
 * The kinds (how a part is recognised, which bikes it can fit, the OEM groups) are fitment-kinds.ts and
 * its data, data/fitment-profiles.json.
 */
import { partNumberKey } from "../../../shared/part-numbers";
import { lookupKey, vehicleSlug, type FitPosition, type PartNumberKind, type VehicleType } from "../../../shared/vehicles";
import { partsStream, type GeneratedPart } from "./catalogue-generator";
import { ALL, DATA, PROFILE_BY_ID, PROFILES, specOf, type Profile } from "./fitment-kinds";
import { between, chance, hashInts, hashString, mulberry32, pick, type Rng } from "./seeded-random";
import { VEHICLE_MODELS, type VehicleModel } from "./vehicle-data";

export { chainPitch } from "./fitment-kinds";

// ---- Vehicles -------------------------------------------------------------------------------------

/** A row of the vehicles table. */
export interface GeneratedVehicle {
  make: string;
  model: string;
  makeSlug: string;
  modelSlug: string;
  year: number;
  /** "" for the base model. */
  variant: string;
  market: string;
  engineCc: number;
  type: VehicleType;
  searchKey: string;
}

/** The years a model was sold in some market. */
function soldYears(m: VehicleModel): number[] {
  const years: number[] = [];
  for (let y = m.from; y <= m.to; y++) if (m.markets.some((s) => s.from <= y && y <= s.to)) years.push(y);
  return years;
}

/** One model's rows: by year, then variant (the base first), then market. */
function modelVehicles(m: VehicleModel): GeneratedVehicle[] {
  const rows: GeneratedVehicle[] = [];
  const makeSlug = vehicleSlug(m.make);
  const modelSlug = vehicleSlug(m.model);
  for (const year of soldYears(m)) {
    const markets = [...new Set(m.markets.filter((s) => s.from <= year && year <= s.to).map((s) => s.market))];
    const variants = [{ name: "", markets: undefined }, ...m.variants.filter((v) => v.from <= year && year <= v.to)];
    for (const { name: variant, markets: only } of variants) {
      for (const market of markets.filter((mk) => !only || only.includes(mk))) {
        rows.push({
          make: m.make,
          model: m.model,
          makeSlug,
          modelSlug,
          year,
          variant,
          market,
          engineCc: m.engineCc,
          type: m.type,
          searchKey: lookupKey(`${m.make} ${m.model} ${variant}`),
        });
      }
    }
  }
  return rows;
}

let cachedVehicles: GeneratedVehicle[] | undefined;

/** Every vehicle row of data/vehicle-models.json, in a fixed order (make, model, year, variant, market). */
export function generateVehicles(): GeneratedVehicle[] {
  cachedVehicles ??= VEHICLE_MODELS.flatMap(modelVehicles);
  return cachedVehicles.slice();
}

let cachedIndex: Map<string, { vehicles: GeneratedVehicle[]; offset: number }> | undefined;

/** The vehicle rows of each make and model, with the position of the first in generateVehicles(). */
function vehicleIndex(): Map<string, { vehicles: GeneratedVehicle[]; offset: number }> {
  if (cachedIndex) return cachedIndex;
  cachedIndex = new Map();
  const all = generateVehicles();
  all.forEach((v, i) => {
    const key = `${v.makeSlug}/${v.modelSlug}`;
    const entry = cachedIndex!.get(key) ?? { vehicles: [], offset: i };
    entry.vehicles.push(v);
    cachedIndex!.set(key, entry);
  });
  return cachedIndex;
}

// ---- Fitment --------------------------------------------------------------------------------------

/** One range of a part's fitment, as a row of the fitments table has it. */
export interface GeneratedRange {
  makeSlug: string;
  modelSlug: string;
  yearFrom: number;
  yearTo: number;
  /** Null: every variant. */
  variant: string | null;
  /** Null: every market. */
  market: string | null;
  position: FitPosition | null;
  notes: string | null;
}

/** One row of the part_numbers table. */
export interface GeneratedNumber {
  kind: PartNumberKind;
  brand: string;
  number: string;
  numberKey: string;
}

export interface GeneratedFitment {
  /** Fits every bike; then there are no ranges. */
  universal: boolean;
  /** Empty and not universal: the shop has no fitment data for the part. */
  ranges: GeneratedRange[];
  numbers: GeneratedNumber[];
}

/** The vehicle rows a range covers. */
export function rangeVehicles(range: GeneratedRange): GeneratedVehicle[] {
  const entry = vehicleIndex().get(`${range.makeSlug}/${range.modelSlug}`);
  if (!entry) return [];
  return entry.vehicles.filter(
    (v) =>
      v.year >= range.yearFrom &&
      v.year <= range.yearTo &&
      (range.variant === null || v.variant === range.variant) &&
      (range.market === null || v.market === range.market),
  );
}

/** How many vehicle rows a part fits: its ranges' vehicles, each counted once (universal parts: none listed). */
export function fitmentPairs(fitment: GeneratedFitment): number {
  if (fitment.ranges.length === 1) return rangeVehicles(fitment.ranges[0]).length;
  const seen = new Set<GeneratedVehicle>();
  for (const range of fitment.ranges) for (const v of rangeVehicles(range)) seen.add(v);
  return seen.size;
}

/**
 * The part–vehicle pairs the ranges of the first `count` generated parts expand to, computed in memory
 * from generateVehicles(): what the benchmark's fitment joins work through.
 */
export function countFitmentPairs(count: number, seed = 1, from = 0): number {
  let pairs = 0;
  for (const { fitment } of fitmentStream(from, count, seed)) pairs += fitmentPairs(fitment);
  return pairs;
}

// ---- Randomness -----------------------------------------------------------------------------------
// The catalogue's PRNG and hashes (seeded-random.ts), with a salt of their own so a part's fitment
// draws never follow its price or stock.

const FITMENT_SALT = 0xf17;
/** A PRNG for a thing named by text, the same wherever it is drawn (an OEM number, a shape). */
const rngOf = (key: string) => mulberry32(hashString(key));
const digits = (r: Rng, n: number) => Array.from({ length: n }, () => between(r, 0, 9)).join("");
const letters = (r: Rng, n: number, from = "ABCDEFGHJKLMNPRSTVWXYZ") => Array.from({ length: n }, () => pick(r, [...from])).join("");

/** The kind of a generated part, as fitment-kinds.ts recognises it from its category and title. */
export function partKind(part: GeneratedPart): string {
  const profile = PROFILES.find((p) => p.test(part));
  if (!profile) throw new Error(`No fitment profile for the generated part ${part.name}`);
  return profile.id;
}

/** The kinds that fit every bike by nature. */
export const UNIVERSAL_KINDS: readonly string[] = PROFILES.filter((p) => p.universal).map((p) => p.id);

// ---- Makes and their numbers ----------------------------------------------------------------------

const MAKE_CODES: Record<string, string> = DATA.makeCodes;
const MAKE_NAMES = new Set(VEHICLE_MODELS.map((m) => m.make));

/** The make a part is made for, when its title or part number names one ("... for Honda", Ohlins "YA 468", Brembo "07HO..."). */
function namedMake(part: GeneratedPart): string | undefined {
  const m = / for ([A-Za-z-]+)(?:,|$)/.exec(part.name);
  if (m && MAKE_NAMES.has(m[1])) return m[1];
  const code = /^(?:07|SP-|SD-)?(HO|YA|KA|SU|BM|DU|TR|KT)(?=[\s\-0-9])/.exec(part.partNumber);
  return code ? MAKE_CODES[code[1]] : undefined;
}

/** The bike maker's group of an original part: where its number says what the part is. */
const OEM_GROUPS: Record<string, Record<string, string>> = DATA.oemGroups;

/**
 * An original part number in the maker's style: Yamaha 1WS-W0045-00, Honda 06455-MFJ-D01, Kawasaki
 * 43082-0164, Suzuki 59100-27870, BMW 34 11 7 694 127, KTM 61313030000, Harley-Davidson 41300-08...
 */
function oemNumber(make: string, group: string, year: number, r: Rng): string {
  const g = OEM_GROUPS[make]?.[group] ?? OEM_GROUPS[make]?.[group.replace("-rear", "")];
  switch (make) {
    case "Yamaha":
      return `${between(r, 1, 9)}${letters(r, 2)}-${g}-${pick(r, ["00", "00", "10"])}`;
    case "Honda":
      return `${g}-${letters(r, 3, "ABCEFGHJKLMNPRSTWYZ")}-${pick(r, ["A", "D", "J", "K"])}${digits(r, 2)}`;
    case "Kawasaki":
      return `${g}-${digits(r, 4)}`;
    case "Suzuki":
      return `${g}-${between(r, 10, 49)}${digits(r, 3)}`;
    case "BMW":
      return `${g} ${between(r, 7, 8)} ${digits(r, 3)} ${digits(r, 3)}`;
    case "KTM":
    case "Husqvarna":
      return `${between(r, 500, 799)}${digits(r, 5)}000`;
    case "Harley-Davidson":
      return `${between(r, 40000, 69999)}-${String(year % 100).padStart(2, "0")}${pick(r, ["", "", "A", "B"])}`;
    case "Ducati":
      return `${between(r, 40000000, 79999999)}${pick(r, ["", "A", "B"])}`;
    case "Triumph":
      return `T${between(r, 2000000, 2409999)}`;
    case "Aprilia":
    case "Moto Guzzi":
    case "Vespa":
      return `${between(r, 1, 9)}${pick(r, ["B", "D"])}${digits(r, 6)}`;
    case "Royal Enfield":
      return `${between(r, 500000, 599999)}/${pick(r, ["A", "B", "C"])}`;
    case "Can-Am":
      return `${between(r, 705000000, 715999999)}`;
    default:
      // Indian and Polaris: seven digits.
      return `${between(r, 2200000, 5899999)}`;
  }
}

/**
 * An older number of the part's own brand: its last run of digits lowered by `step` (1 to 9), as a
 * catalogue renumbered when the part was revised. It may be the current number of another part of the
 * brand: then that part is superseded by this one (a chain).
 */
export function olderNumber(partNumber: string, step: number): string {
  const runs = [...partNumber.matchAll(/\d+/g)];
  const last = runs.at(-1);
  if (!last || last.index === undefined) return `${partNumber}-OLD`;
  const value = Number(last[0]);
  const older = value > step ? value - step : value + step;
  return partNumber.slice(0, last.index) + String(older).padStart(last[0].length, "0") + partNumber.slice(last.index + last[0].length);
}

const number = (kind: PartNumberKind, brand: string, value: string): GeneratedNumber => ({ kind, brand, number: value, numberKey: partNumberKey(value) });

// ---- A part's fitment -----------------------------------------------------------------------------

/** Of the parts not universal by nature, the share with ranges (the rest have no data): about 75% of all. */
const RANGES_SHARE = 0.82;
/** Of the parts with ranges whose kind replaces an original part, the share listing OEM numbers: about 40% of all. */
const OEM_SHARE = 0.8;
const SUPERSEDED_SHARE = 0.1;
/** Of the parts with ranges whose kind has interchange numbers: about 15% of all. */
const INTERCHANGE_SHARE = 0.63;

let modelsByMake: Map<string, VehicleModel[]> | undefined;
function byMake(): Map<string, VehicleModel[]> {
  if (modelsByMake) return modelsByMake;
  modelsByMake = new Map();
  for (const m of VEHICLE_MODELS) modelsByMake.set(m.make, [...(modelsByMake.get(m.make) ?? []), m]);
  return modelsByMake;
}

/** k distinct items of the list, in the PRNG's order. */
function sample<T>(r: Rng, items: readonly T[], k: number): T[] {
  const pool = items.slice();
  const out: T[] = [];
  while (out.length < k && pool.length > 0) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0]);
  return out;
}

/** The models a part fits, by its profile. */
function chooseModels(profile: Profile, part: GeneratedPart, r: Rng): VehicleModel[] {
  const types = profile.types ?? ALL;
  const fits = (m: VehicleModel) => types.includes(m.type) && (!profile.chainOnly || m.drive === "chain") && (!profile.filter || profile.filter(m, part));
  const count = between(r, profile.models[0], profile.models[1]);
  const make = namedMake(part);
  if (make) return sample(r, (byMake().get(make) ?? []).filter(fits), count);
  if (profile.anyMake) return sample(r, VEHICLE_MODELS.filter(fits), count);
  // One to three makes, a few models of each: how brands list parts made for a family of bikes.
  const makes = sample(
    r,
    [...byMake().keys()].filter((mk) => byMake().get(mk)!.some(fits)),
    pick(r, [1, 1, 2, 2, 3]),
  );
  const candidates = makes.flatMap((mk) => byMake().get(mk)!.filter(fits));
  return sample(r, candidates, count);
}

/** A range over a model: its whole span, or a generation of two to eight years within it. */
function rangeOver(m: VehicleModel, position: FitPosition | null, profile: Profile, r: Rng): GeneratedRange {
  const years = soldYears(m);
  let yearFrom = years[0];
  let yearTo = years[years.length - 1];
  if (years.length > 3 && chance(r, 0.5)) {
    const span = between(r, 2, Math.min(8, years.length - 1));
    const start = between(r, 0, years.length - span);
    yearFrom = years[start];
    yearTo = years[start + span - 1];
  }
  const range: GeneratedRange = { makeSlug: vehicleSlug(m.make), modelSlug: vehicleSlug(m.model), yearFrom, yearTo, variant: null, market: null, position, notes: null };
  // A trim of one market (Australia's LAMS) is left out: generated ranges keep the trims sold everywhere.
  const variants = m.variants.filter((v) => !v.markets && v.from <= yearTo && v.to >= yearFrom);
  if (variants.length > 0 && chance(r, 0.06)) range.variant = pick(r, variants).name;
  else if (chance(r, 0.04)) range.market = pick(r, [...new Set(m.markets.filter((s) => s.from <= yearTo && s.to >= yearFrom).map((s) => s.market))]);
  if (profile.notes && chance(r, 0.1)) range.notes = pick(r, profile.notes);
  // A variant or market that the years never had would fit nothing: drop it.
  if ((range.variant || range.market) && rangeVehicles(range).length === 0) {
    range.variant = null;
    range.market = null;
  }
  return range;
}

const rangeKey = (g: GeneratedRange) => [g.makeSlug, g.modelSlug, g.yearFrom, g.yearTo, g.variant, g.market, g.position].join("\u0000");

/**
 * The fitment of the generated part with this index in the catalogue of this seed (the part is
 * generateParts(index + 1, seed)[index], passed in so it is not made twice).
 */
export function fitmentOf(index: number, seed: number, part: GeneratedPart): GeneratedFitment {
  const profile = PROFILE_BY_ID.get(partKind(part))!;
  const r = mulberry32(hashInts(seed, index, FITMENT_SALT));
  const numbers: GeneratedNumber[] = [];
  if (chance(r, SUPERSEDED_SHARE)) {
    const older = olderNumber(part.partNumber, between(r, 1, 9));
    if (partNumberKey(older) !== partNumberKey(part.partNumber)) numbers.push(number("superseded", part.brand, older));
  }
  if (profile.universal) return { universal: true, ranges: [], numbers };
  if (!chance(r, RANGES_SHARE)) return { universal: false, ranges: [], numbers };

  const side = specOf(part, "Position");
  const position: FitPosition | null = side === "Front" ? "front" : side === "Rear" ? "rear" : null;
  const ranges: GeneratedRange[] = [];
  const seen = new Set<string>();
  for (const m of chooseModels(profile, part, r)) {
    const range = rangeOver(m, position, profile, r);
    if (seen.has(rangeKey(range))) continue;
    seen.add(rangeKey(range));
    ranges.push(range);
  }
  if (ranges.length === 0) return { universal: false, ranges, numbers };

  // The original parts it replaces: the first one or two makes' numbers, the same for every part that
  // replaces the same original (make, model, kind and position).
  if (profile.oem && chance(r, OEM_SHARE)) {
    const makes = [...new Map(ranges.map((g) => [g.makeSlug, g])).values()].slice(0, pick(r, [1, 1, 2]));
    for (const g of makes) {
      const make = VEHICLE_MODELS.find((m) => vehicleSlug(m.make) === g.makeSlug)!.make;
      const group = profile.oem === "pads" && position === "rear" ? "pads-rear" : profile.oem;
      const oem = oemNumber(make, group, g.yearFrom, rngOf(`oem:${make}:${g.modelSlug}:${group}:${position}`));
      numbers.push(number("oem", make, oem));
    }
  }

  // The same part under other brands' numbers, from its shape: parts of one shape list the same numbers.
  if (profile.interchange && chance(r, INTERCHANGE_SHARE)) {
    const first = ranges[0];
    const shape = `shape:${profile.id}:${first.makeSlug}:${position}:${hashString(first.modelSlug) % 4}:${specOf(part, "Size") ?? specOf(part, "Tube diameter") ?? specOf(part, "Model") ?? ""}`;
    const listed = profile.interchange.slice(0, pick(r, [1, 1, 2]));
    listed.forEach((make, i) => {
      const [brand, value] = make(rngOf(`${shape}:${i}`), part);
      if (brand !== part.brand) numbers.push(number("interchange", brand, value));
    });
  }
  return { universal: false, ranges, numbers };
}

/** Parts from..to-1 of the catalogue with their fitment, one at a time, for benchmark databases. */
export function* fitmentStream(from: number, to: number, seed = 1): Generator<{ index: number; part: GeneratedPart; fitment: GeneratedFitment }> {
  let index = 0;
  for (const part of partsStream(to, seed)) {
    if (index >= from) yield { index, part, fitment: fitmentOf(index, seed, part) };
    index++;
  }
}
