import { Prisma } from "../../generated/prisma/client";
import { startTestShop, type TestShop } from "../../../test/harness";
import { PART_COLUMNS, partsWithIds } from "./parts.service";

/** The home page's data: a page of parts and the newest reviews. */
const HOME = /* GraphQL */ `
  query Home {
    parts(first: 12) { edges { node { id name description price picture minquantity avquantity } } pageInfo { hasNextPage endCursor } }
    reviews(last: 6) { id name ratings review picture }
  }
`;

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: true });
});
afterAll(() => shop.close());

describe("SQL statements per home page request", () => {
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

describe("reads sent without Prisma's client (ADR 0040)", () => {
  it("answer every field of a part as Prisma does, of the same types", async () => {
    const part = await shop.prisma.part.findFirstOrThrow({ where: { partNumber: { not: null }, categoryId: { not: null } } });
    await shop.prisma.part.update({ where: { id: part.id }, data: { gallery: ["/images/a.svg", "/images/b.svg"], lengthMm: 120, hsCode: "871410" } });
    const viaPrisma = await shop.prisma.part.findUniqueOrThrow({ where: { id: part.id } });
    const [viaReads] = await partsWithIds(shop.db.reads, [part.id]);
    expect(viaReads).toEqual(viaPrisma);
    expect(Object.keys(viaReads).sort()).toEqual(Object.keys(viaPrisma).sort());
    expect(viaReads.createdAt).toBeInstanceOf(Date);
  });

  it("count in the statements tests count, and refuse one name for two texts", async () => {
    shop.queries.length = 0;
    await shop.db.reads.query(Prisma.sql`SELECT ${PART_COLUMNS} FROM parts LIMIT ${1}`, "test_one_part");
    expect(shop.queries).toHaveLength(1);
    await expect(shop.db.reads.query(Prisma.sql`SELECT id FROM parts LIMIT ${1}`, "test_one_part")).rejects.toThrow("another SQL text");
  });
});
