import crypto from "node:crypto";
import { Readable } from "node:stream";
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import { badInput } from "../../errors";
import { isUniqueViolation } from "../../db/unique-violation";
import { limits } from "../../../../shared/rules";
import { MAX_LISTED_ERRORS, type ImportReport } from "../../../../shared/imports";
import { partNumberKey } from "../../../../shared/part-numbers";
import { gtin14 } from "../../../../shared/gtin";
import { readHeader, type Column } from "./catalogue-csv";
import { readInBatches, type FileLimits } from "../../csv/csv-files";
import { changedFields, gtinTaken, keyOf, newPart, parseRow, resolve, updateProblem, type CurrentPart, type Fields, type Found, type ParsedRow } from "./catalogue-rows";

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

export type RowError = ImportReport["errors"][number];

/** The import may take a while on a big file; an order waits for the rows it locks. */
const TRANSACTION_TIMEOUT_MS = 10 * 60_000;

const DEFAULT_LIMITS = { maxRows: limits.importRows, maxBytes: limits.importFileMegabytes * 1024 * 1024 };

type Db = PrismaClient | Prisma.TransactionClient;

/** Rolls the transaction back once every row has been checked, when a bad row means nothing is written. */
class NothingWritten extends Error {}

/**
 * Catalogue import (ADR 0022): a CSV file, streamed, whose rows create parts (a new part number and brand)
 * or update the columns the file has of existing ones. Checked row by row; written in one transaction, or
 * not at all.
 */
export interface CatalogueImportOptions {
  prisma: PrismaClient;
  /** Told after an import wrote something (the response cache listens). */
  changed?: () => void;
  /** The largest file taken: rows after the header, and bytes. */
  limits?: FileLimits;
}

export class CatalogueImportService {
  private readonly prisma: PrismaClient;
  private readonly changed: () => void;
  readonly limits: FileLimits;

  constructor(options: CatalogueImportOptions) {
    this.prisma = options.prisma;
    this.changed = options.changed ?? (() => {});
    this.limits = options.limits ?? DEFAULT_LIMITS;
  }

  async import(source: Readable | string, options: ImportOptions): Promise<ImportReport> {
    const input = typeof source === "string" ? Readable.from([source]) : source;
    const categories = await this.categoryLookup();
    const report: ImportReport = { dryRun: options.dryRun, applied: false, rows: 0, created: 0, updated: 0, unchanged: 0, invalid: 0, errors: [] };
    const state: RunState = { report, categories, keys: new Map(), gtins: new Map(), writing: !options.dryRun, options };

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
    state.report.rows = await readInBatches(input, {
      limits: this.limits,
      header: readHeader,
      batch: (columns, rows) => this.batch(db, columns, rows, state),
      onProgress: state.options.onProgress,
      rowIs: "part",
      report: state.report,
    });
    state.report.errors.sort((a, b) => a.row - b.row);
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
      const taken = gtinTaken(row, target.part, found, state.gtins);
      if (taken) {
        fail(state, row.row, taken);
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
      // The rows were checked against the catalogue as it was read: a part saved meanwhile may have taken a number.
      if (isUniqueViolation(err) && JSON.stringify((err as { meta?: unknown }).meta ?? {}).includes("gtin")) {
        throw badInput("Two parts would have the same GTIN. Check the gtin column, and import again.", "file");
      }
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
   * The parts the rows name, by id and by part number key (a statement each). When writing, the rows are
   * locked until the import commits, so that an order placed meanwhile waits rather than being overwritten.
   */
  private async lookUp(db: Db, rows: ParsedRow[], lock: boolean): Promise<Found> {
    const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
    const keys = [...new Set(rows.flatMap((r) => (!r.id && r.fields.partNumber ? [partNumberKey(r.fields.partNumber)] : [])))];
    const columns = Prisma.sql`id, name, description, category_id, price_cents, min_quantity, available_quantity, weight_grams, brand, part_number, part_number_key, picture, gallery, specs,
      hs_code, schedule_b, origin_country, length_mm, width_mm, height_mm, gtin, lead_time_days, to_char(restock_date, 'YYYY-MM-DD') AS restock_date`;
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
    const found: Found = { byId: new Map(), byKey: new Map(), byGtin: new Map() };
    for (const p of parts) {
      found.byId.set(p.id, p);
      if (p.part_number_key) found.byKey.set(p.part_number_key, [...(found.byKey.get(p.part_number_key) ?? []), p]);
    }
    // Who holds the GTINs the rows give, whichever part it is (the row's own included).
    // Keyed as GTIN-14 (by the index parts_gtin14_key): a UPC and its EAN-13 form are one number.
    const gtins = [...new Set(rows.flatMap((r) => (r.fields.gtin ? [gtin14(r.fields.gtin)] : [])))];
    if (gtins.length > 0) {
      for (const h of await db.$queryRaw<{ id: string; name: string; gtin: string }[]>`
        SELECT id, name, lpad(gtin, 14, '0') AS gtin FROM parts WHERE lpad(gtin, 14, '0') = ANY(${gtins}::text[])`) {
        found.byGtin.set(h.gtin, { id: h.id, name: h.name });
      }
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
  /** The GTINs the rows gave so far, with the row that gave each first. */
  gtins: Map<string, number>;
  /** Whether this batch's changes are written (false on a dry run, and after a bad row unless skipInvalid). */
  writing: boolean;
  options: ImportOptions;
}

function fail(state: RunState, row: number, message: string): void {
  state.report.invalid += 1;
  if (state.report.errors.length < MAX_LISTED_ERRORS) state.report.errors.push({ row, message });
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
    weight_grams: c.weightGrams,
    hs_code: c.hsCode,
    schedule_b: c.scheduleB,
    origin_country: c.originCountry,
    length_mm: c.lengthMm,
    width_mm: c.widthMm,
    height_mm: c.heightMm,
    gtin: c.gtin,
    lead_time_days: c.leadTimeDays,
    restock_date: c.restockDate,
    added_by_email: c.addedByEmail,
  }));
  // A row without a weight gets the column's default (1 kg), as a part added by hand does.
  await db.$executeRaw`
    INSERT INTO parts (id, name, description, picture, gallery, category_id, brand, part_number, part_number_key, specs,
                       price_cents, min_quantity, available_quantity, weight_grams,
                       hs_code, schedule_b, origin_country, length_mm, width_mm, height_mm, gtin, lead_time_days, restock_date, added_by_email, updated_at)
    SELECT id, name, description, picture, coalesce(gallery, '{}'), category_id, brand, part_number, part_number_key, coalesce(specs, '[]'),
           price_cents, min_quantity, available_quantity, coalesce(weight_grams, 1000),
           hs_code, schedule_b, origin_country, length_mm, width_mm, height_mm, gtin, lead_time_days, restock_date, added_by_email, now()
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS x(
      id uuid, name text, description text, picture text, gallery text[], category_id uuid, brand text, part_number text,
      part_number_key text, specs jsonb, price_cents int, min_quantity int, available_quantity int, weight_grams int,
      hs_code text, schedule_b text, origin_country text, length_mm int, width_mm int, height_mm int,
      gtin text, lead_time_days int, restock_date date, added_by_email text)`;
}

/** The parts table's columns that each field writes. */
const UPDATE_COLUMNS: { field: keyof Fields; column: string; type: string }[] = [
  { field: "name", column: "name", type: "text" },
  { field: "description", column: "description", type: "text" },
  { field: "categoryId", column: "category_id", type: "uuid" },
  { field: "priceCents", column: "price_cents", type: "int" },
  { field: "minQuantity", column: "min_quantity", type: "int" },
  { field: "availableQuantity", column: "available_quantity", type: "int" },
  { field: "weightGrams", column: "weight_grams", type: "int" },
  { field: "brand", column: "brand", type: "text" },
  { field: "partNumber", column: "part_number", type: "text" },
  { field: "picture", column: "picture", type: "text" },
  { field: "gallery", column: "gallery", type: "text[]" },
  { field: "specs", column: "specs", type: "jsonb" },
  { field: "hsCode", column: "hs_code", type: "text" },
  { field: "scheduleB", column: "schedule_b", type: "text" },
  { field: "originCountry", column: "origin_country", type: "text" },
  { field: "lengthMm", column: "length_mm", type: "int" },
  { field: "widthMm", column: "width_mm", type: "int" },
  { field: "heightMm", column: "height_mm", type: "int" },
  { field: "gtin", column: "gtin", type: "text" },
  { field: "leadTimeDays", column: "lead_time_days", type: "int" },
  { field: "restockDate", column: "restock_date", type: "date" },
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
