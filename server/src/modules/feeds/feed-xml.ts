import { decimalAmount } from "../../../../shared/currencies";
import { toMinor, type Pricing } from "../currencies";
import { DEFAULT_GOOGLE_CATEGORY } from "./google-categories";

/**
 * Google Merchant Center's product feed as RSS 2.0 with Google's `g:` namespace (ADR 0074): the channel,
 * then one item per part. Pure text: the service reads the rows and writes what this returns.
 */

/** The columns of a part the feed reads (the service's statement and the benchmark's baseline select these). */
export interface FeedRow {
  id: string;
  name: string;
  description: string;
  picture: string;
  gallery: string[];
  brand: string | null;
  partNumber: string | null;
  gtin: string | null;
  priceCents: number;
  minQuantity: number;
  availableQuantity: number;
  weightGrams: number;
  categoryId: string | null;
}

/** A shipping method of the country's zone, with its weight bands lightest first. */
export interface FeedMethod {
  label: string;
  minDays: number;
  rates: readonly { maxWeightGrams: number; priceCents: number }[];
}

/** A category as the feed names it: its trail ("Brakes > Brake pads") and its top category's Google id. */
export interface FeedCategory {
  trail: string;
  googleCategory: number;
}

/** Everything an item depends on besides its row: one country's feed. */
export interface FeedContext {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  countryName: string;
  /** The shop's address without a trailing slash. */
  publicUrl: string;
  /** The country's currency and rate, or US dollars when the rate is unavailable. */
  pricing: Pricing;
  methods: readonly FeedMethod[];
  categories: ReadonlyMap<string, FeedCategory>;
}

export const SHOP_NAME = "MotoParts USA";
/** Merchant Center's limits, in characters. */
export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 5000;
/** Merchant Center takes up to 10 additional images. */
export const ADDITIONAL_IMAGES_MAX = 10;

/**
 * What XML 1.0 cannot hold (C0 controls but tab, line feed and carriage return; the two non-characters
 * U+FFFE and U+FFFF; unpaired surrogates) and the C1 controls and DEL, which Merchant Center refuses in text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const UNWANTED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[&<>"']/g;
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
/** One test for both, so most values (no special character) are returned as they are. */
// eslint-disable-next-line no-control-regex -- as above
const NEEDS_WORK = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text without the characters above. */
export const stripUnwanted = (text: string): string => text.replace(UNWANTED, "");

/** Text as XML character data (or an attribute value): the unwanted characters removed, the five specials escaped. */
export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return stripUnwanted(text).replace(SPECIAL, (c) => ENTITIES[c]);
}

/** At most `max` characters (code points, as Merchant Center counts them), never half a surrogate pair. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join("").trimEnd();
}

/** Cleaned, trimmed and cut to `max`, then escaped: the limit counts the characters a shopper reads. */
const field = (text: string, max: number) => xmlText(truncate(stripUnwanted(text).trim(), max));

/** The cheapest method that carries this weight (its lightest band that holds it), as checkout ranks them; null when none can. */
export function cheapestMethod(methods: readonly FeedMethod[], weightGrams: number): { label: string; priceCents: number } | null {
  let best: { label: string; priceCents: number; minDays: number } | null = null;
  for (const m of methods) {
    const band = m.rates.find((r) => r.maxWeightGrams >= weightGrams);
    if (!band) continue;
    const candidate = { label: m.label, priceCents: band.priceCents, minDays: m.minDays };
    if (!best || compare(candidate, best) < 0) best = candidate;
  }
  return best && { label: best.label, priceCents: best.priceCents };
}

const compare = (a: { priceCents: number; minDays: number; label: string }, b: typeof a) =>
  a.priceCents - b.priceCents || a.minDays - b.minDays || a.label.localeCompare(b.label);

/** An absolute URL of a picture given as a URL or as a path on this host; null when it cannot be one. */
function absolute(url: string, base: string): string | null {
  try {
    const href = new URL(stripUnwanted(url).trim(), base).href;
    return /^https?:/.test(href) ? href : null;
  } catch {
    return null;
  }
}

/** The feed of one country: its channel's opening, each part's item, and the closing tags. */
export class GoogleFeedXml {
  private readonly base: string;
  private readonly currency: string;
  /** The shipping element by parcel weight: parts share a few weights, so each is priced once. */
  private readonly shippingByWeight = new Map<number, string | null>();

  constructor(private readonly context: FeedContext) {
    this.base = `${context.publicUrl}/`;
    this.currency = context.pricing.currency;
  }

  head(): string {
    const { countryName, pricing } = this.context;
    return [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">`,
      `<channel>`,
      `<title>${xmlText(`${SHOP_NAME}: motorbike parts for ${countryName}`)}</title>`,
      `<link>${xmlText(this.base)}</link>`,
      `<description>${xmlText(`Motorbike parts exported from the US, priced in ${pricing.currency} with delivery to ${countryName}.`)}</description>`,
      "",
    ].join("\n");
  }

  tail(): string {
    return "</channel>\n</rss>\n";
  }

  /** A part's item; empty when no method of the country's zone carries its minimum quantity (it cannot be bought there). */
  item(row: FeedRow): string {
    const parcelGrams = row.weightGrams * row.minQuantity;
    const shipping = this.shipping(parcelGrams);
    if (shipping === null) return "";
    const category = row.categoryId ? this.context.categories.get(row.categoryId) : undefined;
    const title = field(row.name, TITLE_MAX);
    const description = field(row.description, DESCRIPTION_MAX) || title;
    const image = absolute(row.picture, this.base);
    const brand = row.brand ? field(row.brand, 70) : "";
    const mpn = row.partNumber ? field(row.partNumber, 70) : "";
    const gtin = row.gtin ? xmlText(row.gtin) : "";
    const parts = [
      `<item>`,
      `<g:id>${xmlText(row.id)}</g:id>`,
      `<g:title>${title}</g:title>`,
      `<g:description>${description}</g:description>`,
      `<g:link>${xmlText(`${this.base}product/${row.id}`)}</g:link>`,
      image ? `<g:image_link>${xmlText(image)}</g:image_link>` : "",
    ];
    let extra = 0;
    for (const picture of row.gallery) {
      if (extra === ADDITIONAL_IMAGES_MAX) break;
      const href = absolute(picture, this.base);
      if (!href) continue;
      parts.push(`<g:additional_image_link>${xmlText(href)}</g:additional_image_link>`);
      extra++;
    }
    parts.push(
      `<g:availability>${row.availableQuantity >= row.minQuantity ? "in_stock" : "out_of_stock"}</g:availability>`,
      `<g:price>${this.money(row.priceCents)}</g:price>`,
      brand ? `<g:brand>${brand}</g:brand>` : "",
      gtin ? `<g:gtin>${gtin}</g:gtin>` : "",
      mpn ? `<g:mpn>${mpn}</g:mpn>` : "",
      // Without a GTIN, Merchant Center identifies a part by its brand and part number together.
      !gtin && !(brand && mpn) ? `<g:identifier_exists>no</g:identifier_exists>` : "",
      `<g:condition>new</g:condition>`,
      `<g:google_product_category>${category?.googleCategory ?? DEFAULT_GOOGLE_CATEGORY}</g:google_product_category>`,
      category ? `<g:product_type>${field(category.trail, 750)}</g:product_type>` : "",
      shipping,
      `<g:shipping_weight>${(parcelGrams / 1000).toFixed(3)} kg</g:shipping_weight>`,
      `</item>\n`,
    );
    return parts.join("");
  }

  private money(cents: number): string {
    return `${decimalAmount(toMinor(this.context.pricing, cents), this.context.pricing.currency)} ${this.currency}`;
  }

  private shipping(grams: number): string | null {
    let element = this.shippingByWeight.get(grams);
    if (element === undefined) {
      const method = cheapestMethod(this.context.methods, grams);
      element = method
        ? `<g:shipping><g:country>${this.context.country}</g:country><g:service>${xmlText(method.label)}</g:service><g:price>${this.money(method.priceCents)}</g:price></g:shipping>`
        : null;
      this.shippingByWeight.set(grams, element);
    }
    return element;
  }
}
