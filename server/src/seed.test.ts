import fs from "node:fs";
import path from "node:path";
import { startTestShop, type TestShop } from "../test/harness";
import { generateVehicles } from "./db/fitment-generator";
import { demoUsers, GENERATED_SEED_PARTS } from "./db/seed";
import { DEMO_BIKE } from "./db/seed-fitment";
import { seedDatabase } from "./seed";
import { gtinProblem } from "../../shared/gtin";

const PUBLIC_DIR = path.resolve(__dirname, "../../client/public");

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe("seed", () => {
  let shop: TestShop;
  /** On or before the seed run's day, which its restock dates count from. */
  const seededFrom = new Date().toISOString().slice(0, 10);
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
    expect(first.vehicles).toBeGreaterThanOrEqual(300);
    expect(first.fitments).toBeGreaterThanOrEqual(500);
    expect(first.partNumbers).toBeGreaterThanOrEqual(100);
    expect(first.screeningEntries).toBe(22);
    expect(first.exchangeRates).toBe(17);
    expect(first.partReviews).toBeGreaterThanOrEqual(150);
    expect(first.partQuestions).toBeGreaterThanOrEqual(20);

    const second = await seedDatabase(shop.prisma);
    expect(second).toEqual({ categories: 0, parts: 0, shippingZones: 0, reviews: 0, users: 0, vehicles: 0, fitments: 0, partNumbers: 0, screeningEntries: 0, exchangeRates: 0, partReviews: 0, partQuestions: 0 });
    expect(await shop.prisma.part.count()).toBe(first.parts);
    expect(await shop.prisma.fitment.count()).toBe(first.fitments);
    expect(await shop.prisma.partNumber.count()).toBe(first.partNumbers);
  });

  it("makes the demo admin an admin and the rider an ordinary user, and the reviewers ordinary users", async () => {
    const reviewers = await shop.prisma.user.findMany({ where: { email: { endsWith: "@riders.motoparts.test" } } });
    expect(reviewers.length).toBeGreaterThanOrEqual(30);
    expect(reviewers.every((u) => u.role === "user" && u.firebaseUid === null)).toBe(true);
    const users = await shop.prisma.user.findMany({ where: { NOT: { email: { endsWith: "@riders.motoparts.test" } } }, orderBy: { email: "asc" } });
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

  it("gives about 60% of the generated parts a GTIN with a valid check digit, and some sold-out parts a lead time or a restock date ahead", async () => {
    const parts = await shop.prisma.part.findMany({ select: { gtin: true, leadTimeDays: true, restockDate: true, availableQuantity: true, minQuantity: true } });
    const gtins = parts.flatMap((p) => (p.gtin ? [p.gtin] : []));
    // Only generated parts have one (the database's unique index keeps them one part per number).
    expect(gtins.length).toBeGreaterThan(GENERATED_SEED_PARTS * 0.5);
    expect(gtins.length).toBeLessThan(GENERATED_SEED_PARTS * 0.7);
    expect(gtins.filter((g) => gtinProblem(g) !== undefined)).toEqual([]);
    const soldOut = parts.filter((p) => p.availableQuantity < p.minQuantity);
    expect(soldOut.filter((p) => p.leadTimeDays !== null).length).toBeGreaterThanOrEqual(3);
    const restocks = soldOut.flatMap((p) => (p.restockDate ? [p.restockDate.toISOString().slice(0, 10)] : []));
    expect(restocks.length).toBeGreaterThanOrEqual(1);
    expect(restocks.filter((day) => day <= seededFrom)).toEqual([]);
    expect(parts.filter((p) => p.availableQuantity >= p.minQuantity && (p.leadTimeDays !== null || p.restockDate !== null))).toEqual([]);
  });

  it("files like parts under one category: every pair of brake pads under Brake pads, every battery under Batteries", async () => {
    for (const [query, kind, slug] of [
      ["brake pads", /Brake Pads\b/, "brake-pads"],
      ["battery", /\bBattery\b/, "batteries"],
    ] as const) {
      const found = await shop.graphql(`query($q: String!) { searchParts(query: $q, first: 100) { edges { node { name productCategory { slug } } } } }`, { q: query });
      expect(found.errors).toBeUndefined();
      const like = (found.data!.searchParts.edges as { node: { name: string; productCategory: { slug: string } } }[]).filter((e) => kind.test(e.node.name) && !/Charger|Tender/i.test(e.node.name));
      expect(like.length).toBeGreaterThanOrEqual(3);
      expect(like.filter((e) => e.node.productCategory.slug !== slug).map((e) => e.node.name)).toEqual([]);
    }
  });

  describe("fitment", () => {
    /** The ranges that cover the demo bike (2019 Yamaha MT-07, US, no variant). */
    const demoBikeRanges = () =>
      shop.prisma.fitment.findMany({
        where: {
          makeSlug: "yamaha",
          modelSlug: "mt-07",
          yearFrom: { lte: DEMO_BIKE.year },
          yearTo: { gte: DEMO_BIKE.year },
          OR: [{ variant: null }, { variant: DEMO_BIKE.variant }],
          AND: [{ OR: [{ market: null }, { market: DEMO_BIKE.market }] }],
        },
        include: { part: { include: { category: true } } },
      });

    it("has the main markets' bikes of 40 models and more over 8 makes, the ones the tests and the browser journey use among them", async () => {
      const bikes = await shop.prisma.vehicle.findMany({ select: { make: true, model: true, market: true } });
      expect(new Set(bikes.map((b) => `${b.make} ${b.model}`)).size).toBeGreaterThanOrEqual(40);
      expect(new Set(bikes.map((b) => b.make)).size).toBeGreaterThanOrEqual(8);
      expect(new Set(bikes.map((b) => b.market))).toEqual(new Set(["US", "CA", "EU", "UK", "AU"]));
      for (const [makeSlug, modelSlug, year, variant, market] of [
        ["yamaha", "mt-07", 2019, "", "US"],
        ["yamaha", "mt-07", 2019, "ABS", "US"],
        ["honda", "crf300l", 2021, "", "US"],
        ["kawasaki", "ninja-400", 2020, "", "US"],
        ["bmw", "r-1250-gs", 2021, "", "US"],
        ["bmw", "r-1250-gs", 2021, "Adventure", "US"],
      ] as const) {
        const bike = await shop.prisma.vehicle.findUnique({ where: { makeSlug_modelSlug_year_variant_market: { makeSlug, modelSlug, year, variant, market } } });
        expect(bike).not.toBeNull();
      }
      const mt07 = await shop.prisma.vehicle.findFirstOrThrow({ where: { makeSlug: "yamaha", modelSlug: "mt-07", year: 2019, variant: "", market: "US" } });
      expect(mt07).toMatchObject({ make: "Yamaha", model: "MT-07", engineCc: 689, type: "street", searchKey: "yamahamt07" });
    });

    it("offers riders in Europe, the UK and Australia their own versions of a bike, which the parts of its years fit", async () => {
      const variants = await shop.graphql(`{ vehicleVariants(make: "yamaha", model: "mt-07", year: 2019) { id variant market name } }`);
      expect(variants.errors).toBeUndefined();
      const versions = variants.data!.vehicleVariants as { id: string; variant: string | null; market: string; name: string }[];
      // The garage's order: the plain bikes first, the US one before the others, then each trim.
      expect(versions.map((v) => `${v.variant ?? "Standard"} (${v.market})`)).toEqual([
        "Standard (US)",
        "Standard (AU)",
        "Standard (CA)",
        "Standard (EU)",
        "Standard (UK)",
        "ABS (US)",
        "ABS (AU)",
        "ABS (CA)",
        "ABS (EU)",
        "ABS (UK)",
        "LAMS (AU)",
      ]);
      // The demo pads' range names the model's years and no market: they fit every market's version.
      const pads = await shop.prisma.part.findFirstOrThrow({ where: { partNumber: "FA252HH" } });
      for (const v of versions) {
        const fit = await shop.graphql(`query($p: ID!, $v: ID!) { part(id: $p) { fitsVehicle(vehicleId: $v) { status } } }`, { p: pads.id, v: v.id });
        expect([v.name, fit.data!.part.fitsVehicle.status]).toEqual([v.name, "FITS"]);
      }
    });

    it("gives the demo bike brake pads that fit and brake pads that do not, and a part that fits only with a note", async () => {
      const ranges = await demoBikeRanges();
      const fitting = new Set(ranges.map((r) => r.partId));
      const pads = await shop.prisma.part.findMany({ where: { category: { slug: "brake-pads" } }, select: { id: true, universalFit: true } });
      expect(pads.filter((p) => fitting.has(p.id)).length).toBeGreaterThanOrEqual(2);
      expect(pads.filter((p) => !fitting.has(p.id) && !p.universalFit).length).toBeGreaterThanOrEqual(1);
      // The hand-written EBC pads (in Brake pads, with the generated ones) fit it too, with no note.
      expect(ranges.some((r) => r.part.partNumber === "FA252HH" && r.position === "front" && r.notes === null)).toBe(true);
      // A part whose only ranges for the bike carry a note.
      const byPart = groupBy(ranges, (r) => r.partId);
      expect([...byPart.values()].some((rs) => rs.every((r) => r.notes !== null))).toBe(true);
    });

    it("has universal parts without ranges, and parts without any fitment data", async () => {
      const universal = await shop.prisma.part.findMany({ where: { universalFit: true }, include: { fitments: true } });
      expect(universal.length).toBeGreaterThanOrEqual(1);
      expect(universal.map((p) => p.partNumber)).toContain("PA071722GO");
      for (const part of universal) expect(part.fitments).toEqual([]);
      const unknown = await shop.prisma.part.count({ where: { universalFit: false, fitments: { none: {} } } });
      expect(unknown).toBeGreaterThanOrEqual(1);
    });

    it("names only bikes of the vehicle data, within the years they were sold", async () => {
      const spans = new Map<string, { min: number; max: number }>();
      for (const v of generateVehicles()) {
        const key = `${v.makeSlug}/${v.modelSlug}`;
        const span = spans.get(key) ?? { min: v.year, max: v.year };
        spans.set(key, { min: Math.min(span.min, v.year), max: Math.max(span.max, v.year) });
      }
      for (const r of await shop.prisma.fitment.findMany()) {
        const span = spans.get(`${r.makeSlug}/${r.modelSlug}`);
        expect(span).toBeDefined();
        expect(r.yearFrom).toBeGreaterThanOrEqual(span!.min);
        expect(r.yearTo).toBeLessThanOrEqual(span!.max);
      }
    });

    it("has OEM numbers, a supersession chain of two links, and an interchange number two parts share", async () => {
      const numbers = await shop.prisma.partNumber.findMany({ include: { part: true } });
      expect(numbers.some((n) => n.kind === "oem" && n.brand === "Yamaha" && n.number === "1WS-W0045-00" && n.part.partNumber === "FA252HH")).toBe(true);
      for (const n of numbers) expect(n.numberKey).toBe(n.number.toLowerCase().replace(/[\s\-./\\]+/g, ""));

      // A → B → C: the part numbered C lists B as superseded, the part numbered B (same brand) lists A.
      const superseded = numbers.filter((n) => n.kind === "superseded");
      const chain = superseded.flatMap((newer) => {
        const middle = numbers.find((n) => n.part.brand === newer.brand && n.part.partNumberKey === newer.numberKey && n.kind === "superseded" && n.partId !== newer.partId);
        return middle ? [[middle.number, middle.part.partNumber, newer.part.partNumber]] : [];
      });
      expect(chain).toContainEqual([expect.any(String), expect.any(String), "FA252HH"]);

      const interchange = groupBy(
        numbers.filter((n) => n.kind === "interchange"),
        (n) => `${n.brand}/${n.numberKey}`,
      );
      expect(new Set(interchange.get("Vesrah/vd156jl")?.map((n) => n.partId)).size).toBeGreaterThanOrEqual(2);
    });
  });
});
