import crypto from "node:crypto";
import { Prisma, type Category } from "../../generated/prisma/client";
import type { SqlReads } from "../../db/sql";
import { countryName, isCountryCode } from "../../../../shared/addresses";
import { currencyOfCountry } from "../../../../shared/currencies";
import { USD_PRICING, type ExchangeRatesService } from "../currencies";
import { exportRefusal, type ShippingService } from "../shipping";
import type { CategoriesService } from "../parts";
import { GoogleFeedXml, type FeedCategory, type FeedMethod, type FeedRow } from "./feed-xml";
import { googleCategoryOf, MAPPING_TEXT } from "./google-categories";

/**
 * Bumped whenever the items' markup changes, so a deploy that writes feeds differently changes their
 * ETags even when the catalogue has not.
 */
const FEED_FORMAT = "google-rss-1";

/** Rows a statement reads (ADR 0074): enough to keep the database busy, few enough to keep memory flat. */
export const FEED_BATCH = 1_000;

/** Below every UUID: the first page starts after it. */
const BEFORE_EVERY_ID = "00000000-0000-0000-0000-000000000000";

/** A chain of parents longer than this is a data error: the trail stops there. */
const MAX_DEPTH = 8;

/** The columns of `FeedRow`, under its names; one statement text for every page (prepared once per connection). */
const pageAfter = (after: string, limit: number) =>
  Prisma.sql`SELECT id, name, description, picture, gallery, brand, part_number AS "partNumber", gtin,
    price_cents AS "priceCents", min_quantity AS "minQuantity", available_quantity AS "availableQuantity",
    weight_grams AS "weightGrams", category_id AS "categoryId"
    FROM parts WHERE id > ${after}::uuid ORDER BY id LIMIT ${limit}`;

export interface ProductFeedsOptions {
  /** The driver's reads (ADR 0040): the parts, page by page, and the catalogue's version. */
  reads: SqlReads;
  shipping: Pick<ShippingService, "zones">;
  exchangeRates: Pick<ExchangeRatesService, "current" | "pricing">;
  categories: Pick<CategoriesService, "list">;
  publicUrl: string;
  batchSize?: number;
}

/** A country's feed, ready to stream, with the strong ETag of what it would hold; or why there is none. */
export type FeedAnswer = { kind: "missing"; message: string } | { kind: "feed"; country: string; etag: string; xml: GoogleFeedXml };

/** Where a feed is written: an HTTP response, or anything that signals back-pressure the same way. */
export interface FeedOutput {
  write(chunk: string): boolean;
  once(event: "drain" | "close", listener: () => void): unknown;
  off(event: "close", listener: () => void): unknown;
  readonly destroyed: boolean;
}

/** Resolves once the output can take more, or has gone (the client hung up). */
function drained(out: FeedOutput): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off("close", done);
      resolve();
    };
    out.once("drain", done);
    out.once("close", done);
  });
}

/** Each category's trail from its top category ("Brakes > Brake pads") and that top category's Google id. */
export function feedCategories(rows: readonly Pick<Category, "id" | "slug" | "label" | "parentId">[]): Map<string, FeedCategory> {
  const byId = new Map(rows.map((c) => [c.id, c]));
  const categories = new Map<string, FeedCategory>();
  for (const row of rows) {
    const chain: (typeof rows)[number][] = [];
    for (let at: (typeof rows)[number] | undefined = row; at && chain.length < MAX_DEPTH; at = at.parentId ? byId.get(at.parentId) : undefined) chain.unshift(at);
    categories.set(row.id, { trail: chain.map((c) => c.label).join(" > "), googleCategory: googleCategoryOf(chain[0].slug) });
  }
  return categories;
}

/** Why there is no feed for a country as asked (a code, any case), or null when the shop may ship there. */
export function refusal(code: string): string | null {
  if (!/^[A-Z]{2}$/.test(code) || !isCountryCode(code)) {
    return `No product feed for "${code.slice(0, 20)}": name a country by its two-letter ISO 3166-1 code, as in /feeds/google/DE.xml.`;
  }
  const refused = exportRefusal({ country: code, region: null, postalCode: null, city: null });
  return refused ? `No product feed for ${countryName(code)}. ${refused}` : null;
}

/**
 * Google Merchant Center's product feeds, one per country the shop ships to (ADR 0074): every part, priced
 * in the country's currency with the cheapest shipping of its minimum quantity, streamed as it is read.
 */
export class ProductFeeds {
  private readonly reads: SqlReads;
  private readonly shipping: ProductFeedsOptions["shipping"];
  private readonly exchangeRates: ProductFeedsOptions["exchangeRates"];
  private readonly categories: ProductFeedsOptions["categories"];
  private readonly publicUrl: string;
  private readonly batchSize: number;

  constructor(options: ProductFeedsOptions) {
    this.reads = options.reads;
    this.shipping = options.shipping;
    this.exchangeRates = options.exchangeRates;
    this.categories = options.categories;
    this.publicUrl = options.publicUrl.replace(/\/+$/, "");
    this.batchSize = options.batchSize ?? FEED_BATCH;
  }

  /**
   * What the feed of this country would be, without reading a part's row: the zones, the rates and the
   * categories through their services, and the parts' count and newest change. Its ETag changes whenever
   * any of them does, so an answer of 304 to the same ETag needs nothing more.
   */
  async prepare(rawCountry: string): Promise<FeedAnswer> {
    const country = rawCountry.trim().toUpperCase();
    const refused = refusal(country);
    if (refused) return { kind: "missing", message: refused };
    const [zones, rates, categoryRows, [parts]] = await Promise.all([
      this.shipping.zones(),
      this.exchangeRates.current(),
      this.categories.list(),
      this.reads.query<{ count: number; changed: Date | null }>(Prisma.sql`SELECT count(*)::int AS count, max(updated_at) AS changed FROM parts`, "feed_parts_version"),
    ]);
    const zone = zones.find((z) => z.countries.includes(country));
    const methods: FeedMethod[] = (zone?.methods ?? []).filter((m) => m.rates.length > 0);
    if (!zone || methods.length === 0) return { kind: "missing", message: `No product feed for ${countryName(country)}: the shop does not ship there.` };
    // The storefront's rule (Part.localPrice): US dollars while the currency's rate is missing or too old.
    const pricing = await this.exchangeRates.pricing(currencyOfCountry(country), rates).catch(() => USD_PRICING);
    const version = JSON.stringify([
      FEED_FORMAT,
      MAPPING_TEXT,
      this.publicUrl,
      country,
      [parts.count, parts.changed ? new Date(parts.changed).toISOString() : null],
      categoryRows.map((c) => [c.id, c.slug, c.label, c.parentId, c.updatedAt.toISOString()]),
      [zone.id, zone.updatedAt.toISOString(), zone.methods.map((m) => [m.id, m.label, m.minDays, m.position, m.updatedAt.toISOString(), m.rates.map((r) => [r.id, r.maxWeightGrams, r.priceCents])])],
      [pricing.currency, pricing.exchangeRateId, pricing.ratePerUsd],
    ]);
    const etag = `"${crypto.createHash("sha256").update(version).digest("base64url").slice(0, 32)}"`;
    const xml = new GoogleFeedXml({ country, countryName: countryName(country), publicUrl: this.publicUrl, pricing, methods, categories: feedCategories(categoryRows) });
    return { kind: "feed", country, etag, xml };
  }

  /**
   * Writes the feed: the channel, then the parts by id, a page at a time, the next page read while this
   * one is written, waiting whenever the output says it is full. Stops early when the output goes.
   */
  async write(xml: GoogleFeedXml, out: FeedOutput): Promise<void> {
    if (!out.write(xml.head())) await drained(out);
    let next = this.page(BEFORE_EVERY_ID);
    while (!out.destroyed) {
      const rows = await next;
      if (rows.length === 0) break;
      next = rows.length < this.batchSize ? Promise.resolve([]) : this.page(rows[rows.length - 1].id);
      // Awaited on the next turn; until then a failure must not count as unhandled.
      next.catch(() => {});
      let chunk = "";
      for (const row of rows) chunk += xml.item(row);
      if (!out.write(chunk)) await drained(out);
    }
    if (!out.destroyed) out.write(xml.tail());
  }

  private page(after: string): Promise<FeedRow[]> {
    return this.reads.query<FeedRow>(pageAfter(after, this.batchSize), "feed_parts_after");
  }
}
