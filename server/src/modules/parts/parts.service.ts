import { z } from "zod";
import { isSoldOut, quantityProblem } from "../../../../shared/stock";
import type { Transaction } from "../../db/transaction";
import { Prisma, type Part, type PrismaClient } from "../../generated/prisma/client";
import type { SqlReads } from "../../db/sql";
import { badInput, notFound } from "../../errors";
import { isUniqueViolation } from "../../db/unique-violation";
import { decodeCursor, toPage, type Page } from "../../pagination";
import { parseId, parseInput, parsePageSize } from "../../validation";
import { limits, ruleMessages } from "../../../../shared/rules";
import { availableQuantity, partDetailsInput, price, restockQuantity, scheduleBMismatch, withMinNotAboveStock } from "../../../../shared/schemas";
import { partNumberKey } from "../../../../shared/part-numbers";
import { gtin14 } from "../../../../shared/gtin";
import { LEGACY_CATEGORIES, slugOfLegacy, type CategoriesService } from "./categories.service";

export type PartPage = Page<Part>;

/** The shared rules of a part (shared/schemas.ts), with the old category enum and the price as whole cents. */
const toCents = (dollars: number) => Math.round(dollars * 100);
const category = z.enum(LEGACY_CATEGORIES).nullish();
const partDetails = partDetailsInput.extend({ category, price: price.transform(toCents) });
const newPart = withMinNotAboveStock(partDetails.extend({ avquantity: availableQuantity }));

/** A part with fewer units in stock than its minimum order (none at all included) cannot be ordered (ADR 0050). */
/** The stock rule and its messages live in shared/stock.ts, where the cart's forms read them too. */
export { isSoldOut, quantityProblem };

export type PartDetailsInput = z.input<typeof partDetails>;
export type NewPartInput = z.input<typeof newPart>;
type ParsedDetails = z.output<typeof partDetails>;

/** A part's specs as stored (a JSON list of { name, value }); anything else in the column reads as none. */
export function specsOf(part: Pick<Part, "specs">): { name: string; value: string }[] {
  if (!Array.isArray(part.specs)) return [];
  return part.specs.flatMap((s) =>
    s && typeof s === "object" && !Array.isArray(s) && typeof s.name === "string" && typeof s.value === "string" ? [{ name: s.name, value: s.value }] : [],
  );
}

/** The catalogue fields an input sets: a field left out is not written (an edit keeps it). */
interface CatalogueFields {
  brand?: string | null;
  partNumber?: string | null;
  partNumberKey?: string | null;
  specs?: Prisma.InputJsonValue;
  gallery?: string[];
  weightGrams?: number;
  hsCode?: string | null;
  scheduleB?: string | null;
  originCountry?: string | null;
  lengthMm?: number | null;
  widthMm?: number | null;
  heightMm?: number | null;
  returnable?: boolean;
  gtin?: string | null;
  leadTimeDays?: number | null;
  restockDate?: Date | null;
}
function catalogueFields(p: ParsedDetails): CatalogueFields {
  return {
    ...(p.brand !== undefined && { brand: p.brand }),
    ...(p.partNumber !== undefined && { partNumber: p.partNumber, partNumberKey: p.partNumber === null ? null : partNumberKey(p.partNumber) }),
    ...(p.specs !== undefined && { specs: p.specs ?? [] }),
    ...(p.gallery !== undefined && { gallery: p.gallery ?? [] }),
    ...(p.weightKg != null && { weightGrams: Math.round(p.weightKg * 1000) }),
    ...(p.hsCode !== undefined && { hsCode: p.hsCode }),
    ...(p.scheduleB !== undefined && { scheduleB: p.scheduleB }),
    ...(p.originCountry !== undefined && { originCountry: p.originCountry }),
    ...(p.returnable != null && { returnable: p.returnable }),
    ...(p.gtin !== undefined && { gtin: p.gtin }),
    ...(p.leadTimeDays !== undefined && { leadTimeDays: p.leadTimeDays }),
    ...(p.restockDate !== undefined && { restockDate: p.restockDate === null ? null : new Date(`${p.restockDate}T00:00:00Z`) }),
    ...(p.dimensionsCm !== undefined && {
      lengthMm: p.dimensionsCm ? Math.round(p.dimensionsCm.length * 10) : null,
      widthMm: p.dimensionsCm ? Math.round(p.dimensionsCm.width * 10) : null,
      heightMm: p.dimensionsCm ? Math.round(p.dimensionsCm.height * 10) : null,
    }),
  };
}

/** Refuses a Schedule B number of another heading than the part's HS code, as the part will be after the write. */
function checkExportCodes(p: ParsedDetails, current?: Part): void {
  const after = { hsCode: p.hsCode === undefined ? current?.hsCode : p.hsCode, scheduleB: p.scheduleB === undefined ? current?.scheduleB : p.scheduleB };
  const problem = scheduleBMismatch(after);
  if (problem) throw badInput(problem, "scheduleB");
}

/** Tells a shopper who asked that a part can be ordered again (the notifications module writes the email). */
export interface BackInStockNotifier {
  backInStock(tx: Transaction, request: { email: string; partId: string }): Promise<void>;
}

/**
 * Every column of `parts` under its Prisma field name, for reads sent without Prisma's client (ADR 0040):
 * their rows are `Part`s. A test holds this list to Prisma's model.
 */
export const PART_COLUMNS = Prisma.raw(
  [
    "id, name, description, picture, gallery, category_id AS \"categoryId\", brand, part_number AS \"partNumber\"",
    "part_number_key AS \"partNumberKey\", specs, price_cents AS \"priceCents\", min_quantity AS \"minQuantity\"",
    "available_quantity AS \"availableQuantity\", added_by_email AS \"addedByEmail\", weight_grams AS \"weightGrams\"",
    "hs_code AS \"hsCode\", schedule_b AS \"scheduleB\", origin_country AS \"originCountry\", length_mm AS \"lengthMm\"",
    "width_mm AS \"widthMm\", height_mm AS \"heightMm\", universal_fit AS \"universalFit\", review_count AS \"reviewCount\"",
    "rating_total AS \"ratingTotal\", returnable, gtin, lead_time_days AS \"leadTimeDays\", restock_date AS \"restockDate\"",
    "created_at AS \"createdAt\"",
    "updated_at AS \"updatedAt\"",
  ].join(", "),
);

/** Parts by id in one statement, in no particular order (none for no ids). */
export async function partsWithIds(reads: SqlReads, ids: readonly string[]): Promise<Part[]> {
  if (ids.length === 0) return [];
  return reads.query<Part>(Prisma.sql`SELECT ${PART_COLUMNS} FROM parts WHERE id = ANY(${[...ids]}::uuid[])`, "parts_with_ids");
}

export interface PartsServiceOptions {
  prisma: PrismaClient;
  reads: SqlReads;
  categories: CategoriesService;
  /** Told after every change to the catalogue (the response cache listens). */
  changed?: () => void;
  /** Writes the "back in stock" email of a shopper who asked, in the restock's transaction (the email outbox). */
  backInStock?: BackInStockNotifier;
}

export class PartsService {
  private readonly prisma: PrismaClient;
  private readonly reads: SqlReads;
  private readonly categories: CategoriesService;
  private readonly changed: () => void;
  private readonly backInStock: BackInStockNotifier;

  constructor(options: PartsServiceOptions) {
    this.prisma = options.prisma;
    this.reads = options.reads;
    this.categories = options.categories;
    this.changed = options.changed ?? (() => {});
    this.backInStock = options.backInStock ?? { backInStock: async () => {} };
  }

  /**
   * The category an input names: `categorySlug` when given (null for none), else the old enum `category`
   * as the spec's forms send it (left out or null for none).
   */
  private async categoryIdOf(p: ParsedDetails): Promise<string | null> {
    if (p.categorySlug !== undefined) return p.categorySlug === null ? null : this.categories.idOfSlug(p.categorySlug, "categorySlug");
    return p.category ? this.categories.idOfSlug(slugOfLegacy(p.category), "category") : null;
  }

  /**
   * Runs a write that may reuse a brand's part number (however written) or another part's GTIN, refused with
   * a message naming them. The GTIN is looked up first for the other part's name; the unique index decides
   * between two writes at once.
   */
  private async uniquePartNumber<T>(part: { brand?: string | null; partNumber?: string | null; gtin?: string | null }, write: () => Promise<T>, id?: string): Promise<T> {
    const gtinTaken = (name?: string) => badInput(`GTIN ${part.gtin} is already on ${name ?? "another part"}: one part per number.`, "gtin");
    if (part.gtin) {
      // Compared as GTIN-14, as the unique index parts_gtin14_key does: a UPC and its EAN-13 form are one number.
      const [holder] = await this.prisma.$queryRaw<{ name: string }[]>`
        SELECT name FROM parts WHERE lpad(gtin, 14, '0') = ${gtin14(part.gtin)} AND id IS DISTINCT FROM ${id ?? null}::uuid LIMIT 1`;
      if (holder) throw gtinTaken(holder.name);
    }
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err) && part.gtin && JSON.stringify((err as { meta?: unknown }).meta ?? {}).includes("gtin")) throw gtinTaken();
      if (isUniqueViolation(err)) throw badInput(`${part.brand ?? "This brand"} already has a part numbered ${part.partNumber ?? "like this"}.`, "partNumber");
      throw err;
    }
  }

  /** The catalogue, newest first. */
  async list(args: { first?: number | null; after?: string | null }): Promise<PartPage> {
    const first = parsePageSize(args.first, 12);
    const after = decodeCursor(args.after);
    // The storefront's busiest read: sent without Prisma's client, and prepared once per connection (ADR 0040).
    const rows = after
      ? await this.reads.query<Part>(
          Prisma.sql`SELECT ${PART_COLUMNS} FROM parts
            WHERE created_at <= ${after.createdAt} AND (created_at < ${after.createdAt} OR id < ${after.id}::uuid)
            ORDER BY created_at DESC, id DESC LIMIT ${first + 1}`,
          "parts_page_after",
        )
      : await this.reads.query<Part>(Prisma.sql`SELECT ${PART_COLUMNS} FROM parts ORDER BY created_at DESC, id DESC LIMIT ${first + 1}`, "parts_page");
    return toPage(rows, first, () => this.prisma.part.count());
  }

  /** How many parts the catalogue has. */
  count(): Promise<number> {
    return this.prisma.part.count();
  }

  /** Parts' pages for the sitemaps: each part's id and when it last changed, by id, `take` after the first `skip`. */
  pages(skip: number, take: number): Promise<{ id: string; updatedAt: Date }[]> {
    return this.prisma.part.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" }, skip, take });
  }

  async get(id: string): Promise<Part> {
    const part = await this.prisma.part.findUnique({ where: { id: parseId(id) } });
    if (!part) throw notFound("No part has this id.");
    return part;
  }

  /** Parts by id in one query, in the order asked (null for a deleted part). */
  async getMany(ids: readonly string[]): Promise<(Part | null)[]> {
    const rows = await partsWithIds(this.reads, ids);
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async add(input: NewPartInput, addedByEmail: string): Promise<Part> {
    const p = parseInput(newPart, input);
    checkExportCodes(p);
    const categoryId = await this.categoryIdOf(p);
    const part = await this.uniquePartNumber(p, () =>
      this.prisma.part.create({
        data: {
          name: p.name,
          description: p.description,
          picture: p.picture,
          categoryId,
          priceCents: p.price,
          minQuantity: p.minquantity,
          availableQuantity: p.avquantity,
          addedByEmail,
          ...catalogueFields(p),
        },
      }),
    );
    this.changed();
    return part;
  }

  async update(id: string, input: PartDetailsInput): Promise<Part> {
    const partId = parseId(id);
    const p = parseInput(partDetails, input);
    // A new minimum may not be above the stock in hand (an unchanged one may: sales lower the stock).
    const current = await this.get(partId);
    checkExportCodes(p, current);
    if (p.minquantity !== current.minQuantity && p.minquantity > current.availableQuantity) {
      throw badInput(ruleMessages.minAboveCurrentStock(current.availableQuantity), "minquantity");
    }
    const categoryId = await this.categoryIdOf(p);
    const after = { brand: p.brand === undefined ? current.brand : p.brand, partNumber: p.partNumber === undefined ? current.partNumber : p.partNumber, gtin: p.gtin };
    const { count } = await this.uniquePartNumber(after, () =>
      this.prisma.part.updateMany({
        where: { id: partId },
        data: {
          name: p.name,
          description: p.description,
          picture: p.picture,
          categoryId,
          priceCents: p.price,
          minQuantity: p.minquantity,
          ...catalogueFields(p),
        },
      }),
      partId,
    );
    if (count === 0) throw notFound("No part has this id.");
    this.changed();
    return this.get(partId);
  }

  /** Adds units to a part's stock, recorded as a stock change by the admin who made it. */
  async restock(id: string, added: number, byEmail: string): Promise<Part> {
    const partId = parseId(id);
    const n = parseInput(restockQuantity, added);
    const part = await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.part.updateMany({
        where: { id: partId, availableQuantity: { lte: limits.maxQuantity - n } },
        data: { availableQuantity: { increment: n } },
      });
      if (count === 0) return null;
      const restocked = await tx.part.findUniqueOrThrow({ where: { id: partId } });
      await tx.stockChange.create({ data: { partId, change: n, stockAfter: restocked.availableQuantity, reason: "restock", byEmail } });
      // Orderable again: each shopper who asked (ADR 0052) is told once.
      if (!isSoldOut(restocked)) {
        const waiting = await tx.backInStockRequest.findMany({ where: { partId, notifiedAt: null } });
        for (const request of waiting) await this.backInStock.backInStock(tx, { email: request.email, partId });
        if (waiting.length > 0) await tx.backInStockRequest.updateMany({ where: { id: { in: waiting.map((r) => r.id) } }, data: { notifiedAt: new Date() } });
      }
      return restocked;
    });
    if (!part) {
      await this.get(partId); // NOT_FOUND when the part is gone
      throw badInput(`Stock would exceed ${limits.maxQuantity.toLocaleString("en-US")} units.`, "quantity");
    }
    this.changed();
    return part;
  }

  /** Deletes a part; its orders keep their copy of name and price (their part becomes null). */
  async delete(id: string): Promise<{ id: string }> {
    const partId = parseId(id);
    const { count } = await this.prisma.part.deleteMany({ where: { id: partId } });
    if (count === 0) throw notFound("No part has this id.");
    this.changed();
    return { id: partId };
  }
}
