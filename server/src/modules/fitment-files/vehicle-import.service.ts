import { Prisma } from "../../generated/prisma/client";
import type { FileRow } from "../../csv/csv-files";
import { parseVehicle, readVehicleHeader, type VehicleColumn, type VehicleRow } from "./fitment-csv";
import { badRow, FileImportService, type Db, type RunState } from "./import-run";

interface StoredVehicle {
  id: string;
  make: string;
  model: string;
  make_slug: string;
  model_slug: string;
  year: number;
  variant: string;
  market: string;
  engine_cc: number;
  type: string;
}

/** A bike's key: make and model slugs, year, variant ("" for none) and market, as the unique index has it. */
const keyOf = (v: { makeSlug: string; modelSlug: string; year: number; variant: string; market: string }) =>
  JSON.stringify([v.makeSlug, v.modelSlug, v.year, v.variant, v.market]);

interface VehicleRun {
  state: RunState;
  /** The file's keys so far, with the row that used each first. */
  keys: Map<string, number>;
}

/**
 * Bikes import: one row per bike. A new key creates the bike; a known one whose make or model
 * name, engine size or type differs is updated; the rest are unchanged. Bikes not in the file are kept.
 * Each batch costs one lookup, one insert and one update.
 */
export class VehicleImportService extends FileImportService<VehicleColumn, VehicleRun> {
  protected readonly rowIs = "bike";
  protected readonly header = readVehicleHeader;

  protected async start(_db: Db, state: RunState): Promise<VehicleRun> {
    return { state, keys: new Map() };
  }

  protected async batch(db: Db, columns: (VehicleColumn | undefined)[], rows: FileRow[], { state, keys }: VehicleRun): Promise<void> {
    const parsed: VehicleRow[] = [];
    for (const { row, cells } of rows) {
      const v = parseVehicle(row, columns, cells);
      if ("message" in v) {
        badRow(state, row, v.message);
        continue;
      }
      const key = keyOf(v);
      const first = keys.get(key);
      if (first !== undefined) {
        badRow(state, row, `Duplicate: row ${first} has the same make, model, year, variant and market.`);
        continue;
      }
      keys.set(key, row);
      parsed.push(v);
    }

    const stored = await this.lookUp(db, parsed, state.writing);
    const creates: VehicleRow[] = [];
    const updates: (VehicleRow & { id: string })[] = [];
    for (const v of parsed) {
      const current = stored.get(keyOf(v));
      if (!current) {
        creates.push(v);
        state.report.created += 1;
      } else if (current.make !== v.make || current.model !== v.model || current.engine_cc !== v.engineCc || current.type !== v.type) {
        updates.push({ ...v, id: current.id });
        state.report.updated += 1;
      } else {
        state.report.unchanged += 1;
      }
    }
    if (!state.writing) return;
    const record = (v: VehicleRow) => ({
      make: v.make,
      model: v.model,
      make_slug: v.makeSlug,
      model_slug: v.modelSlug,
      year: v.year,
      variant: v.variant,
      market: v.market,
      engine_cc: v.engineCc,
      type: v.type,
      search_key: v.searchKey,
    });
    // Another import may add the same bike meanwhile: it is then kept as that import wrote it.
    if (creates.length > 0) {
      await db.$executeRaw`
        INSERT INTO vehicles (id, make, model, make_slug, model_slug, year, variant, market, engine_cc, type, search_key, updated_at)
        SELECT gen_random_uuid(), make, model, make_slug, model_slug, year, variant, market, engine_cc, type, search_key, now()
        FROM jsonb_to_recordset(${JSON.stringify(creates.map(record))}::jsonb) AS x(
          make text, model text, make_slug text, model_slug text, year int, variant text, market text, engine_cc int, type text, search_key text)
        ON CONFLICT (make_slug, model_slug, year, variant, market) DO NOTHING`;
    }
    if (updates.length > 0) {
      await db.$executeRaw`
        UPDATE vehicles v SET make = x.make, model = x.model, engine_cc = x.engine_cc, type = x.type, search_key = x.search_key, updated_at = now()
        FROM jsonb_to_recordset(${JSON.stringify(updates.map((u) => ({ id: u.id, ...record(u) })))}::jsonb) AS x(
          id uuid, make text, model text, engine_cc int, type text, search_key text)
        WHERE v.id = x.id`;
    }
  }

  /** The stored bikes the rows name, by key; locked until the import commits when it writes. */
  private async lookUp(db: Db, rows: VehicleRow[], lock: boolean): Promise<Map<string, StoredVehicle>> {
    if (rows.length === 0) return new Map();
    const keys = rows.map((v) => ({ make_slug: v.makeSlug, model_slug: v.modelSlug, year: v.year, variant: v.variant, market: v.market }));
    const found = await db.$queryRaw<StoredVehicle[]>`
      SELECT v.id, v.make, v.model, v.make_slug, v.model_slug, v.year, v.variant, v.market, v.engine_cc, v.type
      FROM vehicles v JOIN jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS x(make_slug text, model_slug text, year int, variant text, market text)
        ON v.make_slug = x.make_slug AND v.model_slug = x.model_slug AND v.year = x.year AND v.variant = x.variant AND v.market = x.market
      ${lock ? Prisma.sql`FOR UPDATE OF v` : Prisma.empty}`;
    return new Map(found.map((v) => [keyOf({ makeSlug: v.make_slug, modelSlug: v.model_slug, year: v.year, variant: v.variant, market: v.market }), v]));
  }
}
