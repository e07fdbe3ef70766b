import crypto from "node:crypto";
import { Readable, Transform } from "node:stream";
import { parse, CsvError } from "csv-parse";
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import { AppError, badInput } from "../../errors";
import { isUniqueViolation } from "../../db/unique-violation";
import { isUuid } from "../../validation";
import { limits, ruleMessages } from "../../../../shared/rules";
import { availableQuantity, partDetailsInput, partGallery, partSpecs, picture } from "../../../../shared/schemas";
import { partNumberKey } from "../../../../shared/part-numbers";
import { readHeader, readImages, readPrice, readSpecs, readWholeNumber, unescapeFormula, type Column } from "./catalogue-csv";

export interface ImportOptions {
  /** Only say what would change. */
  dryRun: boolean;
  /** Write the good rows even when some are bad (else a bad row means nothing is written). */
  skipInvalid: boolean;
  /** The admin importing, recorded on the stock changes and as the new parts' `email`. */
  byEmail: string;
  /** Told every BATCH rows, and at the end. */
  onProgress?: (progress: { rows: number; bytes: number }) => void;
}

export interface RowError {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  message: string;
}

export interface ImportReport {
  dryRun: boolean;
  /** Whether the changes were written. */
  applied: boolean;
  /** Rows after the header. */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Rows with an error (skipped when skipInvalid, else the reason nothing was written). */
  invalid: number;
  /** The first MAX_LISTED_ERRORS of them. */
  errors: RowError[];
}

/** Rows read, checked and written together: one lookup, one insert and one update per batch. */
const BATCH = 1_000;
export const MAX_LISTED_ERRORS = 1_000;
/** A single record (a row, quoted newlines included) may not be larger than this. */
const MAX_RECORD_BYTES = 256 * 1024;
/** The import may take a while on a big file; an order waits for the rows it locks. */
const TRANSACTION_TIMEOUT_MS = 10 * 60_000;

const DEFAULT_LIMITS = { maxRows: limits.importRows, maxBytes: limits.importFileMegabytes * 1024 * 1024 };

type Db = PrismaClient | Prisma.TransactionClient;

/** The fields a row sets, parsed; a field is absent when its column is. */
interface Fields {
  name?: string;
  description?: string;
  categoryId?: string | null;
  priceCents?: number;
  minQuantity?: number;
  availableQuantity?: number;
  brand?: string | null;
  partNumber?: string | null;
  picture?: string;
  gallery?: string[];
  specs?: { name: string; value: string }[];
}

interface ParsedRow {
  row: number;
  /** The part's id, when the file has an id column and the cell is filled. */
  id?: string;
  fields: Fields;
}

interface CurrentPart {
  id: string;
  name: string;
  description: string;
  category_id: string | null;
  price_cents: number;
  min_quantity: number;
  available_quantity: number;
  brand: string | null;
  part_number: string | null;
  part_number_key: string | null;
  picture: string;
  gallery: string[];
  specs: unknown;
}

/** Rolls the transaction back once every row has been checked, when a bad row means nothing is written. */
class NothingWritten extends Error {}

const shape = partDetailsInput.shape;
const firstMessage = (r: { success: false; error: { issues: { message: string }[] } }) => r.error.issues[0]?.message ?? "Not valid.";

/**
 * Catalogue import (ADR 0022): a CSV file, streamed, whose rows create parts (a new part number and brand)
 * or update the columns the file has of existing ones. Checked row by row; written in one transaction, or
 * not at all.
 */
export class CatalogueImportService {
  constructor(
    private readonly prisma: PrismaClient,
    /** Told after an import wrote something (the response cache listens). */
    private readonly changed: () => void = () => {},
    /** The largest file taken: rows after the header, and bytes. */
    readonly limits: { maxRows: number; maxBytes: number } = DEFAULT_LIMITS,
  ) {}

  async import(source: Readable | string, options: ImportOptions): Promise<ImportReport> {
    const input = typeof source === "string" ? Readable.from([source]) : source;
    const categories = await this.categoryLookup();
    const report: ImportReport = { dryRun: options.dryRun, applied: false, rows: 0, created: 0, updated: 0, unchanged: 0, invalid: 0, errors: [] };
    const state: RunState = { report, categories, keys: new Map(), writing: !options.dryRun, options };

    if (options.dryRun) {
      await this.read(this.prisma, input, state);
      return report;
    }
    try {
      await this.prisma.$transaction(
        async (tx) => {
          await this.read(tx, input, state);
          if (report.invalid > 0 && !options.skipInvalid) throw new NothingWritten();
        },
        { timeout: TRANSACTION_TIMEOUT_MS, maxWait: 30_000 },
      );
    } catch (err) {
      if (err instanceof NothingWritten) return report;
      throw err;
    }
    report.applied = true;
    if (report.created + report.updated > 0) this.changed();
    return report;
  }

  /** Reads the file batch by batch, checking (and, when writing, writing) each batch. */
  private async read(db: Db, input: Readable, state: RunState): Promise<void> {
    let bytes = 0;
    const { maxBytes, maxRows } = this.limits;
    const counter = new Transform({
      transform(chunk: Buffer | string, _enc, done) {
        bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
        if (bytes > maxBytes) done(badInput(`The file is larger than ${megabytes(maxBytes)}. Split it into smaller files.`, "file"));
        else done(null, chunk);
      },
    });
    input.on("error", (err) => counter.destroy(err));
    const parser = input.pipe(counter).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: MAX_RECORD_BYTES }));
    counter.on("error", (err) => parser.destroy(err));

    let columns: (Column | undefined)[] | undefined;
    let batch: { row: number; cells: string[] }[] = [];
    try {
      for await (const cells of parser as AsyncIterable<string[]>) {
        if (!columns) {
          const header = readHeader(cells);
          if ("problem" in header) throw badInput(header.problem, "file");
          columns = header.columns;
          continue;
        }
        state.report.rows += 1;
        if (state.report.rows > maxRows) {
          throw badInput(`The file has more than ${maxRows.toLocaleString("en-US")} rows. Split it into smaller files.`, "file");
        }
        batch.push({ row: state.report.rows + 1, cells });
        if (batch.length === BATCH) {
          await this.batch(db, columns, batch, state);
          batch = [];
          state.options.onProgress?.({ rows: state.report.rows, bytes });
        }
      }
    } catch (err) {
      if (err instanceof CsvError) throw badInput(`The file is not valid CSV near line ${parser.info.lines}: ${csvProblem(err)}`, "file");
      throw err;
    }
    if (!columns) throw badInput("The file is empty: it needs a header row, then one row per part.", "file");
    if (batch.length > 0) await this.batch(db, columns, batch, state);
    state.report.errors.sort((a, b) => a.row - b.row);
    state.options.onProgress?.({ rows: state.report.rows, bytes });
  }

  /** One batch: parse, look the parts up, decide each row, then write what changed. */
  private async batch(db: Db, columns: (Column | undefined)[], rows: { row: number; cells: string[] }[], state: RunState): Promise<void> {
    const has = new Set(columns.filter((c): c is Column => c !== undefined));
    const parsed: ParsedRow[] = [];
    for (const { row, cells } of rows) {
      const result = parseRow(row, columns, cells, state.categories);
      if ("message" in result) fail(state, row, result.message);
      else parsed.push(result);
    }

    // Keys: the id when given, else the brand (when the file has the column) and the part number.
    const keyed: { row: ParsedRow; key: string }[] = [];
    for (const p of parsed) {
      const key = keyOf(p, has);
      if (key === null) {
        fail(state, p.row, "Missing key: the part number is empty.");
        continue;
      }
      const first = state.keys.get(key);
      if (first !== undefined) {
        fail(state, p.row, `Duplicate key: row ${first} has the same ${p.id ? "id" : has.has("brand") ? "part number and brand" : "part number"}.`);
        continue;
      }
      state.keys.set(key, p.row);
      keyed.push({ row: p, key });
    }

    const found = await this.lookUp(db, keyed.map((k) => k.row), state.writing);
    const creates: Prisma.PartCreateManyInput[] = [];
    const updates: { id: string; fields: Fields }[] = [];
    const stockChanges: { part_id: string; change: number; stock_after: number }[] = [];
    for (const { row } of keyed) {
      const target = resolve(row, has, found);
      if ("message" in target) {
        fail(state, row.row, target.message);
        continue;
      }
      if (target.part === null) {
        const created = newPart(row.fields, has);
        if ("message" in created) {
          fail(state, row.row, created.message);
          continue;
        }
        creates.push({ ...created, id: crypto.randomUUID(), addedByEmail: state.options.byEmail });
        state.report.created += 1;
        continue;
      }
      const current = target.part;
      const problem = updateProblem(row.fields, current);
      if (problem) {
        fail(state, row.row, problem);
        continue;
      }
      const changes = changedFields(row.fields, current, row.id !== undefined);
      if (!changes) {
        state.report.unchanged += 1;
        continue;
      }
      updates.push({ id: current.id, fields: changes });
      if (changes.availableQuantity !== undefined) {
        stockChanges.push({ part_id: current.id, change: changes.availableQuantity - current.available_quantity, stock_after: changes.availableQuantity });
      }
      state.report.updated += 1;
    }

    // Once a bad row means nothing will be written, the rest is only checked.
    if (state.writing && state.report.invalid > 0 && !state.options.skipInvalid) state.writing = false;
    if (!state.writing) return;
    try {
      if (creates.length > 0) await writeCreates(db, creates);
      if (updates.length > 0) await writeUpdates(db, updates);
    } catch (err) {
      if (isUniqueViolation(err)) throw badInput("Two parts of one brand would have the same part number. Check the part_number and brand columns.", "file");
      throw err;
    }
    if (stockChanges.length > 0) {
      await db.$executeRaw`
        INSERT INTO stock_changes (id, part_id, change, stock_after, reason, by_email)
        SELECT gen_random_uuid(), part_id, change, stock_after, 'import', ${state.options.byEmail}
        FROM jsonb_to_recordset(${JSON.stringify(stockChanges)}::jsonb) AS x(part_id uuid, change int, stock_after int)`;
    }
  }

  /**
   * The parts the rows name, by id and by part number key, in one statement. When writing, the rows are
   * locked until the import commits, so that an order placed meanwhile waits rather than being overwritten.
   */
  private async lookUp(db: Db, rows: ParsedRow[], lock: boolean): Promise<Found> {
    const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
    const keys = [...new Set(rows.flatMap((r) => (!r.id && r.fields.partNumber ? [partNumberKey(r.fields.partNumber)] : [])))];
    const columns = Prisma.sql`id, name, description, category_id, price_cents, min_quantity, available_quantity, brand, part_number, part_number_key, picture, gallery, specs`;
    const forUpdate = lock ? Prisma.sql`FOR UPDATE` : Prisma.empty;
    const parts: CurrentPart[] = [];
    if (ids.length > 0) parts.push(...(await db.$queryRaw<CurrentPart[]>`SELECT ${columns} FROM parts WHERE id = ANY(${ids}::uuid[]) ${forUpdate}`));
    if (keys.length > 0) {
      // Inside the import's transaction the planner still sees the table as it was before (a few hundred
      // parts), picks the trigram index for these keys, and that index, swollen with the import's own
      // rows, takes seconds per batch. The plain index scan of parts_part_number_key_prefix_idx takes
      // milliseconds; bitmap scans are off for this one statement.
      if (lock) await db.$executeRaw`SET LOCAL enable_bitmapscan = off`;
      parts.push(...(await db.$queryRaw<CurrentPart[]>`SELECT ${columns} FROM parts WHERE part_number_key = ANY(${keys}::text[]) ${forUpdate}`));
      if (lock) await db.$executeRaw`SET LOCAL enable_bitmapscan = on`;
    }
    const found: Found = { byId: new Map(), byKey: new Map() };
    for (const p of parts) {
      found.byId.set(p.id, p);
      if (p.part_number_key) found.byKey.set(p.part_number_key, [...(found.byKey.get(p.part_number_key) ?? []), p]);
    }
    return found;
  }

  /** Categories by slug and by label (lower case), as a file may name them. */
  private async categoryLookup(): Promise<Map<string, string>> {
    const rows = await this.prisma.category.findMany({ select: { id: true, slug: true, label: true } });
    const lookup = new Map<string, string>();
    for (const c of rows) lookup.set(c.label.toLowerCase(), c.id);
    for (const c of rows) lookup.set(c.slug, c.id);
    return lookup;
  }
}

interface RunState {
  report: ImportReport;
  categories: Map<string, string>;
  /** The rows' keys so far, with the row that used each first. */
  keys: Map<string, number>;
  /** Whether this batch's changes are written (false on a dry run, and after a bad row unless skipInvalid). */
  writing: boolean;
  options: ImportOptions;
}

interface Found {
  byId: Map<string, CurrentPart>;
  byKey: Map<string, CurrentPart[]>;
}

function fail(state: RunState, row: number, message: string): void {
  state.report.invalid += 1;
  if (state.report.errors.length < MAX_LISTED_ERRORS) state.report.errors.push({ row, message });
}

function csvProblem(err: CsvError): string {
  if (err.code === "CSV_QUOTE_NOT_CLOSED") return "a quoted cell is not closed.";
  if (err.code === "CSV_MAX_RECORD_SIZE") return `a row is larger than ${MAX_RECORD_BYTES / 1024} KB.`;
  if (err.code === "CSV_INVALID_CLOSING_QUOTE" || err.code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE") return "a quote is followed by more text in the same cell.";
  return "the file cannot be read as comma-separated values.";
}

/** A row's cells as the fields they set, or the first problem with them. */
function parseRow(row: number, columns: (Column | undefined)[], cells: string[], categories: Map<string, string>): ParsedRow | { message: string } {
  if (cells.length !== columns.length) return { message: `The row has ${cells.length} cells; the header has ${columns.length}.` };
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
function readCell(column: Column, cell: string, fields: Fields, categories: Map<string, string>): string | undefined {
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

/** A row's key among the file's rows; null when it has none. */
function keyOf(p: ParsedRow, has: Set<Column>): string | null {
  if (p.id) return `id:${p.id}`;
  if (!p.fields.partNumber) return null;
  const key = partNumberKey(p.fields.partNumber);
  return has.has("brand") ? `pn:${p.fields.brand ?? ""}\u0000${key}` : `pn:${key}`;
}

/** The part a row updates (null: a new part), or why the row names none. */
function resolve(row: ParsedRow, has: Set<Column>, found: Found): { part: CurrentPart | null } | { message: string } {
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
function newPart(f: Fields, has: Set<Column>): Omit<Prisma.PartCreateManyInput, "id" | "addedByEmail"> | { message: string } {
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
  };
}

/** A new minimum may not be above the stock the part will have (an unchanged one may: sales lower the stock). */
function updateProblem(f: Fields, current: CurrentPart): string | undefined {
  const stock = f.availableQuantity ?? current.available_quantity;
  if (f.minQuantity !== undefined && f.minQuantity !== current.min_quantity && f.minQuantity > stock) {
    return ruleMessages.minAboveCurrentStock(stock);
  }
  return undefined;
}

/**
 * The fields of a row that differ from the part; null when none does. A row found by its part number
 * keeps the part number as stored ("520vx3 120" found 520VX3-120); one found by its id may change it.
 */
function changedFields(f: Fields, current: CurrentPart, byId: boolean): Fields | null {
  const changes: Fields = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (f.name !== undefined && f.name !== current.name) changes.name = f.name;
  if (f.description !== undefined && f.description !== current.description) changes.description = f.description;
  if (f.categoryId !== undefined && f.categoryId !== current.category_id) changes.categoryId = f.categoryId;
  if (f.priceCents !== undefined && f.priceCents !== current.price_cents) changes.priceCents = f.priceCents;
  if (f.minQuantity !== undefined && f.minQuantity !== current.min_quantity) changes.minQuantity = f.minQuantity;
  if (f.availableQuantity !== undefined && f.availableQuantity !== current.available_quantity) changes.availableQuantity = f.availableQuantity;
  if (f.brand !== undefined && f.brand !== current.brand) changes.brand = f.brand;
  if (byId && f.partNumber !== undefined && f.partNumber !== current.part_number) changes.partNumber = f.partNumber;
  if (f.picture !== undefined && (f.picture !== current.picture || !same(f.gallery, current.gallery))) {
    changes.picture = f.picture;
    changes.gallery = f.gallery;
  }
  if (f.specs !== undefined && !same(f.specs, current.specs)) changes.specs = f.specs;
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * The batch's new parts in one statement with one parameter: Prisma's createMany sends a parameter per
 * cell (13,000 for a batch) and spends longer preparing them than PostgreSQL spends inserting.
 */
async function writeCreates(db: Db, creates: Prisma.PartCreateManyInput[]): Promise<void> {
  const records = creates.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    picture: c.picture,
    gallery: c.gallery,
    category_id: c.categoryId,
    brand: c.brand,
    part_number: c.partNumber,
    part_number_key: c.partNumberKey,
    specs: c.specs,
    price_cents: c.priceCents,
    min_quantity: c.minQuantity,
    available_quantity: c.availableQuantity,
    added_by_email: c.addedByEmail,
  }));
  await db.$executeRaw`
    INSERT INTO parts (id, name, description, picture, gallery, category_id, brand, part_number, part_number_key, specs,
                       price_cents, min_quantity, available_quantity, added_by_email, updated_at)
    SELECT id, name, description, picture, coalesce(gallery, '{}'), category_id, brand, part_number, part_number_key, coalesce(specs, '[]'),
           price_cents, min_quantity, available_quantity, added_by_email, now()
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS x(
      id uuid, name text, description text, picture text, gallery text[], category_id uuid, brand text, part_number text,
      part_number_key text, specs jsonb, price_cents int, min_quantity int, available_quantity int, added_by_email text)`;
}

/** The parts table's columns that each field writes. */
const UPDATE_COLUMNS: { field: keyof Fields; column: string; type: string }[] = [
  { field: "name", column: "name", type: "text" },
  { field: "description", column: "description", type: "text" },
  { field: "categoryId", column: "category_id", type: "uuid" },
  { field: "priceCents", column: "price_cents", type: "int" },
  { field: "minQuantity", column: "min_quantity", type: "int" },
  { field: "availableQuantity", column: "available_quantity", type: "int" },
  { field: "brand", column: "brand", type: "text" },
  { field: "partNumber", column: "part_number", type: "text" },
  { field: "picture", column: "picture", type: "text" },
  { field: "gallery", column: "gallery", type: "text[]" },
  { field: "specs", column: "specs", type: "jsonb" },
];

/**
 * The batch's updates in one statement. Each row writes only the fields it changes (a field it keeps is
 * sent as absent and left as it is), so a price feed never rewrites names and never re-indexes them.
 */
async function writeUpdates(db: Db, updates: { id: string; fields: Fields }[]): Promise<void> {
  const used = UPDATE_COLUMNS.filter((c) => updates.some((u) => u.fields[c.field] !== undefined));
  const records = updates.map((u) => {
    const record: Record<string, unknown> = { id: u.id };
    for (const c of used) {
      if (u.fields[c.field] === undefined) continue;
      record[c.column] = u.fields[c.field];
      record[`set_${c.column}`] = true;
    }
    return record;
  });
  const keepsKey = !used.some((c) => c.field === "partNumber");
  const definitions = [
    "id uuid",
    ...used.flatMap((c) => [`${c.column} ${c.type}`, `set_${c.column} boolean`]),
  ].join(", ");
  const assignments = used.map((c) => `${c.column} = CASE WHEN x.set_${c.column} THEN x.${c.column} ELSE p.${c.column} END`);
  if (!keepsKey) {
    assignments.push("part_number_key = CASE WHEN x.set_part_number THEN x.part_number_key ELSE p.part_number_key END");
    for (const r of records) if (r.set_part_number) r.part_number_key = r.part_number === null ? null : partNumberKey(r.part_number as string);
  }
  await db.$executeRawUnsafe(
    `UPDATE parts p SET ${[...assignments, "updated_at = now()"].join(", ")}
     FROM jsonb_to_recordset($1::jsonb) AS x(${definitions}${keepsKey ? "" : ", part_number_key text"})
     WHERE p.id = x.id`,
    JSON.stringify(records),
  );
}

/** A size as the limit messages say it: "100 MB", "0.5 MB". */
export const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(3)).toLocaleString("en-US")} MB`;

/** An import refused as a whole (a file-level problem), as opposed to a report with bad rows. */
export const isFileProblem = (err: unknown): err is AppError => err instanceof AppError && err.extensions.field === "file";
