import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { lookupKey, vehicleSlug } from "../../../../shared/vehicles";
import { partNumberKey } from "../../../../shared/part-numbers";

/** Fitment, part numbers and the garage (ADR 0023), through GraphQL and REST. */

interface BikeSpec {
  make: string;
  model: string;
  year: number;
  variant?: string;
  market?: string;
  engineCc?: number;
  type?: string;
}

const FIT = `query($p: ID!, $v: ID!) { part(id: $p) { fitsVehicle(vehicleId: $v) { status notes positions vehicle { name } } } }`;
const SET_FITMENT = `mutation($p: ID!, $input: PartFitmentInput!) { setPartFitment(partId: $p, input: $input) { id universalFit fitment { make model yearFrom yearTo variant market position notes } } }`;
const SET_NUMBERS = `mutation($p: ID!, $n: [PartNumberInput!]!) { setPartNumbers(partId: $p, numbers: $n) { id partNumbers { brand number kind } } }`;
const GARAGE_FIELDS = "active vehicle { id name }";

describe("fitment", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  const adminEmail = uniqueEmail("fitment-admin");
  const bikes: Record<string, string> = {};

  /** Bikes are catalogue data: written as the vehicles import writes them. */
  async function addBike(key: string, b: BikeSpec): Promise<string> {
    const row = await shop.prisma.vehicle.create({
      data: {
        make: b.make,
        model: b.model,
        makeSlug: vehicleSlug(b.make),
        modelSlug: vehicleSlug(b.model),
        year: b.year,
        variant: b.variant ?? "",
        market: b.market ?? "US",
        engineCc: b.engineCc ?? 689,
        type: b.type ?? "street",
        searchKey: lookupKey(`${b.make}${b.model}${b.variant ?? ""}`),
      },
    });
    bikes[key] = row.id;
    return row.id;
  }

  let parts = 0;
  async function addPart(fields: { name?: string; brand?: string; partNumber?: string; category?: string } = {}): Promise<string> {
    parts += 1;
    const category = fields.category ? await shop.prisma.category.findUnique({ where: { slug: fields.category } }) : null;
    const part = await shop.prisma.part.create({
      data: {
        name: fields.name ?? `Fitment test part ${parts}`,
        description: "A part for the fitment tests.",
        picture: "/images/parts/iridium-spark-plug.svg",
        priceCents: 1000 + parts,
        minQuantity: 1,
        availableQuantity: 10,
        addedByEmail: adminEmail,
        brand: fields.brand ?? null,
        partNumber: fields.partNumber ?? null,
        partNumberKey: fields.partNumber ? partNumberKey(fields.partNumber) : null,
        categoryId: category?.id ?? null,
      },
    });
    return part.id;
  }

  async function setFitment(partId: string, input: Record<string, unknown>) {
    return shop.graphql(SET_FITMENT, { p: partId, input }, admin.token);
  }
  async function fit(partId: string, bike: string) {
    const res = await shop.graphql(FIT, { p: partId, v: bikes[bike] });
    expect(res.errors).toBeUndefined();
    return res.data!.part.fitsVehicle as { status: string; notes: string[]; positions: string[]; vehicle: { name: string } };
  }

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail });
    for (const year of [2017, 2018, 2019, 2020, 2021, 2022]) await addBike(`mt07-${year}`, { make: "Yamaha", model: "MT-07", year });
    await addBike("mt07-2019-abs", { make: "Yamaha", model: "MT-07", year: 2019, variant: "ABS" });
    await addBike("mt07-2019-eu", { make: "Yamaha", model: "MT-07", year: 2019, market: "EU" });
    await addBike("crf300l-2021", { make: "Honda", model: "CRF300L", year: 2021, engineCc: 286, type: "dual-sport" });
    await addBike("ninja400-2020", { make: "Kawasaki", model: "Ninja 400", year: 2020, engineCc: 399 });
    await addBike("harley-2020", { make: "Harley-Davidson", model: "Street Glide", year: 2020, engineCc: 1868 });
  });
  afterAll(() => shop.close());

  describe("bikes", () => {
    it("cascades make → model → year → variant, each step in one statement", async () => {
      shop.queries.length = 0;
      const makes = await shop.graphql(`{ vehicleMakes { name slug } }`);
      expect(makes.data!.vehicleMakes).toEqual([
        { name: "Harley-Davidson", slug: "harley-davidson" },
        { name: "Honda", slug: "honda" },
        { name: "Kawasaki", slug: "kawasaki" },
        { name: "Yamaha", slug: "yamaha" },
      ]);
      expect(shop.queries).toHaveLength(1);
      const models = await shop.graphql(`{ vehicleModels(make: "yamaha") { name slug type firstYear lastYear } }`);
      expect(models.data!.vehicleModels).toEqual([{ name: "MT-07", slug: "mt-07", type: "STREET", firstYear: 2017, lastYear: 2022 }]);
      const years = await shop.graphql(`{ vehicleYears(make: "Yamaha", model: "MT-07") }`);
      expect(years.data!.vehicleYears).toEqual([2022, 2021, 2020, 2019, 2018, 2017]);
      const variants = await shop.graphql(`{ vehicleVariants(make: "yamaha", model: "mt-07", year: 2019) { name variant market } }`);
      expect(variants.data!.vehicleVariants).toEqual([
        { name: "2019 Yamaha MT-07", variant: null, market: "US" },
        { name: "2019 Yamaha MT-07 (EU)", variant: null, market: "EU" },
        { name: "2019 Yamaha MT-07 ABS", variant: "ABS", market: "US" },
      ]);
      expect(shop.queries).toHaveLength(4);
      expect((await shop.graphql(`{ vehicleModels(make: "no-such-make") { slug } }`)).data!.vehicleModels).toEqual([]);
    });

    it("finds a bike by what a rider types: mt07 2019, any spacing or dashes", async () => {
      const names = async (query: string) =>
        ((await shop.graphql(`query($q: String!) { findVehicles(query: $q) { name } }`, { q: query })).data!.findVehicles as { name: string }[]).map((v) => v.name);
      expect(await names("mt07 2019")).toEqual(["2019 Yamaha MT-07", "2019 Yamaha MT-07 (EU)", "2019 Yamaha MT-07 ABS"]);
      expect(await names("MT-07 abs 19")).toEqual(["2019 Yamaha MT-07 ABS"]);
      expect(await names("ninja 400")).toEqual(["2020 Kawasaki Ninja 400"]);
      expect(await names("harley street")).toEqual(["2020 Harley-Davidson Street Glide"]);
      // Two digits are a year or part of the model: "mt 07" is the MT-07.
      expect(await names("mt 07 2019")).toEqual(["2019 Yamaha MT-07", "2019 Yamaha MT-07 (EU)", "2019 Yamaha MT-07 ABS"]);
      expect(await names("%")).toEqual([]);
      expect(await names("vespa")).toEqual([]);
      const long = await shop.graphql(`query($q: String!) { findVehicles(query: $q) { name } }`, { q: "x".repeat(61) });
      expect(long.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    });

    it("answers a bike page by slugs, and NOT_FOUND for a bike the shop does not know", async () => {
      // As the bike page asks for it: its variants' every field, within the query cost (only the root list of every bike weighs more).
      const page = await shop.graphql(
        `{ bike(make: "yamaha", model: "mt-07", year: 2019) { make model makeSlug modelSlug year vehicles { id make model makeSlug modelSlug year variant market engineCc type name } } }`,
      );
      expect(page.errors).toBeUndefined();
      expect(page.data!.bike).toMatchObject({ make: "Yamaha", model: "MT-07", year: 2019 });
      expect(page.data!.bike.vehicles[0].name).toBe("2019 Yamaha MT-07");
      const none = await shop.graphql(`{ bike(make: "yamaha", model: "mt-07", year: 1999) { year } }`);
      expect(none.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      const absurd = await shop.graphql(`{ bike(make: "yamaha", model: "mt-07", year: 40000) { year } }`);
      expect(absurd.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
      const rest = await fetch(`${shop.url}/vehicles?make=yamaha&model=mt-07&year=40000`);
      expect(rest.status).toBe(400);
    });
  });

  describe("the five answers", () => {
    it("fits from the first year of a range to the last, and not a year outside it", async () => {
      const part = await addPart();
      const res = await setFitment(part, { universal: false, ranges: [{ make: "Yamaha", model: "MT-07", yearFrom: 2018, yearTo: 2021, position: "FRONT" }] });
      expect(res.errors).toBeUndefined();
      expect(res.data!.setPartFitment.fitment).toEqual([
        { make: "Yamaha", model: "MT-07", yearFrom: 2018, yearTo: 2021, variant: null, market: null, position: "FRONT", notes: null },
      ]);
      expect(await fit(part, "mt07-2018")).toEqual({ status: "FITS", notes: [], positions: ["FRONT"], vehicle: { name: "2018 Yamaha MT-07" } });
      expect((await fit(part, "mt07-2021")).status).toBe("FITS");
      expect((await fit(part, "mt07-2017")).status).toBe("DOES_NOT_FIT");
      expect((await fit(part, "mt07-2022")).status).toBe("DOES_NOT_FIT");
      // A range with no variant or market covers them all.
      expect((await fit(part, "mt07-2019-abs")).status).toBe("FITS");
      expect((await fit(part, "mt07-2019-eu")).status).toBe("FITS");
      expect((await fit(part, "ninja400-2020")).status).toBe("DOES_NOT_FIT");
    });

    it("keeps a range with a variant or a market to those bikes", async () => {
      const abs = await addPart();
      await setFitment(abs, { universal: false, ranges: [{ make: "yamaha", model: "mt-07", yearFrom: 2019, yearTo: 2019, variant: "abs" }] });
      expect((await fit(abs, "mt07-2019-abs")).status).toBe("FITS");
      expect((await fit(abs, "mt07-2019")).status).toBe("DOES_NOT_FIT");
      const eu = await addPart();
      await setFitment(eu, { universal: false, ranges: [{ make: "Yamaha", model: "MT-07", yearFrom: 2019, yearTo: 2020, market: "eu" }] });
      expect((await fit(eu, "mt07-2019-eu")).status).toBe("FITS");
      expect((await fit(eu, "mt07-2019")).status).toBe("DOES_NOT_FIT");
    });

    it("fits with a note only when every range naming the bike has one; universal; unknown", async () => {
      const noted = await addPart();
      await setFitment(noted, {
        universal: false,
        ranges: [
          { make: "Yamaha", model: "MT-07", yearFrom: 2019, yearTo: 2020, notes: "requires adapter kit 1234", position: "REAR" },
          { make: "Yamaha", model: "MT-07", yearFrom: 2020, yearTo: 2021 },
        ],
      });
      expect(await fit(noted, "mt07-2019")).toMatchObject({ status: "FITS_WITH_NOTE", notes: ["requires adapter kit 1234"], positions: ["REAR"] });
      expect((await fit(noted, "mt07-2020")).status).toBe("FITS");

      const universal = await addPart();
      const res = await setFitment(universal, { universal: true, ranges: [] });
      expect(res.data!.setPartFitment).toMatchObject({ universalFit: true, fitment: [] });
      expect((await fit(universal, "harley-2020")).status).toBe("UNIVERSAL");

      const unknown = await addPart();
      expect((await fit(unknown, "crf300l-2021")).status).toBe("UNKNOWN");
    });

    it("answers the cards of a page with one statement per bike", async () => {
      const ids = [await addPart(), await addPart(), await addPart()];
      await setFitment(ids[0], { universal: false, ranges: [{ make: "Honda", model: "CRF300L", yearFrom: 2021, yearTo: 2021 }] });
      shop.queries.length = 0;
      const res = await shop.graphql(`query($p: ID!, $v: ID!) { a: part(id: $p) { fitsVehicle(vehicleId: $v) { status } } }`, { p: ids[0], v: bikes["crf300l-2021"] });
      expect(res.data!.a.fitsVehicle.status).toBe("FITS");
      const many = await shop.graphql(`query($v: ID!) { parts(first: 20) { edges { node { id fitsVehicle(vehicleId: $v) { status } } } } }`, { v: bikes["crf300l-2021"] });
      expect(many.errors).toBeUndefined();
      const statements = shop.queries.filter((q) => /fitments/.test(q));
      // One for the single part, one for the whole page.
      expect(statements).toHaveLength(2);

      // A search narrowed to the bike, its cards with their badges: the bike is read once, and the badges
      // come with the search's own statement (then the shown parts by id): three statements in all.
      shop.queries.length = 0;
      const found = await shop.graphql(`query($v: ID!) { searchParts(filter: { fitsVehicle: $v }, first: 50) { edges { node { id fitsVehicle(vehicleId: $v) { status } } } } }`, {
        v: bikes["crf300l-2021"],
      });
      expect(found.errors).toBeUndefined();
      const cards = (found.data!.searchParts.edges as { node: { id: string; fitsVehicle: { status: string } } }[]).map((e) => e.node);
      expect(cards).toContainEqual({ id: ids[0], fitsVehicle: { status: "FITS" } });
      for (const card of cards) expect(["FITS", "FITS_WITH_NOTE", "UNIVERSAL"]).toContain(card.fitsVehicle.status);
      expect(shop.queries.filter((q) => /"vehicles"/.test(q))).toHaveLength(1);
      expect(shop.queries.filter((q) => /fitments/.test(q))).toHaveLength(1);
      expect(shop.queries).toHaveLength(3);

      // Badges for another bike than the one searched with are read apart, and answer for that bike.
      shop.queries.length = 0;
      const other = await shop.graphql(
        `query($v: ID!, $w: ID!) { searchParts(filter: { fitsVehicle: $v }, first: 50) { edges { node { id fitsVehicle(vehicleId: $w) { status } } } } }`,
        { v: bikes["crf300l-2021"], w: bikes["mt07-2019"] },
      );
      expect(other.errors).toBeUndefined();
      expect((other.data!.searchParts.edges as { node: { id: string; fitsVehicle: { status: string } } }[]).find((e) => e.node.id === ids[0])!.node.fitsVehicle.status).toBe("DOES_NOT_FIT");
      expect(shop.queries.filter((q) => /fitments/.test(q))).toHaveLength(2);
    });

    it("refuses ranges of unknown bikes or years the model was not sold in, naming each, and writes nothing", async () => {
      const part = await addPart();
      await setFitment(part, { universal: false, ranges: [{ make: "Yamaha", model: "MT-07", yearFrom: 2019, yearTo: 2019 }] });
      const res = await setFitment(part, {
        universal: false,
        ranges: [
          { make: "Yamaha", model: "MT-07", yearFrom: 2018, yearTo: 2018 },
          { make: "Yamaha", model: "MT-09", yearFrom: 2018, yearTo: 2020 },
          { make: "Yamaha", model: "MT-07", yearFrom: 2000, yearTo: 2005 },
        ],
      });
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: [
          { field: "input.ranges.1.model", message: "The shop knows no Yamaha MT-09: add the bike first." },
          { field: "input.ranges.2.yearFrom", message: "The Yamaha MT-07 was sold from 2017 to 2022." },
        ],
      });
      const backwards = await setFitment(part, { universal: false, ranges: [{ make: "Yamaha", model: "MT-07", yearFrom: 2021, yearTo: 2019 }] });
      expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "input.ranges.0.yearTo" });
      const both = await setFitment(part, { universal: true, ranges: [{ make: "Yamaha", model: "MT-07", yearFrom: 2019, yearTo: 2019 }] });
      expect(both.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect((await fit(part, "mt07-2019")).status).toBe("FITS");
      expect((await fit(part, "mt07-2018")).status).toBe("DOES_NOT_FIT");
    });

    it("keeps a variant as the bikes spell it, and refuses one no bike of the model has", async () => {
      const part = await addPart();
      const typo = await setFitment(part, { universal: false, ranges: [{ make: "Yamaha", model: "MT-07", yearFrom: 2019, yearTo: 2019, variant: "ASB" }] });
      expect(typo.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: [{ field: "input.ranges.0.variant", message: 'No Yamaha MT-07 has the variant "ASB": its bikes have ABS. Leave the variant empty for every one.' }],
      });
      expect((await fit(part, "mt07-2019-abs")).status).toBe("UNKNOWN");

      const lower = await setFitment(part, { universal: false, ranges: [{ make: "Yamaha", model: "MT-07", yearFrom: 2019, yearTo: 2019, variant: "abs" }] });
      expect(lower.errors).toBeUndefined();
      expect(await shop.prisma.fitment.findMany({ where: { partId: part }, select: { variant: true } })).toEqual([{ variant: "ABS" }]);
      expect((await fit(part, "mt07-2019-abs")).status).toBe("FITS");
      expect((await fit(part, "mt07-2019")).status).toBe("DOES_NOT_FIT");
    });
  });

  describe("part numbers", () => {
    it("follows a supersession chain to the newest part, and lists the whole chain on it", async () => {
      const older = await addPart({ name: "Clutch cable (old)", brand: "Motion Pro", partNumber: "05-0180" });
      const newer = await addPart({ name: "Clutch cable", brand: "Motion Pro", partNumber: "05-0181B" });
      expect((await shop.graphql(SET_NUMBERS, { p: older, n: [{ kind: "SUPERSEDED", brand: "Motion Pro", number: "05-0179" }] }, admin.token)).errors).toBeUndefined();
      await shop.graphql(SET_NUMBERS, { p: newer, n: [{ kind: "SUPERSEDED", brand: "Motion Pro", number: "05 0180" }] }, admin.token);

      const page = await shop.graphql(`query($p: ID!) { part(id: $p) { partNumbers { brand number kind } supersededBy { id } } }`, { p: newer });
      expect(page.data!.part.partNumbers).toEqual([
        { brand: "Motion Pro", number: "05-0181B", kind: "MANUFACTURER" },
        { brand: "Motion Pro", number: "05 0180", kind: "SUPERSEDED" },
        { brand: "Motion Pro", number: "05-0179", kind: "SUPERSEDED" },
      ]);
      expect(page.data!.part.supersededBy).toBeNull();
      const old = await shop.graphql(`query($p: ID!) { part(id: $p) { supersededBy { id name } } }`, { p: older });
      expect(old.data!.part.supersededBy).toEqual({ id: newer, name: "Clutch cable" });
      // What the part itself records, as the admin's editor replaces it: not the chain found through others.
      const recorded = await shop.graphql(`query($p: ID!) { part(id: $p) { otherNumbers { brand number kind } } }`, { p: newer });
      expect(recorded.data!.part.otherNumbers).toEqual([{ brand: "Motion Pro", number: "05 0180", kind: "SUPERSEDED" }]);

      // The oldest number, written any way, finds both; the newest ranks with the exact match.
      for (const q of ["05-0179", "050179", "05 01 79"]) {
        const found = await shop.graphql(`query($q: String!) { searchParts(query: $q) { edges { node { id } } } }`, { q });
        expect((found.data!.searchParts.edges as { node: { id: string } }[]).map((e) => e.node.id).sort()).toEqual([older, newer].sort());
      }

      // A list's cards follow their chains together: one statement for every card's chain.
      shop.queries.length = 0;
      const cards = await shop.graphql(`{ searchParts(query: "05-0179") { edges { node { id supersededBy { id } } } } }`);
      const answers = new Map((cards.data!.searchParts.edges as { node: { id: string; supersededBy: { id: string } | null } }[]).map((e) => [e.node.id, e.node.supersededBy?.id ?? null]));
      expect(answers).toEqual(new Map([[older, newer], [newer, null]]));
      expect(shop.queries.filter((q) => /RECURSIVE newer/.test(q))).toHaveLength(1);
    });

    it("finds a part by its OEM numbers in any case, spacing or dashes", async () => {
      const pads = await addPart({ name: "Sintered brake pads", brand: "EBC", partNumber: "FA252HH" });
      await shop.graphql(SET_NUMBERS, { p: pads, n: [{ kind: "OEM", brand: "Yamaha", number: "1WS-W0045-00" }] }, admin.token);
      for (const q of ["1WS-W0045-00", "1ws w0045 00", "1wsw004500"]) {
        const found = await shop.graphql(`query($q: String!) { searchParts(query: $q) { totalCount edges { node { id } } } }`, { q });
        expect(found.data!.searchParts.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(pads);
      }
    });

    it("lists interchanges both ways and through other parts", async () => {
      const ebc = await addPart({ name: "Brake pads EBC", brand: "EBC", partNumber: "FA196HH" });
      const sbs = await addPart({ name: "Brake pads SBS", brand: "SBS", partNumber: "634HS" });
      const vesrah = await addPart({ name: "Brake pads Vesrah", brand: "Vesrah", partNumber: "VD-156JL" });
      // EBC lists SBS; Vesrah lists SBS too: EBC and Vesrah are the same part through it.
      await shop.graphql(SET_NUMBERS, { p: ebc, n: [{ kind: "INTERCHANGE", brand: "SBS", number: "634 HS" }] }, admin.token);
      await shop.graphql(SET_NUMBERS, { p: vesrah, n: [{ kind: "INTERCHANGE", brand: "sbs", number: "634HS" }, { kind: "INTERCHANGE", brand: "Galfer", number: "FD196G1054" }] }, admin.token);
      const numbers = async (id: string) =>
        ((await shop.graphql(`query($p: ID!) { part(id: $p) { partNumbers { brand number kind } } }`, { p: id })).data!.part.partNumbers as { brand: string; number: string; kind: string }[])
          .filter((n) => n.kind === "INTERCHANGE")
          .map((n) => `${n.brand.toLowerCase()} ${partNumberKey(n.number)}`)
          .sort();
      expect(await numbers(ebc)).toEqual(["galfer fd196g1054", "sbs 634hs", "vesrah vd156jl"]);
      expect(await numbers(sbs)).toEqual(["ebc fa196hh", "galfer fd196g1054", "vesrah vd156jl"]);
      expect(await numbers(vesrah)).toEqual(["ebc fa196hh", "galfer fd196g1054", "sbs 634hs"]);
      // Any of the group's numbers finds the part that lists it.
      const found = await shop.graphql(`{ searchParts(query: "fd196 g1054") { edges { node { id } } } }`);
      expect(found.data!.searchParts.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(vesrah);
    });

    it("refuses a malformed number or kind, naming the row", async () => {
      const part = await addPart();
      const bad = await shop.graphql(SET_NUMBERS, { p: part, n: [{ kind: "OEM", brand: "Honda", number: "06455-MFJ-D01" }, { kind: "OEM", brand: "", number: "??" }] }, admin.token);
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "numbers.1.brand" });
      const own = await shop.graphql(SET_NUMBERS, { p: part, n: [{ kind: "MANUFACTURER", brand: "Honda", number: "1" }] }, admin.token);
      expect(own.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "numbers.0.kind" });
    });
  });

  describe("search by bike", () => {
    it("keeps the parts that fit, universal ones included, with facets that follow", async () => {
      const cat = await shop.prisma.category.findFirstOrThrow({ where: { slug: "brakes" } });
      const fits = await addPart({ name: "Zorblax pads front", category: "brakes" });
      const other = await addPart({ name: "Zorblax pads rear", category: "brakes" });
      const universal = await addPart({ name: "Zorblax brake cleaner", category: "brakes" });
      await setFitment(fits, { universal: false, ranges: [{ make: "Kawasaki", model: "Ninja 400", yearFrom: 2018, yearTo: 2023 }] });
      await setFitment(other, { universal: false, ranges: [{ make: "Honda", model: "CRF300L", yearFrom: 2021, yearTo: 2021 }] });
      await setFitment(universal, { universal: true, ranges: [] });
      const search = async (filter: Record<string, unknown>) =>
        (await shop.graphql(`query($f: PartFilter) { searchParts(query: "zorblax", filter: $f) { totalCount edges { node { id } } facets { categories { value count } } } }`, { f: filter })).data!
          .searchParts;
      const all = await search({});
      expect(all.totalCount).toBe(3);
      const ninja = await search({ fitsVehicle: bikes["ninja400-2020"] });
      expect(ninja.edges.map((e: { node: { id: string } }) => e.node.id).sort()).toEqual([fits, universal].sort());
      expect(ninja.facets.categories).toEqual([{ value: cat.slug, count: 2 }]);
      // Browsing (no words) narrows the same way.
      const browse = await shop.graphql(`query($f: PartFilter) { searchParts(filter: $f, first: 100) { edges { node { id } } } }`, { f: { fitsVehicle: bikes["crf300l-2021"], categories: ["brakes"] } });
      const browsed = browse.data!.searchParts.edges.map((e: { node: { id: string } }) => e.node.id);
      expect(browsed).toEqual(expect.arrayContaining([other, universal]));
      expect(browsed).not.toContain(fits);
    });

    it("pages through universal parts and parts with a range as one list, in every sort", async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const ranged = await addPart({ name: `Paging part ranged ${i}`, category: "exhaust" });
        await setFitment(ranged, { universal: false, ranges: [{ make: "Harley-Davidson", model: "Street Glide", yearFrom: 2020, yearTo: 2020 }] });
        const universal = await addPart({ name: `Paging part universal ${i}`, category: "exhaust" });
        await setFitment(universal, { universal: true, ranges: [] });
        ids.push(ranged, universal);
      }
      const other = await addPart({ name: "Paging part for another bike", category: "exhaust" });
      await setFitment(other, { universal: false, ranges: [{ make: "Honda", model: "CRF300L", yearFrom: 2021, yearTo: 2021 }] });
      for (const sort of ["RELEVANCE", "PRICE_ASC", "PRICE_DESC", "NEWEST", "RATING"]) {
        const seen: string[] = [];
        let after: string | null = null;
        let total = 0;
        for (let page = 0; page < 50; page++) {
          type Page = { searchParts: { totalCount: number; edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
          const res: { data?: Page | null; errors?: unknown } = await shop.graphql<Page>(
            `query($f: PartFilter, $s: PartSort, $a: String) { searchParts(filter: $f, sort: $s, first: 2, after: $a) { totalCount edges { node { id } } pageInfo { hasNextPage endCursor } } }`,
            { f: { fitsVehicle: bikes["harley-2020"], categories: ["exhaust"] }, s: sort, a: after },
          );
          expect(res.errors).toBeUndefined();
          const r: Page["searchParts"] = res.data!.searchParts;
          total = r.totalCount;
          seen.push(...r.edges.map((e) => e.node.id));
          if (!r.pageInfo.hasNextPage) break;
          after = r.pageInfo.endCursor;
        }
        expect({ sort, count: seen.length, unique: new Set(seen).size }).toEqual({ sort, count: total, unique: total });
        expect(seen).toEqual(expect.arrayContaining(ids));
        expect(seen).not.toContain(other);
      }
    });

    it("refuses an unknown or malformed bike", async () => {
      const unknown = await shop.graphql(`{ searchParts(filter: { fitsVehicle: "00000000-0000-4000-8000-000000000000" }) { totalCount } }`);
      expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "fitsVehicle" });
      const malformed = await shop.graphql(`{ searchParts(filter: { fitsVehicle: "mt-07" }) { totalCount } }`);
      expect(malformed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    });
  });

  describe("REST", () => {
    it("GET /vehicles answers every bike, or one make, model and year", async () => {
      const all = (await (await fetch(`${shop.url}/vehicles`)).json()) as { id: string; make: string; model: string; year: number; variant: string | null; market: string }[];
      expect(all.length).toBeGreaterThanOrEqual(11);
      expect(all).toContainEqual({ id: bikes["mt07-2019-abs"], make: "Yamaha", model: "MT-07", year: 2019, variant: "ABS", market: "US" });
      const year = (await (await fetch(`${shop.url}/vehicles?make=yamaha&model=MT-07&year=2019`)).json()) as unknown[];
      expect(year).toHaveLength(3);
      const bad = await fetch(`${shop.url}/vehicles?model=mt-07`);
      expect(bad.status).toBe(400);
      // Every bike is a long list: one document may not ask for it over and over through aliases.
      const aliases = Array.from({ length: 12 }, (_, i) => `a${i}: vehicles { id }`).join(" ");
      const many = await shop.graphql(`{ ${aliases} }`);
      expect(many.status).toBe(400);
    });

    it("GET /parts/{id} adds numbers and fitment; GET /search?fits= keeps the parts that fit", async () => {
      const part = await addPart({ name: "Quixotic chain guide", brand: "JT", partNumber: "JTG-07" });
      await setFitment(part, { universal: false, ranges: [{ make: "Yamaha", model: "MT-07", yearFrom: 2018, yearTo: 2020, variant: "ABS", position: "REAR", notes: "with ABS" }] });
      await shop.graphql(SET_NUMBERS, { p: part, n: [{ kind: "OEM", brand: "Yamaha", number: "1WS-22151-00" }] }, admin.token);
      const body = (await (await fetch(`${shop.url}/parts/${part}`)).json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        universal: false,
        partNumbers: [
          { brand: "JT", number: "JTG-07", kind: "manufacturer" },
          { brand: "Yamaha", number: "1WS-22151-00", kind: "oem" },
        ],
        fitment: [{ make: "Yamaha", model: "MT-07", yearFrom: 2018, yearTo: 2020, variant: "ABS", market: null, position: "rear", notes: "with ABS" }],
      });
      const fits = (await (await fetch(`${shop.url}/search?q=quixotic&fits=${bikes["mt07-2019-abs"]}`, { headers: { accept: "application/json" } })).json()) as { total: number };
      expect(fits.total).toBe(1);
      const not = (await (await fetch(`${shop.url}/search?q=quixotic&fits=${bikes["mt07-2019"]}`, { headers: { accept: "application/json" } })).json()) as { total: number };
      expect(not.total).toBe(0);
      const bad = await fetch(`${shop.url}/search?q=quixotic&fits=nope`, { headers: { accept: "application/json" } });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { field?: string }).field).toBe("fits");
    });
  });

  describe("garage", () => {
    let rider: SignedInUser;
    beforeAll(async () => {
      rider = await signUpAndSignIn(shop);
    });
    const garage = async (user: SignedInUser) => (await shop.graphql(`{ me { garage { ${GARAGE_FIELDS} } } }`, {}, user.token)).data!.me.garage as { active: boolean; vehicle: { id: string; name: string } }[];

    it("adds bikes, keeps one active, removes them, the same on every request", async () => {
      const add = (v: string, active = true) => shop.graphql(`mutation($v: ID!, $a: Boolean!) { addToGarage(vehicleId: $v, active: $a) { ${GARAGE_FIELDS} } }`, { v: bikes[v], a: active }, rider.token);
      await add("mt07-2019");
      const two = await add("crf300l-2021");
      expect(two.data!.addToGarage.map((b: { active: boolean; vehicle: { name: string } }) => [b.vehicle.name, b.active])).toEqual([
        ["2021 Honda CRF300L", true],
        ["2019 Yamaha MT-07", false],
      ]);
      await add("mt07-2019", false);
      expect(await garage(rider)).toHaveLength(2);
      const active = await shop.graphql(`mutation($v: ID!) { setActiveBike(vehicleId: $v) { ${GARAGE_FIELDS} } }`, { v: bikes["mt07-2019"] }, rider.token);
      expect(active.data!.setActiveBike[0]).toMatchObject({ active: true, vehicle: { name: "2019 Yamaha MT-07" } });
      const removed = await shop.graphql(`mutation($v: ID!) { removeFromGarage(vehicleId: $v) { ${GARAGE_FIELDS} } }`, { v: bikes["mt07-2019"] }, rider.token);
      expect(removed.data!.removeFromGarage).toEqual([{ active: false, vehicle: { id: bikes["crf300l-2021"], name: "2021 Honda CRF300L" } }]);
      const none = await shop.graphql(`mutation { setActiveBike(vehicleId: null) { active } }`, {}, rider.token);
      expect(none.data!.setActiveBike).toEqual([{ active: false }]);
    });

    it("holds at most 10 bikes, and adding several at once cannot pass that", async () => {
      const user = await signUpAndSignIn(shop);
      const extra = await Promise.all(
        Array.from({ length: 12 }, (_, i) => addBike(`garage-${i}`, { make: "Yamaha", model: "MT-07", year: 2019, variant: `Garage ${i}` })),
      );
      const answers = await Promise.all(extra.map((v) => shop.graphql(`mutation($v: ID!) { addToGarage(vehicleId: $v) { active } }`, { v }, user.token)));
      expect(answers.filter((a) => a.errors?.[0]?.extensions?.code === "BAD_USER_INPUT")).toHaveLength(2);
      const mine = await garage(user);
      expect(mine).toHaveLength(10);
      expect(mine.filter((b) => b.active)).toHaveLength(1);
    });

    it("merges a guest's garage at sign-in: stale ids left out, the guest's active bike kept", async () => {
      const user = await signUpAndSignIn(shop);
      await shop.graphql(`mutation($v: ID!) { addToGarage(vehicleId: $v) { active } }`, { v: bikes["harley-2020"] }, user.token);
      const merged = await shop.graphql(
        `mutation($ids: [ID!]!, $a: ID) { mergeGuestGarage(vehicleIds: $ids, activeVehicleId: $a) { ${GARAGE_FIELDS} } }`,
        { ids: [bikes["ninja400-2020"], "00000000-0000-4000-8000-000000000000", "not-an-id", bikes["harley-2020"]], a: bikes["ninja400-2020"] },
        user.token,
      );
      expect(merged.errors).toBeUndefined();
      expect(merged.data!.mergeGuestGarage.map((b: { active: boolean; vehicle: { name: string } }) => [b.vehicle.name, b.active])).toEqual([
        ["2020 Kawasaki Ninja 400", true],
        ["2020 Harley-Davidson Street Glide", false],
      ]);
    });

    it("is nobody else's to read: an admin listing users sees no one's garage", async () => {
      const res = await shop.graphql(`{ users { email garage { active } } }`, {}, admin.token);
      const listed = (res.data!.users as { email: string; garage: unknown[] }[]).find((u) => u.email === rider.email);
      expect(listed?.garage).toEqual([]);
    });
  });
});
