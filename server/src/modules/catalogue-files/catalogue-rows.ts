import type { Prisma } from "../../generated/prisma/client";
import { isUuid } from "../../validation";
import { ruleMessages } from "../../../../shared/rules";
import { availableQuantity, partDetailsInput, partGallery, partSpecs, picture, scheduleBMismatch, weightKg } from "../../../../shared/schemas";
import { partNumberKey } from "../../../../shared/part-numbers";
import { gtin14 } from "../../../../shared/gtin";
import { isMangledNumber, readBox, readGtin, readImages, readLeadTime, readPrice, readSpecs, readWeight, readWholeNumber, unescapeFormula, type Column } from "./catalogue-csv";

/**
 * The rules of one row of a catalogue file (ADR 0022), apart from the database: what its cells say, which
 * part it names, whether it may create or update that part, and what it changes.
 */

/** The fields a row sets, parsed; a field is absent when its column is. */
export interface Fields {
  name?: string;
  description?: string;
  categoryId?: string | null;
  priceCents?: number;
  minQuantity?: number;
  availableQuantity?: number;
  weightGrams?: number;
  brand?: string | null;
  partNumber?: string | null;
  picture?: string;
  gallery?: string[];
  specs?: { name: string; value: string }[];
  /** Export data: digits as stored ("871410"), null to clear. */
  hsCode?: string | null;
  scheduleB?: string | null;
  originCountry?: string | null;
  /** The boxed size: all three, or all three null. */
  lengthMm?: number | null;
  widthMm?: number | null;
  heightMm?: number | null;
  /** The GTIN's digits, its check digit verified; null to remove it. */
  gtin?: string | null;
  /** While sold out: the supplier's lead time in US business days, and the day new stock is expected (YYYY-MM-DD). */
  leadTimeDays?: number | null;
  restockDate?: string | null;
}

export interface ParsedRow {
  row: number;
  /** The part's id, when the file has an id column and the cell is filled. */
  id?: string;
  fields: Fields;
}

export interface CurrentPart {
  id: string;
  name: string;
  description: string;
  category_id: string | null;
  price_cents: number;
  min_quantity: number;
  available_quantity: number;
  weight_grams: number;
  brand: string | null;
  part_number: string | null;
  part_number_key: string | null;
  picture: string;
  gallery: string[];
  specs: unknown;
  hs_code: string | null;
  schedule_b: string | null;
  origin_country: string | null;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  gtin: string | null;
  lead_time_days: number | null;
  /** YYYY-MM-DD, as the file writes it. */
  restock_date: string | null;
}

export interface Found {
  byId: Map<string, CurrentPart>;
  byKey: Map<string, CurrentPart[]>;
  /** The parts that hold the GTINs the rows give. */
  byGtin: Map<string, { id: string; name: string }>;
}

const shape = partDetailsInput.shape;
const firstMessage = (r: { success: false; error: { issues: { message: string }[] } }) => r.error.issues[0]?.message ?? "Not valid.";

/** A row's cells as the fields they set, or the first problem with them. */
export function parseRow(row: number, columns: (Column | undefined)[], cells: string[], categories: Map<string, string>): ParsedRow | { message: string } {
  const fields: Fields = {};
  let id: string | undefined;
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i];
    if (column === undefined) continue;
    const cell = unescapeFormula(cells[i]).trim();
    const problem = readCell(column, cell, fields, categories);
    if (problem) return { message: problem };
    if (column === "id" && cell !== "") {
      if (!isUuid(cell)) return { message: `"${cell}" is not a part id.` };
      id = cell.toLowerCase();
    }
  }
  return { row, id, fields };
}

/** Reads one cell into `fields`; returns the problem with it, if any. */
export function readCell(column: Column, cell: string, fields: Fields, categories: Map<string, string>): string | undefined {
  switch (column) {
    case "id":
      return undefined;
    case "part_number": {
      const r = shape.partNumber.safeParse(cell);
      if (!r.success) return firstMessage(r);
      fields.partNumber = r.data ?? null;
      return undefined;
    }
    case "brand": {
      const r = shape.brand.safeParse(cell);
      if (!r.success) return firstMessage(r);
      fields.brand = r.data ?? null;
      return undefined;
    }
    case "name":
    case "description": {
      const r = shape[column].safeParse(cell);
      if (!r.success) return firstMessage(r);
      fields[column] = r.data;
      return undefined;
    }
    case "category": {
      if (cell === "") {
        fields.categoryId = null;
        return undefined;
      }
      const id = categories.get(cell.toLowerCase());
      if (!id) return `Unknown category "${cell}": use a category's slug, as on the categories page, or add the category first.`;
      fields.categoryId = id;
      return undefined;
    }
    case "price_usd": {
      const dollars = readPrice(cell);
      if (dollars === null) return cell === "" ? "The price is empty." : `The price "${cell}" is not a number.`;
      const r = shape.price.safeParse(dollars);
      if (!r.success) return firstMessage(r);
      fields.priceCents = Math.round(dollars * 100);
      return undefined;
    }
    case "min_quantity": {
      const n = readWholeNumber(cell);
      if (n === null) return cell === "" ? "The minimum quantity is empty." : `The minimum quantity "${cell}" is not a whole number.`;
      const r = shape.minquantity.safeParse(n);
      if (!r.success) return firstMessage(r);
      fields.minQuantity = n;
      return undefined;
    }
    case "stock": {
      const n = readWholeNumber(cell);
      if (n === null) return cell === "" ? "The stock is empty." : `The stock "${cell}" is not a whole number.`;
      const r = availableQuantity.safeParse(n);
      if (!r.success) return firstMessage(r);
      fields.availableQuantity = n;
      return undefined;
    }
    case "weight_kg": {
      // An empty cell keeps the weight (a new part gets the shop's default, 1 kg).
      if (cell === "") return undefined;
      const kg = readWeight(cell);
      if (kg === null) return `The weight "${cell}" is not a number of kg.`;
      const r = weightKg.safeParse(kg);
      if (!r.success) return firstMessage(r);
      fields.weightGrams = Math.round(kg * 1000);
      return undefined;
    }
    case "hs_code":
    case "schedule_b":
    case "origin_country": {
      // An empty cell clears the field, as it does a brand.
      const field = EXPORT_CODES[column];
      const r = shape[field].safeParse(cell);
      if (!r.success) return firstMessage(r);
      fields[field] = r.data ?? null;
      return undefined;
    }
    case "gtin": {
      // An empty cell removes the GTIN, as it clears a brand (the shared rule gives null).
      if (isMangledNumber(cell)) return `The GTIN "${cell}" was turned into a number by a spreadsheet, which drops its last digits: format the column as text and copy the numbers in again.`;
      const r = shape.gtin.safeParse(readGtin(cell));
      if (!r.success) return firstMessage(r);
      fields.gtin = r.data ?? null;
      return undefined;
    }
    case "lead_time_days": {
      if (cell === "") {
        fields.leadTimeDays = null;
        return undefined;
      }
      const days = readLeadTime(cell);
      if (days === null) return `The lead time "${cell}" is not a number of business days.`;
      const r = shape.leadTimeDays.safeParse(days);
      if (!r.success) return firstMessage(r);
      fields.leadTimeDays = r.data ?? null;
      return undefined;
    }
    case "restock_date": {
      const r = shape.restockDate.safeParse(cell);
      if (!r.success) return firstMessage(r);
      fields.restockDate = r.data ?? null;
      return undefined;
    }
    case "box_cm": {
      // An empty cell clears the size (unknown), as the export writes it.
      if (cell === "") {
        fields.lengthMm = fields.widthMm = fields.heightMm = null;
        return undefined;
      }
      const cm = readBox(cell);
      if (cm === null) return `The box size "${cell}" is not written as length x width x height in cm, such as 64 x 64 x 20.`;
      const r = shape.dimensionsCm.safeParse(cm);
      if (!r.success) return firstMessage(r);
      fields.lengthMm = Math.round(cm.length * 10);
      fields.widthMm = Math.round(cm.width * 10);
      fields.heightMm = Math.round(cm.height * 10);
      return undefined;
    }
    case "images": {
      const [first, ...rest] = readImages(cell);
      const p = picture.safeParse(first ?? "");
      if (!p.success) return firstMessage(p);
      const g = partGallery.safeParse(rest);
      if (!g.success) return firstMessage(g);
      fields.picture = p.data;
      fields.gallery = g.data;
      return undefined;
    }
    case "specs": {
      const read = readSpecs(cell);
      if ("badLine" in read) return `The spec "${read.badLine}" is not written as "Name: value".`;
      const r = partSpecs.safeParse(read.specs);
      if (!r.success) return firstMessage(r);
      fields.specs = r.data;
      return undefined;
    }
  }
}

/** The field of each export code column. */
const EXPORT_CODES = { hs_code: "hsCode", schedule_b: "scheduleB", origin_country: "originCountry" } as const;

/**
 * A Schedule B number of another heading than the HS code, as the part will be after the row: a field the
 * row leaves out keeps the part's value (a new part has none). The database refuses such a part; the row
 * is refused first, with the rule's message.
 */
export function exportCodesProblem(f: Fields, current: CurrentPart | null): string | undefined {
  const after = {
    hsCode: f.hsCode !== undefined ? f.hsCode : (current?.hs_code ?? null),
    scheduleB: f.scheduleB !== undefined ? f.scheduleB : (current?.schedule_b ?? null),
  };
  return scheduleBMismatch(after) ?? undefined;
}

/**
 * A GTIN names one part: a row may not give one that an earlier row of the file gave (`seen`, which this
 * fills with the numbers it lets through), nor one that another part of the catalogue has. A file that
 * moves a number from one part to another is refused too, as the unique index could refuse it half-way
 * through a batch: one import removes it from the first part, the next gives it to the other. The
 * message of a number taken is the API's.
 */
export function gtinTaken(row: ParsedRow, part: CurrentPart | null, found: Found, seen: Map<string, number>): string | undefined {
  const gtin = row.fields.gtin;
  if (!gtin) return undefined;
  // Keyed as GTIN-14: a UPC and its EAN-13 form are one number (shared/gtin.ts).
  const key = gtin14(gtin);
  const first = seen.get(key);
  if (first !== undefined) return `GTIN ${gtin} is on row ${first} too: one part per number.`;
  const holder = found.byGtin.get(key);
  if (holder && holder.id !== part?.id) return `GTIN ${gtin} is already on ${holder.name}: one part per number.`;
  seen.set(key, row.row);
  return undefined;
}

/** A row's key among the file's rows; null when it has none. */
export function keyOf(p: ParsedRow, has: Set<Column>): string | null {
  if (p.id) return `id:${p.id}`;
  if (!p.fields.partNumber) return null;
  const key = partNumberKey(p.fields.partNumber);
  return has.has("brand") ? `pn:${p.fields.brand ?? ""}\u0000${key}` : `pn:${key}`;
}

/** The part a row updates (null: a new part), or why the row names none. */
export function resolve(row: ParsedRow, has: Set<Column>, found: Found): { part: CurrentPart | null } | { message: string } {
  if (row.id) {
    const part = found.byId.get(row.id);
    return part ? { part } : { message: `No part has the id ${row.id}.` };
  }
  const candidates = found.byKey.get(partNumberKey(row.fields.partNumber!)) ?? [];
  if (has.has("brand")) return { part: candidates.find((p) => p.brand === (row.fields.brand ?? null)) ?? null };
  if (candidates.length > 1) {
    return { message: `The part number ${row.fields.partNumber} belongs to several brands (${candidates.map((c) => c.brand ?? "none").join(", ")}): add a brand column to say which.` };
  }
  return { part: candidates[0] ?? null };
}

/** A new part's row for createMany, or what it lacks. */
export function newPart(f: Fields, has: Set<Column>): Omit<Prisma.PartCreateManyInput, "id" | "addedByEmail"> | { message: string } {
  const missing = [
    f.name === undefined && "name",
    f.description === undefined && "description",
    f.priceCents === undefined && "price_usd",
    f.picture === undefined && "images",
    f.availableQuantity === undefined && "stock",
  ].filter((m): m is string => typeof m === "string");
  if (missing.length > 0) return { message: `A new part needs ${missing.join(", ")}${has.has("id") ? " (or the id of an existing part)" : ""}.` };
  const minQuantity = f.minQuantity ?? 1;
  if (minQuantity > f.availableQuantity!) return { message: ruleMessages.minAboveStock };
  const codes = exportCodesProblem(f, null);
  if (codes) return { message: codes };
  return {
    name: f.name!,
    description: f.description!,
    picture: f.picture!,
    gallery: f.gallery ?? [],
    categoryId: f.categoryId ?? null,
    brand: f.brand ?? null,
    partNumber: f.partNumber ?? null,
    partNumberKey: f.partNumber ? partNumberKey(f.partNumber) : null,
    specs: f.specs ?? [],
    priceCents: f.priceCents!,
    minQuantity,
    availableQuantity: f.availableQuantity!,
    ...(f.weightGrams !== undefined && { weightGrams: f.weightGrams }),
    hsCode: f.hsCode ?? null,
    scheduleB: f.scheduleB ?? null,
    originCountry: f.originCountry ?? null,
    lengthMm: f.lengthMm ?? null,
    widthMm: f.widthMm ?? null,
    heightMm: f.heightMm ?? null,
    gtin: f.gtin ?? null,
    leadTimeDays: f.leadTimeDays ?? null,
    restockDate: f.restockDate ?? null,
  };
}

/**
 * A new minimum may not be above the stock the part will have (an unchanged one may: sales lower the stock),
 * and a Schedule B number must stay under the HS code the part will have.
 */
export function updateProblem(f: Fields, current: CurrentPart): string | undefined {
  const stock = f.availableQuantity ?? current.available_quantity;
  if (f.minQuantity !== undefined && f.minQuantity !== current.min_quantity && f.minQuantity > stock) {
    return ruleMessages.minAboveCurrentStock(stock);
  }
  return exportCodesProblem(f, current);
}

/**
 * The fields of a row that differ from the part; null when none does. A row found by its part number
 * keeps the part number as stored ("520vx3 120" found 520VX3-120); one found by its id may change it.
 */
export function changedFields(f: Fields, current: CurrentPart, byId: boolean): Fields | null {
  const changes: Fields = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (f.name !== undefined && f.name !== current.name) changes.name = f.name;
  if (f.description !== undefined && f.description !== current.description) changes.description = f.description;
  if (f.categoryId !== undefined && f.categoryId !== current.category_id) changes.categoryId = f.categoryId;
  if (f.priceCents !== undefined && f.priceCents !== current.price_cents) changes.priceCents = f.priceCents;
  if (f.minQuantity !== undefined && f.minQuantity !== current.min_quantity) changes.minQuantity = f.minQuantity;
  if (f.availableQuantity !== undefined && f.availableQuantity !== current.available_quantity) changes.availableQuantity = f.availableQuantity;
  if (f.weightGrams !== undefined && f.weightGrams !== current.weight_grams) changes.weightGrams = f.weightGrams;
  if (f.brand !== undefined && f.brand !== current.brand) changes.brand = f.brand;
  if (byId && f.partNumber !== undefined && f.partNumber !== current.part_number) changes.partNumber = f.partNumber;
  if (f.picture !== undefined && (f.picture !== current.picture || !same(f.gallery, current.gallery))) {
    changes.picture = f.picture;
    changes.gallery = f.gallery;
  }
  if (f.specs !== undefined && !same(f.specs, current.specs)) changes.specs = f.specs;
  if (f.hsCode !== undefined && f.hsCode !== current.hs_code) changes.hsCode = f.hsCode;
  if (f.scheduleB !== undefined && f.scheduleB !== current.schedule_b) changes.scheduleB = f.scheduleB;
  if (f.originCountry !== undefined && f.originCountry !== current.origin_country) changes.originCountry = f.originCountry;
  if (f.lengthMm !== undefined && (f.lengthMm !== current.length_mm || f.widthMm !== current.width_mm || f.heightMm !== current.height_mm)) {
    changes.lengthMm = f.lengthMm;
    changes.widthMm = f.widthMm;
    changes.heightMm = f.heightMm;
  }
  if (f.gtin !== undefined && f.gtin !== current.gtin) changes.gtin = f.gtin;
  if (f.leadTimeDays !== undefined && f.leadTimeDays !== current.lead_time_days) changes.leadTimeDays = f.leadTimeDays;
  if (f.restockDate !== undefined && f.restockDate !== current.restock_date) changes.restockDate = f.restockDate;
  return Object.keys(changes).length > 0 ? changes : null;
}
