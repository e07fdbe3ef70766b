import { EventEmitter } from "node:events";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { COUNTRY_RULES } from "../../../../shared/addresses";
import { gtinCheckDigit } from "../../../../shared/gtin";
import { ProductFeeds, googleCategoryOf, type FeedOutput } from "./index";

/**
 * Google Merchant Center's product feeds (ADR 0074), fetched over HTTP from a shop holding the demo
 * catalogue and a few parts of known identifiers, weights and text.
 */

const PUBLIC_URL = "https://shop.example.com";
const G = "http://base.google.com/ns/1.0";
const ADD_PART = `mutation($input: PartInput!) { addPart(input: $input) { id } }`;
const UPDATE_PART = `mutation($id: ID!, $input: PartDetailsInput!) { updatePart(id: $id, input: $input) { id price } }`;
const QUOTE = `query($lines: [CartLineInput!]!, $address: DestinationInput!, $currency: CurrencyCode) {
  checkoutQuote(lines: $lines, address: $address, currency: $currency) { currency shippingOptions { label price } }
}`;
const PRICES = `query($first: Int, $after: String, $currency: CurrencyCode!) {
  parts(first: $first, after: $after) { edges { node { id localPrice(currency: $currency) { currency amount } } } pageInfo { hasNextPage endCursor } }
}`;

/** Every element an item must carry, whatever the part. */
const REQUIRED = [
  "g:id",
  "g:title",
  "g:description",
  "g:link",
  "g:image_link",
  "g:availability",
  "g:price",
  "g:condition",
  "g:google_product_category",
  "g:shipping",
  "g:shipping_weight",
] as const;

type Item = Record<string, any>;

interface Feed {
  status: number;
  headers: Headers;
  text: string;
  rss: Record<string, any>;
  channel: Record<string, any>;
  items: Item[];
  byId: Map<string, Item>;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  // Text stays text: a GTIN or a part number of digits is not a number.
  parseTagValue: false,
  isArray: (name) => ["item", "g:additional_image_link", "g:shipping"].includes(name),
});

/** A two-letter country's address as a quote takes it: its postal code's example, and a region where one is required. */
function addressOf(country: string): Record<string, string> {
  const rule = COUNTRY_RULES[country];
  const region = rule?.region?.required ? rule.region.options?.[0]?.[0] : undefined;
  return { country, ...(rule ? { postalCode: rule.postal.example } : {}), ...(region ? { region } : {}) };
}

/** A valid GTIN-13 from twelve digits. */
const gtin13 = (body: string) => `${body}${gtinCheckDigit(body)}`;

describe("Google Merchant Center product feeds", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  const adminEmail = uniqueEmail("admin");
  const made: Record<"identified" | "brandOnly" | "bare" | "heavy", string> = { identified: "", brandOnly: "", bare: "", heavy: "" };
  const identifiedInput = {
    name: 'Feed test "race" pads & <shims>\u0007',
    description: "Sintered pads\u001b for the feed's tests\u0085: <b>not bold</b> & kept whole.",
    picture: "/images/parts/sintered-brake-pads.svg",
    gallery: ["https://cdn.example.com/pads-side.jpg", "/images/parts/pads-back.svg"],
    price: 42.5,
    minquantity: 2,
    avquantity: 40,
    weightKg: 0.32,
    categorySlug: "brake-pads",
    brand: "Feedtest",
    partNumber: "FT-100",
    gtin: gtin13("400638133393"),
  };

  const feed = async (path: string, headers: Record<string, string> = {}): Promise<Feed> => {
    const res = await fetch(`${shop.url}${path}`, { headers });
    const text = await res.text();
    if (res.status !== 200) return { status: res.status, headers: res.headers, text, rss: {}, channel: {}, items: [], byId: new Map() };
    expect(XMLValidator.validate(text)).toBe(true);
    const rss = parser.parse(text).rss;
    const items: Item[] = rss.channel.item ?? [];
    return { status: res.status, headers: res.headers, text, rss, channel: rss.channel, items, byId: new Map(items.map((i) => [i["g:id"], i])) };
  };

  /** What the storefront shows each part at in a currency (Part.localPrice), as "12.34 EUR". */
  async function storefrontPrices(currency: string): Promise<Map<string, string>> {
    const prices = new Map<string, string>();
    let after: string | null = null;
    do {
      const res: any = await shop.graphql(PRICES, { first: 100, after, currency });
      expect(res.errors).toBeUndefined();
      for (const { node } of res.data.parts.edges) prices.set(node.id, `${node.localPrice.amount} ${node.localPrice.currency}`);
      after = res.data.parts.pageInfo.hasNextPage ? res.data.parts.pageInfo.endCursor : null;
    } while (after);
    return prices;
  }

  async function quoteOf(partId: string, quantity: number, country: string, currency: string) {
    const res: any = await shop.graphql(QUOTE, { lines: [{ partId, quantity }], address: addressOf(country), currency });
    expect(res.errors).toBeUndefined();
    return res.data.checkoutQuote as { currency: string; shippingOptions: { label: string; price: number }[] };
  }

  beforeAll(async () => {
    shop = await startTestShop({ seed: true, adminEmails: [adminEmail], env: { PUBLIC_URL } });
    admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Feed Admin" });
    const add = async (input: Record<string, unknown>) => {
      const res = await shop.graphql<{ addPart: { id: string } }>(ADD_PART, { input }, admin.token);
      expect(res.errors).toBeUndefined();
      return res.data!.addPart.id;
    };
    const plain = { description: "For the feed's tests.", picture: "https://cdn.example.com/part.jpg", price: 10, minquantity: 1, avquantity: 5, weightKg: 1.25 };
    made.identified = await add(identifiedInput);
    made.brandOnly = await add({ ...plain, name: "Feed test brand only", brand: "Feedtest" });
    made.bare = await add({ ...plain, name: "Feed test without identifiers" });
    // 2 × 25 kg: heavier than every band of every zone (30 kg at most).
    made.heavy = await add({ ...plain, name: "Feed test anvil", minquantity: 2, avquantity: 4, weightKg: 25 });
  });
  afterAll(() => shop?.close());

  describe.each([
    ["DE", "de", "EUR", /^\d+\.\d{2} EUR$/],
    ["GB", "GB", "GBP", /^\d+\.\d{2} GBP$/],
    ["JP", "jp", "JPY", /^\d+ JPY$/],
  ])("%s", (country, asked, currency, money) => {
    let result: Feed;
    beforeAll(async () => {
      result = await feed(`/feeds/google/${asked}.xml`);
    });

    it("is RSS 2.0 in Google's namespace, public for an hour, with a strong ETag", () => {
      expect(result.status).toBe(200);
      expect(result.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(result.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(result.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(result.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">')).toBe(true);
      expect(result.rss["@version"]).toBe("2.0");
      expect(result.rss["@xmlns:g"]).toBe(G);
      expect(result.channel.title).toContain("MotoParts USA");
      expect(result.channel.link).toBe(`${PUBLIC_URL}/`);
      expect(result.channel.description).toContain(currency);
    });

    it("lists every part a method of the country's zone can carry, each once, with every required element", async () => {
      const parts = await shop.prisma.part.findMany({ include: { category: { include: { parent: true } } } });
      const carried = parts.filter((p) => p.weightGrams * p.minQuantity <= 30_000);
      expect(carried.length).toBeGreaterThan(300);
      expect(result.items).toHaveLength(carried.length);
      expect(result.byId.size).toBe(carried.length);
      expect(result.byId.has(made.heavy)).toBe(false);
      const prices = await storefrontPrices(currency);
      for (const part of carried) {
        const item = result.byId.get(part.id)!;
        expect(item).toBeDefined();
        for (const name of REQUIRED) expect([part.id, name, item[name]]).toEqual([part.id, name, expect.anything()]);
        expect(item["g:title"].length).toBeLessThanOrEqual(150);
        expect(item["g:description"].length).toBeLessThanOrEqual(5000);
        expect(item["g:link"]).toBe(`${PUBLIC_URL}/product/${part.id}`);
        expect(item["g:image_link"]).toBe(new URL(part.picture, `${PUBLIC_URL}/`).href);
        expect(item["g:additional_image_link"] ?? []).toEqual(part.gallery.map((g) => new URL(g, `${PUBLIC_URL}/`).href));
        expect(item["g:availability"]).toBe(part.availableQuantity >= part.minQuantity ? "in_stock" : "out_of_stock");
        expect(item["g:price"]).toMatch(money);
        expect([part.id, item["g:price"]]).toEqual([part.id, prices.get(part.id)]);
        expect(item["g:condition"]).toBe("new");
        const top = part.category?.parent ?? part.category;
        expect(item["g:google_product_category"]).toBe(String(googleCategoryOf(top?.slug)));
        expect(item["g:product_type"]).toBe(part.category ? [part.category.parent?.label, part.category.label].filter(Boolean).join(" > ") : undefined);
        expect(item["g:shipping"]).toHaveLength(1);
        expect(item["g:shipping"][0]["g:country"]).toBe(country);
        expect(item["g:shipping"][0]["g:price"]).toMatch(money);
        expect(item["g:shipping_weight"]).toBe(`${((part.weightGrams * part.minQuantity) / 1000).toFixed(3)} kg`);
      }
    });

    it("charges the shipping checkout quotes for the part's minimum quantity, by the same method, in the same currency", async () => {
      const seeded = await shop.prisma.part.findMany({ where: { availableQuantity: { gte: 10 } }, orderBy: { weightGrams: "asc" } });
      // The lightest, one in the middle, the heaviest the zone carries, and the part bought two at a time.
      const carried = seeded.filter((p) => p.availableQuantity >= p.minQuantity && p.weightGrams * p.minQuantity <= 30_000);
      const picks = [carried[0], carried[Math.floor(carried.length / 2)], carried[carried.length - 1]].map((p) => ({ id: p.id, quantity: p.minQuantity }));
      picks.push({ id: made.identified, quantity: identifiedInput.minquantity });
      for (const { id, quantity } of picks) {
        const quote = await quoteOf(id, quantity, country, currency);
        expect(quote.currency).toBe(currency);
        const [cheapest] = quote.shippingOptions;
        const [shipping] = result.byId.get(id)!["g:shipping"];
        expect([id, shipping["g:service"], shipping["g:price"]]).toEqual([id, cheapest.label, `${currency === "JPY" ? cheapest.price : cheapest.price.toFixed(2)} ${currency}`]);
      }
    });
  });

  it("names a part by its GTIN, or by its brand and part number, and says so when it has neither", async () => {
    const { byId } = await feed("/feeds/google/DE.xml");
    const identified = byId.get(made.identified)!;
    expect(identified).toMatchObject({ "g:gtin": identifiedInput.gtin, "g:brand": "Feedtest", "g:mpn": "FT-100" });
    expect(identified["g:identifier_exists"]).toBeUndefined();
    const brandOnly = byId.get(made.brandOnly)!;
    expect(brandOnly["g:brand"]).toBe("Feedtest");
    expect(brandOnly["g:gtin"]).toBeUndefined();
    expect(brandOnly["g:mpn"]).toBeUndefined();
    expect(brandOnly["g:identifier_exists"]).toBe("no");
    const bare = byId.get(made.bare)!;
    expect(bare["g:brand"]).toBeUndefined();
    expect(bare["g:identifier_exists"]).toBe("no");
    // The demo's parts have a brand and a part number and no GTIN: identified by the pair.
    const seeded = await shop.prisma.part.findFirstOrThrow({ where: { brand: { not: null }, partNumber: { not: null }, gtin: null } });
    expect(byId.get(seeded.id)).toMatchObject({ "g:brand": seeded.brand, "g:mpn": seeded.partNumber });
    expect(byId.get(seeded.id)!["g:gtin"]).toBeUndefined();
    expect(byId.get(seeded.id)!["g:identifier_exists"]).toBeUndefined();
  });

  it("keeps sold-out parts in the feed as out of stock", async () => {
    const soldOut = await shop.prisma.$queryRaw<{ id: string }[]>`SELECT id FROM parts WHERE available_quantity < min_quantity AND weight_grams * min_quantity <= 30000`;
    expect(soldOut.length).toBeGreaterThan(0);
    const { byId } = await feed("/feeds/google/GB.xml");
    for (const { id } of soldOut) expect([id, byId.get(id)?.["g:availability"]]).toEqual([id, "out_of_stock"]);
    expect(byId.get(made.identified)!["g:availability"]).toBe("in_stock");
  });

  it("escapes markup and leaves out control characters, counting the limits on the text a shopper reads", async () => {
    const { text, byId } = await feed("/feeds/google/DE.xml");
    // eslint-disable-next-line no-control-regex -- the control characters the feed must not hold
    expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/);
    expect(text).toContain("<g:title>Feed test &quot;race&quot; pads &amp; &lt;shims&gt;</g:title>");
    const item = byId.get(made.identified)!;
    expect(item["g:title"]).toBe('Feed test "race" pads & <shims>');
    expect(item["g:description"]).toBe("Sintered pads for the feed's tests: <b>not bold</b> & kept whole.");
    expect(item["g:product_type"]).toBe("Brakes > Brake pads");
    expect(item["g:google_product_category"]).toBe("2977");
    expect(item["g:image_link"]).toBe(`${PUBLIC_URL}/images/parts/sintered-brake-pads.svg`);
    expect(item["g:additional_image_link"]).toEqual(["https://cdn.example.com/pads-side.jpg", `${PUBLIC_URL}/images/parts/pads-back.svg`]);
    expect(item["g:shipping_weight"]).toBe("0.640 kg");
  });

  it("answers 304 to the current ETag without a body, and a new ETag once a part's price changes", async () => {
    const first = await feed("/feeds/google/DE.xml");
    const etag = first.headers.get("etag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await fetch(`${shop.url}/feeds/google/de.xml`, { headers: { "if-none-match": ifNoneMatch } });
      expect([ifNoneMatch, res.status]).toEqual([ifNoneMatch, 304]);
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(await res.text()).toBe("");
    }
    // Each country's feed has its own.
    expect((await fetch(`${shop.url}/feeds/google/AT.xml`, { headers: { "if-none-match": etag } })).status).toBe(200);

    const before = first.byId.get(made.identified)!["g:price"];
    const { gtin: _gtin, avquantity: _stock, ...details } = identifiedInput;
    const res = await shop.graphql(UPDATE_PART, { id: made.identified, input: { ...details, price: 47.5 } }, admin.token);
    expect(res.errors).toBeUndefined();
    const stale = await fetch(`${shop.url}/feeds/google/DE.xml`, { headers: { "if-none-match": etag } });
    expect(stale.status).toBe(200);
    const again = await feed("/feeds/google/DE.xml");
    expect(again.headers.get("etag")).not.toBe(etag);
    expect(stale.headers.get("etag")).toBe(again.headers.get("etag"));
    const after = again.byId.get(made.identified)!["g:price"];
    expect(after).not.toBe(before);
    expect(after).toBe((await storefrontPrices("EUR")).get(made.identified));
    // Nothing else changed: the same ETag again.
    expect((await fetch(`${shop.url}/feeds/google/DE.xml`, { headers: { "if-none-match": again.headers.get("etag")! } })).status).toBe(304);
  });

  it("answers HEAD with the headers alone", async () => {
    const res = await fetch(`${shop.url}/feeds/google/DE.xml`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toMatch(/^"/);
    expect(await res.text()).toBe("");
  });

  it("has no feed, saying why in plain text, for an embargoed country, one the shop does not ship to, or what is not a country code", async () => {
    const cases: [path: string, says: string][] = [
      ["/feeds/google/IR.xml", "No product feed for Iran. We can't ship to Iran: US export controls and sanctions forbid it."],
      ["/feeds/google/cu.xml", "No product feed for Cuba. We can't ship to Cuba: US export controls and sanctions forbid it."],
      ["/feeds/google/KP.xml", "No product feed for North Korea. We can't ship to North Korea: US export controls and sanctions forbid it."],
      ["/feeds/google/IS.xml", "No product feed for Iceland: the shop does not ship there."],
      ["/feeds/google/XX.xml", 'No product feed for "XX": name a country by its two-letter ISO 3166-1 code, as in /feeds/google/DE.xml.'],
      ["/feeds/google/germany.xml", 'No product feed for "GERMANY": name a country by its two-letter ISO 3166-1 code, as in /feeds/google/DE.xml.'],
      ["/feeds/google/D1.xml", 'No product feed for "D1": name a country by its two-letter ISO 3166-1 code, as in /feeds/google/DE.xml.'],
    ];
    for (const [path, says] of cases) {
      const res = await fetch(`${shop.url}${path}`);
      expect([path, res.status, res.headers.get("content-type")]).toEqual([path, 404, "text/plain; charset=utf-8"]);
      expect(await res.text()).toBe(`${says}\n`);
    }
  });

  it("reads the parts a page at a time, waiting while the output is full, and writes what the route writes", async () => {
    const services = shop.shop.services;
    const feeds = new ProductFeeds({ reads: shop.db.reads, shipping: services.shipping, exchangeRates: services.exchangeRates, categories: services.categories, publicUrl: PUBLIC_URL, batchSize: 7 });
    const answer = await feeds.prepare("de");
    if (answer.kind !== "feed") throw new Error(answer.message);
    const viaHttp = await feed("/feeds/google/DE.xml");
    expect(answer.etag).toBe(viaHttp.headers.get("etag"));

    /** An output that is full after every other write and drains on a later turn. */
    class SlowOutput extends EventEmitter implements FeedOutput {
      chunks: string[] = [];
      destroyed = false;
      full = 0;
      write(chunk: string): boolean {
        this.chunks.push(chunk);
        if (this.chunks.length % 2 === 1) return true;
        this.full++;
        setImmediate(() => this.emit("drain"));
        return false;
      }
    }
    const out = new SlowOutput();
    shop.queries.length = 0;
    await feeds.write(answer.xml, out);
    expect(out.chunks.join("")).toBe(viaHttp.text);
    const parts = await shop.prisma.part.count();
    const pages = shop.queries.filter((q) => q.includes("FROM parts WHERE id >")).length;
    expect(pages).toBe(Math.floor(parts / 7) + 1);
    expect(out.full).toBeGreaterThan(10);
    expect(out.listenerCount("close")).toBe(0);
  });

  it("stops reading when the client goes", async () => {
    const services = shop.shop.services;
    const feeds = new ProductFeeds({ reads: shop.db.reads, shipping: services.shipping, exchangeRates: services.exchangeRates, categories: services.categories, publicUrl: PUBLIC_URL, batchSize: 10 });
    const answer = await feeds.prepare("GB");
    if (answer.kind !== "feed") throw new Error(answer.message);
    class HangingUp extends EventEmitter implements FeedOutput {
      destroyed = false;
      writes = 0;
      write(): boolean {
        if (++this.writes < 3) return true;
        // Full, and then the connection closes instead of draining.
        setImmediate(() => {
          this.destroyed = true;
          this.emit("close");
        });
        return false;
      }
    }
    shop.queries.length = 0;
    const out = new HangingUp();
    await feeds.write(answer.xml, out);
    expect(out.writes).toBe(3);
    // The page read ahead while the third was written, and no more.
    expect(shop.queries.filter((q) => q.includes("FROM parts WHERE id >")).length).toBe(3);
  });

  it("prices in US dollars while the country's rate is too old, as the storefront does, under a new ETag", async () => {
    const before = await feed("/feeds/google/AU.xml");
    expect(before.items[0]["g:price"]).toMatch(/ AUD$/);
    await shop.prisma.exchangeRate.updateMany({ where: { currency: "AUD" }, data: { asOf: new Date(Date.now() - 30 * 24 * 3_600_000) } });
    const after = await feed("/feeds/google/AU.xml");
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    const prices = await storefrontPrices("AUD");
    for (const item of after.items) {
      expect(item["g:price"]).toMatch(/^\d+\.\d{2} USD$/);
      expect(item["g:shipping"][0]["g:price"]).toMatch(/ USD$/);
      expect([item["g:id"], item["g:price"]]).toEqual([item["g:id"], prices.get(item["g:id"])]);
    }
  });
});
