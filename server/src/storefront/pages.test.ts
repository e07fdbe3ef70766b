import fs from "node:fs";
import { convertCents, formatMoney } from "../../../shared/currencies";
import os from "node:os";
import path from "node:path";
import { seededServerDatabase, signUpAndSignIn, startTestShop, uniqueEmail, type TestShop } from "../../test/harness";
import { startServerProcess } from "../../test/server-process";
import { COUNTRY_RULES, countryName, type CountryRule } from "../../../shared/addresses";

/** The storefront as `npm run build` leaves it (npm install builds it): the client and its server renderer. */
const CLIENT_DIST = path.resolve(__dirname, "../../../client/dist");
const RENDERER = path.resolve(CLIENT_DIST, "../dist-server/entry-server.cjs");

const page = (shop: TestShop, urlPath: string, cookie?: string) => fetch(`${shop.url}${urlPath}`, { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });

/** The text a browser without JavaScript shows of the page's body (tags and inline styles removed). */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'));
  return body
    .replace(/<style[^>]*>[\s\S]*?<\/style>|<script[^>]*>[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const metaContent = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head(html))?.[1];

describe("server-rendered pages (the built storefront)", () => {
  let shop: TestShop;

  beforeAll(async () => {
    if (!fs.existsSync(RENDERER)) throw new Error(`${RENDERER} is missing: run \`npm run build\` (npm install does) before the tests`);
    shop = await startTestShop({ seed: true, env: { CLIENT_DIST_DIR: CLIENT_DIST, PUBLIC_URL: "https://shop.example.com" } });
  });
  afterAll(() => shop?.close());

  it("names a page's style classes as a server starting afresh does, whatever it rendered before", async () => {
    const classes = (html: string) => new Set(html.match(/\bcss-[a-z0-9]+\b/g));
    // Other pages first: Chakra memoises their styles, in the order their properties came.
    const part = await shop.prisma.part.findFirstOrThrow();
    for (const other of ["/", `/product/${part.id}`, "/blog"]) await page(shop, other);
    const here = classes(await (await page(shop, "/search?q=brake")).text());
    // A new server (as a browser loading the page: nothing rendered before) renders the same page first.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-fresh-renderer-"));
    const database = await seededServerDatabase(dataDir);
    const fresh = await startServerProcess({ ...database.env, CLIENT_DIST_DIR: CLIENT_DIST });
    try {
      const there = classes(await (await fetch(`${fresh.url}/search?q=brake`, { headers: { accept: "text/html" } })).text());
      expect(here.size).toBeGreaterThan(50);
      expect([...here].sort()).toEqual([...there].sort());
    } finally {
      fresh.child.kill("SIGTERM");
      await fresh.exited;
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("writes a page's CSS once, in the head, for every class its markup uses, and none in the markup", async () => {
    const html = await (await page(shop, "/search?q=brake")).text();
    const body = html.slice(html.indexOf("</head>"));
    expect(body).not.toContain("<style");
    const styles = [...head(html).matchAll(/<style ([^>]*)>([^<]*)<\/style>/g)].map(([, attributes, css]) => ({ attributes, css }));
    // Chakra's layer order and its global CSS (reset, tokens), marked for the browser's emotion to leave in place.
    expect(styles.filter((s) => /^data-emotion="css-global \w+" data-s=""$/.test(s.attributes))).toHaveLength(2);
    const components = styles.find((s) => s.attributes.startsWith("data-shop-css="));
    const names = new Set(/data-shop-css="([^"]*)"/.exec(components?.attributes ?? "")?.[1].split(" "));
    const used = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap(([, list]) => list.split(" ").filter((c) => c.startsWith("css-")).map((c) => c.slice(4))));
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((name) => !names.has(name) || !components!.css.includes(`.css-${name}`))).toEqual([]);
  });

  it("renders a part page with its name, price, stock and description, its head tags and its JSON-LD", async () => {
    const part = await shop.prisma.part.findFirstOrThrow({
      where: { brand: { not: null }, partNumber: { not: null }, availableQuantity: { gt: 20 }, category: { parentId: { not: null } } },
      include: { category: { include: { parent: true } } },
    });
    const res = await page(shop, `/product/${part.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    const html = await res.text();

    const text = visibleText(html);
    expect(text).toContain(part.name);
    expect(text).toContain(`$${(part.priceCents / 100).toFixed(2)}`);
    expect(text).toContain("In stock");
    expect(text).toContain(part.description.slice(0, 60));

    expect(head(html)).toContain(`<title>${part.name} | MotoParts USA</title>`);
    expect(head(html)).toContain(`<link rel="canonical" href="https://shop.example.com/product/${part.id}" />`);
    expect(metaContent(html, "property", "og:type")).toBe("product");
    expect(metaContent(html, "property", "og:image")).toBe(new URL(part.picture, "https://shop.example.com/").href);
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "name", "description")!.length).toBeLessThanOrEqual(160);

    const [product, breadcrumbs] = jsonLd(html);
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: part.name,
      sku: part.partNumber,
      mpn: part.partNumber,
      brand: { "@type": "Brand", name: part.brand },
      url: `https://shop.example.com/product/${part.id}`,
      offers: {
        "@type": "Offer",
        priceCurrency: "USD",
        price: (part.priceCents / 100).toFixed(2),
        availability: "https://schema.org/InStock",
      },
    });
    expect(breadcrumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "MotoParts USA", item: "https://shop.example.com/" },
        { "@type": "ListItem", position: 2, name: part.category!.parent!.label, item: `https://shop.example.com/category/${part.category!.parent!.slug}` },
        { "@type": "ListItem", position: 3, name: part.category!.label, item: `https://shop.example.com/category/${part.category!.slug}` },
        { "@type": "ListItem", position: 4, name: part.name, item: `https://shop.example.com/product/${part.id}` },
      ],
    });

    // The data the page was rendered from comes with it, for the browser's API cache.
    const data = JSON.parse(/<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)![1]);
    expect(data.apollo[`Part:${part.id}`]).toMatchObject({ name: part.name });
    // No script of the page runs inline: the Content-Security-Policy allows none.
    expect(html.match(/<script(?![^>]*type="application\/(?:json|ld\+json)")(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
  });

  it("renders a page in the currency its cookie names, and never serves one currency's page for another", async () => {
    const part = await shop.prisma.part.findFirstOrThrow({ where: { priceCents: { gt: 1_000 } }, orderBy: { id: "asc" } });
    const rates = await shop.shop.services.exchangeRates.current();
    const dollars = `$${(part.priceCents / 100).toFixed(2)}`;
    const inCurrency = (code: "EUR" | "JPY") => formatMoney(convertCents(part.priceCents, rates.get(code)!.ratePerUsd, code), code);
    const seen: Record<string, string> = {};
    // Each twice, the second from the cache, in an order that would show a page kept for the wrong currency.
    for (const cookie of ["currency=EUR", "", "currency=JPY", "currency=EUR", "", "currency=JPY", "currency=usd"]) {
      const res = await page(shop, `/product/${part.id}`, cookie || undefined);
      expect(res.status).toBe(200);
      expect(res.headers.get("vary")).toMatch(/\bCookie\b/);
      const text = visibleText(await res.text());
      const wanted = cookie === "currency=EUR" ? inCurrency("EUR") : cookie === "currency=JPY" ? inCurrency("JPY") : dollars;
      expect(text).toContain(wanted);
      for (const other of [dollars, inCurrency("EUR"), inCurrency("JPY")].filter((o) => o !== wanted)) expect(text).not.toContain(other);
      seen[cookie] = `${seen[cookie] ?? ""}${res.headers.get("x-cache") ?? "-"} `;
    }
    expect(seen["currency=EUR"]).toMatch(/HIT $/);
    expect(seen["currency=JPY"]).toMatch(/HIT $/);
  });

  it("says a sold-out part is out of stock, to shoppers and in its offer", async () => {
    const part = await shop.prisma.part.findFirstOrThrow({ where: { availableQuantity: { gt: 0 } }, orderBy: { name: "desc" } });
    await shop.prisma.part.update({ where: { id: part.id }, data: { availableQuantity: 0 } });
    const html = await (await page(shop, `/product/${part.id}`)).text();
    expect(visibleText(html)).toContain("Sold out");
    expect(jsonLd(html)[0].offers.availability).toBe("https://schema.org/OutOfStock");
  });

  it("renders the home page's parts grid without JavaScript, and serves it from the cache the second time", async () => {
    const first = await page(shop, "/");
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(head(html)).toContain("<title>MotoParts USA</title>");
    // The grid's first parts, as the API lists them.
    const listed = (await (await fetch(`${shop.url}/parts`)).json()) as { name: string }[];
    const text = visibleText(html);
    for (const part of listed.slice(0, 12)) expect(text).toContain(part.name);
    expect(text).toContain(`Showing 12 of ${await shop.prisma.part.count()} parts`);
    expect(html).not.toContain("needs JavaScript");

    const again = await page(shop, "/");
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).toBe(html);
  });

  it("says that a URL's body depends on Accept, and never serves a cached page to a request for JSON", async () => {
    const part = await shop.prisma.part.findFirstOrThrow();
    for (const urlPath of ["/search?q=chain", `/product/${part.id}`, "/"]) {
      // Twice each, so that the second HTML answer comes from the cache.
      for (let i = 0; i < 2; i++) {
        const html = await page(shop, urlPath);
        expect(html.headers.get("content-type")).toMatch(/^text\/html/);
        expect(html.headers.get("vary")).toMatch(/\bAccept\b/);
        const json = await fetch(`${shop.url}${urlPath}`, { headers: { accept: "application/json" } });
        expect(json.headers.get("content-type")).toMatch(/^application\/json/);
        expect(json.headers.get("vary") ?? "").toMatch(/\bAccept\b/);
        await json.arrayBuffer();
      }
    }
    // Where both are public (GET /search), a shared cache keyed on the URL alone could swap them.
    const json = await fetch(`${shop.url}/search?q=chain`, { headers: { accept: "application/json" } });
    expect(json.headers.get("cache-control")).toMatch(/public/);
    expect(json.headers.get("vary")).toMatch(/\bAccept\b/);
  });

  it("answers 404 with the not-found page for unknown paths and parts, asking not to be indexed", async () => {
    for (const [urlPath, heading] of [
      ["/no/such/page", "Page not found"],
      ["/product/00000000-0000-4000-8000-000000000000", "Part not found"],
    ]) {
      const res = await page(shop, urlPath);
      const html = await res.text();
      expect({ urlPath, status: res.status }).toEqual({ urlPath, status: 404 });
      expect(head(html)).toContain(`<title>${heading} | MotoParts USA</title>`);
      expect(metaContent(html, "name", "robots")).toBe("noindex");
      expect(head(html)).not.toContain('rel="canonical"');
    }
  });

  it("leaves signed-in pages to the browser, uncached by shared caches", async () => {
    for (const urlPath of ["/dashboard/myorder", "/checkout", "/cart"]) {
      const res = await page(shop, urlPath);
      expect({ urlPath, status: res.status, cache: res.headers.get("cache-control") }).toEqual({ urlPath, status: 200, cache: "no-cache" });
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="ssr-data"');
    }
  });

  it("renders /shipping with the seeded zones, each method with the days and starting price checkout quotes to a country of the zone", async () => {
    const res = await page(shop, "/shipping");
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = visibleText(html);
    for (const heading of ["Where we ship: zones", "Delivery times", "Duties and taxes"]) expect(text).toContain(heading);
    expect(text).not.toContain("Loading where we ship");
    // The page's data went with it: the browser hydrates it without asking again.
    expect(html).toContain('id="ssr-data"');

    // The lightest part in stock: every method's cheapest band carries it, as the page's "from" prices.
    const part = await shop.prisma.part.findFirstOrThrow({ where: { availableQuantity: { gt: 0 } }, orderBy: { weightGrams: "asc" } });
    const zones = await shop.prisma.shippingZone.findMany();
    expect(zones.map((z) => z.name).sort()).toEqual(["Asia-Pacific", "Canada and Mexico", "Europe", "South America", "United States"]);
    for (const zone of zones) {
      const country = zone.countries[0];
      const rule: CountryRule | undefined = COUNTRY_RULES[country];
      const address = { country, postalCode: rule?.postal.example, region: rule?.region ? (rule.region.options?.[0]?.[0] ?? "Capital") : undefined };
      const quote = await shop.graphql<{ checkoutQuote: { shippingOptions: { label: string; price: number; minDays: number; maxDays: number }[] } }>(
        `query($lines: [CartLineInput!]!, $address: DestinationInput!) { checkoutQuote(lines: $lines, address: $address) { shippingOptions { label price minDays maxDays } } }`,
        { lines: [{ partId: part.id, quantity: 1 }], address },
      );
      expect(quote.errors).toBeUndefined();
      expect(text).toContain(zone.name);
      expect(text).toContain(countryName(country));
      for (const o of quote.data!.checkoutQuote.shippingOptions) {
        expect(text).toContain(`${o.label}: ${o.minDays}–${o.maxDays} business days, from $${o.price.toFixed(2)}`);
      }
    }
  });

  it("asks robots to leave signed-in pages alone and points them at the sitemap", async () => {
    const res = await fetch(`${shop.url}/robots.txt`);
    const text = await res.text();
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    for (const line of ["User-agent: *", "Disallow: /dashboard", "Disallow: /checkout", "Disallow: /allparts/", "Sitemap: https://shop.example.com/sitemap.xml"]) {
      expect(text).toContain(line);
    }
  });

  it("lists every part, category and bike page in /sitemap.xml", async () => {
    const res = await fetch(`${shop.url}/sitemap.xml`);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const [parts, categories, bikes] = await Promise.all([
      shop.prisma.part.count(),
      shop.prisma.category.findMany(),
      shop.prisma.vehicle.findMany({ distinct: ["makeSlug", "modelSlug", "year"], select: { makeSlug: true, modelSlug: true, year: true } }),
    ]);
    expect(locs.filter((l) => l.startsWith("https://shop.example.com/product/"))).toHaveLength(parts);
    for (const c of categories) expect(locs).toContain(`https://shop.example.com/category/${c.slug}`);
    expect(locs.filter((l) => l.startsWith("https://shop.example.com/bikes/"))).toHaveLength(bikes.length);
    expect(locs).toContain("https://shop.example.com/");
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe("the sitemap beyond one file's limit", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: true, env: { CLIENT_DIST_DIR: CLIENT_DIST, SITEMAP_MAX_URLS: "100", PUBLIC_URL: "https://shop.example.com" } });
  });
  afterAll(() => shop?.close());

  it("is an index of files of at most that many URLs, which together list every part once", async () => {
    const index = await (await fetch(`${shop.url}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.matchAll(/<sitemap><loc>https:\/\/shop\.example\.com(\/[^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]);
    const parts = await shop.prisma.part.count();
    expect(files).toEqual(["/sitemap-pages.xml", ...Array.from({ length: Math.ceil(parts / 100) }, (_, i) => `/sitemap-parts-${i + 1}.xml`)]);
    const partUrls: string[] = [];
    for (const file of files) {
      const xml = await (await fetch(`${shop.url}${file}`)).text();
      const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs.length).toBeLessThanOrEqual(100);
      partUrls.push(...locs.filter((l) => l.includes("/product/")));
    }
    expect(new Set(partUrls).size).toBe(parts);
    expect((await fetch(`${shop.url}/sitemap-parts-${files.length}.xml`)).status).toBe(404);
  });
});

describe("markup in shoppers' and admins' words", () => {
  let shop: TestShop;
  const HOSTILE = `</script><script>alert("x")</script><!--`;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    shop = await startTestShop({ seed: true, adminEmails: [adminEmail], env: { CLIENT_DIST_DIR: CLIENT_DIST, PUBLIC_URL: "https://shop.example.com" } });
  });
  afterAll(() => shop?.close());

  /** Every script element of the page, as the browser's parser would end it at the first `</script`. */
  const scripts = (html: string) => [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script/gi)].map(([, attributes, body]) => ({ attributes, body }));

  it("keeps `</script>` in a part's name and description and in a review inside their text, JSON-LD and page data", async () => {
    const admin = await signUpAndSignIn(shop, { email: adminEmail });
    const added = await shop.graphql<{ addPart: { id: string } }>(
      `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
      { input: { name: `Lever ${HOSTILE}`, description: `Forged. ${HOSTILE} Fits most bikes.`, minquantity: 1, avquantity: 5, price: 19, picture: "/images/parts/adjustable-levers.svg" } },
      admin.token,
    );
    expect(added.errors).toBeUndefined();
    const reviewer = await signUpAndSignIn(shop, { displayName: "Script Kid" });
    const review = await shop.graphql(`mutation($input: ReviewInput!) { addReview(input: $input) { id } }`, { input: { ratings: 4, review: `Fast shipping ${HOSTILE}` } }, reviewer.token);
    expect(review.errors).toBeUndefined();

    for (const url of [`/product/${added.data!.addPart.id}`, "/"]) {
      const html = await (await page(shop, url)).text();
      // Only the page's own data scripts, each ending where it should and parsing whole.
      const found = scripts(html);
      expect(found.every((s) => /type="application\/(?:json|ld\+json)"|\bsrc=/.test(s.attributes))).toBe(true);
      for (const s of found.filter((s) => !/\bsrc=/.test(s.attributes))) expect(() => JSON.parse(s.body)).not.toThrow();
      expect(html).not.toContain(`<script>alert`);
      const text = visibleText(html);
      expect(text).toContain(url === "/" ? `Fast shipping ${HOSTILE}` : `Lever ${HOSTILE}`);
      if (url !== "/") {
        expect(jsonLd(html)[0]).toMatchObject({ name: `Lever ${HOSTILE}` });
        const data = JSON.parse(/<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)![1]);
        expect(data.apollo[`Part:${added.data!.addPart.id}`]).toMatchObject({ name: `Lever ${HOSTILE}` });
      }
    }
  });
});

describe("a page the server cannot render", () => {
  let shop: TestShop;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-failing-renderer-"));

  beforeAll(async () => {
    // The real client's page, with a renderer that fails as a broken page would.
    fs.mkdirSync(path.join(dist, "dist"));
    fs.mkdirSync(path.join(dist, "dist-server"));
    fs.copyFileSync(path.join(CLIENT_DIST, "index.html"), path.join(dist, "dist", "index.html"));
    fs.writeFileSync(
      path.join(dist, "dist-server", "entry-server.cjs"),
      'exports.renderPage = async () => { throw new Error("a page threw while rendering"); };\nexports.ssrDataScript = () => "";\n',
    );
    shop = await startTestShop({ seed: true, env: { CLIENT_DIST_DIR: path.join(dist, "dist") } });
  });
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("is left to the browser (the client's page, status 200), never a server error page", async () => {
    const res = await page(shop, "/blog");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(html).toBe(fs.readFileSync(path.join(CLIENT_DIST, "index.html"), "utf8"));
  });
});
