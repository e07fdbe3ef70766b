import { parse } from "csv-parse/sync";
import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { answerProblems, type OpenApiDocument } from "../../../test/openapi-check";
import type { ImportReport } from "../../../../shared/imports";
import { FITMENT_COLUMNS, VEHICLE_COLUMNS } from "./fitment-csv";

/** Bikes and fitment files through GraphQL and REST, on the run's database. */

type Report = ImportReport & { message?: string; code?: string; field?: string };

const REPORT_FIELDS = "dryRun applied rows created updated unchanged invalid errors { row message }";
const IMPORT_VEHICLES = `mutation($csv: String!, $dryRun: Boolean!) { importVehicles(csv: $csv, dryRun: $dryRun) { ${REPORT_FIELDS} } }`;
const IMPORT_FITMENT = `mutation($csv: String!, $dryRun: Boolean!) { importFitment(csv: $csv, dryRun: $dryRun) { ${REPORT_FIELDS} } }`;

/** RFC 4180 text of rows (each cell quoted). */
const csv = (rows: (string | number)[][]) => rows.map((r) => r.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(",")).join("\r\n") + "\r\n";

/**
 * The i-th of 1,450 distinct ranges of the Testmoto TM-07 (sold 2018–2021) without a variant: from a year
 * in 1960–1988 to one in 2018–2027, each with and without a position. No other test writes such years.
 */
const nthRange = (i: number) => [1960 + (Math.floor(i / 5) % 29), 2018 + Math.floor(i / 145), "", "", ["", "front", "rear", "left", "right"][i % 5]];
const FITMENT_HEADER = ["part_number", "brand", "make", "model", "year_from", "year_to", "variant", "market", "position", "notes"];

describe("fitment files: bikes and fitment, export and import", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  let rider: SignedInUser;
  let description: OpenApiDocument;
  const adminEmail = uniqueEmail("admin");
  const made = { description: "x", picture: "/images/categories/part.svg", priceCents: 100, minQuantity: 1, availableQuantity: 1 };
  let chain: string;
  let pads: string;

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail });
    rider = await signUpAndSignIn(shop);
    description = (await (await fetch(`${shop.url}/openapi.json`)).json()) as OpenApiDocument;
    const bikes = await importVehicles(
      csv([
        ["make", "model", "year", "variant", "market", "engine_cc", "type"],
        ...[2018, 2019, 2020, 2021].map((year) => ["Testmoto", "TM-07", year, "", "", 689, "street"]),
        ["Testmoto", "TM-07", 2019, "ABS", "EU", 689, "street"],
        ["Dirtco", "DX 450", 2017, "", "", 449, "off-road"],
        ["Dirtco", "DX 450", 2018, "", "", 449, "Off road"],
      ]),
      "dryRun=false",
    );
    expect(bikes.body).toMatchObject({ applied: true, created: 7, invalid: 0 });
    chain = (await shop.prisma.part.create({ data: { ...made, name: "Chain", brand: "Fitco", partNumber: "FIT-100", partNumberKey: "fit100", addedByEmail: adminEmail } })).id;
    pads = (await shop.prisma.part.create({ data: { ...made, name: "Pads", brand: "Fitco", partNumber: "FIT-200", partNumberKey: "fit200", addedByEmail: adminEmail } })).id;
    for (const brand of ["Alpha", "Beta"]) {
      await shop.prisma.part.create({ data: { ...made, name: `Shared ${brand}`, brand, partNumber: "FIT-SHARED", partNumberKey: "fitshared", addedByEmail: adminEmail } });
    }
  });
  afterAll(() => shop.close());

  async function importFile(path: string, body: string, query = "dryRun=true", token = admin.token): Promise<{ status: number; body: Report }> {
    const res = await fetch(`${shop.url}${path}?${query}`, { method: "POST", headers: { "content-type": "text/csv", authorization: `Bearer ${token}` }, body });
    const answer = (await res.json()) as Report;
    expect(answerProblems(description, "POST", path, res.status, answer)).toEqual([]);
    return { status: res.status, body: answer };
  }
  const importVehicles = (body: string, query?: string, token?: string) => importFile("/vehicles/import", body, query, token);
  const importFitment = (body: string, query?: string, token?: string) => importFile("/fitment/import", body, query, token);

  /** A download through the link the export query gives. */
  async function download(query: "fitmentExport" | "vehiclesExport"): Promise<string> {
    const res = await shop.graphql(`{ ${query} { url expiresAt } }`, {}, admin.token);
    expect(res.errors).toBeUndefined();
    const file = await fetch(`${shop.url}${res.data![query].url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    return file.text();
  }
  const rowsOf = (text: string) => parse(text, { columns: true, bom: true }) as Record<string, string>[];
  const rangesOf = (partId: string) => shop.prisma.fitment.findMany({ where: { partId }, orderBy: [{ yearFrom: "asc" }, { id: "asc" }] });

  describe("bikes", () => {
    it("creates new bikes, updates known ones whose names, engine or type differ, leaves equal ones, and refuses a bike twice", async () => {
      const before = await shop.prisma.vehicle.findMany({ orderBy: { id: "asc" } });
      const file = csv([
        ["Make", "Model", "Year", "Variant", "Market", "Engine cc", "Type"],
        ["Testmoto", "TM-07", 2018, "", "US", 689, "street"], // 2: unchanged (an empty market is US)
        ["TESTMOTO", "TM-07", 2019, "", "", 700, "street"], // 3: updated: make name and engine
        ["Testmoto", "TM-07", 2022, "", "", 689, "street"], // 4: created
        ["Testmoto", "TM-07", 2022, "", "US", 689, "street"], // 5: duplicate of 4
        ["Testmoto", "TM-07", 2023, "", "", 689, "hovercraft"], // 6
        ["Testmoto", "TM-07", 1900, "", "", 689, "street"], // 7
        ["Testmoto", "TM-07", 2021, "", "XX", 689, "street"], // 8
      ]);
      const dry = await importVehicles(file);
      expect(dry.status).toBe(200);
      expect(dry.body).toEqual({
        dryRun: true,
        applied: false,
        rows: 7,
        created: 1,
        updated: 1,
        unchanged: 1,
        invalid: 4,
        errors: [
          { row: 5, message: "Duplicate: row 4 has the same make, model, year, variant and market." },
          { row: 6, message: "Type must be one of street, off-road, dual-sport, scooter, atv." },
          { row: 7, message: "Year must be 1950 or later." },
          { row: 8, message: expect.stringMatching(/^Market must be one of US, CA/) },
        ],
      });
      const refused = await importVehicles(file, "dryRun=false");
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ applied: false, invalid: 4, message: "Nothing was imported: 4 rows have errors. Fix them and import the file again." });
      expect(await shop.prisma.vehicle.findMany({ orderBy: { id: "asc" } })).toEqual(before);

      const good = csv([
        ["make", "model", "year", "engine_cc", "type"],
        ["Testmoto", "TM-07", 2018, 689, "street"],
        ["TESTMOTO", "TM-07", 2019, 700, "street"],
        ["Testmoto", "TM-07", 2022, 689, "street"],
      ]);
      const applied = await shop.graphql(IMPORT_VEHICLES, { csv: good, dryRun: false }, admin.token);
      expect(applied.data!.importVehicles).toMatchObject({ applied: true, created: 1, updated: 1, unchanged: 1, invalid: 0 });
      const updated = await shop.prisma.vehicle.findFirstOrThrow({ where: { makeSlug: "testmoto", modelSlug: "tm-07", year: 2019, variant: "", market: "US" } });
      expect(updated).toMatchObject({ make: "TESTMOTO", engineCc: 700, searchKey: "testmototm07" });
      expect(await shop.prisma.vehicle.findFirst({ where: { makeSlug: "testmoto", year: 2022 } })).toMatchObject({ make: "Testmoto", model: "TM-07", market: "US", variant: "" });
      const again = await shop.graphql(IMPORT_VEHICLES, { csv: good, dryRun: false }, admin.token);
      expect(again.data!.importVehicles).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 3 });
      // Back as it was, for the tests after.
      await shop.graphql(IMPORT_VEHICLES, { csv: csv([["make", "model", "year", "engine_cc", "type"], ["Testmoto", "TM-07", 2019, 689, "street"]]), dryRun: false }, admin.token);
    });

    it("exports every bike in the columns the import reads, and the file imports back unchanged", async () => {
      const text = await download("vehiclesExport");
      expect(text.split("\r\n")[0]).toBe(VEHICLE_COLUMNS.join(","));
      const rows = rowsOf(text);
      expect(rows).toHaveLength(await shop.prisma.vehicle.count());
      expect(rows.find((r) => r.variant === "ABS")).toEqual({ make: "Testmoto", model: "TM-07", year: "2019", variant: "ABS", market: "EU", engine_cc: "689", type: "street" });
      const back = await importVehicles(text, "dryRun=false");
      expect(back.body).toMatchObject({ applied: true, rows: rows.length, created: 0, updated: 0, unchanged: rows.length, invalid: 0 });
    });
  });

  describe("fitment", () => {
    it("reports unknown parts and bikes, bad years, variants, markets and positions, and duplicates, and writes nothing", async () => {
      const row = (changes: Partial<Record<string, string | number>> = {}) => {
        const base: Record<string, string | number> = {
          part_number: "FIT-100",
          brand: "Fitco",
          make: "Testmoto",
          model: "TM-07",
          year_from: 2018,
          year_to: 2020,
          variant: "",
          market: "",
          position: "",
          notes: "",
          ...changes,
        };
        return FITMENT_HEADER.map((h) => base[h]);
      };
      const file = csv([
        FITMENT_HEADER,
        row(), // 2: good
        row({ part_number: "NO-SUCH-1" }), // 3
        row({ brand: "Otherco" }), // 4
        row({ make: "Testmoto", model: "TM-09" }), // 5
        row({ year_from: 2021, year_to: 2019 }), // 6
        row({ year_from: 1949 }), // 7
        row({ year_from: 2005, year_to: 2010 }), // 8: before the model's years
        row({ market: "Mars" }), // 9
        row({ position: "middle" }), // 10
        row({ notes: "another note" }), // 11: row 2's range again
        row({ part_number: "fit 200", make: "testmoto", model: "tm-07", year_from: 2016, year_to: 2018 }), // 12: good, by slug, overlapping
        row({ part_number: "", make: "Dirtco" }), // 13
        row({ variant: "ASB", year_from: 2019, year_to: 2019 }), // 14: no TM-07 has it
        row({ variant: "abs", year_from: 2019, year_to: 2019 }), // 15: good, the ABS bike's variant
      ]);
      const dry = await importFitment(file);
      expect(dry.status).toBe(200);
      expect(dry.body).toMatchObject({ rows: 14, created: 3, updated: 0, unchanged: 0, invalid: 11 });
      expect(dry.body.errors).toEqual([
        { row: 3, message: "Unknown part: no part of the brand Fitco has the part number NO-SUCH-1." },
        { row: 4, message: "Unknown part: no part of the brand Otherco has the part number FIT-100." },
        { row: 5, message: "Unknown bike: Testmoto TM-09. Import the bikes first, or write the make and model as the bikes have them." },
        { row: 6, message: "Year from must not be after year to." },
        { row: 7, message: "Year from must be 1950 or later." },
        { row: 8, message: "Bad year range: the Testmoto TM-07 is known from 2018 to 2022, not in 2005–2010." },
        { row: 9, message: expect.stringMatching(/^Market must be one of US, CA/) },
        { row: 10, message: "Position must be one of front, rear, left, right." },
        { row: 11, message: "Duplicate: row 2 has the same part, bike, years, variant, market and position." },
        { row: 13, message: "The part number is empty." },
        { row: 14, message: 'Unknown variant: No Testmoto TM-07 has the variant "ASB": its bikes have ABS. Leave the variant empty for every one.' },
      ]);
      const refused = await importFitment(file, "dryRun=false");
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ applied: false, created: 3, invalid: 11 });
      expect(await shop.prisma.fitment.count()).toBe(0);
    });

    it("stores a variant as the bikes spell it, so the same range written in another case is the same range", async () => {
      const range = (variant: string) => ["FIT-200", "Fitco", "Testmoto", "TM-07", 2019, 2019, variant, "EU", "", ""];
      const applied = await importFitment(csv([FITMENT_HEADER, range("abs")]), "dryRun=false");
      expect(applied.body).toMatchObject({ applied: true, created: 1 });
      expect((await rangesOf(pads)).filter((r) => r.market === "EU").map((r) => r.variant)).toEqual(["ABS"]);
      const again = await importFitment(csv([FITMENT_HEADER, range("ABS")]), "dryRun=false");
      expect(again.body).toMatchObject({ created: 0, unchanged: 1 });
      // The tests below start from an empty fitment table.
      await shop.prisma.fitment.deleteMany({ where: { partId: pads } });
    });

    it("asks for a brand column when a part number belongs to several brands, and compares brands without case", async () => {
      const without = await importFitment(csv([["part_number", "make", "model", "year_from", "year_to"], ["FIT-SHARED", "Testmoto", "TM-07", 2018, 2019]]));
      expect(without.body.errors).toEqual([{ row: 2, message: "The part number FIT-SHARED belongs to several brands (Alpha, Beta): add a brand column to say which." }]);
      const withBrand = await importFitment(csv([["part_number", "brand", "make", "model", "year_from", "year_to"], ["fit-shared", "BETA", "Testmoto", "TM-07", 2018, 2019]]));
      expect(withBrand.body).toMatchObject({ created: 1, invalid: 0 });
    });

    it("writes nothing on a dry run; applied, adds the ranges; the same file again changes nothing; new notes update a range", async () => {
      const file = (notes: string) =>
        csv([
          FITMENT_HEADER,
          ["FIT-100", "Fitco", "Testmoto", "TM-07", 2018, 2021, "", "", "", ""],
          ["FIT-100", "Fitco", "Testmoto", "TM-07", 2019, 2019, "ABS", "eu", "Rear", notes],
          ["FIT-200", "fitco", "Dirtco", "dx-450", 2017, 2018, "", "", "front", ""],
        ]);
      const dry = await shop.graphql(IMPORT_FITMENT, { csv: file("with ABS"), dryRun: true }, admin.token);
      expect(dry.data!.importFitment).toEqual({ dryRun: true, applied: false, rows: 3, created: 3, updated: 0, unchanged: 0, invalid: 0, errors: [] });
      expect(await shop.prisma.fitment.count()).toBe(0);

      const applied = await shop.graphql(IMPORT_FITMENT, { csv: file("with ABS"), dryRun: false }, admin.token);
      expect(applied.data!.importFitment).toMatchObject({ applied: true, created: 3, updated: 0, unchanged: 0 });
      const ranges = await rangesOf(chain);
      expect(ranges.map((r) => [r.makeSlug, r.modelSlug, r.yearFrom, r.yearTo, r.variant, r.market, r.position, r.notes])).toEqual([
        ["testmoto", "tm-07", 2018, 2021, null, null, null, null],
        ["testmoto", "tm-07", 2019, 2019, "ABS", "EU", "rear", "with ABS"],
      ]);
      expect((await rangesOf(pads)).map((r) => [r.makeSlug, r.modelSlug, r.position])).toEqual([["dirtco", "dx-450", "front"]]);

      const again = await importFitment(file("with ABS"), "dryRun=false");
      expect(again.body).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 3 });
      expect(await rangesOf(chain)).toEqual(ranges);

      const renoted = await importFitment(file("with ABS only"), "dryRun=false");
      expect(renoted.body).toMatchObject({ applied: true, created: 0, updated: 1, unchanged: 2 });
      expect((await rangesOf(chain))[1]).toEqual({ ...ranges[1], notes: "with ABS only" });
    });

    it("tells the response cache: a part's fitment read before an import shows the imported range at once", async () => {
      const FITMENT = `query($id: ID!) { part(id: $id) { fitment { makeSlug yearFrom yearTo } } }`;
      const read = async () => (await shop.graphql(FITMENT, { id: pads })).data!.part.fitment as { yearFrom: number }[];
      const before = await read();
      const applied = await importFitment(csv([FITMENT_HEADER, ["FIT-200", "Fitco", "Testmoto", "TM-07", 2021, 2022, "", "", "", ""]]), "dryRun=false");
      expect(applied.body).toMatchObject({ applied: true, created: 1 });
      expect(await read()).toEqual([...before, { makeSlug: "testmoto", yearFrom: 2021, yearTo: 2022 }]);
    });

    it("is all or nothing: a bad last row keeps a thousand good ones before it from being written", async () => {
      // 400 ranges for each of three parts (a part may have 500).
      const parts = [["FIT-100", "Fitco"], ["FIT-200", "Fitco"], ["FIT-SHARED", "Alpha"]];
      const rows = Array.from({ length: 1_200 }, (_, i) => [...parts[i % 3], "Testmoto", "TM-07", ...nthRange(i), ""]);
      rows.push(["FIT-200", "Fitco", "Testmoto", "TM-08", 2018, 2020, "", "", "", ""]);
      const before = await shop.prisma.fitment.count();
      const res = await importFitment(csv([FITMENT_HEADER, ...rows]), "dryRun=false");
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ rows: 1_201, created: 1_200, invalid: 1, errors: [{ row: 1_202, message: expect.stringMatching(/^Unknown bike: Testmoto TM-08/) }] });
      expect(await shop.prisma.fitment.count()).toBe(before);
    });

    it("refuses ranges for a universal part, and ranges past a part's 500, counting those earlier batches added", async () => {
      await shop.prisma.part.create({ data: { ...made, name: "Grips", brand: "Fitco", partNumber: "FIT-300", partNumberKey: "fit300", universalFit: true, addedByEmail: adminEmail } });
      const universal = await importFitment(csv([FITMENT_HEADER, ["FIT-300", "Fitco", "Testmoto", "TM-07", 2018, 2020, "", "", "", ""]]));
      expect(universal.body).toMatchObject({ created: 0, invalid: 1 });
      expect(universal.body.errors).toEqual([{ row: 2, message: "The part FIT-300 is universal: it fits every bike and lists no ranges. Clear Universal in its fitment to give it ranges." }]);

      const part = await shop.prisma.part.create({ data: { ...made, name: "Levers", brand: "Fitco", partNumber: "FIT-400", partNumberKey: "fit400", addedByEmail: adminEmail } });
      await shop.prisma.fitment.create({ data: { partId: part.id, makeSlug: "testmoto", modelSlug: "tm-07", yearFrom: 2018, yearTo: 2022 } });
      // 500 new ranges for a part that has one, in batches: the last one found goes over.
      const rows = Array.from({ length: 500 }, (_, i) => ["FIT-400", "Fitco", "Testmoto", "TM-07", ...nthRange(i), ""]);
      const tooMany = { row: 501, message: "Too many ranges: a part may have at most 500, and this one would have more." };
      for (const query of ["dryRun=true", "dryRun=false"]) {
        const res = await importFitment(csv([FITMENT_HEADER, ...rows]), query);
        expect(res.body).toMatchObject({ rows: 500, created: 499, invalid: 1, errors: [tooMany] });
      }
      expect(await shop.prisma.fitment.count({ where: { partId: part.id } })).toBe(1);
      const upToTheLimit = await importFitment(csv([FITMENT_HEADER, ...rows.slice(0, 499)]), "dryRun=false");
      expect(upToTheLimit.body).toMatchObject({ applied: true, created: 499, invalid: 0 });
      expect(await shop.prisma.fitment.count({ where: { partId: part.id } })).toBe(500);
      // Full: a new range is refused, the ranges it has are still unchanged.
      const again = await importFitment(csv([FITMENT_HEADER, ...rows]));
      expect(again.body).toMatchObject({ created: 0, unchanged: 499, invalid: 1, errors: [{ ...tooMany, row: 501 }] });
    });

    it("exports every range in the columns the import reads, formulas escaped, and the file imports back unchanged", async () => {
      await importFitment(csv([FITMENT_HEADER, ["FIT-200", "Fitco", "Testmoto", "TM-07", 2020, 2022, "", "", "", "=HYPERLINK(\"http://evil.example\")"]]), "dryRun=false");
      const before = await shop.prisma.fitment.findMany({ orderBy: { id: "asc" } });
      const text = await download("fitmentExport");
      expect(text.split("\r\n")[0]).toBe(FITMENT_COLUMNS.join(","));
      const rows = rowsOf(text);
      expect(rows).toHaveLength(before.length);
      expect(rows.find((r) => r.variant === "ABS")).toEqual({
        part_number: "FIT-100",
        brand: "Fitco",
        make: "Testmoto",
        model: "TM-07",
        year_from: "2019",
        year_to: "2019",
        variant: "ABS",
        market: "EU",
        position: "rear",
        notes: "with ABS only",
      });
      expect(rows.find((r) => r.year_from === "2020")!.notes).toBe(`'=HYPERLINK("http://evil.example")`);
      const back = await importFitment(text, "dryRun=false");
      expect(back.body).toMatchObject({ applied: true, rows: before.length, created: 0, updated: 0, unchanged: before.length, invalid: 0 });
      expect(await shop.prisma.fitment.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    });

    it("streams its progress as lines of JSON when asked, then the report", async () => {
      // Six parts of their own, a part taking at most 500 ranges.
      const numbers = Array.from({ length: 6 }, (_, i) => `FIT-P${i}`);
      for (const n of numbers) await shop.prisma.part.create({ data: { ...made, name: `Part ${n}`, brand: "Fitco", partNumber: n, partNumberKey: n.replace("-", "").toLowerCase(), addedByEmail: adminEmail } });
      const rows = Array.from({ length: 2_500 }, (_, i) => [numbers[i % 6], "Fitco", "Testmoto", "TM-07", ...nthRange(Math.floor(i / 6)), ""]);
      const res = await fetch(`${shop.url}/fitment/import?dryRun=true`, {
        method: "POST",
        headers: { "content-type": "text/csv", accept: "application/x-ndjson", authorization: `Bearer ${admin.token}` },
        body: csv([FITMENT_HEADER, ...rows]),
      });
      expect(res.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
      const lines = (await res.text()).trim().split("\n").map((l) => JSON.parse(l) as { progress?: { rows: number; bytes: number }; report?: Report });
      expect(lines.filter((l) => l.progress).map((l) => l.progress!.rows)).toEqual([1_000, 2_000, 2_500]);
      expect(lines.at(-1)!.report).toMatchObject({ dryRun: true, rows: 2_500, created: 2_500, invalid: 0 });
    });

    it("refuses a file it cannot read as a whole, saying why, and large text through GraphQL", async () => {
      const missing = await importFitment("part_number,make,model\nFIT-100,Testmoto,TM-07\n");
      expect(missing).toMatchObject({ status: 400, body: { code: "BAD_USER_INPUT", field: "file", message: "The file needs the columns year_from, year_to. The columns are: " + FITMENT_COLUMNS.join(", ") + "." } });
      const unknown = await importVehicles("make,model,year,engine_cc,type,colour\n");
      expect(unknown.body.message).toMatch(/^Unknown column "colour"\. The columns are: make, model, year/);
      const empty = await importFitment("");
      expect(empty.body.message).toBe("The file is empty: it needs a header row, then one row per range.");
      const big = await shop.graphql(IMPORT_FITMENT, { csv: `part_number\n${`${"A".repeat(40)}\n`.repeat(2_350)}`, dryRun: true }, admin.token);
      expect(big.errors?.[0]).toMatchObject({ message: "Send files over 90 KB to POST /fitment/import as text/csv.", extensions: { code: "BAD_USER_INPUT", field: "csv" } });
    });
  });

  it("is for admins only: FORBIDDEN through GraphQL, 401 and 403 through REST, and export links open nothing else", async () => {
    for (const operation of [`{ fitmentExport { url } }`, `{ vehiclesExport { url } }`]) {
      expect((await shop.graphql(operation, {}, rider.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    }
    const file = csv([FITMENT_HEADER, ["FIT-100", "Fitco", "Testmoto", "TM-07", 2018, 2018, "", "", "", ""]]);
    expect((await shop.graphql(IMPORT_FITMENT, { csv: file, dryRun: true }, rider.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await shop.graphql(IMPORT_VEHICLES, { csv: "make\n", dryRun: true }, rider.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    for (const path of ["/fitment/import", "/vehicles/import"]) {
      expect((await importFile(path, file, "dryRun=true", rider.token)).status).toBe(403);
      expect((await fetch(`${shop.url}${path}`, { method: "POST", headers: { "content-type": "text/csv" }, body: file })).status).toBe(401);
    }
    for (const path of ["/fitment/export.csv", "/vehicles/export.csv"]) {
      expect((await fetch(`${shop.url}${path}`)).status).toBe(401);
      expect((await fetch(`${shop.url}${path}`, { headers: { authorization: `Bearer ${rider.token}` } })).status).toBe(403);
    }
    // Each link has its own audience: the fitment link opens neither the bikes export nor the catalogue's.
    const { url } = (await shop.graphql(`{ fitmentExport { url } }`, {}, admin.token)).data!.fitmentExport;
    const token = new URL(url, shop.url).searchParams.get("token")!;
    expect((await fetch(`${shop.url}/vehicles/export.csv?token=${token}`)).status).toBe(401);
    expect((await fetch(`${shop.url}/parts/export.csv?token=${token}`)).status).toBe(401);
    expect((await shop.graphql(`{ me { id } }`, {}, token)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
