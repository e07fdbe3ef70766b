import fs from "node:fs";
import path from "node:path";
import { startTestShop, type TestShop } from "../../test/harness";
import { demoUsers, seedDatabase } from "./seed";

const PUBLIC_DIR = path.resolve(__dirname, "../../../client/public");

describe("seed", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  it("adds the demo catalogue once, however often it runs", async () => {
    const first = await seedDatabase(shop.prisma);
    expect(first.parts).toBeGreaterThanOrEqual(24);
    expect(first.reviews).toBeGreaterThanOrEqual(8);
    expect(first.users).toBe(demoUsers.length);
    expect(first.shippingZones).toBeGreaterThanOrEqual(5);

    const second = await seedDatabase(shop.prisma);
    expect(second).toEqual({ categories: 0, parts: 0, shippingZones: 0, reviews: 0, users: 0 });
    expect(await shop.prisma.part.count()).toBe(first.parts);
  });

  it("makes the demo admin an admin and the rider an ordinary user", async () => {
    const users = await shop.prisma.user.findMany({ orderBy: { email: "asc" } });
    expect(users.map((u) => [u.email, u.role])).toEqual([
      ["admin@motoparts.test", "admin"],
      ["rider@motoparts.test", "user"],
    ]);
  });

  it("ships every picture in the repository (no remote images), one per category at least", async () => {
    const parts = await shop.prisma.part.findMany({ include: { category: true } });
    const categories = await shop.prisma.category.findMany();
    expect(categories.length).toBeGreaterThanOrEqual(10);
    for (const category of categories) {
      expect(fs.existsSync(path.join(PUBLIC_DIR, "images", "categories", `${category.slug}.svg`))).toBe(true);
    }
    for (const part of parts) {
      for (const image of [part.picture, ...part.gallery]) {
        expect(image).toMatch(/^\/images\/(parts|categories)\/[a-z0-9-]+\.svg$/);
        const file = path.join(PUBLIC_DIR, image);
        expect(fs.existsSync(file)).toBe(true);
        expect(fs.readFileSync(file, "utf8")).toMatch(/<svg[\s>]/);
      }
    }
  });

  it("is a realistic catalogue: 300 parts and more, over 10 categories and 15 brands, each with a part number and specs", async () => {
    const parts = await shop.prisma.part.findMany({ include: { category: true } });
    expect(parts.length).toBeGreaterThanOrEqual(300);
    expect(new Set(parts.map((p) => p.category?.slug)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(parts.map((p) => p.brand)).size).toBeGreaterThanOrEqual(15);
    for (const part of parts) {
      expect(part.category).not.toBeNull();
      expect(part.brand).toBeTruthy();
      expect(part.partNumber).toMatch(/^[A-Za-z0-9][A-Za-z0-9 .\-/#+()]*$/);
      expect(Array.isArray(part.specs) && part.specs.length).toBeGreaterThanOrEqual(2);
      expect(part.description).not.toMatch(/lorem|ipsum/i);
    }
    // The hand-written parts come first, so the home page shows them.
    const newest = await shop.prisma.part.findFirst({ orderBy: { createdAt: "desc" } });
    expect(newest).toMatchObject({ name: "Floating Front Brake Disc 320 mm", brand: "Galfer", partNumber: "DF096CW" });
  });
});
