import { fitmentRange, lookupKey, vehicleInput, vehicleSlug, type FitmentRange } from "../../../../shared/vehicles";
import { partNumberKey } from "../../../../shared/part-numbers";
import { matchHeader } from "../../csv/csv-files";
import { unescapeFormula } from "../../csv/formula";

/**
 * The bikes and fitment files (after ADR 0022): their columns, how a header names them, and what
 * a row's cells say. Export and import share them, so an exported file imports back unchanged.
 */

/** The bikes file: one row per bike. */
export const VEHICLE_COLUMNS = ["make", "model", "year", "variant", "market", "engine_cc", "type"] as const;
export type VehicleColumn = (typeof VEHICLE_COLUMNS)[number];

/** The fitment file: one row per range of bikes a part fits. */
export const FITMENT_COLUMNS = ["part_number", "brand", "make", "model", "year_from", "year_to", "variant", "market", "position", "notes"] as const;
export type FitmentColumn = (typeof FITMENT_COLUMNS)[number];

/** Header names a spreadsheet may use, compared without case, spaces or punctuation. */
const VEHICLE_ALIASES: Record<VehicleColumn, string[]> = {
  make: ["make", "bikemake"],
  model: ["model", "bikemodel"],
  year: ["year", "modelyear"],
  variant: ["variant", "submodel", "trim"],
  market: ["market", "region"],
  engine_cc: ["enginecc", "cc", "displacement", "displacementcc", "engine"],
  type: ["type", "vehicletype", "biketype"],
};

const FITMENT_ALIASES: Record<FitmentColumn, string[]> = {
  part_number: ["partnumber", "mpn", "manufacturerpartnumber", "partno"],
  brand: ["brand", "partbrand"],
  make: ["make", "bikemake"],
  model: ["model", "bikemodel"],
  year_from: ["yearfrom", "fromyear", "startyear", "from"],
  year_to: ["yearto", "toyear", "endyear", "to"],
  variant: ["variant", "submodel", "trim"],
  market: ["market", "region"],
  position: ["position"],
  notes: ["notes", "note", "fitmentnotes", "comment", "comments"],
};

/** The header's columns, or why the file is refused: an unknown or repeated column, or a required one missing. */
function header<C extends string>(cells: string[], columns: readonly C[], aliases: Record<C, string[]>, required: readonly C[]) {
  const found = matchHeader(cells, columns, aliases);
  if ("problem" in found) return found;
  const missing = required.filter((c) => !found.columns.includes(c));
  if (missing.length > 0) return { problem: `The file needs the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}. The columns are: ${columns.join(", ")}.` };
  return found;
}

export const readVehicleHeader = (cells: string[]) => header(cells, VEHICLE_COLUMNS, VEHICLE_ALIASES, ["make", "model", "year", "engine_cc", "type"]);
export const readFitmentHeader = (cells: string[]) => header(cells, FITMENT_COLUMNS, FITMENT_ALIASES, ["part_number", "make", "model", "year_from", "year_to"]);

/** A bike as a row of the bikes file gives it, with its key columns as stored ("" and "US" for none). */
export interface VehicleRow {
  row: number;
  make: string;
  model: string;
  makeSlug: string;
  modelSlug: string;
  year: number;
  variant: string;
  market: string;
  engineCc: number;
  type: string;
  searchKey: string;
}

/** A range as a row of the fitment file gives it. */
export interface FitmentRow {
  row: number;
  partNumber: string;
  /** The brand cell; undefined when the file has no brand column, null when the cell is empty. */
  brand: string | null | undefined;
  makeSlug: string;
  modelSlug: string;
  range: FitmentRange;
}

type Problem = { message: string };

/** A row's cells by column (formula apostrophes taken off, trimmed); "" for a column the file lacks. */
function cellsOf<C extends string>(columns: (C | undefined)[], cells: string[]): ((column: C) => string) | Problem {
  // A NUL character is refused in every text input (PostgreSQL text cannot hold one).
  if (cells.some((c) => c.includes("\u0000"))) return { message: "The row holds a NUL character." };
  return (column) => {
    const i = columns.indexOf(column);
    return i < 0 ? "" : unescapeFormula(cells[i]).trim();
  };
}

/** A whole number cell, left as it is (for the rule's message) when it is not one. */
const whole = (cell: string): unknown => (/^\d+$/.test(cell) ? Number(cell) : cell === "" ? undefined : cell);

const firstMessage = (r: { error: { issues: { message: string }[] } }) => r.error.issues[0]?.message ?? "Not valid.";

export function parseVehicle(row: number, columns: (VehicleColumn | undefined)[], cells: string[]): VehicleRow | Problem {
  const cell = cellsOf(columns, cells);
  if (typeof cell !== "function") return cell;
  const r = vehicleInput.safeParse({
    make: cell("make"),
    model: cell("model"),
    year: whole(cell("year")),
    variant: cell("variant"),
    market: cell("market"),
    engineCc: whole(cell("engine_cc")),
    // "Off road", "OFF_ROAD" and "off-road" are one type.
    type: cell("type").toLowerCase().replace(/[\s_]+/g, "-"),
  });
  if (!r.success) return { message: firstMessage(r) };
  const v = r.data;
  const variant = v.variant ?? "";
  return {
    row,
    make: v.make,
    model: v.model,
    makeSlug: vehicleSlug(v.make),
    modelSlug: vehicleSlug(v.model),
    year: v.year,
    variant,
    market: v.market ?? "US",
    engineCc: v.engineCc,
    type: v.type,
    searchKey: lookupKey(`${v.make} ${v.model} ${variant}`),
  };
}

export function parseFitment(row: number, columns: (FitmentColumn | undefined)[], cells: string[]): FitmentRow | Problem {
  const cell = cellsOf(columns, cells);
  if (typeof cell !== "function") return cell;
  const partNumber = cell("part_number");
  if (partNumber === "") return { message: "The part number is empty." };
  if (partNumberKey(partNumber) === "") return { message: `"${partNumber}" is not a part number.` };
  const r = fitmentRange.safeParse({
    make: cell("make"),
    model: cell("model"),
    yearFrom: whole(cell("year_from")),
    yearTo: whole(cell("year_to")),
    variant: cell("variant"),
    market: cell("market"),
    position: cell("position").toLowerCase(),
    notes: cell("notes"),
  });
  if (!r.success) return { message: firstMessage(r) };
  return {
    row,
    partNumber,
    brand: columns.includes("brand") ? cell("brand") || null : undefined,
    makeSlug: vehicleSlug(r.data.make),
    modelSlug: vehicleSlug(r.data.model),
    range: r.data,
  };
}
