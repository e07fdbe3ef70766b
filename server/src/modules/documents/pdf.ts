import path from "node:path";
import PDFDocument from "pdfkit";
import type { CommercialInvoice, InvoiceLine, PackingSlip, Receipt, ReturnInvoice, UsdEquivalent } from "./order-documents";
import { fromRoot } from "../../paths";

/**
 * Lays the papers out as US Letter PDFs with pdfkit (ADR 0033): one table of lines, the totals under it; a
 * long order runs onto more pages. The font is DejaVu Sans Condensed, embedded (subset): the PDF's
 * standard Helvetica has no glyphs beyond Western European letters, and an invoice to Łódź or Київ must
 * print its address. Scripts DejaVu lacks (Chinese, Japanese, Korean) print as empty boxes.
 */
const FONTS = fromRoot("server", "assets", "fonts");
const REGULAR = path.join(FONTS, "DejaVuSansCondensed.ttf");
const BOLD = path.join(FONTS, "DejaVuSansCondensed-Bold.ttf");

const MARGIN = 48;
const PAGE_WIDTH = 612;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;

type Doc = InstanceType<typeof PDFDocument>;

interface Column {
  title: string;
  width: number;
  align?: "left" | "right";
}

function render(build: (doc: Doc) => void, info: { Title: string }): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: MARGIN, info: { ...info, Author: "MotoParts USA" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  build(doc);
  doc.end();
  return done;
}

function heading(doc: Doc, title: string, number: string, date: string) {
  doc.font(BOLD).fontSize(18).text(title, MARGIN, MARGIN);
  doc.font(REGULAR).fontSize(10).text(`Order ${number}`, MARGIN, MARGIN + 4, { width: WIDTH, align: "right" });
  doc.text(`Date ${date}`, { width: WIDTH, align: "right" });
  doc.moveDown(1.5);
}

/** Two blocks of lines side by side; the cursor goes below the longer. */
function twoBlocks(doc: Doc, left: [string, string[]], right: [string, string[]]) {
  const top = doc.y;
  const half = WIDTH / 2 - 8;
  const block = (x: number, [title, lines]: [string, string[]]) => {
    doc.font(BOLD).fontSize(10).text(title, x, top, { width: half });
    doc.font(REGULAR).fontSize(9);
    for (const line of lines) doc.text(line, x, doc.y, { width: half });
    return doc.y;
  };
  const bottom = Math.max(block(MARGIN, left), block(MARGIN + WIDTH / 2 + 8, right));
  doc.x = MARGIN;
  doc.y = bottom + 16;
}

function table(doc: Doc, columns: Column[], rows: string[][]) {
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? BOLD : REGULAR).fontSize(8.5);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i].width - 6 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, top + 3, { width: columns[i].width - 6, align: columns[i].align ?? "left" });
      x += columns[i].width;
    });
    doc.moveTo(MARGIN, top + height).lineTo(MARGIN + WIDTH, top + height).lineWidth(0.5).strokeColor("#999999").stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  row(
    columns.map((c) => c.title),
    true,
  );
  for (const cells of rows) row(cells, false);
  doc.moveDown(1);
}

/** Label and value rows at the right; `labelFrom` is where the labels start (further left for long ones). */
function closing(doc: Doc, lines: [string, string][], bold: string, labelFrom = WIDTH / 2) {
  for (const [label, value] of lines) {
    doc.font(label === bold ? BOLD : REGULAR).fontSize(9.5);
    const top = doc.y;
    doc.text(label, MARGIN + labelFrom, top, { width: (3 * WIDTH) / 4 - labelFrom });
    doc.text(value, MARGIN + (3 * WIDTH) / 4, top, { width: WIDTH / 4, align: "right" });
    doc.x = MARGIN;
  }
  doc.moveDown(1);
}

/** A sale in another currency than US dollars: the rate it was charged at, then its totals in dollars. */
function usdEquivalent(doc: Doc, currency: string, equivalent: UsdEquivalent | null | undefined, bold: string) {
  if (!equivalent) return;
  if (equivalent.rate) {
    doc.font(REGULAR).fontSize(9.5).text(`Charged in ${currency} at ${equivalent.rate}`, MARGIN + WIDTH / 4, doc.y, { width: (3 * WIDTH) / 4, align: "right" });
    doc.x = MARGIN;
  }
  closing(doc, equivalent.totals, bold, WIDTH / 4);
}

/** The goods of a customs invoice, one row a line: what customs reads (description, HS code, origin, value, weight). */
function goodsTable(doc: Doc, currency: string, lines: InvoiceLine[]) {
  table(
    doc,
    [
      { title: "Description", width: 150 },
      { title: "HS code", width: 52 },
      { title: "Origin", width: 90 },
      { title: "Qty", width: 32, align: "right" },
      { title: `Unit (${currency})`, width: 62, align: "right" },
      { title: `Total (${currency})`, width: 70, align: "right" },
      { title: "Weight", width: WIDTH - 456, align: "right" },
    ],
    lines.map((l) => [l.partNumber ? `${l.description} (${l.partNumber})` : l.description, l.hsCode, l.origin, String(l.quantity), l.unitValue, l.total, l.weight]),
  );
}

export function invoicePdf(inv: CommercialInvoice): Promise<Buffer> {
  return render(
    (doc) => {
      heading(doc, inv.title, inv.number, inv.date);
      twoBlocks(doc, ["Seller (exporter)", inv.seller], ["Buyer (consignee)", inv.buyer]);
      goodsTable(doc, inv.currency, inv.lines);
      closing(doc, inv.totals, "Invoice total");
      usdEquivalent(doc, inv.currency, inv.usdEquivalent, "Invoice total in US dollars");
      doc.font(REGULAR).fontSize(9.5);
      for (const line of [...inv.payment, ...(inv.sellerRegistration ? [inv.sellerRegistration] : []), `Currency: ${inv.currency}`, `Incoterm: ${inv.incotermText}`, `Reason for export: ${inv.reasonForExport}`, `Total weight: ${inv.totalWeight}`]) {
        doc.text(line, MARGIN, doc.y, { width: WIDTH });
      }
      doc.moveDown(1.5);
      doc.fontSize(8.5).text(inv.declaration, { width: WIDTH });
      doc.moveDown(2);
      doc.text("Signature: ______________________    Name: ______________________", { width: WIDTH });
    },
    { Title: `${inv.title} ${inv.number}` },
  );
}

/** The customs invoice of a parcel coming back (returnInvoice): laid out as the export's, the buyer shipping it. */
export function returnInvoicePdf(inv: ReturnInvoice): Promise<Buffer> {
  return render(
    (doc) => {
      doc.font(BOLD).fontSize(16).text(inv.title, MARGIN, MARGIN);
      doc.font(REGULAR).fontSize(10).text(`Return ${inv.number}`, MARGIN, MARGIN + 4, { width: WIDTH, align: "right" });
      doc.text(`Original invoice ${inv.originalInvoice}`, { width: WIDTH, align: "right" });
      doc.text(`Date ${inv.date}`, { width: WIDTH, align: "right" });
      doc.moveDown(1.5);
      twoBlocks(doc, ["Shipper (the buyer)", inv.shipper], ["Consignee (importer)", inv.consignee]);
      goodsTable(doc, inv.currency, inv.lines);
      closing(doc, inv.totals, "Value of the returned goods");
      doc.font(REGULAR).fontSize(9.5);
      for (const line of [`Currency: ${inv.currency}`, `Reason for export: ${inv.reasonForExport}`, `Total weight: ${inv.totalWeight}`]) doc.text(line, MARGIN, doc.y, { width: WIDTH });
      doc.moveDown(1.5);
      doc.fontSize(8.5).text(inv.statement, { width: WIDTH });
      doc.moveDown(2);
      doc.text("Signature: ______________________    Name: ______________________", { width: WIDTH });
    },
    { Title: `${inv.title} ${inv.number}` },
  );
}

export function receiptPdf(r: Receipt): Promise<Buffer> {
  return render(
    (doc) => {
      heading(doc, r.title, r.number, r.date);
      twoBlocks(doc, ["Seller", r.seller], ["Buyer", r.buyer]);
      table(
        doc,
        [
          { title: "Description", width: 300 },
          { title: "Qty", width: 40, align: "right" },
          { title: `Unit (${r.currency})`, width: 80, align: "right" },
          { title: `Total (${r.currency})`, width: WIDTH - 420, align: "right" },
        ],
        r.lines.map((l) => [l.description, String(l.quantity), l.unitValue, l.total]),
      );
      closing(doc, r.totals, "Total paid");
      usdEquivalent(doc, r.currency, r.usdEquivalent, "Total paid in US dollars");
      doc.font(REGULAR).fontSize(9.5);
      for (const line of [...r.payment, ...(r.sellerRegistration ? [r.sellerRegistration] : [])]) doc.text(line, MARGIN, doc.y, { width: WIDTH });
    },
    { Title: `${r.title} ${r.number}` },
  );
}

export function packingSlipPdf(slip: PackingSlip): Promise<Buffer> {
  return render(
    (doc) => {
      heading(doc, slip.title, slip.number, slip.date);
      twoBlocks(doc, ["Ship to", slip.shipTo], ["Method", [slip.method]]);
      table(
        doc,
        [
          { title: "Packed", width: 44 },
          { title: "Part", width: 220 },
          { title: "Part number", width: 100 },
          { title: "Qty", width: 36, align: "right" },
          { title: "Box (cm)", width: 62, align: "right" },
          { title: "Weight", width: WIDTH - 462, align: "right" },
        ],
        slip.lines.map((l) => ["[  ]", l.description, l.partNumber ?? "—", String(l.quantity), l.box ?? "—", l.weight]),
      );
      closing(
        doc,
        [
          ["Units", String(slip.totalUnits)],
          ["Total weight", slip.totalWeight],
        ],
        "Total weight",
      );
    },
    { Title: `${slip.title} ${slip.number}` },
  );
}

