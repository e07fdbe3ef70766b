import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { PrismaClient } from "../../generated/prisma/client";
import { specsOf } from "../parts";
import { formatHsCode, formatScheduleB } from "../../../../shared/trade-codes";
import { COLUMNS, escapeFormula, writeBox, writeImages, writePrice, writeSpecs, writeWeight } from "./catalogue-csv";

/** What the export's download links are for (AccessTokens.issueLink). */
export const EXPORT_LINK_PURPOSE = "catalogue-export";

/** Parts read per query while exporting. */
const BATCH = 1_000;

/**
 * The whole catalogue as CSV (ADR 0022): UTF-8, a header row, RFC 4180 quoting, cells that a spreadsheet
 * would run as formulas escaped. Read a batch at a time in id order, so memory stays flat at any size.
 */
export class CatalogueExportService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The file, as a stream of text. */
  csv(): Readable {
    const records = Readable.from(this.records());
    // RFC 4180: a cell holding a line break (the images' and specs' lists), a comma or a quote is quoted,
    // as is one that starts or ends with a space (a spreadsheet would trim it).
    const out = stringify({ record_delimiter: "\r\n", quoted_match: [/[\r\n]/, /^\s|\s$/] });
    records.on("error", (err) => out.destroy(err));
    return records.pipe(out);
  }

  private async *records(): AsyncGenerator<string[]> {
    const slugs = new Map((await this.prisma.category.findMany({ select: { id: true, slug: true } })).map((c) => [c.id, c.slug]));
    yield [...COLUMNS];
    let after: string | undefined;
    for (;;) {
      const parts = await this.prisma.part.findMany({
        where: after ? { id: { gt: after } } : {},
        orderBy: { id: "asc" },
        take: BATCH,
      });
      for (const p of parts) {
        const row: Record<(typeof COLUMNS)[number], string> = {
          id: p.id,
          part_number: p.partNumber ?? "",
          brand: p.brand ?? "",
          gtin: p.gtin ?? "",
          name: p.name,
          category: p.categoryId ? (slugs.get(p.categoryId) ?? "") : "",
          description: p.description,
          price_usd: writePrice(p.priceCents),
          min_quantity: String(p.minQuantity),
          stock: String(p.availableQuantity),
          lead_time_days: p.leadTimeDays === null ? "" : String(p.leadTimeDays),
          restock_date: p.restockDate ? p.restockDate.toISOString().slice(0, 10) : "",
          weight_kg: writeWeight(p.weightGrams),
          hs_code: p.hsCode ? formatHsCode(p.hsCode) : "",
          schedule_b: p.scheduleB ? formatScheduleB(p.scheduleB) : "",
          origin_country: p.originCountry ?? "",
          box_cm: writeBox(p.lengthMm, p.widthMm, p.heightMm),
          images: writeImages(p.picture, p.gallery),
          specs: writeSpecs(specsOf(p)),
        };
        yield COLUMNS.map((c) => escapeFormula(row[c]));
      }
      if (parts.length < BATCH) return;
      after = parts[parts.length - 1].id;
    }
  }
}
