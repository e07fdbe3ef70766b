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

    const second = await seedDatabase(shop.prisma);
    expect(second).toEqual({ parts: 0, reviews: 0, users: 0 });
    expect(await shop.prisma.part.count()).toBe(first.parts);
  });

  it("makes the demo admin an admin and the rider an ordinary user", async () => {
    const users = await shop.prisma.user.findMany({ orderBy: { email: "asc" } });
    expect(users.map((u) => [u.email, u.role])).toEqual([
      ["admin@motoparts.test", "admin"],
      ["rider@motoparts.test", "user"],
    ]);
  });

  it("ships a picture in the repository for every part: no remote images", async () => {
    const parts = await shop.prisma.part.findMany();
    const categories = new Set(parts.map((p) => p.category));
    expect(categories).toEqual(
      new Set(["brakes", "exhaust", "tyres", "chains_and_sprockets", "lighting", "filters", "suspension", "electrics", "controls"]),
    );
    for (const part of parts) {
      expect(part.picture).toMatch(/^\/images\/parts\//);
      const file = path.join(PUBLIC_DIR, part.picture);
      expect(fs.existsSync(file)).toBe(true);
      expect(fs.readFileSync(file, "utf8")).toMatch(/<svg[\s>]/);
    }
  });
});
