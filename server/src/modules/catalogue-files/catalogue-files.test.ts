import http from "node:http";
import { parse } from "csv-parse/sync";
import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { answerProblems, type OpenApiDocument } from "../../../test/openapi-check";
import { COLUMNS } from "./catalogue-csv";
import { gtinCheckDigit } from "../../../../shared/gtin";
import type { ImportReport } from "../../../../shared/imports";

/** Catalogue export and import through REST and GraphQL, on the run's database. */

/** The REST answer: the report, with a message when nothing was written (422). */
type Report = ImportReport & { message?: string };

const IMPORT = `mutation($csv: String!, $dryRun: Boolean!, $skipInvalid: Boolean!) {
  importCatalogue(csv: $csv, dryRun: $dryRun, skipInvalid: $skipInvalid) { dryRun applied rows created updated unchanged invalid errors { row message } }
}`;

/** RFC 4180 text of rows (each cell quoted). */
const csv = (rows: (string | number)[][]) => rows.map((r) => r.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(",")).join("\r\n") + "\r\n";

/**
 * A GTIN of these digits and its check digit. The tests' numbers start with 2 (GS1's numbers for use
 * within a company, which no brand's barcode has) or have 8 or 14 digits, so no seeded part has them.
 */
const gtinOf = (body: string) => `${body}${gtinCheckDigit(body)}`;

describe("catalogue files: export and import", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  let rider: SignedInUser;
  let description: OpenApiDocument;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    shop = await startTestShop({ seed: true, adminEmails: [adminEmail], env: { IMPORT_MAX_ROWS: "3000", IMPORT_MAX_MEGABYTES: "2" } });
    admin = await signUpAndSignIn(shop, { email: adminEmail });
    rider = await signUpAndSignIn(shop);
    description = (await (await fetch(`${shop.url}/openapi.json`)).json()) as OpenApiDocument;
  });
  afterAll(() => shop.close());

  async function exportCsv(token = admin.token): Promise<{ status: number; type: string | null; disposition: string | null; text: string }> {
    const res = await fetch(`${shop.url}/parts/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, type: res.headers.get("content-type"), disposition: res.headers.get("content-disposition"), text: await res.text() };
  }

  async function importCsv(body: string, query = "dryRun=true", options: { token?: string; type?: string } = {}): Promise<{ status: number; body: Report & { code?: string; field?: string } }> {
    const res = await fetch(`${shop.url}/parts/import?${query}`, {
      method: "POST",
      headers: { "content-type": options.type ?? "text/csv", authorization: `Bearer ${options.token ?? admin.token}` },
      body,
    });
    const answer = (await res.json()) as Report & { code?: string };
    expect(answerProblems(description, "POST", "/parts/import", res.status, answer)).toEqual([]);
    return { status: res.status, body: answer };
  }

  const rowsOf = (text: string) => parse(text, { columns: true, bom: true }) as Record<string, string>[];
  const partByNumber = (partNumber: string) => shop.prisma.part.findFirst({ where: { partNumber } });

  describe("export", () => {
    it("writes every part as CSV with a header row, the category's slug, prices in dollars, images and specs one per line", async () => {
      const res = await exportCsv();
      expect(res.status).toBe(200);
      expect(res.type).toBe("text/csv; charset=utf-8");
      expect(res.disposition).toMatch(/^attachment; filename="motoparts-catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.text.split("\r\n")[0]).toBe(COLUMNS.join(","));
      const rows = rowsOf(res.text);
      expect(rows).toHaveLength(await shop.prisma.part.count());
      const stored = await shop.prisma.part.findFirstOrThrow({ where: { specs: { not: [] }, gallery: { isEmpty: false } }, include: { category: true } });
      const row = rows.find((r) => r.id === stored.id)!;
      expect(row).toMatchObject({
        part_number: stored.partNumber ?? "",
        brand: stored.brand ?? "",
        name: stored.name,
        category: stored.category?.slug ?? "",
        price_usd: (stored.priceCents / 100).toFixed(2),
        min_quantity: String(stored.minQuantity),
        stock: String(stored.availableQuantity),
        weight_kg: String(stored.weightGrams / 1000),
        images: [stored.picture, ...stored.gallery].join("\n"),
      });
      const specs = stored.specs as { name: string; value: string }[];
      expect(row.specs.split("\n")).toEqual(specs.map((s) => `${s.name}: ${s.value}`));
    });

    it("writes the export data after the weight: HS code and Schedule B with their dots, the origin, the box in cm, empty when unknown", async () => {
      const made = { name: "Export data part", description: "x", picture: "/images/categories/part.svg", priceCents: 100, minQuantity: 1, availableQuantity: 1, addedByEmail: adminEmail };
      const boxed = await shop.prisma.part.create({
        data: { ...made, brand: "Exportco", partNumber: "EXP-BOXED", partNumberKey: "expboxed", hsCode: "401140", scheduleB: "4011400000", originCountry: "TH", lengthMm: 645, widthMm: 640, heightMm: 200 },
      });
      const bare = await shop.prisma.part.create({ data: { ...made, brand: "Exportco", partNumber: "EXP-BARE", partNumberKey: "expbare" } });
      const res = await exportCsv();
      expect(res.text.split("\r\n")[0]).toContain(",weight_kg,hs_code,schedule_b,origin_country,box_cm,images,");
      const rows = rowsOf(res.text);
      const columns = (r: Record<string, string>) => ({ hs_code: r.hs_code, schedule_b: r.schedule_b, origin_country: r.origin_country, box_cm: r.box_cm });
      expect(columns(rows.find((r) => r.id === boxed.id)!)).toEqual({ hs_code: "4011.40", schedule_b: "4011.40.0000", origin_country: "TH", box_cm: "64.5 x 64 x 20" });
      expect(columns(rows.find((r) => r.id === bare.id)!)).toEqual({ hs_code: "", schedule_b: "", origin_country: "", box_cm: "" });
      // A seeded part (prisma/seed/parts.json: 8714.10, 8714.10.0000, ES, 36 × 36 × 6 cm).
      const seeded = await shop.prisma.part.findFirstOrThrow({ where: { brand: "Galfer", partNumber: "DF096CW" } });
      expect(columns(rows.find((r) => r.id === seeded.id)!)).toEqual({ hs_code: "8714.10", schedule_b: "8714.10.0000", origin_country: "ES", box_cm: "36 x 36 x 6" });
    });

    it("is for admins: 401 without a token, 403 for a shopper", async () => {
      expect((await fetch(`${shop.url}/parts/export.csv`)).status).toBe(401);
      expect((await exportCsv(rider.token)).status).toBe(403);
    });

    it("gives admins a download link that works without the Authorization header, for the export only", async () => {
      const res = await shop.graphql(`{ catalogueExport { url expiresAt } }`, {}, admin.token);
      expect(res.errors).toBeUndefined();
      const { url, expiresAt } = res.data!.catalogueExport;
      expect(url).toMatch(/^\/parts\/export\.csv\?token=/);
      expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      const download = await fetch(`${shop.url}${url}`);
      expect(download.status).toBe(200);
      expect((await download.text()).split("\r\n")[0]).toBe(COLUMNS.join(","));
      // The link's token is no access token, and a changed one is refused.
      const token = new URL(url, shop.url).searchParams.get("token")!;
      expect((await shop.graphql(`{ me { id } }`, {}, token)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
      expect((await fetch(`${shop.url}/parts/export.csv?token=${token.slice(0, -2)}xx`)).status).toBe(401);
      expect((await shop.graphql(`{ catalogueExport { url } }`, {}, rider.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    });
  });

  describe("import", () => {
    it("changes nothing when the file just exported comes back, in a dry run and applied", async () => {
      const before = await shop.prisma.part.findMany({ orderBy: { id: "asc" } });
      const exported = (await exportCsv()).text;
      const dry = await importCsv(exported, "dryRun=true");
      expect(dry.status).toBe(200);
      expect(dry.body).toMatchObject({ dryRun: true, applied: false, rows: before.length, created: 0, updated: 0, unchanged: before.length, invalid: 0, errors: [] });
      const applied = await importCsv(exported, "dryRun=false");
      expect(applied.body).toMatchObject({ dryRun: false, applied: true, created: 0, updated: 0, unchanged: before.length, invalid: 0 });
      expect(await shop.prisma.part.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    });

    it("takes a two-column stock feed keyed by part number, records the changes like restocks, and the cached catalogue shows them at once", async () => {
      const parts = await shop.prisma.part.findMany({ where: { partNumber: { not: null } }, orderBy: { id: "asc" }, take: 3 });
      // The part is read (and cached) before the feed.
      const cached = async (id: string) => ((await (await fetch(`${shop.url}/parts/${id}`)).json()) as { avquantity: number }).avquantity;
      expect(await cached(parts[0].id)).toBe(parts[0].availableQuantity);
      const feed = csv([["Part Number", "Stock"], ...parts.map((p, i) => [p.partNumber!.toLowerCase().replace(/-/g, " "), i === 2 ? p.availableQuantity : p.availableQuantity + 10 + i])]);

      const dry = await importCsv(feed);
      expect(dry.body).toMatchObject({ created: 0, updated: 2, unchanged: 1, invalid: 0 });
      expect((await shop.prisma.part.findUniqueOrThrow({ where: { id: parts[0].id } })).availableQuantity).toBe(parts[0].availableQuantity);

      const applied = await importCsv(feed, "dryRun=false");
      expect(applied.body).toMatchObject({ applied: true, updated: 2, unchanged: 1 });
      expect(await cached(parts[0].id)).toBe(parts[0].availableQuantity + 10);
      const after = await shop.prisma.part.findUniqueOrThrow({ where: { id: parts[1].id } });
      expect(after).toMatchObject({ availableQuantity: parts[1].availableQuantity + 11, partNumber: parts[1].partNumber, name: parts[1].name, priceCents: parts[1].priceCents });
      const changes = await shop.prisma.stockChange.findMany({ where: { partId: { in: parts.map((p) => p.id) } }, orderBy: { change: "asc" } });
      expect(changes.map((c) => ({ partId: c.partId, change: c.change, stockAfter: c.stockAfter, reason: c.reason, byEmail: c.byEmail }))).toEqual([
        { partId: parts[0].id, change: 10, stockAfter: parts[0].availableQuantity + 10, reason: "import", byEmail: adminEmail },
        { partId: parts[1].id, change: 11, stockAfter: parts[1].availableQuantity + 11, reason: "import", byEmail: adminEmail },
      ]);
    });

    it("records a restock through the API the same way", async () => {
      const part = await shop.prisma.part.findFirstOrThrow({ orderBy: { id: "desc" } });
      const res = await shop.graphql(`mutation($id: ID!) { restockPart(id: $id, quantity: 7) { avquantity } }`, { id: part.id }, admin.token);
      expect(res.data!.restockPart.avquantity).toBe(part.availableQuantity + 7);
      const [change] = await shop.prisma.stockChange.findMany({ where: { partId: part.id, reason: "restock" } });
      expect(change).toMatchObject({ change: 7, stockAfter: part.availableQuantity + 7, byEmail: adminEmail });
    });

    it("creates a part from a full row, and it can be found and opened like any other", async () => {
      const file = csv([
        ["part_number", "brand", "name", "category", "description", "price_usd", "min_quantity", "stock", "Shipping weight", "images", "specs"],
        ["IMP-7781-B", "Vesrah", "Sintered Rear Brake Pads", "brakes", "Sintered rear pads for single-piston calipers.", "$1,234.50", "2", "40", "0,34 kg", "/images/categories/brakes.svg\nhttps://cdn.example.com/pads-2.jpg", "Compound: sintered\nPosition: rear"],
      ]);
      const res = await importCsv(file, "dryRun=false");
      expect(res.body).toMatchObject({ applied: true, created: 1, updated: 0, invalid: 0 });
      const part = await partByNumber("IMP-7781-B");
      expect(part).toMatchObject({
        brand: "Vesrah",
        name: "Sintered Rear Brake Pads",
        priceCents: 123450,
        minQuantity: 2,
        availableQuantity: 40,
        weightGrams: 340,
        picture: "/images/categories/brakes.svg",
        gallery: ["https://cdn.example.com/pads-2.jpg"],
        specs: [
          { name: "Compound", value: "sintered" },
          { name: "Position", value: "rear" },
        ],
        addedByEmail: adminEmail,
        partNumberKey: "imp7781b",
      });
      const found = await shop.graphql(`{ searchParts(query: "imp 7781") { edges { node { id productCategory { slug } } } } }`);
      const hit = found.data!.searchParts.edges.find((e: { node: { id: string } }) => e.node.id === part!.id);
      expect(hit.node.productCategory.slug).toBe("brakes");
    });

    it("reports every bad row with its number and reason, and writes nothing unless told to skip them", async () => {
      const good = await shop.prisma.part.findFirstOrThrow({ where: { partNumber: { not: null }, brand: { not: null } }, orderBy: { id: "asc" } });
      const header = ["part_number", "brand", "name", "category", "description", "price_usd", "min_quantity", "stock", "images"];
      const row = (partNumber: string, changes: Partial<Record<string, string>> = {}) => {
        const base: Record<string, string> = {
          part_number: partNumber,
          brand: "Imported",
          name: `Part ${partNumber}`,
          category: "filters",
          description: "An imported part.",
          price_usd: "12.00",
          min_quantity: "1",
          stock: "5",
          images: "/images/categories/filters.svg",
          ...changes,
        };
        return header.map((h) => base[h]);
      };
      const file =
        csv([
          header,
          row("BAD-0001"), // 2: good, new
          row("", {}), // 3: no key
          row("BAD-0003", { category: "hovercraft" }), // 4
          row("BAD-0004", { price_usd: "twelve" }), // 5
          row("BAD-0005", { min_quantity: "9", stock: "3" }), // 6
          row("BAD-0001"), // 7: the key of row 2 again
          row("BAD-0007", { images: "javascript:alert(1)" }), // 8
          row(good.partNumber!, { brand: good.brand!, name: `${good.name} (renamed)`, description: good.description, category: "", price_usd: (good.priceCents / 100).toFixed(2), min_quantity: String(good.minQuantity), stock: String(good.availableQuantity), images: [good.picture, ...good.gallery].join(" ") }), // 9: good, update
          row("BAD-0010", { price_usd: "ten" }), // 10: refused as cut, for the short row after it
        ]) + '"BAD-0009","Imported","Short row"\r\n'; // 11

      const dry = await importCsv(file);
      expect(dry.status).toBe(200);
      expect(dry.body).toMatchObject({ rows: 10, created: 1, updated: 1, invalid: 8 });
      expect(dry.body.errors).toEqual([
        { row: 3, message: "Missing key: the part number is empty." },
        { row: 4, message: expect.stringMatching(/^Unknown category "hovercraft"/) },
        { row: 5, message: 'The price "twelve" is not a number.' },
        { row: 6, message: "Minimum Quantity cannot be more than Available Quantity: nobody could order it." },
        { row: 7, message: "Duplicate key: row 2 has the same part number and brand." },
        { row: 8, message: "Image must be an http(s) URL or a path on this site." },
        { row: 10, message: expect.stringMatching(/^This row's last cell goes on in the row after it/) },
        { row: 11, message: expect.stringMatching(/^This row has 3 cells where the header has 9/) },
      ]);

      const refused = await importCsv(file, "dryRun=false");
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ applied: false, invalid: 8, message: "Nothing was imported: 8 rows have errors. Fix them, or import with skipInvalid=true to write the other rows." });
      expect(await partByNumber("BAD-0001")).toBeNull();
      expect((await shop.prisma.part.findUniqueOrThrow({ where: { id: good.id } })).name).toBe(good.name);

      const skipped = await importCsv(file, "dryRun=false&skipInvalid=true");
      expect(skipped.status).toBe(200);
      expect(skipped.body).toMatchObject({ applied: true, created: 1, updated: 1, invalid: 8 });
      expect(await partByNumber("BAD-0001")).not.toBeNull();
      expect(await shop.prisma.part.findUniqueOrThrow({ where: { id: good.id } })).toMatchObject({ name: `${good.name} (renamed)`, categoryId: null });
    });

    it("is all or nothing: a bad last row keeps a thousand good ones before it from being written", async () => {
      const rows = Array.from({ length: 1_200 }, (_, i) => [`AON-${String(i).padStart(4, "0")}`, "Batchco", `Batch part ${i}`, "Batch part.", "3.50", "10", "/images/categories/part.svg"]);
      rows.push(["AON-LAST", "Batchco", "Last", "Last part.", "free", "1", "/images/categories/part.svg"]);
      const file = csv([["part_number", "brand", "name", "description", "price_usd", "stock", "images"], ...rows]);
      const res = await importCsv(file, "dryRun=false");
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ rows: 1_201, created: 1_200, invalid: 1, errors: [{ row: 1_202, message: 'The price "free" is not a number.' }] });
      expect(await shop.prisma.part.count({ where: { brand: "Batchco" } })).toBe(0);
    });

    it("escapes cells a spreadsheet would run as formulas, and reads them back unchanged", async () => {
      const part = await shop.prisma.part.create({
        data: {
          name: "=HYPERLINK(\"http://evil.example\",\"Click\")",
          description: "+1 555 0100 for fitting; -20% this week",
          picture: "/images/categories/part.svg",
          brand: "@Brand",
          partNumber: "FORMULA-1",
          partNumberKey: "formula1",
          priceCents: 100,
          minQuantity: 1,
          availableQuantity: 3,
          addedByEmail: adminEmail,
        },
      });
      const text = (await exportCsv()).text;
      const row = rowsOf(text).find((r) => r.id === part.id)!;
      expect(row.name).toBe(`'=HYPERLINK("http://evil.example","Click")`);
      expect(row.description).toBe("'+1 555 0100 for fitting; -20% this week");
      expect(row.brand).toBe("'@Brand");
      const back = await importCsv(text, "dryRun=true");
      expect(back.body).toMatchObject({ updated: 0, invalid: 0 });
    });

    it("asks for a brand column when a part number belongs to several brands", async () => {
      for (const brand of ["Alpha", "Beta"]) {
        await shop.prisma.part.create({
          data: { name: `Shared ${brand}`, description: "x", picture: "/images/categories/part.svg", brand, partNumber: "SHARED-1", partNumberKey: "shared1", priceCents: 100, minQuantity: 1, availableQuantity: 1, addedByEmail: adminEmail },
        });
      }
      const res = await importCsv(csv([["part_number", "stock"], ["SHARED-1", "4"]]));
      expect(res.body.errors).toEqual([{ row: 2, message: "The part number SHARED-1 belongs to several brands (Alpha, Beta): add a brand column to say which." }]);
      const withBrand = await importCsv(csv([["part_number", "brand", "stock"], ["SHARED-1", "Beta", "4"]]), "dryRun=false");
      expect(withBrand.body).toMatchObject({ updated: 1, invalid: 0 });
      expect((await shop.prisma.part.findFirstOrThrow({ where: { brand: "Beta", partNumber: "SHARED-1" } })).availableQuantity).toBe(4);
      expect((await shop.prisma.part.findFirstOrThrow({ where: { brand: "Alpha", partNumber: "SHARED-1" } })).availableQuantity).toBe(1);
    });

    it("refuses, writing nothing, a file that would give two parts of one brand the same part number", async () => {
      const [a, b] = await shop.prisma.part.findMany({ where: { brand: "NGK", partNumber: { not: null } }, orderBy: { id: "asc" }, take: 2 });
      const res = await importCsv(csv([["id", "part_number", "brand", "price_usd"], [a.id, b.partNumber!, "NGK", "1.00"]]), "dryRun=false");
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "BAD_USER_INPUT", field: "file", message: "Two parts of one brand would have the same part number. Check the part_number and brand columns." });
      expect(await shop.prisma.part.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({ partNumber: a.partNumber, priceCents: a.priceCents });
    });

    it("refuses a file it cannot read as a whole, saying why", async () => {
      const cases: [string, number, RegExp][] = [
        ["", 400, /^The file is empty/],
        ["name,price\nA,1\n", 400, /^The file needs a part_number column/],
        ["part_number,colour\nA,red\n", 400, /^Unknown column "colour"\. The columns are: id, part_number/],
        ["part_number,stock,Stock\nA,1,2\n", 400, /^The column stock appears twice/],
        ['part_number,stock\n"A,1\n', 400, /^The file is not valid CSV near line \d+: a quoted cell is not closed\./],
        [`part_number,stock\n${Array.from({ length: 3_001 }, (_, i) => `ROW${i},1`).join("\n")}\n`, 400, /^The file has more than 3,000 rows/],
      ];
      for (const [body, status, message] of cases) {
        const res = await importCsv(body);
        expect({ status: res.status, code: res.body.code, field: res.body.field }).toEqual({ status, code: "BAD_USER_INPUT", field: "file" });
        expect(res.body.message).toMatch(message);
      }
      const tooBig = await importCsv(`part_number,name\n${"X,".padEnd(3 * 1024 * 1024, "y")}\n`);
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.message).toBe("The file is larger than 2 MB. Split it into smaller files.");
      const json = await importCsv('{"part_number":"A"}', "dryRun=true", { type: "application/json" });
      expect(json.status).toBe(415);
      const badFlag = await importCsv("part_number\nA\n", "dryRun=maybe");
      expect(badFlag).toMatchObject({ status: 400, body: { message: "dryRun: must be true or false.", field: "dryRun" } });
    });

    it("writes nothing when the uploader hangs up mid-file, and the next import goes through", async () => {
      const header = "part_number,brand,name,description,price_usd,stock,images\n";
      const rows = Array.from({ length: 3_000 }, (_, i) => `HANG-${i},Hangco,Hang part ${i},A part.,1.00,1,/images/categories/part.svg\n`).join("");
      const body = header + rows;
      await new Promise<void>((resolve) => {
        const req = http.request(`${shop.url}/parts/import?dryRun=false`, {
          method: "POST",
          headers: { "content-type": "text/csv", authorization: `Bearer ${admin.token}`, "content-length": String(Buffer.byteLength(body)) },
        });
        req.on("error", () => resolve());
        req.on("close", () => resolve());
        req.write(body.slice(0, body.length / 2), () => req.destroy());
      });
      // On the embedded database the next import waits for the first to end: it would hang if that one did.
      const next = await importCsv(`${header}HANG-NEXT,Hangco,Next part,A part.,1.00,1,/images/categories/part.svg\n`, "dryRun=false");
      expect(next.body).toMatchObject({ applied: true, created: 1 });
      expect(await shop.prisma.part.count({ where: { brand: "Hangco" } })).toBe(1);
    });

    it("is for admins only", async () => {
      expect((await importCsv("part_number,stock\nA,1\n", "dryRun=true", { token: rider.token })).status).toBe(403);
      const anonymous = await fetch(`${shop.url}/parts/import`, { method: "POST", headers: { "content-type": "text/csv" }, body: "part_number\nA\n" });
      expect(anonymous.status).toBe(401);
    });

    it("streams its progress as lines of JSON when asked, then the report", async () => {
      const rows = Array.from({ length: 2_500 }, (_, i) => [`PRG-${i}`, "Progressco", `Progress part ${i}`, "A part.", "1.00", "1", "/images/categories/part.svg"]);
      const res = await fetch(`${shop.url}/parts/import?dryRun=true`, {
        method: "POST",
        headers: { "content-type": "text/csv", accept: "application/x-ndjson", authorization: `Bearer ${admin.token}` },
        body: csv([["part_number", "brand", "name", "description", "price_usd", "stock", "images"], ...rows]),
      });
      expect(res.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
      const lines = (await res.text()).trim().split("\n").map((l) => JSON.parse(l) as { progress?: { rows: number; bytes: number }; report?: Report });
      expect(lines.filter((l) => l.progress).map((l) => l.progress!.rows)).toEqual([1_000, 2_000, 2_500]);
      expect(lines.at(-1)!.report).toMatchObject({ dryRun: true, rows: 2_500, created: 2_500 });
    });

    it("sets shipping weights from a weight_kg column, keeps a weight left empty, and refuses one that is no weight", async () => {
      const part = await shop.prisma.part.findFirstOrThrow({ where: { partNumber: { not: null } }, orderBy: { id: "desc" } });
      const header = ["part_number", "brand", "weight_kg"];
      const applied = await shop.graphql(IMPORT, { csv: csv([header, [part.partNumber!, part.brand ?? "", "2.75"]]), dryRun: false, skipInvalid: false }, admin.token);
      expect(applied.data!.importCatalogue).toMatchObject({ applied: true, updated: 1 });
      expect((await shop.prisma.part.findUniqueOrThrow({ where: { id: part.id } })).weightGrams).toBe(2750);
      const kept = await shop.graphql(IMPORT, { csv: csv([header, [part.partNumber!, part.brand ?? "", ""]]), dryRun: true, skipInvalid: false }, admin.token);
      expect(kept.data!.importCatalogue).toMatchObject({ unchanged: 1, invalid: 0 });
      for (const [weight, message] of [
        ["heavy", 'The weight "heavy" is not a number of kg.'],
        ["0", "Weight must be more than 0 kg."],
        ["71", "Weight must be at most 70 kg."],
      ]) {
        const bad = await shop.graphql(IMPORT, { csv: csv([header, [part.partNumber!, part.brand ?? "", weight]]), dryRun: true, skipInvalid: false }, admin.token);
        expect(bad.data!.importCatalogue).toMatchObject({ invalid: 1, errors: [{ row: 2, message }] });
      }
    });

    it("creates a part with its export data, in any of the ways a spreadsheet writes a box, and exports it back as written", async () => {
      const header = ["part_number", "brand", "name", "description", "price_usd", "stock", "images", "HS Code", "Schedule B", "Country of origin", "box_cm"];
      const file = csv([
        header,
        ["EXPIMP-1", "Exportco", "Imported export part 1", "A part.", "9.99", "3", "/images/categories/part.svg", "8714.10", "8714.10.0000", "jp", "64 x 64 x 20"],
        ["EXPIMP-2", "Exportco", "Imported export part 2", "A part.", "9.99", "3", "/images/categories/part.svg", "871410", "8714100000", "DE", "64x64x20"],
        ["EXPIMP-3", "Exportco", "Imported export part 3", "A part.", "9.99", "3", "/images/categories/part.svg", "4011.40", "4011.40.0000", "TH", "64,5 × 0,1 × 300"],
        ["EXPIMP-4", "Exportco", "Imported export part 4", "A part.", "9.99", "3", "/images/categories/part.svg", "", "", "", ""],
      ]);
      const res = await importCsv(file, "dryRun=false");
      expect(res.body).toMatchObject({ applied: true, created: 4, invalid: 0 });
      const stored = async (partNumber: string) => {
        const p = (await partByNumber(partNumber))!;
        return { hsCode: p.hsCode, scheduleB: p.scheduleB, originCountry: p.originCountry, lengthMm: p.lengthMm, widthMm: p.widthMm, heightMm: p.heightMm };
      };
      expect(await stored("EXPIMP-1")).toEqual({ hsCode: "871410", scheduleB: "8714100000", originCountry: "JP", lengthMm: 640, widthMm: 640, heightMm: 200 });
      expect(await stored("EXPIMP-2")).toEqual({ hsCode: "871410", scheduleB: "8714100000", originCountry: "DE", lengthMm: 640, widthMm: 640, heightMm: 200 });
      expect(await stored("EXPIMP-3")).toEqual({ hsCode: "401140", scheduleB: "4011400000", originCountry: "TH", lengthMm: 645, widthMm: 1, heightMm: 3000 });
      expect(await stored("EXPIMP-4")).toEqual({ hsCode: null, scheduleB: null, originCountry: null, lengthMm: null, widthMm: null, heightMm: null });

      const exported = rowsOf((await exportCsv()).text).filter((r) => r.brand === "Exportco" && r.part_number.startsWith("EXPIMP-"));
      expect(exported.map((r) => [r.part_number, r.hs_code, r.schedule_b, r.origin_country, r.box_cm]).sort()).toEqual([
        ["EXPIMP-1", "8714.10", "8714.10.0000", "JP", "64 x 64 x 20"],
        ["EXPIMP-2", "8714.10", "8714.10.0000", "DE", "64 x 64 x 20"],
        ["EXPIMP-3", "4011.40", "4011.40.0000", "TH", "64.5 x 0.1 x 300"],
        ["EXPIMP-4", "", "", "", ""],
      ]);
    });

    it("updates only the origin when only origin_country changes, leaves out what a file has no column for, and clears what an empty cell clears", async () => {
      const before = await shop.prisma.part.findFirstOrThrow({ where: { brand: "Galfer", partNumber: "DF096CW" } });
      expect(before).toMatchObject({ hsCode: "871410", originCountry: "ES", lengthMm: 360 });
      const file = csv([["part_number", "brand", "origin_country"], [before.partNumber!, before.brand!, "it"]]);
      expect((await importCsv(file)).body).toMatchObject({ created: 0, updated: 1, unchanged: 0, invalid: 0 });
      const applied = await importCsv(file, "dryRun=false");
      expect(applied.body).toMatchObject({ applied: true, created: 0, updated: 1, unchanged: 0, invalid: 0 });
      const after = await shop.prisma.part.findUniqueOrThrow({ where: { id: before.id } });
      expect(after).toEqual({ ...before, originCountry: "IT", updatedAt: after.updatedAt });
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

      // Empty cells clear the codes, the origin and the box; the rest of the part stays.
      const cleared = await importCsv(csv([["id", "hs_code", "schedule_b", "origin_country", "box_cm"], [before.id, "", "", "", ""]]), "dryRun=false");
      expect(cleared.body).toMatchObject({ applied: true, updated: 1, invalid: 0 });
      const empty = await shop.prisma.part.findUniqueOrThrow({ where: { id: before.id } });
      expect(empty).toEqual({ ...before, hsCode: null, scheduleB: null, originCountry: null, lengthMm: null, widthMm: null, heightMm: null, updatedAt: empty.updatedAt });

      // And set back; a second time it is unchanged.
      const restore = csv([["id", "hs_code", "schedule_b", "origin_country", "box_cm"], [before.id, "8714.10", "8714.10.0000", "ES", "36 x 36 x 6"]]);
      expect((await importCsv(restore, "dryRun=false")).body).toMatchObject({ applied: true, updated: 1 });
      expect((await importCsv(restore, "dryRun=false")).body).toMatchObject({ applied: true, updated: 0, unchanged: 1 });
      expect(await shop.prisma.part.findUniqueOrThrow({ where: { id: before.id } })).toEqual({ ...before, updatedAt: expect.any(Date) });
    });

    it("refuses bad export data row by row with the rules' messages, a Schedule B of another heading included, and writes nothing", async () => {
      const header = ["part_number", "brand", "name", "description", "price_usd", "stock", "images", "hs_code", "schedule_b", "origin_country", "box_cm"];
      const row = (partNumber: string, changes: Partial<Record<string, string>> = {}) => {
        const base: Record<string, string> = {
          part_number: partNumber,
          brand: "Badexport",
          name: `Part ${partNumber}`,
          description: "A part.",
          price_usd: "5.00",
          stock: "2",
          images: "/images/categories/part.svg",
          hs_code: "8714.10",
          schedule_b: "8714.10.0000",
          origin_country: "JP",
          box_cm: "64 x 64 x 20",
          ...changes,
        };
        return header.map((h) => base[h]);
      };
      const file = csv([
        header,
        row("BADEXP-1"), // 2: good
        row("BADEXP-2", { hs_code: "87141" }), // 3
        row("BADEXP-3", { schedule_b: "4011.40.0000" }), // 4
        row("BADEXP-4", { origin_country: "XX" }), // 5
        row("BADEXP-5", { box_cm: "64 x 64" }), // 6
        row("BADEXP-6", { box_cm: "64 x 64 x 301" }), // 7
        row("BADEXP-7", { schedule_b: "8714.10.00" }), // 8
      ]);
      const errors = [
        { row: 3, message: "HS code has six digits, such as 8714.10." },
        { row: 4, message: "Schedule B number starts with the part's HS code." },
        { row: 5, message: "Country of origin is a two-letter ISO code, such as JP." },
        { row: 6, message: 'The box size "64 x 64" is not written as length x width x height in cm, such as 64 x 64 x 20.' },
        { row: 7, message: "Height must be at most 300 cm." },
        { row: 8, message: "Schedule B number has ten digits, such as 8714.10.0000." },
      ];
      const dry = await importCsv(file);
      expect(dry.body).toMatchObject({ rows: 7, created: 1, invalid: 6, errors });
      const refused = await importCsv(file, "dryRun=false");
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ applied: false, created: 1, invalid: 6, errors });
      expect(await shop.prisma.part.count({ where: { brand: "Badexport" } })).toBe(0);

      // Without an hs_code column a Schedule B is checked against the part's HS code; an HS code alone
      // against its Schedule B: row errors, never the database's check.
      const part = await shop.prisma.part.findFirstOrThrow({ where: { hsCode: "871410", scheduleB: "8714100000", partNumber: { not: null }, brand: { not: null } }, orderBy: { id: "asc" } });
      const mismatches = csv([
        ["part_number", "brand", "schedule_b"],
        [part.partNumber!, part.brand!, "4011.40.0000"],
      ]);
      const hsOnly = csv([
        ["id", "hs_code"],
        [part.id, "4011.40"],
      ]);
      for (const mismatch of [mismatches, hsOnly]) {
        const res = await importCsv(mismatch, "dryRun=false");
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({ applied: false, updated: 0, invalid: 1, errors: [{ row: 2, message: "Schedule B number starts with the part's HS code." }] });
      }
      expect(await shop.prisma.part.findUniqueOrThrow({ where: { id: part.id } })).toEqual(part);
      // Both changed together to another heading is fine.
      const both = await importCsv(csv([["id", "hs_code", "schedule_b"], [part.id, "4011.40", "4011.40.0000"]]), "dryRun=false");
      expect(both.body).toMatchObject({ applied: true, updated: 1, invalid: 0 });
      expect(await shop.prisma.part.findUniqueOrThrow({ where: { id: part.id } })).toMatchObject({ hsCode: "401140", scheduleB: "4011400000" });
    });

    it("reads back the export data it writes unchanged: a whole export comes back all unchanged", async () => {
      const made = { description: "x", picture: "/images/categories/part.svg", priceCents: 100, minQuantity: 1, availableQuantity: 1, addedByEmail: adminEmail, brand: "Roundtrip" };
      const gtin = gtinOf("200000000101");
      await shop.prisma.part.createMany({
        data: [
          { ...made, name: "Round trip 1", partNumber: "RT-1", partNumberKey: "rt1", hsCode: "851220", scheduleB: "8512200040", originCountry: "CN", lengthMm: 1, widthMm: 3000, heightMm: 333, gtin, leadTimeDays: 180, restockDate: new Date("2027-01-04T00:00:00Z") },
          { ...made, name: "Round trip 2", partNumber: "RT-2", partNumberKey: "rt2", scheduleB: "8714100000", gtin: "96385074", leadTimeDays: 1 },
          { ...made, name: "Round trip 3", partNumber: "RT-3", partNumberKey: "rt3", hsCode: "871410", lengthMm: 105, widthMm: 99, heightMm: 7, restockDate: new Date("2026-12-31T00:00:00Z") },
        ],
      });
      const before = await shop.prisma.part.findMany({ orderBy: { id: "asc" } });
      const exported = (await exportCsv()).text;
      const roundTrip = rowsOf(exported).filter((r) => r.brand === "Roundtrip");
      expect(roundTrip.map((r) => [r.part_number, r.hs_code, r.schedule_b, r.origin_country, r.box_cm]).sort()).toEqual([
        ["RT-1", "8512.20", "8512.20.0040", "CN", "0.1 x 300 x 33.3"],
        ["RT-2", "", "8714.10.0000", "", ""],
        ["RT-3", "8714.10", "", "", "10.5 x 9.9 x 0.7"],
      ]);
      expect(roundTrip.map((r) => [r.part_number, r.gtin, r.lead_time_days, r.restock_date]).sort()).toEqual([
        ["RT-1", gtin, "180", "2027-01-04"],
        ["RT-2", "96385074", "1", ""],
        ["RT-3", "", "", "2026-12-31"],
      ]);
      const applied = await importCsv(exported, "dryRun=false");
      expect(applied.body).toMatchObject({ applied: true, rows: before.length, created: 0, updated: 0, unchanged: before.length, invalid: 0 });
      expect(await shop.prisma.part.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    });

    it("sets GTINs, lead times and restock dates under a spreadsheet's names for them, and an empty cell removes them", async () => {
      const upc = gtinOf("20000000021");
      const ean = gtinOf("200000000221");
      const header = ["part_number", "brand", "name", "description", "price_usd", "stock", "images", "EAN", "Lead time (days)", "Restock date"];
      const made = (n: number) => ["Barcodeco", `Barcode part ${n}`, "A part.", "4.00", "1", "/images/categories/part.svg"];
      const file = csv([
        header,
        // As printed under the barcode, with its spaces; a lead time in words a supplier's sheet uses.
        ["GTIN-1", ...made(1), `${ean.slice(0, 1)} ${ean.slice(1, 7)} ${ean.slice(7)}`, "12 business days", "2027-01-15"],
        ["GTIN-2", ...made(2), upc, "5", ""],
        ["GTIN-3", ...made(3), "", "", ""],
      ]);
      expect((await importCsv(file, "dryRun=false")).body).toMatchObject({ applied: true, created: 3, invalid: 0 });
      const stored = async (partNumber: string) => {
        const p = (await partByNumber(partNumber))!;
        return { gtin: p.gtin, leadTimeDays: p.leadTimeDays, restockDate: p.restockDate?.toISOString().slice(0, 10) ?? null };
      };
      expect(await stored("GTIN-1")).toEqual({ gtin: ean, leadTimeDays: 12, restockDate: "2027-01-15" });
      expect(await stored("GTIN-2")).toEqual({ gtin: upc, leadTimeDays: 5, restockDate: null });
      expect(await stored("GTIN-3")).toEqual({ gtin: null, leadTimeDays: null, restockDate: null });
      // The same numbers again are no change, a part's own GTIN included.
      expect((await importCsv(file, "dryRun=true")).body).toMatchObject({ created: 0, updated: 0, unchanged: 3, invalid: 0 });

      // A number moves to another part in two imports: one file doing both is refused.
      const columns = ["part_number", "brand", "upc", "restock_date"];
      const off = ["GTIN-1", "Barcodeco", "", ""];
      const on = ["GTIN-3", "Barcodeco", ean, "2027-02-01"];
      const both = await importCsv(csv([columns, off, on]), "dryRun=false");
      expect(both.body).toMatchObject({ applied: false, invalid: 1, errors: [{ row: 3, message: `GTIN ${ean} is already on Barcode part 1: one part per number.` }] });
      // Only the columns a file has change; empty cells remove what they name.
      expect((await importCsv(csv([columns, off]), "dryRun=false")).body).toMatchObject({ applied: true, updated: 1, invalid: 0 });
      expect(await stored("GTIN-1")).toEqual({ gtin: null, leadTimeDays: 12, restockDate: null });
      expect((await importCsv(csv([columns, on]), "dryRun=false")).body).toMatchObject({ applied: true, updated: 1, invalid: 0 });
      expect(await stored("GTIN-3")).toEqual({ gtin: ean, leadTimeDays: null, restockDate: "2027-02-01" });
      const exported = rowsOf((await exportCsv()).text).filter((r) => r.brand === "Barcodeco");
      expect(exported.map((r) => [r.part_number, r.gtin, r.lead_time_days, r.restock_date]).sort()).toEqual([
        ["GTIN-1", "", "12", ""],
        ["GTIN-2", upc, "5", ""],
        ["GTIN-3", ean, "", "2027-02-01"],
      ]);
    });

    it("refuses a bad GTIN, lead time or restock date row by row, a GTIN twice in the file or already on another part, and writes nothing", async () => {
      const holder = await shop.prisma.part.create({
        data: { name: "Part with a barcode", description: "x", picture: "/images/categories/part.svg", priceCents: 100, minQuantity: 1, availableQuantity: 1, addedByEmail: adminEmail, brand: "Holderco", partNumber: "HOLD-1", partNumberKey: "hold1", gtin: gtinOf("200000000301") },
      });
      const good = gtinOf("2000000003112");
      const header = ["part_number", "brand", "name", "description", "price_usd", "stock", "images", "gtin", "lead_time_days", "restock_date"];
      const row = (partNumber: string, changes: Partial<Record<string, string>> = {}) => {
        const base: Record<string, string> = {
          part_number: partNumber,
          brand: "Badbarcode",
          name: `Part ${partNumber}`,
          description: "A part.",
          price_usd: "5.00",
          stock: "1",
          images: "/images/categories/part.svg",
          gtin: "",
          lead_time_days: "10",
          restock_date: "2027-01-15",
          ...changes,
        };
        return header.map((h) => base[h]);
      };
      const file = csv([
        header,
        row("BADGTIN-1", { gtin: good }), // 2: good
        row("BADGTIN-2", { gtin: "4006381333932" }), // 3
        row("BADGTIN-3", { gtin: "12345" }), // 4
        row("BADGTIN-4", { gtin: "4.00638E+12" }), // 5
        row("BADGTIN-5", { gtin: good }), // 6: row 2's
        row("BADGTIN-6", { gtin: holder.gtin! }), // 7: the holder's
        row("BADGTIN-7", { lead_time_days: "0" }), // 8
        row("BADGTIN-8", { lead_time_days: "2.5" }), // 9
        row("BADGTIN-9", { lead_time_days: "soon" }), // 10
        row("BADGTIN-10", { lead_time_days: "181" }), // 11
        row("BADGTIN-11", { restock_date: "15/01/2027" }), // 12
        row("BADGTIN-12", { restock_date: "2027-02-30" }), // 13
      ]);
      const errors = [
        { row: 3, message: "GTIN 4006381333932 has a wrong check digit: its last digit would be 1. Check it against the barcode." },
        { row: 4, message: "GTIN has 8, 12, 13 or 14 digits; this one has 5." },
        { row: 5, message: expect.stringMatching(/^The GTIN "4\.00638E\+12" was turned into a number by a spreadsheet/) },
        { row: 6, message: `GTIN ${good} is on row 2 too: one part per number.` },
        { row: 7, message: `GTIN ${holder.gtin} is already on Part with a barcode: one part per number.` },
        { row: 8, message: "Lead time is at least 1 business day." },
        { row: 9, message: "Lead time is a whole number of business days." },
        { row: 10, message: 'The lead time "soon" is not a number of business days.' },
        { row: 11, message: "Lead time is at most 180 business days." },
        { row: 12, message: "Restock date is a date, such as 2026-12-18." },
        { row: 13, message: "Restock date is a date, such as 2026-12-18." },
      ];
      const refused = await importCsv(file, "dryRun=false");
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ applied: false, rows: 12, created: 1, invalid: 11, errors });
      expect(await shop.prisma.part.count({ where: { brand: "Badbarcode" } })).toBe(0);

      // Another part's number on an existing part is refused too; the holder's own is no change.
      const other = await shop.prisma.part.findFirstOrThrow({ where: { gtin: null, partNumber: { not: null } }, orderBy: { id: "asc" } });
      const taken = await importCsv(csv([["id", "gtin"], [other.id, holder.gtin!], [holder.id, holder.gtin!]]));
      expect(taken.body).toMatchObject({ updated: 0, unchanged: 1, invalid: 1, errors: [{ row: 2, message: `GTIN ${holder.gtin} is already on Part with a barcode: one part per number.` }] });
    });

    it("takes small files as text through GraphQL too", async () => {
      const part = await shop.prisma.part.findFirstOrThrow({ where: { partNumber: { not: null } }, orderBy: { id: "asc" } });
      const file = `part_number,brand,price_usd\n${part.partNumber},${part.brand ?? ""},${((part.priceCents + 100) / 100).toFixed(2)}\n`;
      const dry = await shop.graphql(IMPORT, { csv: file, dryRun: true, skipInvalid: false }, admin.token);
      expect(dry.data!.importCatalogue).toEqual({ dryRun: true, applied: false, rows: 1, created: 0, updated: 1, unchanged: 0, invalid: 0, errors: [] });
      const applied = await shop.graphql(IMPORT, { csv: file, dryRun: false, skipInvalid: false }, admin.token);
      expect(applied.data!.importCatalogue).toMatchObject({ applied: true, updated: 1 });
      expect((await shop.prisma.part.findUniqueOrThrow({ where: { id: part.id } })).priceCents).toBe(part.priceCents + 100);
      const bad = await shop.graphql(IMPORT, { csv: "colour\nred\n", dryRun: true, skipInvalid: false }, admin.token);
      expect(bad.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Unknown column "colour"/), extensions: { code: "BAD_USER_INPUT", field: "file" } });
      // Over 90 KB of text, under the 100 KB a GraphQL request may have.
      const big = await shop.graphql(IMPORT, { csv: `part_number\n${`${"A".repeat(40)}\n`.repeat(2_350)}`, dryRun: true, skipInvalid: false }, admin.token);
      expect(big.errors?.[0]).toMatchObject({ message: "Send files over 90 KB to POST /parts/import as text/csv.", extensions: { code: "BAD_USER_INPUT", field: "csv" } });
    });
  });
});
