import { startTestShop, type TestShop } from "../../../test/harness";

const PARTS = /* GraphQL */ `
  query Parts($first: Int, $after: String) {
    parts(first: $first, after: $after) {
      totalCount
      edges { cursor node { id name price priceCents minquantity avquantity picture description email category } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

describe("public catalogue", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: true });
  });
  afterAll(() => shop.close());

  it("serves the seeded parts, newest first, with prices in dollars", async () => {
    const res = await shop.graphql(PARTS, { first: 5 });
    expect(res.errors).toBeUndefined();
    const { parts } = res.data!;
    expect(parts.totalCount).toBeGreaterThanOrEqual(24);
    expect(parts.edges).toHaveLength(5);
    expect(parts.pageInfo.hasNextPage).toBe(true);
    const first = parts.edges[0].node;
    expect(first).toMatchObject({ name: "Floating Front Brake Disc 320 mm", price: 189, priceCents: 18900, minquantity: 1, avquantity: 24 });
    expect(first.picture).toMatch(/^\/images\/parts\/[a-z0-9-]+\.svg$/);
  });

  it("marks the spec's lowercase fields deprecated in favour of the fields that replace them, which answer alike", async () => {
    const res = await shop.graphql<{ parts: { edges: { node: Record<string, number> }[] } }>(
      `{ parts(first: 3) { edges { node { minquantity minQuantity avquantity availableQuantity } } } }`,
    );
    for (const { node } of res.data!.parts.edges) {
      expect(node.minQuantity).toBe(node.minquantity);
      expect(node.availableQuantity).toBe(node.avquantity);
    }
    const deprecated = async (type: string) =>
      (
        await shop.graphql<{ __type: { fields: { name: string; deprecationReason: string }[] } }>(
          `query($t: String!) { __type(name: $t) { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }`,
          { t: type },
        )
      ).data!.__type.fields.filter((f) => f.deprecationReason);
    expect(await deprecated("Part")).toEqual([
      expect.objectContaining({ name: "minquantity", deprecationReason: expect.stringMatching(/^Use minQuantity\./) }),
      expect.objectContaining({ name: "avquantity", deprecationReason: expect.stringMatching(/^Use availableQuantity\./) }),
    ]);
    expect(await deprecated("Order")).toEqual([expect.objectContaining({ name: "productname", deprecationReason: expect.stringMatching(/^Use productName\./) })]);
  });

  it("pages through the whole catalogue with cursors, without repeats or gaps", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (let page = 0; page < 100; page++) {
      const res = await shop.graphql(PARTS, { first: 7, after });
      expect(res.errors).toBeUndefined();
      const conn: any = res.data!.parts;
      total = conn.totalCount;
      seen.push(...conn.edges.map((e: any) => e.node.id));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const categories = new Set((await shop.prisma.part.findMany({ select: { categoryId: true } })).map((p) => p.categoryId));
    expect(categories.size).toBeGreaterThanOrEqual(10);
  });

  it("answers one part by id, NOT_FOUND for an unknown id, BAD_USER_INPUT for a malformed one", async () => {
    const list = await shop.graphql(PARTS, { first: 1 });
    const id = list.data!.parts.edges[0].node.id;
    const one = await shop.graphql(`query($id: ID!) { part(id: $id) { id name } }`, { id });
    expect(one.data!.part.id).toBe(id);

    const unknown = await shop.graphql(`{ part(id: "00000000-0000-4000-8000-000000000000") { id } }`);
    expect(unknown.errors![0].extensions!.code).toBe("NOT_FOUND");

    for (const bad of ["../../etc/passwd", "1", "' OR 1=1 --", "x".repeat(5000)]) {
      const res = await shop.graphql(`query($id: ID!) { part(id: $id) { id } }`, { id: bad });
      expect(res.status).toBe(200);
      expect(res.errors![0].extensions!.code).toBe("BAD_USER_INPUT");
    }
  });

  it.each([0, -1, 101, 100000])("refuses first: %d with BAD_USER_INPUT", async (first) => {
    const res = await shop.graphql(PARTS, { first });
    expect(res.errors![0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "first" } });
  });

  it.each(["nonsense", Buffer.from('["2026-01-01T00:00:00Z","not-a-uuid"]').toString("base64url"), Buffer.from("{}").toString("base64url")])(
    "refuses the malformed cursor %s",
    async (after) => {
      const res = await shop.graphql(PARTS, { first: 3, after });
      expect(res.errors![0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "after" } });
    },
  );

  it("returns the newest reviews first, six by default", async () => {
    const res = await shop.graphql(`{ reviews { name ratings review picture createdAt } }`);
    const reviews = res.data!.reviews as { createdAt: string; ratings: number }[];
    expect(reviews).toHaveLength(6);
    const times = reviews.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const r of reviews) expect(r.ratings).toBeGreaterThanOrEqual(1);

    const bad = await shop.graphql(`{ reviews(last: 51) { name } }`);
    expect(bad.errors![0].extensions!.code).toBe("BAD_USER_INPUT");
  });

  it("answers a wrongly typed variable with a 400 and BAD_USER_INPUT, not a 500", async () => {
    const res = await shop.graphql(PARTS, { first: "ten" });
    expect(res.status).toBe(400);
    expect(res.errors![0].extensions!.code).toBe("BAD_USER_INPUT");
  });
});
