import { MARKETS, POSITIONS, VEHICLE_TYPES, lookupKey, vehicleSlug } from "../../../shared/vehicles";
import { partNumberKey } from "../../../shared/part-numbers";
import { generateParts } from "./catalogue-generator";
import { UNIVERSAL_KINDS, countFitmentPairs, fitmentOf, fitmentPairs, fitmentStream, generateVehicles, olderNumber, partKind, rangeVehicles } from "./fitment-generator";
import { VEHICLE_MODELS } from "./vehicle-data";

const SAMPLE = 2_000;
const parts = generateParts(SAMPLE);
const fitments = parts.map((p, i) => fitmentOf(i, 1, p));
const share = (test: (f: (typeof fitments)[number]) => boolean) => fitments.filter(test).length / SAMPLE;

describe("vehicle data", () => {
  const vehicles = generateVehicles();

  it("holds 120 models and more of 10 makes and more, expanding to 5,000 vehicles and more", () => {
    expect(VEHICLE_MODELS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(VEHICLE_MODELS.map((m) => m.make)).size).toBeGreaterThanOrEqual(10);
    expect(vehicles.length).toBeGreaterThanOrEqual(5_000);
    expect(new Set(vehicles.map((v) => v.type))).toEqual(new Set(VEHICLE_TYPES));
  });

  it("makes valid, unique rows in a fixed order", () => {
    expect(generateVehicles()).toEqual(vehicles);
    const keys = new Set(vehicles.map((v) => `${v.makeSlug}/${v.modelSlug}/${v.year}/${v.variant}/${v.market}`));
    expect(keys.size).toBe(vehicles.length);
    for (const v of vehicles) {
      expect(v.makeSlug).toBe(vehicleSlug(v.make));
      expect(v.modelSlug).toBe(vehicleSlug(v.model));
      expect(v.searchKey).toBe(lookupKey(v.make + v.model + v.variant));
      expect(MARKETS).toContain(v.market);
      expect(v.year).toBeGreaterThanOrEqual(2000);
      expect(v.year).toBeLessThanOrEqual(2025);
    }
  });

  it("has the bikes the demo, the tests and the browser journey name", () => {
    const has = (make: string, model: string, year: number, variant = "", market = "US") =>
      vehicles.some((v) => v.make === make && v.model === model && v.year === year && v.variant === variant && v.market === market);
    expect(has("Yamaha", "MT-07", 2019)).toBe(true);
    expect(has("Yamaha", "MT-07", 2019, "ABS")).toBe(true);
    expect(has("Yamaha", "MT-07", 2015)).toBe(false); // The MT-07 came to the US in 2018; before, it was the FZ-07.
    expect(has("Yamaha", "MT-07", 2015, "", "EU")).toBe(true);
    expect(has("Yamaha", "FZ-07", 2016)).toBe(true);
    expect(has("Honda", "CRF300L", 2021)).toBe(true);
    expect(has("Kawasaki", "Ninja 400", 2020)).toBe(true);
    expect(has("BMW", "R 1250 GS", 2021)).toBe(true);
    expect(has("BMW", "R 1250 GS", 2021, "Adventure")).toBe(true);
  });
});

describe("fitmentOf", () => {
  it("is deterministic, and the fitment of a prefix is the prefix of the fitment", () => {
    const again = generateParts(300).map((p, i) => fitmentOf(i, 1, p));
    expect(again).toEqual(fitments.slice(0, 300));
    const streamed = [...fitmentStream(100, 150)];
    expect(streamed.map((s) => s.index)).toEqual(Array.from({ length: 50 }, (_, i) => 100 + i));
    expect(streamed.map((s) => s.fitment)).toEqual(fitments.slice(100, 150));
    expect(generateParts(300, 2).map((p, i) => fitmentOf(i, 2, p))).not.toEqual(again);
  });

  it("reads a kind for every generated part", () => {
    for (const p of parts) expect(typeof partKind(p)).toBe("string");
  });

  it("meets the catalogue's shares: ranges, universal, unknown, OEM, superseded and interchange numbers", () => {
    expect(share((f) => f.ranges.length > 0)).toBeGreaterThan(0.7);
    expect(share((f) => f.ranges.length > 0)).toBeLessThan(0.8);
    expect(share((f) => f.universal)).toBeGreaterThan(0.06);
    expect(share((f) => f.universal)).toBeLessThan(0.1);
    expect(share((f) => !f.universal && f.ranges.length === 0)).toBeGreaterThan(0.12);
    expect(share((f) => f.numbers.some((n) => n.kind === "oem"))).toBeGreaterThan(0.35);
    expect(share((f) => f.numbers.some((n) => n.kind === "oem"))).toBeLessThan(0.45);
    expect(share((f) => f.numbers.some((n) => n.kind === "superseded"))).toBeGreaterThan(0.07);
    expect(share((f) => f.numbers.some((n) => n.kind === "superseded"))).toBeLessThan(0.13);
    expect(share((f) => f.numbers.some((n) => n.kind === "interchange"))).toBeGreaterThan(0.12);
    expect(share((f) => f.numbers.some((n) => n.kind === "interchange"))).toBeLessThan(0.18);
  });

  it("makes only the universal kinds universal, with no ranges", () => {
    parts.forEach((p, i) => {
      expect(fitments[i].universal).toBe(UNIVERSAL_KINDS.includes(partKind(p)));
      if (fitments[i].universal) expect(fitments[i].ranges).toEqual([]);
    });
  });

  it("names only models of the vehicle data, within their years, each range fitting some bike, none twice", () => {
    const spans = new Map<string, { from: number; to: number }[]>();
    for (const m of VEHICLE_MODELS) {
      const key = `${vehicleSlug(m.make)}/${vehicleSlug(m.model)}`;
      spans.set(key, [...(spans.get(key) ?? []), m]);
    }
    for (const f of fitments) {
      const keys = new Set<string>();
      for (const r of f.ranges) {
        expect(spans.get(`${r.makeSlug}/${r.modelSlug}`)?.some((s) => s.from <= r.yearFrom && r.yearTo <= s.to)).toBe(true);
        expect(r.yearFrom).toBeLessThanOrEqual(r.yearTo);
        if (r.position !== null) expect(POSITIONS).toContain(r.position);
        if (r.market !== null) expect(MARKETS).toContain(r.market);
        expect(rangeVehicles(r).length).toBeGreaterThan(0);
        const key = JSON.stringify([r.makeSlug, r.modelSlug, r.yearFrom, r.yearTo, r.variant, r.market, r.position]);
        expect(keys.has(key)).toBe(false);
        keys.add(key);
      }
    }
  });

  it("fits realistic bikes: brake parts name their position, chains fit chain-driven bikes of their pitch, parts for a make fit that make", () => {
    parts.forEach((p, i) => {
      const f = fitments[i];
      if (p.categorySlug === "brake-pads") for (const r of f.ranges) expect(r.position).toBe(p.specs.find((s) => s.name === "Position")!.value.toLowerCase());
      if (partKind(p) === "chains") {
        for (const r of f.ranges) {
          const m = VEHICLE_MODELS.find((v) => vehicleSlug(v.make) === r.makeSlug && vehicleSlug(v.model) === r.modelSlug)!;
          expect(m.drive).toBe("chain");
        }
      }
      const make = / for (Honda|Yamaha|Kawasaki|Suzuki|BMW|Ducati|Triumph|KTM)$/.exec(p.name)?.[1];
      if (make) for (const r of f.ranges) expect(r.makeSlug).toBe(vehicleSlug(make));
    });
  });

  it("writes numbers with their keys, OEM numbers under the bike maker's name, superseded ones under the part's brand", () => {
    const makes = new Set(VEHICLE_MODELS.map((m) => m.make));
    parts.forEach((p, i) => {
      for (const n of fitments[i].numbers) {
        expect(n.numberKey).toBe(partNumberKey(n.number));
        expect(n.number).toMatch(/^[A-Za-z0-9][A-Za-z0-9 .\-/#+()]*$/);
        if (n.kind === "oem") expect(makes.has(n.brand)).toBe(true);
        if (n.kind === "superseded") expect(n.brand).toBe(p.brand);
        if (n.kind === "superseded") expect(n.numberKey).not.toBe(partNumberKey(p.partNumber));
        if (n.kind === "interchange") expect(n.brand).not.toBe(p.brand);
      }
    });
    expect(fitments.flatMap((f) => f.numbers).some((n) => n.kind === "oem" && /^\d[A-Z]{2}-W0045-\d\d$/.test(n.number))).toBe(true);
    expect(olderNumber("FA252HH", 3)).toBe("FA249HH");
    expect(olderNumber("06455-MFJ-D01", 2)).toBe("06455-MFJ-D03");
  });

  it("shares some interchange numbers between parts, so interchangeable parts link up", () => {
    const holders = new Map<string, Set<number>>();
    fitments.forEach((f, i) => {
      for (const n of f.numbers.filter((x) => x.kind === "interchange")) holders.set(`${n.brand}/${n.numberKey}`, (holders.get(`${n.brand}/${n.numberKey}`) ?? new Set()).add(i));
    });
    const shared = [...holders.values()].filter((h) => h.size >= 2);
    expect(shared.length).toBeGreaterThanOrEqual(10);
    // Groups stay small: one shape's parts, not the whole catalogue.
    expect(Math.max(...shared.map((h) => h.size))).toBeLessThanOrEqual(20);
  });

  it("expands to enough part–vehicle pairs for the benchmark: 1,000,000 and more at 100,000 parts", () => {
    const pairs = fitments.reduce((n, f) => n + fitmentPairs(f), 0);
    expect(countFitmentPairs(200)).toBe(fitments.slice(0, 200).reduce((n, f) => n + fitmentPairs(f), 0));
    // The per-part average of a 2,000-part sample, times 100,000: at least 10 bikes per part.
    expect((pairs / SAMPLE) * 100_000).toBeGreaterThanOrEqual(1_000_000);
  });
});
