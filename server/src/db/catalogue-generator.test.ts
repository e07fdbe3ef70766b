import { CATALOGUE_REFERENCE_DAY, catalogueCategories, generateParts, partsStream, type GeneratedPart } from "./catalogue-generator";
import { BRAND_COUNTRY, GS1_PREFIX } from "./catalogue-tables";
import { gtinProblem } from "../../../shared/gtin";
import { addUsBusinessDays, isUsBusinessDay } from "../../../shared/delivery-calendar";

/** As shared/part-numbers.ts compares part numbers: lower case, without spaces, dashes, dots or slashes. */
const partNumberKey = (partNumber: string) => partNumber.toLowerCase().replace(/[\s\-./\\]+/g, "");
/** The part numbers and category slugs the shop's own forms accept (shared/part-numbers.ts, shared/schemas.ts). */
const PART_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .\-/#+()]*$/;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const REQUIRED_CATEGORIES: [string, string][] = [
  ["brakes", "Brakes"],
  ["exhaust", "Exhaust"],
  ["tyres", "Tyres"],
  ["chains-and-sprockets", "Chains & sprockets"],
  ["lighting", "Lighting"],
  ["filters", "Filters"],
  ["suspension", "Suspension"],
  ["electrics", "Electrics"],
  ["controls", "Controls"],
];

describe("catalogueCategories", () => {
  const slugs = new Set(catalogueCategories.map((c) => c.slug));

  it("has at least 12 sections, including the nine of the original enum with their labels", () => {
    expect(catalogueCategories.length).toBeGreaterThanOrEqual(12);
    for (const [slug, label] of REQUIRED_CATEGORIES) {
      expect(catalogueCategories.find((c) => c.slug === slug)).toMatchObject({ slug, label, parentSlug: null });
    }
  });

  it("has unique kebab-case slugs, known parents listed before their children, and local pictures", () => {
    expect(slugs.size).toBe(catalogueCategories.length);
    catalogueCategories.forEach((c, i) => {
      expect(c.slug).toMatch(SLUG_PATTERN);
      expect(c.label.length).toBeGreaterThan(0);
      expect(c.picture).toBe(`/images/categories/${c.slug}.svg`);
      if (c.parentSlug !== null) {
        expect(slugs.has(c.parentSlug)).toBe(true);
        expect(catalogueCategories.findIndex((p) => p.slug === c.parentSlug)).toBeLessThan(i);
      }
    });
  });
});

describe("generateParts", () => {
  it("is deterministic: the same seed gives the same parts, another seed other ones", () => {
    expect(generateParts(500)).toEqual(generateParts(500));
    expect(generateParts(200, 42)).toEqual(generateParts(200, 42));
    expect(generateParts(50, 42).map((p) => p.slug)).not.toEqual(generateParts(50, 7).map((p) => p.slug));
  });

  it("gives a prefix of a longer run, and partsStream gives the same parts", () => {
    const long = generateParts(1000, 9);
    expect(generateParts(10, 9)).toEqual(long.slice(0, 10));
    expect(generateParts(333, 9)).toEqual(long.slice(0, 333));
    expect(Array.from(partsStream(1000, 9))).toEqual(long);
    expect(generateParts(0)).toEqual([]);
  });

  it("uses every category and at least 15 brands in the first 300 parts", () => {
    const parts = generateParts(300);
    const used = new Set(parts.map((p) => p.categorySlug));
    for (const c of catalogueCategories) expect(used).toContain(c.slug);
    expect(new Set(parts.map((p) => p.brand)).size).toBeGreaterThanOrEqual(15);
  });

  it("keeps every field within the shop's limits", () => {
    const slugs = new Set(catalogueCategories.map((c) => c.slug));
    const parts = generateParts(3000, 5);
    // Collected rather than asserted one by one: thousands of expect() calls are slow.
    const problems: string[] = [];
    const check = (p: GeneratedPart, ok: boolean, what: string) => {
      if (!ok) problems.push(`${p.slug}: ${what}`);
    };
    for (const p of parts) {
      check(p, slugs.has(p.categorySlug), `unknown category ${p.categorySlug}`);
      check(p, SLUG_PATTERN.test(p.slug), "slug not kebab-case");
      check(p, p.brand.length > 0 && p.brand.length <= 60, "brand length");
      check(p, PART_NUMBER_PATTERN.test(p.partNumber) && p.partNumber.length <= 60, `part number ${p.partNumber}`);
      check(p, p.name.length <= 120, `name of ${p.name.length} characters`);
      check(p, p.name.startsWith(`${p.brand} ${p.partNumber} `), "name without brand and part number");
      check(p, p.description.length > 20 && p.description.length <= 2000, "description length");
      // One to three sentences (a full stop followed by a space or the end closes one).
      const sentences = p.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
      check(p, sentences >= 1 && sentences <= 3, `${sentences} sentences`);
      check(p, p.specs.length >= 2 && p.specs.length <= 6, `${p.specs.length} specs`);
      check(p, new Set(p.specs.map((s) => s.name.toLowerCase())).size === p.specs.length, "a spec name twice");
      for (const s of p.specs) {
        check(p, s.name.length > 0 && s.name.length <= 40 && s.value.length > 0 && s.value.length <= 120, `spec ${s.name}`);
      }
      check(p, Number.isInteger(p.priceCents) && p.priceCents > 0 && p.priceCents <= 150_000, `price ${p.priceCents}`);
      check(p, Number.isInteger(p.minQuantity) && p.minQuantity >= 1, `minimum ${p.minQuantity}`);
      check(p, Number.isInteger(p.availableQuantity) && p.availableQuantity >= 0 && p.availableQuantity <= 300, `stock ${p.availableQuantity}`);
      check(p, p.weightKg > 0 && Math.round(p.weightKg * 1000) / 1000 === p.weightKg, `weight ${p.weightKg}`);
      check(p, /^\d{4}\.\d{2}$/.test(p.hsCode), `HS code ${p.hsCode}`);
      check(p, /^[A-Z]{2}$/.test(p.countryOfOrigin), `country ${p.countryOfOrigin}`);
      check(p, p.images.length >= 1 && p.images.length <= 2, `${p.images.length} images`);
      check(p, p.images[0] === `/images/categories/${p.categorySlug}.svg`, `first image ${p.images[0]}`);
      for (const image of p.images) check(p, /^\/images\/[a-z0-9/-]+\.svg$/.test(image), `image ${image}`);
    }
    expect(problems).toEqual([]);
    const text = JSON.stringify(parts);
    expect(text).not.toMatch(/https?:|www\.|lorem|ipsum/i);
    // No emoji or other pictographs.
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("sells a few parts in sets and leaves about 5% sold out", () => {
    const parts = generateParts(4000);
    expect(parts.some((p) => p.minQuantity > 1)).toBe(true);
    expect(parts.filter((p) => p.minQuantity === 1).length).toBeGreaterThan(parts.length * 0.8);
    const soldOut = parts.filter((p) => p.availableQuantity < p.minQuantity).length / parts.length;
    expect(soldOut).toBeGreaterThan(0.02);
    expect(soldOut).toBeLessThan(0.08);
  });

  it("gives about 60% of parts a GTIN with a valid check digit: a UPC-A for a US brand, an EAN-13 of its country's GS1 prefix for the others", () => {
    const parts = generateParts(4000);
    const withGtin = parts.filter((p) => p.gtin !== null);
    expect(withGtin.length / parts.length).toBeGreaterThan(0.55);
    expect(withGtin.length / parts.length).toBeLessThan(0.65);
    const problems: string[] = [];
    const starts = new Map<string, Set<string>>();
    for (const p of withGtin) {
      const gtin = p.gtin!;
      const problem = gtinProblem(gtin);
      if (problem) problems.push(`${p.slug}: ${problem}`);
      const country = BRAND_COUNTRY[p.brand];
      const ok = country === "US" ? gtin.length === 12 && gtin.startsWith("0") : gtin.length === 13 && gtin.startsWith(GS1_PREFIX[country]);
      if (!ok) problems.push(`${p.slug}: ${gtin} for a brand of ${country}`);
      // A brand's numbers share its company prefix, as a real brand's do.
      starts.set(p.brand, (starts.get(p.brand) ?? new Set()).add(gtin.slice(0, country === "US" ? 5 : 6)));
    }
    expect(problems).toEqual([]);
    for (const [brand, prefixes] of starts) expect([brand, prefixes.size]).toEqual([brand, 1]);
    expect(withGtin.some((p) => p.gtin!.length === 12) && withGtin.some((p) => p.gtin!.length === 13)).toBe(true);
  });

  it("gives most sold-out parts a lead time of 5 to 25 business days and some a restock date from the reference day, and no part in stock either", () => {
    const parts = generateParts(4000);
    const soldOut = parts.filter((p) => p.availableQuantity < p.minQuantity);
    const inStock = parts.filter((p) => p.availableQuantity >= p.minQuantity);
    expect(inStock.every((p) => p.leadTimeDays === null && p.restockDate === null)).toBe(true);
    const leadTimes = soldOut.flatMap((p) => (p.leadTimeDays === null ? [] : [p.leadTimeDays]));
    expect(leadTimes.length / soldOut.length).toBeGreaterThan(0.5);
    expect(leadTimes.length / soldOut.length).toBeLessThan(0.9);
    expect(leadTimes.every((d) => Number.isInteger(d) && d >= 5 && d <= 25)).toBe(true);
    const dates = soldOut.flatMap((p) => (p.restockDate === null ? [] : [p.restockDate]));
    expect(dates.length).toBeGreaterThan(soldOut.length * 0.15);
    expect(dates.length).toBeLessThan(soldOut.length * 0.45);
    // US business days, from three to thirty of them (six weeks at most) after the reference day.
    const within = (day: string, from: string) => isUsBusinessDay(day) && day >= addUsBusinessDays(from, 3) && day <= addUsBusinessDays(from, 30);
    expect(dates.filter((day) => !within(day, CATALOGUE_REFERENCE_DAY))).toEqual([]);

    // Another reference day moves the dates and nothing else.
    const later = generateParts(4000, 1, "2027-03-01");
    expect(later.map(({ restockDate: _, ...p }) => p)).toEqual(parts.map(({ restockDate: _, ...p }) => p));
    const laterDates = later.flatMap((p) => (p.restockDate === null ? [] : [p.restockDate]));
    expect(laterDates).toHaveLength(dates.length);
    expect(laterDates.filter((day) => !within(day, "2027-03-01"))).toEqual([]);
  });

  it("prices and describes the kinds of part realistically", () => {
    const parts = generateParts(3000);
    const ofKind = (test: (p: GeneratedPart) => boolean) => {
      const found = parts.filter(test);
      expect(found.length).toBeGreaterThan(0);
      return found;
    };
    for (const p of ofKind((p) => p.name.endsWith("Brake Pads"))) {
      expect(p.priceCents).toBeGreaterThanOrEqual(2_500);
      expect(p.priceCents).toBeLessThanOrEqual(7_000);
      expect(p.specs.map((s) => s.name)).toContain("Compound");
    }
    for (const p of ofKind((p) => p.name.includes("Drive Chain"))) {
      expect(p.priceCents).toBeGreaterThanOrEqual(6_000);
      expect(p.priceCents).toBeLessThanOrEqual(25_000);
      expect(p.hsCode).toBe("7315.11");
      const links = p.specs.find((s) => s.name === "Links")?.value;
      expect(p.name).toContain(`${links} Links`);
    }
    for (const p of ofKind((p) => p.name.includes("Spark Plug"))) {
      expect(p.priceCents).toBeGreaterThanOrEqual(600);
      expect(p.priceCents).toBeLessThanOrEqual(2_000);
      expect(p.minQuantity).toBeGreaterThanOrEqual(2);
      expect(p.hsCode).toBe("8511.10");
    }
    for (const p of ofKind((p) => p.categorySlug === "exhaust" && !p.name.includes("Gasket"))) {
      expect(p.priceCents).toBeGreaterThanOrEqual(30_000);
      expect(p.priceCents).toBeLessThanOrEqual(150_000);
    }
    for (const p of ofKind((p) => p.categorySlug === "tyres")) expect(p.hsCode).toBe("4011.40");
    for (const p of ofKind((p) => p.brand === "Brembo")) expect(p.countryOfOrigin).toBe("IT");
    for (const p of ofKind((p) => p.brand === "NGK")) expect(p.countryOfOrigin).toBe("JP");
    for (const p of ofKind((p) => p.brand === "EBC")) expect(p.countryOfOrigin).toBe("GB");
  });

  it("keeps slugs, names, each brand's part numbers and GTINs unique over 100,000 parts", () => {
    const slugs = new Set<string>();
    const names = new Set<string>();
    const partNumbers = new Set<string>();
    const gtins = new Set<string>();
    let withGtin = 0;
    let count = 0;
    for (const p of partsStream(100_000)) {
      slugs.add(p.slug);
      names.add(p.name);
      if (p.gtin !== null) {
        gtins.add(p.gtin);
        withGtin++;
      }
      // The catalogue's key: a brand's part number, compared as the database compares it.
      partNumbers.add(`${p.brand}\u0000${partNumberKey(p.partNumber)}`);
      count++;
    }
    expect(count).toBe(100_000);
    expect(slugs.size).toBe(count);
    expect(names.size).toBe(count);
    expect(partNumbers.size).toBe(count);
    // One part per GTIN, as the database's unique index asks.
    expect(gtins.size).toBe(withGtin);
    expect(withGtin).toBeGreaterThan(count * 0.55);
  });
});
