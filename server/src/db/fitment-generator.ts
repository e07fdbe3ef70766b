/**
 * Deterministic fitment for the generated catalogue (ADR 0023), for the demo seed and benchmark
 * databases: the bikes of server/src/db/vehicle-data.ts as vehicle rows, and for each generated part
 * whether it fits every bike, the ranges of bikes it fits, and the other numbers it is known by. Pure:
 * no I/O; a part's fitment is a function of (index, seed, the part) alone, so any prefix of the
 * catalogue can be made on its own and a benchmark can load 100,000 parts' fitment in batches.
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
 */
import { partNumberKey } from "../../../shared/part-numbers";
import { lookupKey, vehicleSlug, type FitPosition, type PartNumberKind, type VehicleType } from "../../../shared/vehicles";
import { partsStream, type GeneratedPart } from "./catalogue-generator";
import { VEHICLE_MODELS, type VehicleModel } from "./vehicle-data";

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
    const variants = ["", ...m.variants.filter((v) => v.from <= year && year <= v.to).map((v) => v.name)];
    for (const variant of variants) {
      for (const market of markets) {
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

/** Every vehicle row of vehicle-data.ts, in a fixed order (make, model, year, variant, market). */
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
// The same small PRNG and hashes as catalogue-generator.ts (kept private there), with a salt of their
// own so a part's fitment draws never follow its price or stock.

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hashInts(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    h = fmix32(h ^ (v >>> 0)) ^ Math.imul(Math.floor(v / 4294967296), 0x27d4eb2f);
    h = fmix32(h + 0x9e3779b9);
  }
  return h >>> 0;
}

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return fmix32(h);
}

const FITMENT_SALT = 0xf17;
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)];
const between = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const chance = (r: Rng, p: number) => r() < p;
/** A PRNG for a thing named by text, the same wherever it is drawn (an OEM number, a shape). */
const rngOf = (key: string) => mulberry32(hashString(key));
const digits = (r: Rng, n: number) => Array.from({ length: n }, () => between(r, 0, 9)).join("");
const letters = (r: Rng, n: number, from = "ABCDEFGHJKLMNPRSTVWXYZ") => Array.from({ length: n }, () => pick(r, [...from])).join("");

// ---- Kinds ----------------------------------------------------------------------------------------

const specOf = (p: GeneratedPart, name: string) => p.specs.find((s) => s.name === name)?.value;

/** Which bikes of the candidates a part of the kind fits, beyond its vehicle types. */
type ModelFilter = (m: VehicleModel, p: GeneratedPart) => boolean;

interface Profile {
  id: string;
  test: (p: GeneratedPart) => boolean;
  /** Fits every bike by nature. */
  universal?: boolean;
  types?: readonly VehicleType[];
  /** Only bikes with a chain final drive (chains, sprockets). */
  chainOnly?: boolean;
  filter?: ModelFilter;
  /** Models of any make (a chain of one pitch), rather than of one to three makes. */
  anyMake?: boolean;
  /** How many models it lists: lowest, highest. */
  models: readonly [number, number];
  /** The OEM part group of the kind, when it replaces an original part (accessories replace none). */
  oem?: string;
  /** Interchange numbers of other brands, made from a shape's PRNG. */
  interchange?: readonly ((r: Rng, p: GeneratedPart) => [brand: string, number: string])[];
  notes?: readonly string[];
}

const ROAD: readonly VehicleType[] = ["street", "dual-sport"];
const DIRT: readonly VehicleType[] = ["off-road", "dual-sport"];
const BIKES: readonly VehicleType[] = ["street", "dual-sport", "off-road"];
const ALL: readonly VehicleType[] = ["street", "dual-sport", "off-road", "scooter", "atv"];

/** The chain pitch a chain-driven model runs, from its size and use. */
export function chainPitch(m: VehicleModel): string {
  if (m.engineCc < 100) return "420";
  if (m.engineCc < 200) return "428";
  if (m.type === "off-road" || m.type === "atv" || m.engineCc < 600) return "520";
  return m.engineCc < 1100 ? "525" : "530";
}

/** Road tyres by rim and width: 19-inch for adventure bikes, 18-inch for cruisers and classics, 17-inch by width. */
const roadTyreFits: ModelFilter = (m, p) => {
  const size = specOf(p, "Size") ?? "";
  const width = Number(size.split("/")[0]);
  const rim = size.slice(-2);
  const front = specOf(p, "Position") === "Front";
  if (rim === "19") return m.type === "dual-sport" && m.engineCc >= 600;
  if (rim === "18") return m.type === "street" && (m.drive !== "chain" || /Bonneville|Thruxton|Twin|Z900RS|XSR|Interceptor|Continental|Scout/.test(m.model));
  if (m.type !== "street" || m.drive !== "chain") return false;
  if (front) return width <= 110 ? m.engineCc < 500 : m.engineCc >= 500;
  if (width <= 160) return m.engineCc >= 250 && m.engineCc < 700;
  if (width <= 180) return m.engineCc >= 600 && m.engineCc < 1000;
  return m.engineCc >= 900;
};

const offRoadTyreFits: ModelFilter = (m, p) => {
  const size = specOf(p, "Size") ?? "";
  const rim = size.slice(-2);
  if (rim === "21") return m.engineCc >= 125;
  if (rim === "18") return m.type === "dual-sport" || m.model.includes("EXC") || m.model.startsWith("WR") || m.model.startsWith("F");
  return m.type === "off-road" && m.engineCc >= 250;
};

/** A battery of this capacity (Ah, lead-acid or its equivalent) for bikes of this size. */
function batteryFits(m: VehicleModel, ah: number): boolean {
  if (m.engineCc === 0) return false;
  if (ah <= 4) return m.engineCc < 200;
  if (ah <= 7) return m.engineCc >= 100 && m.engineCc < 500;
  if (ah <= 10) return m.engineCc >= 250 && m.engineCc < 1000 && m.type !== "atv";
  if (ah <= 14) return m.engineCc >= 600 && m.engineCc < 1400;
  return m.engineCc >= 1100 || m.type === "atv";
}

const forkSealFits: ModelFilter = (m, p) => {
  const tube = Number((specOf(p, "Tube diameter") ?? "41").split(" ")[0]);
  if (m.type === "scooter" || m.type === "atv") return false;
  if (tube <= 37) return m.engineCc < 400;
  if (tube <= 41) return m.engineCc >= 300 && m.engineCc < 900;
  if (tube <= 43) return m.engineCc >= 600 && m.type !== "off-road";
  if (tube <= 46) return m.type !== "street" && m.engineCc >= 200;
  return m.engineCc >= 250 && (m.type === "off-road" || m.engineCc >= 900);
};

/** Parts with a pitch fit chain-driven bikes of that pitch. */
const pitchFits: ModelFilter = (m, p) => chainPitch(m) === specOf(p, "Pitch");

const isMotorcycle: ModelFilter = (m) => m.type !== "scooter" && m.type !== "atv";

/** Aftermarket numbers of other brands for the same part: brake pads by Vesrah, Ferodo and Lucas TRW... */
const PAD_INTERCHANGE = [
  (r: Rng): [string, string] => ["Vesrah", `VD-${between(r, 100, 999)}${pick(r, ["JL", "SJL", "RJL"])}`],
  (r: Rng): [string, string] => ["Ferodo", `FDB${between(r, 2000, 2999)}${pick(r, ["ST", "P", "XRAC"])}`],
  (r: Rng): [string, string] => ["Lucas TRW", `MCB${between(r, 500, 899)}${pick(r, ["SV", "SH", "CRQ"])}`],
] as const;

const PROFILES: Profile[] = [
  {
    id: "brake-pads",
    test: (p) => p.categorySlug === "brake-pads",
    types: ALL,
    models: [2, 6],
    oem: "pads",
    interchange: PAD_INTERCHANGE,
    notes: ["with ABS", "without ABS", "with twin front discs", "with Nissin calipers", "with Brembo calipers"],
  },
  {
    id: "brake-discs",
    test: (p) => / Brake Disc /.test(p.name),
    types: BIKES,
    models: [1, 4],
    oem: "disc",
    interchange: [(r) => ["TRW", `MST${between(r, 100, 499)}`], (r) => ["NG", `NG${between(r, 1000, 1999)}`]],
    notes: ["with ABS", "requires the spacer kit supplied", "with cast wheels"],
  },
  { id: "brake-lines", test: (p) => /Brake Line Kit/.test(p.name), types: BIKES, models: [1, 3], notes: ["with ABS", "without ABS", "with twin front discs"] },
  { id: "master-cylinders", test: (p) => /Master Cylinder/.test(p.name), types: BIKES, models: [2, 6], oem: "master", notes: ["requires mirror adapter kit"] },
  { id: "slip-ons", test: (p) => /Slip-on Silencer/.test(p.name), types: ["street", "dual-sport"], models: [1, 3], notes: ["requires ECU remap", "closed-course use without the baffle"] },
  { id: "full-systems", test: (p) => /Full Exhaust System/.test(p.name), types: BIKES, models: [1, 2], notes: ["requires ECU remap", "removes the catalyst"] },
  { id: "exhaust-gaskets", test: (p) => /Exhaust Header Gaskets/.test(p.name), types: BIKES, models: [2, 6], oem: "gasket" },
  { id: "off-road-tyres", test: (p) => /Off-road Tyre/.test(p.name), types: DIRT, filter: offRoadTyreFits, anyMake: true, models: [3, 10], oem: "tyre", notes: ["use a heavy-duty inner tube"] },
  { id: "road-tyres", test: (p) => p.categorySlug === "tyres", types: ROAD, filter: roadTyreFits, anyMake: true, models: [3, 10], oem: "tyre", notes: ["with 3.5 in wide rims", "with cast wheels"] },
  { id: "chains", test: (p) => /Drive Chain/.test(p.name), types: ALL, chainOnly: true, filter: pitchFits, anyMake: true, models: [4, 12], oem: "chain", notes: ["with stock gearing", "cut to length"] },
  {
    id: "sprockets",
    test: (p) => /Sprocket, \d+ Teeth/.test(p.name),
    types: ALL,
    chainOnly: true,
    filter: pitchFits,
    models: [1, 4],
    oem: "sprocket",
    interchange: [(r, p) => ["Sunstar", `${between(r, 200, 599)}-${specOf(p, "Teeth")}`], (r, p) => ["Vortex", `${between(r, 200, 599)}-${specOf(p, "Teeth")}`]],
    notes: ["with stock gearing", "changes the gearing: speedometer recalibration advised"],
  },
  { id: "chain-kits", test: (p) => /Chain and Sprocket Kit/.test(p.name), types: ALL, chainOnly: true, filter: pitchFits, models: [1, 3] },
  { id: "headlights", test: (p) => /Round LED Headlight/.test(p.name), types: ["street"], filter: (m) => m.drive !== "chain" || /Bonneville|Twin|Scrambler|Z900RS|XSR|Classic|Interceptor|Continental|Grom|Monkey|Rebel|Bolt/.test(m.model), anyMake: true, models: [2, 8], oem: "headlight", notes: ["requires adapter ring"] },
  { id: "auxiliary-lights", test: (p) => /Auxiliary Lights/.test(p.name), types: ROAD, models: [2, 6], notes: ["with crash bars fitted"] },
  { id: "indicators", test: (p) => /LED Indicator/.test(p.name), types: BIKES, models: [2, 8], oem: "indicator", notes: ["requires load-independent flasher relay", "requires adapter kit"] },
  { id: "tail-lights", test: (p) => /Tail Light/.test(p.name), types: BIKES, models: [1, 4], oem: "tail-light", notes: ["requires adapter kit"] },
  { id: "bulbs", test: (p) => /Headlight Bulb/.test(p.name), types: ALL, anyMake: true, models: [3, 10], oem: "bulb" },
  {
    id: "oil-filters",
    test: (p) => /Oil Filter/.test(p.name),
    types: ALL,
    filter: (m) => m.engineCc > 0,
    models: [3, 10],
    oem: "oil",
    interchange: [(r) => ["Champion", `COF${between(r, 100, 299)}`], (r) => ["Vesrah", `SF-${between(r, 1000, 4999)}`]],
  },
  {
    id: "air-filters",
    test: (p) => /Air Filter/.test(p.name),
    types: ALL,
    filter: (m) => m.engineCc > 0,
    models: [1, 4],
    oem: "air",
    interchange: [(r) => ["Champion", `CAF${between(r, 1000, 9999)}`], (r) => ["Uni", `NU-${between(r, 1000, 4999)}`]],
  },
  { id: "fuel-filters", test: (p) => /Fuel Filter/.test(p.name), universal: true, models: [0, 0] },
  { id: "rear-shocks", test: (p) => /Rear Shock/.test(p.name), types: BIKES, models: [1, 3], oem: "shock", notes: ["with lowering link", "requires the top-mount adapter supplied"] },
  { id: "fork-springs", test: (p) => /Fork Spring Kit/.test(p.name), types: BIKES, models: [1, 3], notes: ["for riders of 75 to 95 kg"] },
  {
    id: "fork-seals",
    test: (p) => /Fork Oil and Dust Seal Kit/.test(p.name),
    types: BIKES,
    filter: forkSealFits,
    models: [3, 10],
    oem: "fork-seal",
    interchange: [(r, p) => ["SKF", `KITG-${(specOf(p, "Tube diameter") ?? "41").split(" ")[0]}${pick(r, ["S", "K", "M", "P", "A"])}`]],
  },
  { id: "steering-dampers", test: (p) => /Steering Damper/.test(p.name), types: ["street"], models: [1, 3], notes: ["requires the mounting kit for the model"] },
  {
    id: "regulators",
    test: (p) => /Regulator Rectifier/.test(p.name),
    types: ALL,
    filter: (m) => m.engineCc > 0,
    models: [2, 8],
    oem: "regulator",
    interchange: [(r) => ["Shindengen", `SH${between(r, 500, 899)}AA`], (r) => ["Electrosport", `ESR${between(r, 100, 999)}`]],
    notes: ["requires adapter loom"],
  },
  { id: "stators", test: (p) => /Stator for/.test(p.name), types: ALL, filter: (m) => m.engineCc > 0, models: [1, 4], oem: "stator" },
  { id: "usb-chargers", test: (p) => /USB Charger/.test(p.name), universal: true, models: [0, 0] },
  { id: "heated-grips", test: (p) => /Heated Grips/.test(p.name), universal: true, models: [0, 0] },
  {
    id: "agm-batteries",
    test: (p) => /AGM Battery/.test(p.name),
    types: ALL,
    filter: (m, p) => batteryFits(m, Number((specOf(p, "Capacity") ?? "8").split(" ")[0])),
    anyMake: true,
    models: [3, 10],
    oem: "battery",
    interchange: [(_, p) => ["Motobatt", `MB${(specOf(p, "Model") ?? "YTZ10S").slice(1)}`], (_, p) => ["Bike Master", `${specOf(p, "Model") ?? "YTZ10S"}-BM`]],
  },
  {
    id: "lithium-batteries",
    test: (p) => /Lithium Battery/.test(p.name),
    types: ALL,
    filter: (m, p) => batteryFits(m, Number((specOf(p, "Lead-acid equivalent") ?? "8").split(" ")[0]) / 1.6),
    anyMake: true,
    models: [3, 10],
    notes: ["charge with a lithium charger only"],
  },
  { id: "battery-chargers", test: (p) => /Battery Charger/.test(p.name), universal: true, models: [0, 0] },
  {
    id: "spark-plugs",
    test: (p) => /Spark Plug/.test(p.name),
    types: ALL,
    filter: (m) => m.engineCc > 0,
    models: [2, 8],
    oem: "plug",
    interchange: [(r) => ["Bosch", `${pick(r, ["UR", "YR", "MR"])}${between(r, 4, 9)}${pick(r, ["DC", "DE", "DI"])}`], (r) => ["Champion", `${pick(r, ["RG", "RA", "RZ"])}${between(r, 4, 9)}${pick(r, ["HC", "YC", "MC"])}`]],
  },
  {
    id: "clutch-kits",
    test: (p) => /Clutch Kit/.test(p.name),
    types: ALL,
    filter: (m) => m.engineCc > 0 && m.type !== "scooter",
    models: [1, 4],
    oem: "clutch",
    interchange: [(r) => ["Vesrah", `VC-${between(r, 100, 499)}`], (r) => ["Newfren", `F${between(r, 1000, 2999)}`]],
  },
  { id: "gasket-sets", test: (p) => /Gasket Set/.test(p.name), types: ALL, filter: (m) => m.engineCc > 0, models: [1, 4], oem: "gasket" },
  { id: "crash-bobbins", test: (p) => /Crash Bobbin/.test(p.name), types: ["street"], models: [1, 3], notes: ["requires a small fairing cut-out", "requires adapter kit"] },
  { id: "radiator-guards", test: (p) => /Radiator Guard/.test(p.name), types: BIKES, filter: (m) => m.engineCc >= 250, models: [1, 3] },
  { id: "hand-guards", test: (p) => /Hand Guards/.test(p.name), types: DIRT, filter: isMotorcycle, models: [2, 8], notes: ["with tapered 28.6 mm handlebars"] },
  { id: "levers", test: (p) => /Lever Set/.test(p.name), types: BIKES, models: [1, 4], oem: "lever", notes: ["with hydraulic clutch", "with cable clutch"] },
  { id: "grips", test: (p) => /Handlebar Grips/.test(p.name), universal: true, models: [0, 0] },
  { id: "handlebars", test: (p) => /Handlebar, /.test(p.name), types: BIKES, filter: isMotorcycle, models: [2, 6], notes: ["requires bar clamp adapters for tapered bars", "longer brake line needed with high bends"] },
  { id: "cables", test: (p) => /Cable/.test(p.name), types: BIKES, models: [1, 3], oem: "cable" },
  { id: "luggage-racks", test: (p) => /(Top case rack|Pannier frames) for/.test(p.name), types: ROAD, models: [1, 2], notes: ["requires adapter kit"] },
  { id: "top-cases", test: (p) => /Top Case/.test(p.name), types: ROAD, models: [2, 6], notes: ["requires the rack for the model"] },
  { id: "panniers", test: (p) => /Panniers/.test(p.name), types: ROAD, models: [2, 6], notes: ["requires the side frames for the model"] },
  // A strap-on bag fits any tank; a tank-ring bag needs the ring for the model.
  { id: "strap-on-tank-bags", test: (p) => /Strap-on Tank Bag/.test(p.name), universal: true, models: [0, 0] },
  { id: "tank-bags", test: (p) => /Tank Bag/.test(p.name), types: ROAD, filter: isMotorcycle, models: [2, 8], notes: ["requires the tank ring for the model", "steel tanks only"] },
];

const PROFILE_BY_ID = new Map(PROFILES.map((p) => [p.id, p]));

/** The kind of a generated part, as this file reads it from its category and title. */
export function partKind(part: GeneratedPart): string {
  const profile = PROFILES.find((p) => p.test(part));
  if (!profile) throw new Error(`No fitment profile for the generated part ${part.name}`);
  return profile.id;
}

/** The kinds that fit every bike by nature. */
export const UNIVERSAL_KINDS: readonly string[] = PROFILES.filter((p) => p.universal).map((p) => p.id);

// ---- Makes and their numbers ----------------------------------------------------------------------

const MAKE_CODES: Record<string, string> = { HO: "Honda", YA: "Yamaha", KA: "Kawasaki", SU: "Suzuki", BM: "BMW", DU: "Ducati", TR: "Triumph", KT: "KTM" };
const MAKE_NAMES = new Set(VEHICLE_MODELS.map((m) => m.make));

/** The make a part is made for, when its title or part number names one ("... for Honda", Ohlins "YA 468", Brembo "07HO..."). */
function namedMake(part: GeneratedPart): string | undefined {
  const m = / for ([A-Za-z-]+)(?:,|$)/.exec(part.name);
  if (m && MAKE_NAMES.has(m[1])) return m[1];
  const code = /^(?:07|SP-|SD-)?(HO|YA|KA|SU|BM|DU|TR|KT)(?=[\s\-0-9])/.exec(part.partNumber);
  return code ? MAKE_CODES[code[1]] : undefined;
}

/** The bike maker's group of an original part: where its number says what the part is. */
const OEM_GROUPS: Record<string, Record<string, string>> = {
  Honda: { pads: "06455", "pads-rear": "06435", disc: "45251", master: "45500", gasket: "18291", tyre: "42711", chain: "40530", sprocket: "41201", headlight: "33120", indicator: "33400", "tail-light": "33701", bulb: "34901", oil: "15410", air: "17210", shock: "52400", "fork-seal": "51490", regulator: "31600", stator: "31120", battery: "31500", plug: "31916", clutch: "22201", lever: "53178", cable: "17910" },
  Kawasaki: { pads: "43082", "pads-rear": "43082", disc: "41080", master: "43015", gasket: "11060", tyre: "41038", chain: "92057", sprocket: "42041", headlight: "23007", indicator: "23037", "tail-light": "23025", bulb: "92069", oil: "16097", air: "11013", shock: "45014", "fork-seal": "92049", regulator: "21066", stator: "21003", battery: "26012", plug: "92070", clutch: "13088", lever: "46092", cable: "54012" },
  Suzuki: { pads: "59100", "pads-rear": "69100", disc: "59210", master: "59600", gasket: "14181", tyre: "55111", chain: "27600", sprocket: "27511", headlight: "35100", indicator: "35601", "tail-light": "35710", bulb: "09471", oil: "16510", air: "13780", shock: "62100", "fork-seal": "51153", regulator: "32800", stator: "32101", battery: "33610", plug: "09482", clutch: "21441", lever: "57420", cable: "58300" },
  Yamaha: { pads: "W0045", "pads-rear": "W0046", disc: "2581T", master: "2580V", gasket: "14613", tyre: "25170", chain: "17680", sprocket: "25447", headlight: "84310", indicator: "83310", "tail-light": "84710", bulb: "84314", oil: "13440", air: "14451", shock: "22210", "fork-seal": "23145", regulator: "81960", stator: "85510", battery: "H2100", plug: "94702", clutch: "16321", lever: "83922", cable: "26311" },
  BMW: { pads: "34 11", "pads-rear": "34 21", disc: "34 11", master: "32 72", gasket: "18 30", tyre: "36 31", chain: "27 72", sprocket: "27 71", headlight: "63 12", indicator: "63 13", "tail-light": "63 21", bulb: "63 21", oil: "11 42", air: "13 71", shock: "33 53", "fork-seal": "31 42", regulator: "12 31", stator: "12 31", battery: "61 21", plug: "12 12", clutch: "21 21", lever: "32 72", cable: "32 73" },
};

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
  const variants = m.variants.filter((v) => v.from <= yearTo && v.to >= yearFrom);
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
