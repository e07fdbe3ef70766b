import { headerName, matchHeader } from "../../csv/csv-files";
import { escapeFormula, unescapeFormula } from "../../csv/formula";
import { gtinDigits, isGtin } from "../../../../shared/gtin";

/**
 * The catalogue file's format (ADR 0022): its columns, how a header names them, and how the cells that
 * hold lists (images, specs) and formulas are written and read, so that an exported file imports back
 * unchanged.
 */

/** A column of the catalogue file, in the order the export writes them. */
export const COLUMNS = [
  "id",
  "part_number",
  "brand",
  "gtin",
  "name",
  "category",
  "description",
  "price_usd",
  "min_quantity",
  "stock",
  "lead_time_days",
  "restock_date",
  "weight_kg",
  "hs_code",
  "schedule_b",
  "origin_country",
  "box_cm",
  "images",
  "specs",
] as const;
export type Column = (typeof COLUMNS)[number];

/** Header names a spreadsheet may use for each column, compared without case, spaces or punctuation. */
const ALIASES: Record<Column, string[]> = {
  id: ["id", "partid"],
  part_number: ["partnumber", "mpn", "manufacturerpartnumber", "partno"],
  brand: ["brand", "manufacturer", "make"],
  // The barcode's number by any of its names: GTIN, EAN (-13, -8), UPC (-A, -12), JAN.
  gtin: ["gtin", "gtin8", "gtin12", "gtin13", "gtin14", "ean", "ean8", "ean13", "eancode", "upc", "upca", "upccode", "jan", "barcode", "barcodenumber"],
  name: ["name", "title", "partname"],
  category: ["category", "categoryslug"],
  description: ["description"],
  price_usd: ["priceusd", "price"],
  min_quantity: ["minquantity", "minimumquantity", "minqty", "minimumorder"],
  stock: ["stock", "availablequantity", "quantity", "qty", "instock"],
  // Only names that say the unit, as for the box: a "lead time" in weeks would be read as days.
  lead_time_days: ["leadtimedays", "leadtimeindays", "leadtimebusinessdays", "supplierleadtimedays"],
  // Not "restock" alone, which a stock feed may use for the units to add.
  restock_date: ["restockdate", "expectedrestock", "expectedrestockdate", "backinstockdate"],
  weight_kg: ["weightkg", "weight", "shippingweight", "shippingweightkg"],
  hs_code: ["hscode", "hs", "harmonizedcode", "harmonisedcode"],
  schedule_b: ["scheduleb", "schedulebnumber", "schedb"],
  origin_country: ["origincountry", "countryoforigin", "origin", "coo"],
  // Only names that say the unit: a "dimensions" column in inches or mm would be read as cm.
  box_cm: ["boxcm", "boxsizecm", "boxdimensionscm", "dimensionscm"],
  images: ["images", "imageurls", "image", "picture", "pictures"],
  specs: ["specs", "specifications"],
};

/** The column a header cell names ("Part Number", "part_number", "MPN"), or undefined. */
export function columnOf(header: string): Column | undefined {
  return COLUMNS.find((c) => ALIASES[c].includes(headerName(header)));
}

/**
 * What the header row says: which cell holds which column. A header that names no known column, names
 * one twice, or has no key (part number or id) is refused with a message saying what to fix.
 */
export function readHeader(cells: string[]): { columns: (Column | undefined)[] } | { problem: string } {
  const header = matchHeader(cells, COLUMNS, ALIASES);
  if ("problem" in header) return header;
  if (!header.columns.includes("part_number") && !header.columns.includes("id")) return { problem: "The file needs a part_number column (or id) to say which part each row is." };
  return header;
}

export { escapeFormula, unescapeFormula };

/** Images: one URL or path per line (any white space separates them). */
export function writeImages(picture: string, gallery: readonly string[]): string {
  return [picture, ...gallery].join("\n");
}

export function readImages(cell: string): string[] {
  return cell.split(/\s+/).filter((s) => s !== "");
}

/** Specs: one "Name: value" per line. */
export function writeSpecs(specs: readonly { name: string; value: string }[]): string {
  return specs.map((s) => `${s.name}: ${s.value}`).join("\n");
}

/** The specs of a cell, or the first line that is not "Name: value". */
export function readSpecs(cell: string): { specs: { name: string; value: string }[] } | { badLine: string } {
  const specs: { name: string; value: string }[] = [];
  for (const line of cell.split(/\r?\n/)) {
    if (line.trim() === "") continue;
    const colon = line.indexOf(":");
    if (colon <= 0) return { badLine: line.trim() };
    specs.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return { specs };
}

/** Whole cents as the file writes a price: 1899 → "18.99". */
export function writePrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A price cell in US dollars ("18.99", "$1,299.00") as a number, or null when it is not one. */
export function readPrice(cell: string): number | null {
  const plain = cell.trim().replace(/^\$/, "").replace(/,(?=\d{3}(\D|$))/g, "");
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/** A weight cell in kg ("0.32", "0,32", "1.2 kg"), or null when it is not one. */
export function readWeight(cell: string): number | null {
  const plain = cell.trim().replace(/\s*kg$/i, "").replace(/^(\d+),(\d+)$/, "$1.$2");
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/** A weight in grams as the file writes it, in kg ("320" → "0.32"). */
export const writeWeight = (grams: number): string => String(grams / 1000);

/** A whole number cell ("12", "1,200"), or null when it is not one. */
export function readWholeNumber(cell: string): number | null {
  const plain = cell.trim().replace(/,(?=\d{3}(\D|$))/g, "");
  return /^\d+$/.test(plain) ? Number(plain) : null;
}

/** A lead time cell in business days ("12", "12 days", "12 business days"), or null when it is not a number. */
export function readLeadTime(cell: string): number | null {
  const plain = cell.trim().replace(/\s*(business\s+)?days?$/i, "");
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/**
 * A GTIN cell as the shared rule reads it. A spreadsheet that took the column for numbers saved each UPC-A
 * without its leading 0 (11 digits): it is read with the 0 back when that gives a valid GTIN (a check digit
 * counts from the right, so the 0 does not change it).
 */
export function readGtin(cell: string): string {
  const digits = gtinDigits(cell.trim());
  return /^\d{11}$/.test(digits) && isGtin(`0${digits}`) ? `0${digits}` : cell;
}

/**
 * A GTIN that a spreadsheet turned into a number in scientific notation ("4.00638E+12") has lost digits:
 * only the original file has them back.
 */
export const isMangledNumber = (cell: string): boolean => /^\d+(?:[.,]\d+)?E\+\d+$/i.test(cell.trim());

/** A boxed size in mm as the file writes it, in cm ("640, 640, 200" → "64 x 64 x 20"); empty when unknown. */
export function writeBox(lengthMm: number | null, widthMm: number | null, heightMm: number | null): string {
  if (lengthMm === null || widthMm === null || heightMm === null) return "";
  return [lengthMm, widthMm, heightMm].map((mm) => String(mm / 10)).join(" x ");
}

/**
 * A box cell in cm ("64 x 64 x 20", "64x64x20", "64 × 64 × 20", "6,5 x 4 x 2 cm") as its three numbers, or
 * null when it is not three numbers. The sizes' limits are the shared rule's (dimensionsCm).
 */
export function readBox(cell: string): { length: number; width: number; height: number } | null {
  const sides = cell
    .trim()
    .replace(/\s*cm$/i, "")
    .split(/\s*[x×]\s*/i)
    .map((s) => s.replace(/^(\d+),(\d+)$/, "$1.$2"));
  if (sides.length !== 3 || !sides.every((s) => /^\d+(\.\d+)?$/.test(s))) return null;
  const [length, width, height] = sides.map(Number);
  return { length, width, height };
}
