import { z } from "zod";
import { VEHICLE_TYPES, type VehicleType } from "../../../shared/vehicles";
import data from "./data/vehicle-models.json";

/**
 * Real motorcycles, scooters and ATVs as public facts, for the demo seed, the fitment generator and the
 * benchmark's bike table (ADR 0023): make, model, type, engine size, the model years each market was
 * sold, the trims that existed, and the final drive (chains and sprockets fit chain-driven bikes only).
 * The data is data/vehicle-models.json, checked with zod when it loads so a malformed file fails at once.
 *
 * Years are model years. The shop lists bikes from model year 2000 on. A model sold in two generations
 * with a gap between them (the KLR650) is two entries with the same make and model.
 */

const FINAL_DRIVES = ["chain", "belt", "shaft"] as const;
export type FinalDrive = (typeof FINAL_DRIVES)[number];

export interface MarketYears {
  market: string;
  from: number;
  to: number;
}

export interface VariantYears {
  /** "ABS", "Adventure", "SP"...; the base model ("") is always there and not listed. */
  name: string;
  from: number;
  to: number;
  /** The markets it was sold in, when only some of the model's: Australia's learner-approved "LAMS" trims. */
  markets?: string[];
}

export interface VehicleModel {
  make: string;
  model: string;
  type: VehicleType;
  engineCc: number;
  /** Where and when it was sold; the model's years are the union. */
  markets: MarketYears[];
  variants: VariantYears[];
  drive: FinalDrive;
  /** The first and last model year in any market. */
  from: number;
  to: number;
}

/** The earliest model year the shop lists. */
export const FIRST_LISTED_YEAR = 2000;

/** A model as data/vehicle-models.json writes it. */
const modelEntry = z.strictObject({
  make: z.string().min(1),
  model: z.string().min(1),
  type: z.enum(VEHICLE_TYPES),
  /** 0 for an electric bike (the BMW CE 04). */
  engineCc: z.int().nonnegative(),
  /** "EU UK 2014-2025; US CA 2018-2025": groups of markets with their years, separated by semicolons. */
  markets: z.string().min(1),
  /**
   * "ABS; SP 2018-2025; LAMS in AU": trims separated by semicolons, each for the model's years unless it
   * names its own, and for every market of those years unless it names its own after "in".
   */
  variants: z.string().optional(),
  /** Left out: chain, belt for a scooter, shaft for an ATV. */
  drive: z.enum(FINAL_DRIVES).optional(),
});

/** One model with its markets' and trims' years read, from model year FIRST_LISTED_YEAR on. */
function bike({ make, model, type, engineCc, markets, variants = "", drive }: z.infer<typeof modelEntry>): VehicleModel {
  const sold: MarketYears[] = [];
  for (const group of markets.split(";")) {
    const m = /^\s*([A-Z ]+?)\s+(\d{4})-(\d{4})\s*$/.exec(group);
    if (!m) throw new Error(`${make} ${model}: bad markets "${group}"`);
    const from = Math.max(Number(m[2]), FIRST_LISTED_YEAR);
    for (const market of m[1].split(" ")) sold.push({ market, from, to: Number(m[3]) });
  }
  const from = Math.min(...sold.map((s) => s.from));
  const to = Math.max(...sold.map((s) => s.to));
  const trims: VariantYears[] = variants
    .split(";")
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      const m = /^(.*?)(?:\s+(\d{4})-(\d{4}))?(?:\s+in\s+([A-Z]{2}(?: [A-Z]{2})*))?$/.exec(v)!;
      const trim: VariantYears = { name: m[1], from: m[2] ? Math.max(Number(m[2]), from) : from, to: m[3] ? Math.min(Number(m[3]), to) : to };
      if (m[4]) {
        trim.markets = m[4].split(" ");
        const unsold = trim.markets.filter((market) => !sold.some((s) => s.market === market));
        if (unsold.length > 0) throw new Error(`${make} ${model}: trim "${trim.name}" names markets the model was not sold in: ${unsold.join(", ")}`);
      }
      return trim;
    });
  return { make, model, type, engineCc, markets: sold, variants: trims, drive: drive ?? (type === "scooter" ? "belt" : type === "atv" ? "shaft" : "chain"), from, to };
}

/** Every model, grouped by make; the order is the vehicle table's order. */
export const VEHICLE_MODELS: VehicleModel[] = z
  .strictObject({ comment: z.array(z.string()).optional(), models: z.array(modelEntry).min(1) })
  .parse(data)
  .models.map(bike);
