import { signUpAndSignIn, startTestShop, uniqueEmail, type TestShop } from "../../../test/harness";
import { partNumberKey } from "../../../../shared/part-numbers";

/** Search through GraphQL and REST, on the run's database. */

const SEARCH = /* GraphQL */ `
  query Search($query: String, $filter: PartFilter, $sort: PartSort, $first: Int, $after: String) {
    searchParts(query: $query, filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      didYouMean
      edges { cursor node { id name brand partNumber price soldOut } }
      pageInfo { hasNextPage endCursor }
      facets { categories { value label count } brands { value label count } }
    }
  }
`;

interface Hit {
  id: string;
  name: string;
  brand: string | null;
  partNumber: string | null;
  price: number;
  soldOut: boolean;
}
interface Facet {
  value: string;
  label: string;
  count: number;
}
interface Result {
  totalCount: number;
  didYouMean: string | null;
  edges: { cursor: string; node: Hit }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  facets: { categories: Facet[]; brands: Facet[] };
}

describe("search", () => {
  let shop: TestShop;
  const ADMIN_EMAIL = uniqueEmail("admin");

  beforeAll(async () => {
    shop = await startTestShop({ seed: true, adminEmails: [ADMIN_EMAIL] });
    // A few parts of our own, to pin relevance and ties down.
    const category = async (slug: string) => (await shop.prisma.category.findUniqueOrThrow({ where: { slug } })).id;
    const make = async (p: { name: string; brand: string; partNumber: string; category: string; price: number; stock?: number; specs?: { name: string; value: string }[]; at: string }) =>
      shop.prisma.part.create({
        data: {
          name: p.name,
          description: `${p.name}, for the search tests.`,
          picture: "/images/categories/part.svg",
          categoryId: await category(p.category),
          brand: p.brand,
          partNumber: p.partNumber,
          partNumberKey: partNumberKey(p.partNumber),
          specs: p.specs ?? [],
          priceCents: Math.round(p.price * 100),
          minQuantity: 1,
          availableQuantity: p.stock ?? 10,
          addedByEmail: "admin@motoparts.test",
          createdAt: new Date(p.at),
        },
      });
    await make({ name: "DID 520VX3 X-Ring Chain 120 Links", brand: "DID", partNumber: "520VX3-120", category: "chains-and-sprockets", price: 149.95, at: "2025-06-01T00:00:00Z", specs: [{ name: "Pitch", value: "520" }] });
    await make({ name: "Zebra test gasket alpha", brand: "Zebratest", partNumber: "ZT-100", category: "exhaust", price: 10, at: "2025-06-02T00:00:00Z" });
    await make({ name: "Zebra test gasket beta", brand: "Zebratest", partNumber: "ZT-101", category: "exhaust", price: 10, stock: 0, at: "2025-06-03T00:00:00Z" });
    await make({ name: "Zebra test gasket gamma", brand: "Zebratest", partNumber: "ZT-102", category: "exhaust", price: 10, at: "2025-06-04T00:00:00Z" });
  });
  afterAll(() => shop.close());

  async function search(variables: Record<string, unknown>): Promise<Result> {
    const res = await shop.graphql<{ searchParts: Result }>(SEARCH, variables);
    expect(res.errors).toBeUndefined();
    return res.data!.searchParts;
  }
  const names = (r: Result) => r.edges.map((e) => e.node.name);

  describe("relevance", () => {
    it("finds a part by its part number written any way", async () => {
      for (const query of ["520VX3-120", "520vx3120", "520 VX3", "520vx3", "DID 520VX3-120", "vx3120", "520.VX3/120"]) {
        const r = await search({ query });
        expect({ query, first: names(r)[0] }).toEqual({ query, first: "DID 520VX3 X-Ring Chain 120 Links" });
      }
    });

    it("stems words: 'pads' finds a pad, 'chains' a chain", async () => {
      expect(names(await search({ query: "pads" }))).toContain("Sintered Front Brake Pads (pair)");
      expect(names(await search({ query: "chains 520" }))).toContain("DID 520VX3 X-Ring Chain 120 Links");
    });

    it("finds a part by its whole name, stop words and hyphens included", async () => {
      await shop.prisma.part.create({
        data: { name: "Handlebar Grips with Bar-End Weights", description: "Soft compound grips.", picture: "/images/parts/a.svg", priceCents: 2999, minQuantity: 1, availableQuantity: 10, addedByEmail: "admin@motoparts.test" },
      });
      // "with" is in no document (PostgreSQL leaves English stop words out): it must not make the search empty.
      expect(names(await search({ query: "Handlebar Grips with Bar-End Weights" }))[0]).toBe("Handlebar Grips with Bar-End Weights");
      expect(names(await search({ query: "grips for the bar end" }))).toContain("Handlebar Grips with Bar-End Weights");
    });

    it("finds words written together: 'oilfilter' an oil filter, 'brakepads' brake pads", async () => {
      expect(names(await search({ query: "oilfilter" }))).toContain("Spin-On Oil Filter");
      expect(names(await search({ query: "Oilfilter M20" }))[0]).toBe("Spin-On Oil Filter");
      expect(names(await search({ query: "brakepads front" }))).toContain("Sintered Front Brake Pads (pair)");
      expect((await search({ query: "oilfilter" })).didYouMean).toBeNull();
    });

    it("says which of its other numbers found a part, and nothing when its own number or words did", async () => {
      const MATCHED = `query($q: String!) { searchParts(query: $q, first: 50) { edges { matchedNumber { kind number } node { partNumber } } } }`;
      const hits = async (q: string) => {
        const res = await shop.graphql<{ searchParts: { edges: { matchedNumber: { kind: string; number: string } | null; node: { partNumber: string | null } }[] } }>(MATCHED, { q });
        expect(res.errors).toBeUndefined();
        return res.data!.searchParts.edges;
      };
      // The OEM number written another way: the card names it as the part lists it.
      const byOem = await hits("1ws w0045 00");
      expect(byOem.length).toBeGreaterThanOrEqual(3);
      expect(byOem.find((e) => e.node.partNumber === "FA252HH")?.matchedNumber).toEqual({ kind: "OEM", number: "1WS-W0045-00" });
      for (const e of byOem) expect(e.matchedNumber).toEqual({ kind: expect.stringMatching(/^(OEM|SUPERSEDED)$/), number: "1WS-W0045-00" });
      // An interchange.
      expect((await hits("VD-156JL")).map((e) => e.matchedNumber)).toContainEqual({ kind: "INTERCHANGE", number: "VD-156JL" });
      // An older number: the part that supersedes it says so; the part that owns it says nothing.
      const older = await shop.prisma.partNumber.findFirstOrThrow({ where: { kind: "superseded", part: { partNumber: "FA252HH" } } });
      const byOlder = await hits(older.number);
      expect(byOlder.find((e) => e.node.partNumber === "FA252HH")?.matchedNumber).toEqual({ kind: "SUPERSEDED", number: older.number });
      expect(byOlder.find((e) => e.node.partNumber === older.number)?.matchedNumber).toBeNull();
      // By words, or by its own number: no number to name.
      expect((await hits("FA252HH")).find((e) => e.node.partNumber === "FA252HH")?.matchedNumber).toBeNull();
      expect((await hits("brake pads")).every((e) => e.matchedNumber === null)).toBe(true);
    });

    it("forgives one typo per word", async () => {
      expect(names(await search({ query: "brkae pads" }))).toContain("Sintered Front Brake Pads (pair)");
      expect(names(await search({ query: "exhuast silencer" }))).toContain("Stainless Slip-On Exhaust Silencer");
    });

    it("finds by brand, category and specs", async () => {
      expect(names(await search({ query: "Galfer" }))).toContain("Floating Front Brake Disc 320 mm");
      expect(names(await search({ query: "Ohlins" }))).toContain("Adjustable Rear Shock Absorber 330 mm");
      // "lighting" is only the category's label: its name and description do not say it.
      expect(names(await search({ query: "round lighting" }))).toContain("7-inch Round LED Headlight");
      expect(names(await search({ query: "M20" }))).toContain("Spin-On Oil Filter");
    });

    it("ranks a name match above a description-only match, and in-stock parts first among equals", async () => {
      const r = await search({ query: "zebra gasket" });
      // Equal ranks: the sold-out beta goes last, whatever its age.
      expect(names(r)).toEqual(["Zebra test gasket gamma", "Zebra test gasket alpha", "Zebra test gasket beta"]);
      expect(r.edges[2].node.soldOut).toBe(true);
    });

    it("browses the whole catalogue for an empty query, in-stock and newest first", async () => {
      const all = await shop.prisma.part.count();
      for (const query of [null, "", "   "]) {
        const r = await search({ query, first: 5 });
        expect(r.totalCount).toBe(all);
      }
    });

    it("says 'did you mean' with the catalogue's spelling when nothing matches", async () => {
      // Two typos in the first word: beyond what a search forgives, within what it suggests.
      const r = await search({ query: "brrakke pdas" });
      expect(r.totalCount).toBe(0);
      expect(r.didYouMean).toBe("brake pads");
      expect((await search({ query: r.didYouMean })).totalCount).toBeGreaterThan(0);
      expect((await search({ query: "qqqqqqqq" })).didYouMean).toBeNull();
    });
  });

  describe("hostile queries", () => {
    const hostile = [
      `"brake`,
      `brake & | ! ( ) : *`,
      `\\`,
      `'; DROP TABLE parts; --`,
      `🏍️ brake 🔧`,
      `:*`,
      `!!!`,
      `a:* | b`,
      `%_%`,
      "x".repeat(200),
    ];
    it.each(hostile)("answers %j without an error", async (query) => {
      const res = await shop.graphql(SEARCH, { query });
      expect(res.errors).toBeUndefined();
      expect(typeof res.data!.searchParts.totalCount).toBe("number");
    });

    it("refuses a NUL character, as every text input, with a clear message", async () => {
      const res = await shop.graphql(SEARCH, { query: "brake\u0000" });
      expect(res.errors![0]).toMatchObject({ message: "Text cannot contain the NUL character (\\u0000).", extensions: { code: "BAD_USER_INPUT" } });
    });

    it("refuses a query over 200 characters with a clear message", async () => {
      const res = await shop.graphql(SEARCH, { query: "x".repeat(10_000) });
      expect(res.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT" });
      expect(res.errors![0].message).toMatch(/at most 200 characters/);
    });

    it("refuses a bad filter, sort or cursor naming the field", async () => {
      const bad: [Record<string, unknown>, string][] = [
        [{ filter: { minPrice: -1 } }, "minPrice"],
        [{ filter: { minPrice: 50, maxPrice: 10 } }, "minPrice"],
        [{ filter: { categories: ["Not a slug!"] } }, "categories.0"],
        [{ after: "not-a-cursor" }, "after"],
        [{ first: 0 }, "first"],
      ];
      for (const [variables, field] of bad) {
        const res = await shop.graphql(SEARCH, variables);
        expect({ variables, code: res.errors?.[0].extensions?.code, field: res.errors?.[0].extensions?.field }).toEqual({ variables, code: "BAD_USER_INPUT", field });
      }
      // A cursor of one sort is not one of another.
      const page = await search({ query: "brake", sort: "PRICE_ASC", first: 1 });
      const res = await shop.graphql(SEARCH, { query: "brake", sort: "NEWEST", after: page.pageInfo.endCursor });
      expect(res.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "after" });
    });
  });

  describe("filters, sort and facets", () => {
    it("counts facets as a plain count does, each without its own filter (disjunctive)", async () => {
      const all = await search({ query: "", first: 1 });
      const parts = await shop.prisma.part.findMany({ include: { category: true } });
      const byBrand = new Map<string, number>();
      for (const p of parts) if (p.brand) byBrand.set(p.brand, (byBrand.get(p.brand) ?? 0) + 1);
      expect(Object.fromEntries(all.facets.brands.map((f) => [f.value, f.count]))).toEqual(Object.fromEntries(byBrand));
      const byCategory = new Map<string, number>();
      for (const p of parts) if (p.category) byCategory.set(p.category.slug, (byCategory.get(p.category.slug) ?? 0) + 1);
      expect(Object.fromEntries(all.facets.categories.map((f) => [f.value, f.count]))).toEqual(Object.fromEntries(byCategory));

      // Ticking one brand narrows the results and the category counts, but keeps every brand's count.
      const one = await search({ query: "", filter: { brands: ["Zebratest"] }, first: 10 });
      expect(one.totalCount).toBe(3);
      expect(one.facets.brands).toEqual(all.facets.brands);
      expect(one.facets.categories).toEqual([{ value: "exhaust", label: "Exhaust", count: 3 }]);
    });

    it("filters by category (with its sub-categories), brand, price and stock together", async () => {
      const r = await search({ query: "", filter: { categories: ["exhaust"], brands: ["Zebratest"], minPrice: 5, maxPrice: 10, inStock: true }, first: 10 });
      expect(names(r).sort()).toEqual(["Zebra test gasket alpha", "Zebra test gasket gamma"]);
      const none = await search({ query: "", filter: { categories: ["exhaust"], maxPrice: 9.99, brands: ["Zebratest"] } });
      expect(none.totalCount).toBe(0);

      const parent = await shop.prisma.category.findUniqueOrThrow({ where: { slug: "exhaust" } });
      await shop.prisma.category.create({ data: { slug: "exhaust-gaskets-test", label: "Exhaust gaskets", parentId: parent.id } });
      const child = await shop.prisma.category.findUniqueOrThrow({ where: { slug: "exhaust-gaskets-test" } });
      const moved = await shop.prisma.part.findFirstOrThrow({ where: { partNumber: "ZT-100" } });
      await shop.prisma.part.update({ where: { id: moved.id }, data: { categoryId: child.id } });
      const withChildren = await search({ query: "zebra", filter: { categories: ["exhaust"] } });
      expect(withChildren.totalCount).toBe(3);
      const onlyChild = await search({ query: "zebra", filter: { categories: ["exhaust-gaskets-test"] } });
      expect(names(onlyChild)).toEqual(["Zebra test gasket alpha"]);
    });

    it("sorts by price both ways and by newest", async () => {
      const up = (await search({ query: "brake", sort: "PRICE_ASC", first: 50 })).edges.map((e) => e.node.price);
      expect(up).toEqual([...up].sort((a, b) => a - b));
      const down = (await search({ query: "brake", sort: "PRICE_DESC", first: 50 })).edges.map((e) => e.node.price);
      expect(down).toEqual([...down].sort((a, b) => b - a));
      expect(down[0]).toBeGreaterThan(up[0]);
      const newest = await search({ query: "zebra", sort: "NEWEST" });
      expect(names(newest)).toEqual(["Zebra test gasket gamma", "Zebra test gasket beta", "Zebra test gasket alpha"]);
    });

    it("sorts best rated first, by riders' average then how many rated, parts without reviews last", async () => {
      const zebras = Object.fromEntries((await search({ query: "zebra" })).edges.map((e) => [e.node.name.split(" ").pop(), e.node.id]));
      const rate = async (partId: string, rating: number, rider: Awaited<ReturnType<typeof signUpAndSignIn>>) => {
        const res = await shop.graphql(`mutation($input: PartReviewInput!) { addPartReview(input: $input) { id } }`, { input: { partId, rating, title: "Zebra gasket", body: "Sealed fine." } }, rider.token);
        expect(res.errors).toBeUndefined();
      };
      const [ana, ben] = [await signUpAndSignIn(shop), await signUpAndSignIn(shop)];
      // alpha: 4 and 4 (4.0 from 2); gamma: 4 (4.0 from 1); beta: none.
      await rate(zebras.alpha, 4, ana);
      await rate(zebras.alpha, 4, ben);
      await rate(zebras.gamma, 4, ana);
      expect(names(await search({ query: "zebra", sort: "RATING" }))).toEqual(["Zebra test gasket alpha", "Zebra test gasket gamma", "Zebra test gasket beta"]);
      await rate(zebras.gamma, 5, ben);
      expect(names(await search({ query: "zebra", sort: "RATING" }))).toEqual(["Zebra test gasket gamma", "Zebra test gasket alpha", "Zebra test gasket beta"]);

      // Browsing the whole catalogue (its seeded reviews too): averages never rise down the list.
      const browse = await shop.graphql<{ searchParts: { edges: { node: { reviewSummary: { average: number | null; count: number } } }[] } }>(
        `{ searchParts(query: "", sort: RATING, first: 100) { edges { node { reviewSummary { average count } } } } }`,
      );
      const averages = browse.data!.searchParts.edges.map((e) => e.node.reviewSummary.average ?? 0);
      expect(averages[0]).toBeGreaterThan(0);
      expect(averages).toEqual([...averages].sort((a, b) => b - a));

      const rest = await fetch(`${shop.url}/search?q=zebra&sort=rating`, { headers: { accept: "application/json" } });
      expect(rest.status).toBe(200);
      expect(((await rest.json()) as { items: { name: string }[] }).items.map((i) => i.name)[0]).toBe("Zebra test gasket gamma");
    });

    it.each(["RELEVANCE", "PRICE_ASC", "PRICE_DESC", "NEWEST", "RATING"])("pages through every result once with %s, across equal ranks", async (sort) => {
      const whole = await search({ query: "", sort, first: 100 });
      const seen: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 100; i++) {
        const page: Result = await search({ query: "", sort, first: 7, after });
        seen.push(...page.edges.map((e) => e.node.id));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(seen.length).toBe(whole.totalCount);
      expect(new Set(seen).size).toBe(seen.length);
      if (whole.totalCount <= 100) expect(seen).toEqual(whole.edges.map((e) => e.node.id));
    });
  });

  describe("suggestions", () => {
    const SUGGEST = `query($q: String!) { searchSuggestions(query: $q) { parts { name partNumber price } categories { slug label } } }`;

    it("suggests parts by a prefix and the matching categories, from the second character", async () => {
      const one = await shop.graphql(SUGGEST, { q: "b" });
      expect(one.data!.searchSuggestions).toEqual({ parts: [], categories: [] });
      const res = await shop.graphql(SUGGEST, { q: "brak" });
      expect(res.errors).toBeUndefined();
      const s = res.data!.searchSuggestions;
      expect(s.parts.length).toBeGreaterThan(0);
      expect(s.parts.length).toBeLessThanOrEqual(6);
      expect(s.categories).toContainEqual({ slug: "brakes", label: "Brakes" });
      const chain = await shop.graphql(SUGGEST, { q: "520vx" });
      expect(chain.data!.searchSuggestions.parts[0]).toMatchObject({ partNumber: "520VX3-120" });
      const wild = await shop.graphql(SUGGEST, { q: "%_" });
      expect(wild.data!.searchSuggestions.categories).toEqual([]);
    });
  });

  describe("REST GET /search", () => {
    it("answers items, total, nextCursor, facets and didYouMean, each item as GET /parts/{id} answers it but its numbers, GTIN and fitment", async () => {
      const res = await fetch(`${shop.url}/search?q=zebra&brand=Zebratest&category=exhaust&sort=price_asc&limit=2`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: { _id: string }[]; total: number; nextCursor: string | null; facets: { category: Facet[]; brand: { value: string; count: number }[] }; didYouMean: string | null };
      expect(body.total).toBe(3);
      expect(body.items).toHaveLength(2);
      expect(body.nextCursor).toEqual(expect.any(String));
      expect(body.facets.brand).toContainEqual({ value: "Zebratest", count: 3 });
      expect(body.didYouMean).toBeNull();
      const { partNumbers, fitment, universal, gtin, ...single } = (await (await fetch(`${shop.url}/parts/${body.items[0]._id}`)).json()) as Record<string, unknown>;
      expect(body.items[0]).toEqual(single);
      expect(gtin).toBeNull();
      const item = body.items[0] as { _id: string; brand?: string; partNumber?: string };
      expect({ partNumbers, fitment, universal }).toEqual({ partNumbers: [{ brand: item.brand, number: item.partNumber, kind: "manufacturer" }], fitment: [], universal: false });

      const next = await (await fetch(`${shop.url}/search?q=zebra&brand=Zebratest&category=exhaust&sort=price_asc&limit=2&cursor=${body.nextCursor}`)).json();
      expect((next as { items: unknown[]; nextCursor: string | null }).items).toHaveLength(1);
      expect((next as { nextCursor: string | null }).nextCursor).toBeNull();
    });

    it("leaves the path to the storefront's search page for a browser asking for HTML", async () => {
      const navigation = await fetch(`${shop.url}/search?q=brake`, { headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" } });
      expect(navigation.headers.get("content-type")).not.toMatch(/json/);
      for (const accept of ["application/json", "*/*"]) {
        const api = await fetch(`${shop.url}/search?q=brake`, { headers: { accept } });
        expect({ accept, type: api.headers.get("content-type") }).toEqual({ accept, type: expect.stringMatching(/^application\/json/) });
      }
    });

    it("refuses a bad parameter with 400 and a message naming it", async () => {
      for (const [query, name] of [
        ["sort=cheapest", "sort"],
        ["minPrice=abc", "minPrice"],
        ["limit=1000", "limit"],
        ["inStock=maybe", "inStock"],
        [`q=${"x".repeat(300)}`, "q"],
      ]) {
        const res = await fetch(`${shop.url}/search?${query}`);
        expect({ query, status: res.status }).toEqual({ query, status: 400 });
        const body = (await res.json()) as { message: string };
        expect(body.message).toContain(name);
      }
    });
  });

  describe("the search rows (part_search) follow the catalogue", () => {
    it("through an edit, an order that sells the part out, a restock and a deletion", async () => {
      const admin = await signUpAndSignIn(shop, { email: ADMIN_EMAIL, displayName: "Shop Admin" });
      const rider = await signUpAndSignIn(shop, { displayName: "Rita Rider" });
      const as = async <T,>(token: string, query: string, variables: Record<string, unknown>) => {
        const res = await shop.graphql<T>(query, variables, token);
        expect(res.errors).toBeUndefined();
        return res.data!;
      };
      const details = { description: "A lever for the search tests, with a folding tip.", picture: "/images/categories/part.svg", minquantity: 1, categorySlug: "controls" };
      const { addPart } = await as<{ addPart: { id: string } }>(admin.token, `mutation($input: PartInput!) { addPart(input: $input) { id } }`, {
        input: { ...details, name: "Quokka test lever", price: 20, avquantity: 1, brand: "Quokkatest", partNumber: "QK-1" },
      });
      const found = async (query: string, filter: Record<string, unknown> = {}) => (await search({ query, filter })).edges.map((e) => e.node);

      expect(await found("quokka")).toEqual([expect.objectContaining({ id: addPart.id, price: 20, soldOut: false })]);
      expect(await found("folding tip quokkatest")).toHaveLength(1);

      await as(admin.token, `mutation($id: ID!, $input: PartDetailsInput!) { updatePart(id: $id, input: $input) { id } }`, {
        id: addPart.id,
        input: { ...details, description: "A lever for the search tests, with an adjustable span.", name: "Wombat test lever", price: 25, partNumber: "WB-2" },
      });
      expect(await found("quokka lever")).toEqual([]);
      expect(await found("folding tip")).not.toContainEqual(expect.objectContaining({ id: addPart.id }));
      expect(await found("wombat adjustable span")).toEqual([expect.objectContaining({ id: addPart.id, price: 25 })]);
      expect(await found("WB2")).toEqual([expect.objectContaining({ id: addPart.id })]);
      expect(await found("wombat", { maxPrice: 22 })).toEqual([]);
      expect(await found("wombat", { minPrice: 24, maxPrice: 26, inStock: true })).toHaveLength(1);

      await as(rider.token, `mutation($partId: ID!) { placeOrder(input: { partId: $partId, quantity: 1 }) { id } }`, { partId: addPart.id });
      expect(await found("wombat")).toEqual([expect.objectContaining({ id: addPart.id, soldOut: true })]);
      expect(await found("wombat", { inStock: true })).toEqual([]);

      await as(admin.token, `mutation($id: ID!) { restockPart(id: $id, quantity: 3) { id } }`, { id: addPart.id });
      expect(await found("wombat", { inStock: true })).toHaveLength(1);

      await as(admin.token, `mutation($id: ID!) { deletePart(id: $id) { id } }`, { id: addPart.id });
      expect(await found("wombat")).toEqual([]);
      expect((await search({ query: "wombat" })).totalCount).toBe(0);
    });
  });

  describe("SQL statements per search", () => {
    it("stay the same whatever the page, the filters and the catalogue's size", async () => {
      const count = async (variables: Record<string, unknown>) => {
        shop.queries.length = 0;
        await search(variables);
        return shop.queries.length;
      };
      const typo = await count({ query: "brkae pads", first: 5 });
      const together = await count({ query: "oilfilter", first: 5 });
      const filtered = await count({ query: "brake pads", filter: { brands: ["EBC"], inStock: true, minPrice: 1 }, sort: "PRICE_ASC", first: 20 });
      const page = await search({ query: "brake", first: 2 });
      expect(page.totalCount).toBeGreaterThan(4);
      const second = await count({ query: "brake", first: 2, after: page.pageInfo.endCursor });
      // The vocabulary (typos), the page with its total and facets, then the parts shown.
      expect([typo, together, filtered, second]).toEqual([3, 3, 3, 3]);
      expect(await count({ query: "", first: 24 })).toBe(2);
      expect(await count({ query: "brake", sort: "RATING", first: 5 })).toBe(3);
      expect(await count({ query: "", sort: "RATING", first: 24 })).toBe(2);
    });
  });
});
