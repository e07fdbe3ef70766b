import { execFileSync } from "node:child_process";
import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import type { ImportReport } from "../../../../shared/imports";

/**
 * The catalogue file is standard CSV (RFC 4180): another program reads it back row for row, a
 * spreadsheet's re-save imports unchanged, and a file whose cells were cut apart by an unquoted line
 * break is refused row by row rather than half-applied.
 */

/** Python's csv module, the reference reader: the file's rows as lists of cells. */
function pythonRows(text: string): string[][] {
  const out = execFileSync("python3", ["-c", "import csv,sys,json; print(json.dumps(list(csv.reader(sys.stdin))))"], { input: text });
  return JSON.parse(out.toString()) as string[][];
}

/** What a spreadsheet writes when it saves the file again: minimal quoting, CRLF, every row as it read it. */
function spreadsheetResave(text: string): string {
  return execFileSync("python3", ["-c", "import csv,sys; rows=list(csv.reader(sys.stdin)); w=csv.writer(sys.stdout, quoting=csv.QUOTE_MINIMAL, lineterminator='\\r\\n'); w.writerows(rows)"], {
    input: text,
  }).toString();
}

describe("the catalogue file as other programs read it", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    shop = await startTestShop({ seed: true, adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail });
  });
  afterAll(() => shop.close());

  const exportCsv = async () => (await fetch(`${shop.url}/parts/export.csv`, { headers: { authorization: `Bearer ${admin.token}` } })).text();
  const importCsv = async (body: string, query: string) => {
    const res = await fetch(`${shop.url}/parts/import?${query}`, { method: "POST", headers: { "content-type": "text/csv", authorization: `Bearer ${admin.token}` }, body });
    return { status: res.status, report: (await res.json()) as ImportReport };
  };

  it("is read by Python's csv module as one row per part, multi-line specs and images whole", async () => {
    const text = await exportCsv();
    const rows = pythonRows(text);
    const parts = await shop.prisma.part.count();
    expect(rows).toHaveLength(parts + 1);
    const header = rows[0];
    expect(rows.every((r) => r.length === header.length)).toBe(true);
    const specsAt = header.indexOf("specs");
    const multiLine = rows.slice(1).filter((r) => r[specsAt].includes("\n"));
    expect(multiLine.length).toBeGreaterThan(10);
    const numberAt = header.indexOf("part_number");
    const sample = multiLine[0];
    const part = await shop.prisma.part.findFirstOrThrow({ where: { partNumber: sample[numberAt] } });
    expect(sample[specsAt].split("\n")).toHaveLength((part.specs as unknown[]).length);
  });

  it("imports a spreadsheet's re-save of it with nothing to change", async () => {
    const resaved = spreadsheetResave(await exportCsv());
    const { status, report } = await importCsv(resaved, "dryRun=true");
    expect(status).toBe(200);
    expect(report).toMatchObject({ invalid: 0, created: 0, updated: 0, errors: [] });
    expect(report.unchanged).toBe(await shop.prisma.part.count());
  });

  it("reads back the GTINs a spreadsheet saved as numbers: a UPC without its leading zero is the same UPC, a number in scientific notation is refused", async () => {
    // The demo's US brands' parts carry UPC-As, which start with 0.
    const part = await shop.prisma.part.findFirstOrThrow({ where: { gtin: { startsWith: "0" }, partNumber: { not: null }, brand: { not: null } }, orderBy: { id: "asc" } });
    const upc = part.gtin!;
    expect(upc).toHaveLength(12);
    const asNumbers = ["part_number,brand,UPC", `${part.partNumber},${part.brand},${upc.slice(1)}`, ""].join("\r\n");
    expect((await importCsv(asNumbers, "dryRun=true")).report).toMatchObject({ unchanged: 1, updated: 0, invalid: 0 });
    const scientific = ["part_number,brand,UPC", `${part.partNumber},${part.brand},${Number(upc).toExponential(5).toUpperCase()}`, ""].join("\r\n");
    const { report } = await importCsv(scientific, "dryRun=true");
    expect(report).toMatchObject({ unchanged: 0, invalid: 1, errors: [{ row: 2, message: expect.stringMatching(/^The GTIN "[\d.]+E\+\d+" was turned into a number by a spreadsheet/) }] });
  });

  it("refuses the rows a spreadsheet cut apart at an unquoted line break, and never half-applies them, even skipping bad rows", async () => {
    const part = await shop.prisma.part.findFirstOrThrow({ where: { partNumber: { not: null }, brand: { not: null } }, orderBy: { partNumber: "asc" } });
    const specsBefore = part.specs;
    // A file written as the export once wrote it, its specs cell's lines unquoted; a spreadsheet reads each
    // line as a row of its own and saves them so.
    const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
    const unquoted = ["part_number,brand,name,specs", `${quoted(part.partNumber!)},${quoted(part.brand!)},${quoted(part.name)},Type: sintered\nPosition: front\nPieces: 4`, ""].join("\r\n");
    const resaved = spreadsheetResave(unquoted);
    expect(pythonRows(resaved)).toEqual([["part_number", "brand", "name", "specs"], [part.partNumber, part.brand, part.name, "Type: sintered"], ["Position: front"], ["Pieces: 4"]]);
    const { status, report } = await importCsv(resaved, "dryRun=false&skipInvalid=true");
    expect(status).toBe(200);
    expect(report.errors).toEqual([
      { row: 2, message: expect.stringMatching(/^This row's last cell goes on in the row after it, cut apart by a line break that is not quoted/) },
      { row: 3, message: expect.stringMatching(/^This row has 1 cell where the header has 4: a cell holding a line break, a comma or a quote must be quoted/) },
      { row: 4, message: expect.stringMatching(/^This row has 1 cell where the header has 4/) },
    ]);
    expect(report).toMatchObject({ invalid: 3, updated: 0 });
    expect((await shop.prisma.part.findUniqueOrThrow({ where: { id: part.id } })).specs).toEqual(specsBefore);
  });
});
