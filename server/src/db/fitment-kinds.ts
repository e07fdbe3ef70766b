/**
 * The kinds of generated part as the fitment generator (fitment-generator.ts) sees them: how a part is
 * recognised, which bikes it can fit, how many models it lists, the original part it replaces and the
 * notes a range may carry. The data is data/fitment-profiles.json, checked with zod when it loads so a
 * malformed file fails at once; the rules that need code (which bikes a tyre, chain or battery fits, and
 * other brands' number styles) are here, by the kind's id.
 */
import { z } from "zod";
import { VEHICLE_TYPES, type VehicleType } from "../../../shared/vehicles";
import type { GeneratedPart } from "./catalogue-generator";
import data from "./data/fitment-profiles.json";
import { between, pick, type Rng } from "./seeded-random";
import type { VehicleModel } from "./vehicle-data";

export const specOf = (p: GeneratedPart, name: string) => p.specs.find((s) => s.name === name)?.value;

/** Which bikes of the candidates a part of the kind fits, beyond its vehicle types. */
type ModelFilter = (m: VehicleModel, p: GeneratedPart) => boolean;

/** Another brand's number for the same part, drawn from the PRNG of the part's shape. */
type Interchange = (r: Rng, p: GeneratedPart) => [brand: string, number: string];

export interface Profile {
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
  interchange?: readonly Interchange[];
  notes?: readonly string[];
}

export const ALL: readonly VehicleType[] = ["street", "dual-sport", "off-road", "scooter", "atv"];

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

const hasEngine: ModelFilter = (m) => m.engineCc > 0;

/** Which bikes each kind fits beyond its vehicle types, by the kind's id. */
const FILTERS: Record<string, ModelFilter> = {
  "off-road-tyres": offRoadTyreFits,
  "road-tyres": roadTyreFits,
  chains: pitchFits,
  sprockets: pitchFits,
  "chain-kits": pitchFits,
  headlights: (m) => m.drive !== "chain" || /Bonneville|Twin|Scrambler|Z900RS|XSR|Classic|Interceptor|Continental|Grom|Monkey|Rebel|Bolt/.test(m.model),
  "oil-filters": hasEngine,
  "air-filters": hasEngine,
  "fork-seals": forkSealFits,
  regulators: hasEngine,
  stators: hasEngine,
  "agm-batteries": (m, p) => batteryFits(m, Number((specOf(p, "Capacity") ?? "8").split(" ")[0])),
  "lithium-batteries": (m, p) => batteryFits(m, Number((specOf(p, "Lead-acid equivalent") ?? "8").split(" ")[0]) / 1.6),
  "spark-plugs": hasEngine,
  "clutch-kits": (m) => m.engineCc > 0 && m.type !== "scooter",
  "gasket-sets": hasEngine,
  "radiator-guards": (m) => m.engineCc >= 250,
  "hand-guards": isMotorcycle,
  handlebars: isMotorcycle,
  "tank-bags": isMotorcycle,
};

/** Aftermarket numbers of other brands for the same part (brake pads by Vesrah, Ferodo and Lucas TRW...), by the kind's id. */
const INTERCHANGE: Record<string, readonly Interchange[]> = {
  "brake-pads": [
    (r) => ["Vesrah", `VD-${between(r, 100, 999)}${pick(r, ["JL", "SJL", "RJL"])}`],
    (r) => ["Ferodo", `FDB${between(r, 2000, 2999)}${pick(r, ["ST", "P", "XRAC"])}`],
    (r) => ["Lucas TRW", `MCB${between(r, 500, 899)}${pick(r, ["SV", "SH", "CRQ"])}`],
  ],
  "brake-discs": [(r) => ["TRW", `MST${between(r, 100, 499)}`], (r) => ["NG", `NG${between(r, 1000, 1999)}`]],
  sprockets: [(r, p) => ["Sunstar", `${between(r, 200, 599)}-${specOf(p, "Teeth")}`], (r, p) => ["Vortex", `${between(r, 200, 599)}-${specOf(p, "Teeth")}`]],
  "oil-filters": [(r) => ["Champion", `COF${between(r, 100, 299)}`], (r) => ["Vesrah", `SF-${between(r, 1000, 4999)}`]],
  "air-filters": [(r) => ["Champion", `CAF${between(r, 1000, 9999)}`], (r) => ["Uni", `NU-${between(r, 1000, 4999)}`]],
  "fork-seals": [(r, p) => ["SKF", `KITG-${(specOf(p, "Tube diameter") ?? "41").split(" ")[0]}${pick(r, ["S", "K", "M", "P", "A"])}`]],
  regulators: [(r) => ["Shindengen", `SH${between(r, 500, 899)}AA`], (r) => ["Electrosport", `ESR${between(r, 100, 999)}`]],
  "agm-batteries": [(_, p) => ["Motobatt", `MB${(specOf(p, "Model") ?? "YTZ10S").slice(1)}`], (_, p) => ["Bike Master", `${specOf(p, "Model") ?? "YTZ10S"}-BM`]],
  "spark-plugs": [
    (r) => ["Bosch", `${pick(r, ["UR", "YR", "MR"])}${between(r, 4, 9)}${pick(r, ["DC", "DE", "DI"])}`],
    (r) => ["Champion", `${pick(r, ["RG", "RA", "RZ"])}${between(r, 4, 9)}${pick(r, ["HC", "YC", "MC"])}`],
  ],
  "clutch-kits": [(r) => ["Vesrah", `VC-${between(r, 100, 499)}`], (r) => ["Newfren", `F${between(r, 1000, 2999)}`]],
};

// ---- data/fitment-profiles.json -------------------------------------------------------------------

const profileRow = z
  .strictObject({
    id: z.string().regex(/^[a-z-]+$/),
    category: z.string().optional(),
    title: z.string().optional(),
    universal: z.literal(true).optional(),
    types: z.array(z.enum(VEHICLE_TYPES)).min(1).optional(),
    chainOnly: z.literal(true).optional(),
    anyMake: z.literal(true).optional(),
    models: z.tuple([z.int().nonnegative(), z.int().nonnegative()]),
    oem: z.string().optional(),
    notes: z.array(z.string()).min(1).optional(),
  })
  .refine((p) => (p.category === undefined) !== (p.title === undefined), "a kind is recognised by its category or its title, one of the two")
  .refine((p) => p.models[0] <= p.models[1], "models: lowest, then highest");

export const DATA = z
  .strictObject({
    comment: z.array(z.string()),
    makeCodes: z.record(z.string().regex(/^[A-Z]{2}$/), z.string()),
    oemGroups: z.record(z.string(), z.record(z.string(), z.string())),
    profiles: z.array(profileRow).min(1),
  })
  .refine((d) => d.profiles.every((p) => !p.oem || Object.values(d.oemGroups).every((groups) => p.oem! in groups)), "every kind's oem group is in every maker's oemGroups")
  .parse(data);

export const PROFILES: Profile[] = DATA.profiles.map(({ category, title, ...row }) => {
  const pattern = title === undefined ? null : new RegExp(title);
  const test = pattern ? (p: GeneratedPart) => pattern.test(p.name) : (p: GeneratedPart) => p.categorySlug === category;
  return { ...row, test, filter: FILTERS[row.id], interchange: INTERCHANGE[row.id] };
});

export const PROFILE_BY_ID = new Map(PROFILES.map((p) => [p.id, p]));
for (const id of [...Object.keys(FILTERS), ...Object.keys(INTERCHANGE)]) {
  if (!PROFILE_BY_ID.has(id)) throw new Error(`fitment-profiles.json has no kind ${id}, which fitment-generator.ts gives rules for`);
}
