import { partNumberKey } from "../../../../shared/part-numbers";
import { knownVariant, vehicleLimits } from "../../../../shared/vehicles";
import type { FileRow } from "../../csv/csv-files";
import { parseFitment, readFitmentHeader, type FitmentColumn, type FitmentRow } from "./fitment-csv";
import { badRow, FileImportService, type Db, type RunState } from "./import-run";

/** A make and model the shop has bikes of: its names and the years it was sold in. */
export interface BikeModel {
  make: string;
  model: string;
  firstYear: number;
  lastYear: number;
  /** Its bikes' variants, as the shop spells them ("ABS", "SP"). */
  variants: string[];
}

/** Every make and model among the bikes, by "make-slug/model-slug": one statement, a few thousand rows. */
export async function bikeModels(db: Db): Promise<Map<string, BikeModel>> {
  const rows = await db.$queryRaw<{ make_slug: string; model_slug: string; make: string; model: string; first_year: number; last_year: number; variants: string[] }[]>`
    SELECT make_slug, model_slug, min(make) AS make, min(model) AS model, min(year)::int AS first_year, max(year)::int AS last_year,
      coalesce(array_agg(DISTINCT variant ORDER BY variant) FILTER (WHERE variant <> ''), '{}') AS variants
    FROM vehicles GROUP BY make_slug, model_slug`;
  return new Map(
    rows.map((r) => [`${r.make_slug}/${r.model_slug}`, { make: r.make, model: r.model, firstYear: r.first_year, lastYear: r.last_year, variants: r.variants }]),
  );
}

interface PartOfNumber {
  id: string;
  brand: string | null;
  part_number: string;
  part_number_key: string;
  universal_fit: boolean;
}

/** A range with its part found, as the fitments table stores it. */
interface Range {
  row: number;
  part_id: string;
  make_slug: string;
  model_slug: string;
  year_from: number;
  year_to: number;
  variant: string | null;
  market: string | null;
  position: string | null;
  notes: string | null;
}

/** What fitments_range_key compares: every column but the notes, nulls equal. */
const rangeKey = (r: Range) => JSON.stringify([r.part_id, r.make_slug, r.model_slug, r.year_from, r.year_to, r.variant, r.market, r.position]);

/**
 * Fitment import: one row per range of bikes a part fits. The part is found by its part number
 * (and brand, when the file has the column); the make and model must be bikes the shop has, in years that
 * overlap theirs. A range the part has already is unchanged, or updated when only its notes differ;
 * importing a file twice changes nothing. The import only adds and updates: ranges a part has that are not
 * in the file are kept (the part's fitment editor replaces them all). A universal part takes no ranges, and
 * a part at most vehicleLimits.rangesPerPart, as in the editor. Each batch costs one lookup of parts, two
 * of ranges (the same ones, and each part's count), one insert and one update.
 */
export class FitmentImportService extends FileImportService<FitmentColumn, FitmentRun> {
  protected readonly rowIs = "range";
  protected readonly header = readFitmentHeader;

  protected async start(db: Db, state: RunState): Promise<FitmentRun> {
    return { state, models: await bikeModels(db), ranges: new Map(), added: new Map() };
  }

  protected async batch(db: Db, columns: (FitmentColumn | undefined)[], rows: FileRow[], run: FitmentRun): Promise<void> {
    const { state } = run;
    const parsed: FitmentRow[] = [];
    for (const { row, cells } of rows) {
      const f = parseFitment(row, columns, cells);
      if ("message" in f) badRow(state, row, f.message);
      else parsed.push(f);
    }

    const parts = await partsByKey(db, parsed);
    const ranges: Range[] = [];
    for (const f of parsed) {
      const part = partOf(f, parts);
      if ("message" in part) {
        badRow(state, f.row, part.message);
        continue;
      }
      if (part.universal_fit) {
        badRow(state, f.row, `The part ${part.part_number} is universal: it fits every bike and lists no ranges. Clear Universal in its fitment to give it ranges.`);
        continue;
      }
      const bike = bikeOf(f, run.models);
      if ("message" in bike) {
        badRow(state, f.row, bike.message);
        continue;
      }
      const { range } = f;
      const r: Range = {
        row: f.row,
        part_id: part.id,
        make_slug: f.makeSlug,
        model_slug: f.modelSlug,
        year_from: range.yearFrom,
        year_to: range.yearTo,
        variant: bike.variant,
        market: range.market ?? null,
        position: range.position ?? null,
        notes: range.notes ?? null,
      };
      const key = rangeKey(r);
      const first = run.ranges.get(key);
      if (first !== undefined) {
        badRow(state, f.row, `Duplicate: row ${first} has the same part, bike, years, variant, market and position.`);
        continue;
      }
      run.ranges.set(key, f.row);
      ranges.push(r);
    }

    const stored = await storedRanges(db, ranges);
    const counts = await rangeCounts(db, ranges);
    const creates: Range[] = [];
    const updates: { id: string; notes: string | null }[] = [];
    for (const r of ranges) {
      const current = stored.get(rangeKey(r));
      if (!current) {
        // The part's ranges: those stored (with this import's earlier batches once written), and those a dry run would have added.
        const count = (counts.get(r.part_id) ?? 0) + (run.added.get(r.part_id) ?? 0);
        if (count >= vehicleLimits.rangesPerPart) {
          badRow(state, r.row, `Too many ranges: a part may have at most ${vehicleLimits.rangesPerPart}, and this one would have more.`);
          continue;
        }
        run.added.set(r.part_id, (run.added.get(r.part_id) ?? 0) + 1);
        creates.push(r);
        state.report.created += 1;
      } else if (current.notes !== r.notes) {
        updates.push({ id: current.id, notes: r.notes });
        state.report.updated += 1;
      } else {
        state.report.unchanged += 1;
      }
    }
    if (!state.writing) return;
    // A range another import or the editor added meanwhile is kept as it is.
    if (creates.length > 0) {
      await db.$executeRaw`
        INSERT INTO fitments (id, part_id, make_slug, model_slug, year_from, year_to, variant, market, position, notes)
        SELECT gen_random_uuid(), part_id, make_slug, model_slug, year_from, year_to, variant, market, position, notes
        FROM jsonb_to_recordset(${JSON.stringify(creates)}::jsonb) AS x(
          part_id uuid, make_slug text, model_slug text, year_from int, year_to int, variant text, market text, position text, notes text)
        ON CONFLICT (part_id, make_slug, model_slug, year_from, year_to, variant, market, position) DO NOTHING`;
    }
    if (updates.length > 0) {
      await db.$executeRaw`
        UPDATE fitments f SET notes = x.notes
        FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS x(id uuid, notes text)
        WHERE f.id = x.id`;
    }
    // Written: the next batch counts these among the stored ranges.
    run.added.clear();
  }
}

interface FitmentRun {
  state: RunState;
  models: Map<string, BikeModel>;
  /** The file's ranges so far, with the row that gave each first. */
  ranges: Map<string, number>;
  /** Ranges this import adds to each part, by part id: a dry run's, or the current batch's while writing. */
  added: Map<string, number>;
}

/** How many ranges each of the batch's parts has stored: one statement. */
async function rangeCounts(db: Db, ranges: Range[]): Promise<Map<string, number>> {
  const ids = [...new Set(ranges.map((r) => r.part_id))];
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<{ part_id: string; n: number }[]>`
    SELECT part_id, count(*)::int AS n FROM fitments WHERE part_id = ANY(${ids}::uuid[]) GROUP BY part_id`;
  return new Map(rows.map((r) => [r.part_id, r.n]));
}

/** The parts the rows' part numbers name, by part number key: one statement. */
async function partsByKey(db: Db, rows: FitmentRow[]): Promise<Map<string, PartOfNumber[]>> {
  const keys = [...new Set(rows.map((r) => partNumberKey(r.partNumber)))];
  const byKey = new Map<string, PartOfNumber[]>();
  if (keys.length === 0) return byKey;
  const parts = await db.$queryRaw<PartOfNumber[]>`
    SELECT id, brand, part_number, part_number_key, universal_fit FROM parts WHERE part_number_key = ANY(${keys}::text[])`;
  for (const p of parts) byKey.set(p.part_number_key, [...(byKey.get(p.part_number_key) ?? []), p]);
  return byKey;
}

/** The part a row names: by part number, and by brand (without case) when the file has a brand column. */
function partOf(f: FitmentRow, parts: Map<string, PartOfNumber[]>): PartOfNumber | { message: string } {
  const candidates = parts.get(partNumberKey(f.partNumber)) ?? [];
  if (f.brand !== undefined) {
    const brand = (f.brand ?? "").toLowerCase();
    const ofBrand = candidates.filter((p) => (p.brand ?? "").toLowerCase() === brand);
    if (ofBrand.length === 0) return { message: `Unknown part: no part of ${f.brand ? `the brand ${f.brand}` : "no brand"} has the part number ${f.partNumber}.` };
    if (ofBrand.length > 1) return { message: `The part number ${f.partNumber} belongs to several parts of the brand ${f.brand}: write the brand as the part has it.` };
    return ofBrand[0];
  }
  if (candidates.length === 0) return { message: `Unknown part: no part has the part number ${f.partNumber}.` };
  if (candidates.length > 1) {
    return { message: `The part number ${f.partNumber} belongs to several brands (${candidates.map((c) => c.brand ?? "none").join(", ")}): add a brand column to say which.` };
  }
  return candidates[0];
}

/** Why a row's bike is not one the shop has: an unknown make and model, or years it was not sold in. */
function bikeOf(f: FitmentRow, models: Map<string, BikeModel>): { variant: string | null } | { message: string } {
  const model = models.get(`${f.makeSlug}/${f.modelSlug}`);
  const { make, model: name, yearFrom, yearTo, variant } = f.range;
  if (!model) return { message: `Unknown bike: ${make} ${name}. Import the bikes first, or write the make and model as the bikes have them.` };
  if (yearTo < model.firstYear || yearFrom > model.lastYear) {
    return { message: `Bad year range: the ${model.make} ${model.model} is known from ${model.firstYear} to ${model.lastYear}, not in ${yearFrom}–${yearTo}.` };
  }
  if (!variant) return { variant: null };
  const known = knownVariant(model, variant);
  return "message" in known ? { message: `Unknown variant: ${known.message}` } : known;
}

/** The ranges already stored that the rows name again, by range key: one statement. */
async function storedRanges(db: Db, ranges: Range[]): Promise<Map<string, { id: string; notes: string | null }>> {
  if (ranges.length === 0) return new Map();
  const found = await db.$queryRaw<(Range & { id: string })[]>`
    SELECT f.id, f.part_id, f.make_slug, f.model_slug, f.year_from, f.year_to, f.variant, f.market, f.position, f.notes
    FROM fitments f JOIN jsonb_to_recordset(${JSON.stringify(ranges)}::jsonb) AS x(
      part_id uuid, make_slug text, model_slug text, year_from int, year_to int, variant text, market text, position text)
      ON f.part_id = x.part_id AND f.make_slug = x.make_slug AND f.model_slug = x.model_slug AND f.year_from = x.year_from AND f.year_to = x.year_to
     AND f.variant IS NOT DISTINCT FROM x.variant AND f.market IS NOT DISTINCT FROM x.market AND f.position IS NOT DISTINCT FROM x.position`;
  return new Map(found.map((f) => [rangeKey(f), { id: f.id, notes: f.notes }]));
}
