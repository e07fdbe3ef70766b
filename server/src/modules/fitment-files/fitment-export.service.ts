import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { PrismaClient } from "../../generated/prisma/client";
import { escapeFormula } from "../../csv/formula";
import { FITMENT_COLUMNS, VEHICLE_COLUMNS, type FitmentColumn, type VehicleColumn } from "./fitment-csv";
import { bikeModels } from "./fitment-import.service";

/** What the exports' download links are for (AccessTokens.issueLink): an audience each. */
export const FITMENT_EXPORT_LINK_PURPOSE = "fitment-export";
export const VEHICLES_EXPORT_LINK_PURPOSE = "vehicles-export";

/** Rows read per query while exporting. */
const BATCH = 1_000;

/**
 * Every fitment range and every bike as CSV, in the columns the imports read (so an export imports back
 * unchanged): UTF-8, a header row, RFC 4180 quoting, cells a spreadsheet would run as formulas escaped.
 * Read a batch at a time in key order, so memory stays flat at any size.
 */
export class FitmentExportService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The fitment file. Ranges of parts without a part number are left out: the file could not name them. */
  fitmentCsv(): Readable {
    return toCsv(FITMENT_COLUMNS, this.fitmentRows());
  }

  /** The bikes file, by make, model, year, variant and market. */
  vehiclesCsv(): Readable {
    return toCsv(VEHICLE_COLUMNS, this.vehicleRows());
  }

  private async *fitmentRows(): AsyncGenerator<Record<FitmentColumn, string>> {
    // The make and model as the bikes name them ("Yamaha", "MT-07"); the slug when no bike has them now.
    const models = await bikeModels(this.prisma);
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      // A page of ranges along the primary key first, then their parts: the join never reads past the page.
      const rows = await this.prisma.$queryRaw<
        { id: string; part_number: string | null; brand: string | null; make_slug: string; model_slug: string; year_from: number; year_to: number; variant: string | null; market: string | null; position: string | null; notes: string | null }[]
      >`
        SELECT f.id, p.part_number, p.brand, f.make_slug, f.model_slug, f.year_from, f.year_to, f.variant, f.market, f.position, f.notes
        FROM (SELECT * FROM fitments WHERE id > ${after}::uuid ORDER BY id LIMIT ${BATCH}) f JOIN parts p ON p.id = f.part_id
        ORDER BY f.id`;
      for (const f of rows) {
        if (f.part_number === null) continue;
        const model = models.get(`${f.make_slug}/${f.model_slug}`);
        yield {
          part_number: f.part_number,
          brand: f.brand ?? "",
          make: model?.make ?? f.make_slug,
          model: model?.model ?? f.model_slug,
          year_from: String(f.year_from),
          year_to: String(f.year_to),
          variant: f.variant ?? "",
          market: f.market ?? "",
          position: f.position ?? "",
          notes: f.notes ?? "",
        };
      }
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1].id;
    }
  }

  private async *vehicleRows(): AsyncGenerator<Record<VehicleColumn, string>> {
    let after: { makeSlug: string; modelSlug: string; year: number; variant: string; market: string } | undefined;
    for (;;) {
      // Keyset pages along the unique index (make_slug, model_slug, year, variant, market).
      const bikes = await this.prisma.vehicle.findMany({
        where: after
          ? {
              OR: [
                { makeSlug: { gt: after.makeSlug } },
                { makeSlug: after.makeSlug, modelSlug: { gt: after.modelSlug } },
                { makeSlug: after.makeSlug, modelSlug: after.modelSlug, year: { gt: after.year } },
                { makeSlug: after.makeSlug, modelSlug: after.modelSlug, year: after.year, variant: { gt: after.variant } },
                { makeSlug: after.makeSlug, modelSlug: after.modelSlug, year: after.year, variant: after.variant, market: { gt: after.market } },
              ],
            }
          : {},
        orderBy: [{ makeSlug: "asc" }, { modelSlug: "asc" }, { year: "asc" }, { variant: "asc" }, { market: "asc" }],
        take: BATCH,
      });
      for (const v of bikes) {
        yield { make: v.make, model: v.model, year: String(v.year), variant: v.variant, market: v.market, engine_cc: String(v.engineCc), type: v.type };
      }
      if (bikes.length < BATCH) return;
      after = bikes[bikes.length - 1];
    }
  }
}

/** Records as CSV text: the header, then each record's cells in the columns' order. */
function toCsv<C extends string>(columns: readonly C[], records: AsyncIterable<Record<C, string>>): Readable {
  async function* rows() {
    yield [...columns];
    for await (const r of records) yield columns.map((c) => escapeFormula(r[c]));
  }
  const source = Readable.from(rows());
  const out = stringify({ record_delimiter: "\r\n", quoted_match: /^\s|\s$/ });
  source.on("error", (err) => out.destroy(err));
  return source.pipe(out);
}
