import { startTestShop, type TestShop } from "../../../test/harness";

/** The home page's data: a page of parts and the newest reviews. */
const HOME = /* GraphQL */ `
  query Home {
    parts(first: 12) { edges { node { id name description price picture minquantity avquantity } } pageInfo { hasNextPage endCursor } }
    reviews(last: 6) { id name ratings review picture }
  }
`;

describe("SQL statements per home page request", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: true });
  });
  afterAll(() => shop.close());

  async function countHome(): Promise<number> {
    shop.queries.length = 0;
    const res = await shop.graphql(HOME);
    expect(res.errors).toBeUndefined();
    return shop.queries.length;
  }

  it("stays the same however many parts there are", async () => {
    const withSeed = await countHome();
    await shop.prisma.part.createMany({
      data: Array.from({ length: 300 }, (_, i) => ({
        name: `Bulk part ${i}`,
        description: "Generated for the query-count test.",
        picture: "/images/parts/spin-on-oil-filter.svg",
        priceCents: 100 + i,
        minQuantity: 1,
        availableQuantity: 10,
        addedByEmail: "admin@motoparts.test",
      })),
    });
    const withMore = await countHome();
    expect(withMore).toBe(withSeed);
    // One for the page of parts, one for the reviews.
    expect(withSeed).toBe(2);
  });

  it("counts the catalogue only when totalCount is asked for", async () => {
    shop.queries.length = 0;
    await shop.graphql(`{ parts(first: 5) { totalCount edges { node { id } } } }`);
    expect(shop.queries).toHaveLength(2);
  });
});
