/**
 * A deterministic generator of a realistic motorcycle-parts catalogue, for demo seeds and benchmark
 * databases. Pure: no I/O beyond reading its data once at load (catalogue-tables.ts, data/*.json).
 *
 * How a part is made from (index, seed):
 * - Every "line" is one brand selling one kind of part (EBC brake pads, DID chains, NGK spark plugs...).
 *   The lines take slots in a block of parts, as many as their weight; each block of `BLOCK_SIZE` parts
 *   holds every line's slots in an order shuffled by (seed, block). So a block has every category and
 *   every brand, and a part's line and its ordinal within that line follow from its index alone.
 * - A line's part numbers come from a template such as "FA{n}{compound}". Its fields (numbers, codes)
 *   are decoded from the line ordinal after a seeded permutation, so two parts of one line never share
 *   a number. Once the template's numbers run out, a variant suffix ("-2", "-3") is added.
 * - Everything else (the fields the part number does not carry, price, stock, weight, wording) comes
 *   from a PRNG seeded with (seed, index).
 * - Its GTIN, lead time and restock date come from a PRNG of their own, seeded with (seed, index), so
 *   they leave every other field as it was. A GTIN's item number is a seeded permutation of the index,
 *   so no two parts share one. Restock dates count from a day passed in (a fixed one by default): the
 *   same day gives the same dates.
 * Hence generateParts(n) is a prefix of generateParts(m), and any part can be made on its own.
 *
 * Where things are: the sections, brands, kinds and their lines are data (data/catalogue-*.json, loaded
 * and checked by catalogue-tables.ts); each kind's wording is code (catalogue-kinds-*.ts, by kind id);
 * this file joins the two and makes the parts.
 */
import { CHASSIS_KINDS } from "./catalogue-kinds-chassis";
import { ENGINE_KINDS } from "./catalogue-kinds-engine";
import { FITTING_KINDS } from "./catalogue-kinds-fittings";
import { BOXES, BRAND_COUNTRY, CATEGORY_ROWS, GS1_PREFIX, KIND_DATA, OTHER_BOX, SCHEDULE_B_SUFFIX, type Attrs, type Ctx, type KindText, type LineData, type PartSpec, type Range } from "./catalogue-tables";
import { gtinCheckDigit } from "../../../shared/gtin";
import { addUsBusinessDays } from "../../../shared/delivery-calendar";

export type { PartSpec };
import { between, chance, fmix32, hashInts, hashString, mulberry32, pick, type Rng } from "./seeded-random";

export interface CatalogueCategory {
  slug: string;
  label: string;
  parentSlug: string | null;
  picture: string;
}

export interface GeneratedPart {
  /** Unique, kebab-case, stable for a given (index, seed). */
  slug: string;
  /** One of catalogueCategories' slugs. */
  categorySlug: string;
  brand: string;
  /** The manufacturer's part number, in that brand's style; unique per brand. */
  partNumber: string;
  /** At most 120 characters. */
  name: string;
  /** One to three sentences, at most 2000 characters. */
  description: string;
  /** Two to six ordered name and value pairs. */
  specs: PartSpec[];
  priceCents: number;
  minQuantity: number;
  /** 0 to 300; about 5% of parts are below their minimum (sold out). */
  availableQuantity: number;
  /** Shipping weight, at most 3 decimals. */
  weightKg: number;
  /** Six-digit HS code, e.g. "8714.10". */
  hsCode: string;
  /** The US Schedule B number it exports under, e.g. "8714.10.0000". */
  scheduleB: string;
  /** The boxed part's length, width and height in centimetres. */
  dimensionsCm: [number, number, number];
  /** ISO 3166-1 alpha-2. */
  countryOfOrigin: string;
  /** One or two local paths; the first is the category's picture. */
  images: string[];
  /**
   * About 60% of parts: the number under the barcode, its check digit GS1's. A UPC-A (12 digits) for a US
   * brand, else an EAN-13 starting with the brand's country's GS1 prefix; unique within a seed.
   */
  gtin: string | null;
  /** Most sold-out parts: the supplier's lead time, 5 to 25 US business days. */
  leadTimeDays: number | null;
  /** Some sold-out parts: the day new stock is expected (YYYY-MM-DD), 3 to 30 US business days after the reference day. */
  restockDate: string | null;
}

/**
 * The day the generated restock dates count from when none is given: fixed, so that the generator's output
 * never depends on the day it runs.
 */
export const CATALOGUE_REFERENCE_DAY = "2026-12-07";

const categoryPicture = (slug: string) => `/images/categories/${slug}.svg`;

/** The catalogue's sections, parents before their children. */
export const catalogueCategories: CatalogueCategory[] = CATEGORY_ROWS.map(({ slug, label, parentSlug }) => ({
  slug,
  label,
  parentSlug,
  picture: categoryPicture(slug),
}));

// ---- Randomness -----------------------------------------------------------------------------------

/**
 * A seeded permutation of 0..size-1: a four-round Feistel network over the next even power of two,
 * walking the cycle until the value falls inside the range.
 */
function permute(x: number, size: number, key: number): number {
  if (size <= 1) return 0;
  let bits = 32 - Math.clz32(size - 1);
  if (bits % 2 === 1) bits++;
  const half = bits / 2;
  const mask = (1 << half) - 1;
  do {
    let left = x >>> half;
    let right = x & mask;
    for (let round = 0; round < 4; round++) {
      const f = fmix32(right ^ fmix32(key + round * 0x9e3779b9)) & mask;
      [left, right] = [right, left ^ f];
    }
    x = ((left << half) | right) >>> 0;
  } while (x >= size);
  return x;
}

// ---- Kinds of part --------------------------------------------------------------------------------

/** One brand's line of one kind of part (catalogue-kinds.json says what each field means). */
type Line = LineData;

/** A kind of part: its data from catalogue-kinds.json and its wording from catalogue-kinds-*.ts. */
interface Kind extends Omit<KindText, "hs" | "price" | "weight"> {
  id: string;
  category: string;
  hs: string | ((a: Attrs) => string);
  /** Dollars. */
  price: Range | ((a: Attrs) => Range);
  /** Kilograms, boxed. */
  weight: Range | ((a: Attrs) => Range);
  attrs: Record<string, readonly string[]>;
  lines: Line[];
}

const TEXTS: Record<string, KindText> = { ...CHASSIS_KINDS, ...ENGINE_KINDS, ...FITTING_KINDS };

/** One of a kind's hs, price or weight: from the data or from the code, exactly one of the two. */
function either<T>(id: string, field: string, data: T | undefined, code: ((a: Attrs) => T) | undefined): T | ((a: Attrs) => T) {
  const value = data ?? code;
  if (value === undefined || (data !== undefined && code !== undefined)) throw new Error(`catalogue kind ${id}: give ${field} in catalogue-kinds.json or in its wording, one of the two`);
  return value;
}

const KINDS: Kind[] = KIND_DATA.map(({ id, category, hs, price, weight, picture, attrs, lines }) => {
  const text = TEXTS[id];
  if (!text) throw new Error(`catalogue kind ${id} has no wording in catalogue-kinds-*.ts`);
  return {
    ...text,
    id,
    category,
    hs: either(id, "hs", hs, text.hs),
    price: either(id, "price", price, text.price),
    weight: either(id, "weight", weight, text.weight),
    picture: text.picture ?? (picture === undefined ? undefined : () => `/images/parts/${picture}.svg`),
    attrs,
    lines,
  };
});
for (const id of Object.keys(TEXTS)) if (!KINDS.some((k) => k.id === id)) throw new Error(`catalogue-kinds-*.ts words a kind ${id} that catalogue-kinds.json lacks`);

// ---- Compiled lines -------------------------------------------------------------------------------

interface Field {
  name: string;
  size: number;
  /** The label (the attr's value) and the code written in the part number, of choice i. */
  value: (i: number) => { label: string; code: string };
}

interface CompiledLine {
  kind: Kind;
  line: Line;
  key: number;
  /** Literal text and field indexes, in order. */
  template: (string | number)[];
  fields: Field[];
  capacity: number;
}

function compileLine(kind: Kind, line: Line): CompiledLine {
  const fields: Field[] = [];
  const template: (string | number)[] = [];
  for (const part of line.pn.split(/(\{[a-z]+\})/)) {
    if (!part.startsWith("{")) {
      if (part) template.push(part);
      continue;
    }
    const name = part.slice(1, -1);
    const num = line.nums?.[name];
    let field: Field;
    if (num) {
      const [lo, hi, digits = 0] = num;
      field = {
        name,
        size: hi - lo + 1,
        value: (i) => {
          const code = String(lo + i).padStart(digits, "0");
          return { label: code, code };
        },
      };
    } else {
      const codes = line.codes?.[name];
      const options = codes ? Object.keys(codes) : (line.dims?.[name] ?? kind.attrs[name]);
      if (!options) throw new Error(`${kind.id} ${line.brand}: unknown field ${name}`);
      field = { name, size: options.length, value: (i) => ({ label: options[i], code: codes ? codes[options[i]] : options[i] }) };
    }
    template.push(fields.length);
    fields.push(field);
  }
  const capacity = Math.min(
    fields.reduce((n, f) => n * f.size, 1),
    2 ** 30,
  );
  return { kind, line, key: hashString(`${kind.id}:${line.brand}`), template, fields, capacity };
}

const LINES: CompiledLine[] = KINDS.flatMap((kind) => kind.lines.map((line) => compileLine(kind, line)));

/** The slots of one block: each line as many times as its weight, with the slot's number in the line. */
const SLOTS: { line: number; slot: number }[] = LINES.flatMap((l, line) => Array.from({ length: l.line.weight }, (_, slot) => ({ line, slot })));
const BLOCK_SIZE = SLOTS.length;

let cachedOrder: { seed: number; block: number; order: number[] } | undefined;

/** The order of a block's slots, shuffled by (seed, block). */
function blockOrder(seed: number, block: number): number[] {
  if (cachedOrder && cachedOrder.seed === seed && cachedOrder.block === block) return cachedOrder.order;
  const r = mulberry32(hashInts(seed, block, 0xb10c));
  const order = SLOTS.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  cachedOrder = { seed, block, order };
  return order;
}

// ---- Parts ----------------------------------------------------------------------------------------

const resolve = <T>(v: T | ((a: Attrs) => T), a: Attrs): T => (typeof v === "function" ? (v as (a: Attrs) => T)(a) : v);

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A shop price from lo to hi dollars: a whole number of dollars less 1, 5 or 51 cents ($44.99, $44.95, $44.49). */
function priceCents(r: Rng, [lo, hi]: Range): number {
  const dollars = Math.round(lo + 1 + (hi - lo - 1) * r());
  return dollars * 100 - pick(r, [1, 1, 1, 5, 51]);
}

function stock(r: Rng, minQuantity: number): number {
  if (chance(r, 0.05)) return between(r, 0, minQuantity - 1);
  // Most parts have a few dozen in stock; some have hundreds.
  return minQuantity + Math.floor(r() ** 2 * (300 - minQuantity));
}

/** Parts that have a GTIN, and sold-out parts that have a lead time or a restock date. */
const GTIN_SHARE = 0.6;
const LEAD_TIME_SHARE = 0.7;
const RESTOCK_DATE_SHARE = 0.3;

/** Item numbers a GTIN has room for (six digits): parts from this index on have none, to keep them unique. */
const GTIN_ITEMS = 1_000_000;

/**
 * What a brand's GTINs start with: its country's GS1 prefix (UPC-A's number system 0 for a US brand) and a
 * company number of the brand, from its name; made once per brand.
 */
const gtinStarts = new Map<string, string>();
function gtinStart(brand: string): string {
  let start = gtinStarts.get(brand);
  if (start === undefined) {
    const country = BRAND_COUNTRY[brand];
    const company = (digits: number) => String(hashString(`gtin:${brand}`) % 10 ** digits).padStart(digits, "0");
    start = country === "US" ? `0${company(4)}` : `${GS1_PREFIX[country]}${company(3)}`;
    gtinStarts.set(brand, start);
  }
  return start;
}

/**
 * A part's GTIN: its brand's start, a six-digit item number (a seeded permutation of the index) and the
 * check digit. Two parts never share the item number, so never the GTIN.
 */
function gtinOf(index: number, seed: number, brand: string): string | null {
  if (index >= GTIN_ITEMS) return null;
  const body = gtinStart(brand) + String(permute(index, GTIN_ITEMS, hashInts(seed, 0x671e))).padStart(6, "0");
  return body + gtinCheckDigit(body);
}

/** A part's GTIN and, when sold out, when it comes back; from a PRNG of their own (see the file's comment). */
function supplyOf(index: number, seed: number, brand: string, soldOut: boolean, restockFrom: string) {
  const r = mulberry32(hashInts(seed, index, 0x5e11));
  const gtin = chance(r, GTIN_SHARE) ? gtinOf(index, seed, brand) : null;
  if (!soldOut) return { gtin, leadTimeDays: null, restockDate: null };
  const leadTimeDays = chance(r, LEAD_TIME_SHARE) ? between(r, 5, 25) : null;
  const restockDate = chance(r, RESTOCK_DATE_SHARE) ? addUsBusinessDays(restockFrom, between(r, 3, 30)) : null;
  return { gtin, leadTimeDays, restockDate };
}

/** The part with this index in the catalogue of this seed. */
function makePart(index: number, seed: number, restockFrom: string): GeneratedPart {
  const block = Math.floor(index / BLOCK_SIZE);
  const { line: lineIndex, slot } = SLOTS[blockOrder(seed, block)[index % BLOCK_SIZE]];
  const compiled = LINES[lineIndex];
  const { kind, line } = compiled;
  const r = mulberry32(hashInts(seed, index));

  // The line's ordinal of this part gives its part number's fields; past the capacity, a variant.
  const ordinal = block * line.weight + slot;
  const round = Math.floor(ordinal / compiled.capacity);
  let rest = permute(ordinal % compiled.capacity, compiled.capacity, hashInts(seed, compiled.key));
  const a: Attrs = {};
  const codes: string[] = [];
  for (const field of compiled.fields) {
    const { label, code } = field.value(rest % field.size);
    rest = Math.floor(rest / field.size);
    a[field.name] = label;
    codes.push(code);
  }
  let partNumber = compiled.template.map((t) => (typeof t === "number" ? codes[t] : t)).join("");
  if (round > 0) partNumber += `-${round + 1}`;

  // The other attributes at random, the line's own choices first.
  for (const [name, options] of [...Object.entries(line.dims ?? {}), ...Object.entries(kind.attrs)]) {
    if (!(name in a)) a[name] = pick(r, options);
  }
  const ctx: Ctx = { a, brand: line.brand, r };
  kind.prepare?.(ctx);

  const name = `${line.brand} ${partNumber} ${kind.title(ctx)}`;
  const description = kind.description(ctx);
  const specs = kind.specs(ctx);
  const minQuantity = kind.minQuantity?.(r) ?? 1;
  const [wLo, wHi] = resolve(kind.weight, a);
  const picture = kind.picture?.(a);
  const weightKg = Math.round((wLo + (wHi - wLo) * r()) * 1000) / 1000;
  const hsCode = resolve(kind.hs, a);
  const availableQuantity = stock(r, minQuantity);
  return {
    slug: slugify(name),
    categorySlug: kind.category,
    brand: line.brand,
    partNumber,
    name,
    description,
    specs,
    priceCents: priceCents(r, resolve(kind.price, a)),
    minQuantity,
    availableQuantity,
    weightKg,
    hsCode,
    scheduleB: scheduleBOf(hsCode),
    dimensionsCm: boxOf(kind.category, weightKg / ((wLo + wHi) / 2)),
    countryOfOrigin: BRAND_COUNTRY[line.brand],
    images: picture ? [categoryPicture(kind.category), picture] : [categoryPicture(kind.category)],
    ...supplyOf(index, seed, line.brand, availableQuantity < minQuantity, restockFrom),
  };
}

/**
 * The Schedule B number a part of this HS code usually exports under: the 10-digit US statistical
 * suffix where the heading splits (lamps, LED lamps, batteries), else the heading's "0000" line.
 */
export function scheduleBOf(hsCode: string): string {
  return `${hsCode}.${SCHEDULE_B_SUFFIX[hsCode] ?? "0000"}`;
}

/** A section's typical box in cm (length, width, height), scaled by how heavy the part is for its kind. */
function boxOf(category: string, heaviness: number): [number, number, number] {
  const scale = Math.cbrt(Math.min(Math.max(heaviness, 0.5), 2));
  return (BOXES[category] ?? OTHER_BOX).map((cm) => Math.max(2, Math.round(cm * scale))) as [number, number, number];
}

/**
 * The parts with index 0..count-1: generateParts(n) is always a prefix of generateParts(m) for n <= m, for
 * the same seed. Restock dates count from `restockFrom` (YYYY-MM-DD).
 */
export function generateParts(count: number, seed = 1, restockFrom = CATALOGUE_REFERENCE_DAY): GeneratedPart[] {
  return Array.from(partsStream(count, seed, restockFrom));
}

/** The same parts one at a time, for 100,000-part benchmark databases without holding them all. */
export function* partsStream(count: number, seed = 1, restockFrom = CATALOGUE_REFERENCE_DAY): Generator<GeneratedPart> {
  for (let i = 0; i < count; i++) yield makePart(i, seed, restockFrom);
}
