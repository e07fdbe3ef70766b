/**
 * A deterministic generator of a realistic motorcycle-parts catalogue, for demo seeds and benchmark
 * databases. Pure: no I/O and nothing beyond plain TypeScript.
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
 * Hence generateParts(n) is a prefix of generateParts(m), and any part can be made on its own.
 */

export interface CatalogueCategory {
  slug: string;
  label: string;
  parentSlug: string | null;
  picture: string;
}

export interface PartSpec {
  name: string;
  value: string;
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
}

const categoryPicture = (slug: string) => `/images/categories/${slug}.svg`;

const category = (slug: string, label: string, parentSlug: string | null = null): CatalogueCategory => ({
  slug,
  label,
  parentSlug,
  picture: categoryPicture(slug),
});

/** The catalogue's sections, parents before their children. */
export const catalogueCategories: CatalogueCategory[] = [
  category("brakes", "Brakes"),
  category("exhaust", "Exhaust"),
  category("tyres", "Tyres"),
  category("chains-and-sprockets", "Chains & sprockets"),
  category("lighting", "Lighting"),
  category("filters", "Filters"),
  category("suspension", "Suspension"),
  category("electrics", "Electrics"),
  category("controls", "Controls"),
  category("engine", "Engine"),
  category("protection", "Crash protection"),
  category("luggage", "Luggage"),
  category("brake-pads", "Brake pads", "brakes"),
  category("batteries", "Batteries", "electrics"),
];

// ---- Brands ---------------------------------------------------------------------------------------

/** Each brand's country of origin (where the brand makes or sources the parts it is known for). */
const BRAND_COUNTRY: Record<string, string> = {
  Acerbis: "IT",
  "All Balls": "US",
  Antigravity: "US",
  Ariete: "IT",
  Arrow: "IT",
  ASV: "US",
  Akrapovic: "SI",
  Athena: "IT",
  Barkbusters: "AU",
  Barnett: "US",
  BMC: "IT",
  Brembo: "IT",
  Bridgestone: "JP",
  Cometic: "US",
  Denali: "US",
  Denso: "JP",
  DID: "JP",
  Dunlop: "JP",
  EBC: "GB",
  EK: "JP",
  Electrosport: "US",
  Emgo: "US",
  Evotech: "GB",
  Galfer: "ES",
  Givi: "IT",
  Goodridge: "GB",
  Hagon: "GB",
  "HEL Performance": "GB",
  Hiflofiltro: "GB",
  Highsider: "DE",
  Hyperpro: "NL",
  "JT Sprockets": "GB",
  "JW Speaker": "US",
  "K&N": "US",
  Kellermann: "DE",
  Kriega: "GB",
  Mahle: "DE",
  Metzeler: "DE",
  Michelin: "FR",
  "Motion Pro": "US",
  Motogadget: "DE",
  NGK: "JP",
  Ohlins: "SE",
  Optimate: "BE",
  Osram: "DE",
  Oxford: "GB",
  Philips: "NL",
  Pirelli: "IT",
  "Pro Taper": "US",
  ProGrip: "IT",
  Puig: "ES",
  "R&G": "GB",
  "Race Tech": "US",
  Renthal: "GB",
  "Ricks Motorsport": "US",
  RK: "JP",
  Regina: "IT",
  SBS: "DK",
  Shindengen: "JP",
  Shorai: "US",
  Supersprox: "LV",
  "SW-Motech": "DE",
  "Twin Air": "NL",
  Venhill: "GB",
  Wilbers: "DE",
  Yoshimura: "US",
  YSS: "TH",
  Yuasa: "JP",
};

const COUNTRY_NAME: Record<string, string> = {
  AU: "Australia",
  BE: "Belgium",
  DE: "Germany",
  DK: "Denmark",
  ES: "Spain",
  FR: "France",
  GB: "the United Kingdom",
  IT: "Italy",
  JP: "Japan",
  LV: "Latvia",
  NL: "the Netherlands",
  SE: "Sweden",
  SI: "Slovenia",
  TH: "Thailand",
  US: "the United States",
};

// ---- Randomness -----------------------------------------------------------------------------------

type Rng = () => number;

/** mulberry32: a small, fast 32-bit PRNG, good enough for test data. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** MurmurHash3's finaliser: spreads the bits of a 32-bit number. */
function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hashInts(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    // Numbers above 2^32 (a large index) give both halves.
    h = fmix32(h ^ (v >>> 0)) ^ Math.imul(Math.floor(v / 4294967296), 0x27d4eb2f);
    h = fmix32(h + 0x9e3779b9);
  }
  return h >>> 0;
}

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return fmix32(h);
}

const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)];
const between = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const chance = (r: Rng, p: number) => r() < p;

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

type Attrs = Record<string, string>;
type Range = readonly [number, number];
interface Ctx {
  a: Attrs;
  brand: string;
  r: Rng;
}

/** One brand's line of one kind of part. */
interface Line {
  brand: string;
  /** Slots per block: how common the line is. */
  weight: number;
  /**
   * The part number's template: literal text and {fields}. A field is a number range of `nums`, a list
   * of `dims`, or one of the kind's attrs (written with `codes` when the brand has its own).
   */
  pn: string;
  /** [lowest, highest, digits]: digits pads with zeros. */
  nums?: Record<string, readonly [number, number, number?]>;
  /** Choices of this line only (e.g. a tyre's pattern names); override the kind's attrs of that name. */
  dims?: Record<string, readonly string[]>;
  /** How the brand writes an attr in the part number: label → code. Only these labels are offered. */
  codes?: Record<string, Record<string, string>>;
  /** Appended once the template's numbers run out: round 1, 2, ... */
  variant?: (round: number) => string;
}

interface Kind {
  id: string;
  category: string;
  hs: string | ((a: Attrs) => string);
  /** Dollars. */
  price: Range | ((a: Attrs) => Range);
  /** Kilograms, boxed. */
  weight: Range | ((a: Attrs) => Range);
  minQuantity?: (r: Rng) => number;
  /** A picture of the kind among /images/parts/, shown after the category's. */
  picture?: (a: Attrs) => string | undefined;
  attrs: Record<string, readonly string[]>;
  /** Sets the attrs that depend on others (a tyre's size on its position). */
  prepare?: (c: Ctx) => void;
  title: (c: Ctx) => string;
  description: (c: Ctx) => string;
  specs: (c: Ctx) => PartSpec[];
  lines: Line[];
}

const partPicture = (name: string) => () => `/images/parts/${name}.svg`;
const spec = (name: string, value: string): PartSpec => ({ name, value });
const SMALL_WORDS = new Set(["and", "of", "for", "with", "to"]);
const titleCase = (s: string) =>
  s
    .split(" ")
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const range = (lo: number, hi: number, step = 1) => Array.from({ length: Math.floor((hi - lo) / step) + 1 }, (_, i) => String(lo + i * step));

const MAKE_CODES = ["HO", "YA", "KA", "SU", "BM", "DU", "TR", "KT"];
const MAKES: Record<string, string> = {
  HO: "Honda",
  YA: "Yamaha",
  KA: "Kawasaki",
  SU: "Suzuki",
  BM: "BMW",
  DU: "Ducati",
  TR: "Triumph",
  KT: "KTM",
};
const MAKE_LETTERS: Record<string, string> = { H: "Honda", Y: "Yamaha", K: "Kawasaki", S: "Suzuki", B: "BMW", D: "Ducati", T: "Triumph" };

/** A closing sentence about where the part comes from, for some parts. */
function origin({ brand, r }: Ctx): string {
  const country = COUNTRY_NAME[BRAND_COUNTRY[brand]];
  return pick(r, [
    `${brand} parts are designed in ${country}.`,
    `Genuine ${brand} stock, shipped worldwide from our US warehouse.`,
    `Supplied new and boxed by ${brand}.`,
  ]);
}

const sentences = (...parts: (string | false | undefined)[]) => parts.filter((p): p is string => Boolean(p)).join(" ");

// Brakes -------------------------------------------------------------------------------------------

const PAD_WORDS: Record<string, string> = {
  Sintered: "Sintered copper compound for strong, consistent bite in the wet and the dry, and long life with cast iron or stainless discs.",
  "Semi-sintered": "Semi-sintered compound that pairs the feel of an organic pad with the stamina of a sintered one, suited to road riding all year round.",
  Organic: "Organic (resin) compound that beds in quickly and is kind to discs, for lighter bikes and older calipers.",
  "Carbon ceramic": "Carbon ceramic compound with a progressive bite, low dust and little fade as the brakes get hot.",
};

const brakePads: Kind = {
  id: "brake-pads",
  category: "brake-pads",
  hs: "8714.10",
  price: (a) => (a.compound === "Organic" ? [25, 45] : a.compound === "Carbon ceramic" ? [45, 70] : [32, 62]),
  weight: [0.2, 0.45],
  picture: partPicture("sintered-brake-pads"),
  attrs: { compound: ["Sintered", "Semi-sintered", "Organic", "Carbon ceramic"], position: ["Front", "Front", "Rear"] },
  title: ({ a }) => `${titleCase(a.compound)} ${a.position} Brake Pads`,
  description: (c) =>
    sentences(
      PAD_WORDS[c.a.compound],
      `One set fits one ${lower(c.a.position)} caliper, with the shims and pins of the original pads where the bike uses them.`,
      chance(c.r, 0.4) && origin(c),
    ),
  specs: ({ a, r }) => [
    spec("Position", a.position),
    spec("Compound", a.compound),
    spec("Pads in set", a.position === "Front" ? pick(r, ["2", "2", "4"]) : "2"),
    spec("Backing plate", pick(r, ["Steel", "Copper-plated steel", "Stainless steel"])),
  ],
  lines: [
    {
      brand: "EBC",
      weight: 3,
      pn: "FA{n}{compound}",
      nums: { n: [100, 699, 3] },
      codes: { compound: { Sintered: "HH", "Semi-sintered": "V", Organic: "", "Carbon ceramic": "X" } },
    },
    {
      brand: "Brembo",
      weight: 2,
      pn: "07{fam}{n}{compound}",
      nums: { n: [1, 99, 2] },
      dims: { fam: ["BB", "HO", "KA", "YA", "SU", "GR"] },
      codes: { compound: { Sintered: "SA", "Semi-sintered": "SX", "Carbon ceramic": "CC" } },
    },
    {
      brand: "SBS",
      weight: 2,
      pn: "{n}{compound}",
      nums: { n: [500, 999, 3] },
      codes: { compound: { Sintered: "HS", "Carbon ceramic": "HF", "Semi-sintered": "CT" } },
    },
    {
      brand: "Galfer",
      weight: 1,
      pn: "FD{n}G{compound}",
      nums: { n: [100, 499, 3] },
      codes: { compound: { Sintered: "1375", "Semi-sintered": "1054", "Carbon ceramic": "1380" } },
    },
  ],
};

const brakeDiscs: Kind = {
  id: "brake-discs",
  category: "brakes",
  hs: "8714.10",
  price: (a) => (a.type === "Floating" ? [180, 420] : [110, 260]),
  weight: (a) => (a.position === "Front" ? [1.2, 2.2] : [0.9, 1.4]),
  picture: partPicture("floating-front-brake-disc"),
  attrs: { type: ["Floating", "Fixed"], position: ["Front", "Front", "Rear"], pattern: ["Wave", "Round"] },
  prepare: ({ a, r }) => {
    if (a.position === "Rear") a.type = "Fixed";
    a.diameter = a.position === "Front" ? pick(r, ["290", "296", "300", "310", "320", "330"]) : pick(r, ["220", "240", "245", "250", "260", "267"]);
    a.thickness = a.position === "Front" ? pick(r, ["4.5", "5", "5.5"]) : pick(r, ["4", "5"]);
  },
  title: ({ a }) => `${a.type} ${a.position} Brake Disc ${a.diameter} mm, ${a.pattern}`,
  description: (c) =>
    sentences(
      c.a.type === "Floating"
        ? `Floating ${c.a.diameter} mm disc with a stainless steel braking ring on an aluminium carrier, free to expand without warping.`
        : `Solid one-piece ${c.a.diameter} mm disc cut from heat-treated stainless steel.`,
      c.a.pattern === "Wave" ? "The wave profile sheds heat and pad dust and keeps the pads clean." : "A plain round profile with drilled holes, the look of the original disc.",
      chance(c.r, 0.3) && "Sold singly; twin-disc bikes need two.",
    ),
  specs: ({ a }) => [
    spec("Diameter", `${a.diameter} mm`),
    spec("Thickness", `${a.thickness} mm`),
    spec("Type", a.type),
    spec("Profile", a.pattern),
    spec("Material", a.type === "Floating" ? "Stainless steel, aluminium carrier" : "Stainless steel"),
  ],
  lines: [
    {
      brand: "EBC",
      weight: 2,
      pn: "MD{n}{type}",
      nums: { n: [1000, 6999, 4] },
      codes: { type: { Fixed: "D", Floating: "RC" } },
    },
    { brand: "Brembo", weight: 1, pn: "{type}{x}{n}", nums: { n: [10, 99, 2] }, dims: { x: ["", "A", "B", "C"] }, codes: { type: { Fixed: "68B407", Floating: "78B408" } } },
    { brand: "Galfer", weight: 1, pn: "DF{n}{pattern}", nums: { n: [100, 999, 3] }, codes: { pattern: { Wave: "CW", Round: "CR" } } },
  ],
};

const brakeLines: Kind = {
  id: "brake-lines",
  category: "brakes",
  hs: "8714.10",
  price: (a) => (a.lines === "1" ? [60, 110] : [95, 190]),
  weight: [0.25, 0.7],
  picture: partPicture("braided-brake-line-kit"),
  attrs: { lines: ["1", "2", "3"], position: ["Front", "Rear"], finish: ["Clear", "Black", "Carbon", "Red", "Blue"] },
  prepare: ({ a }) => {
    if (a.position === "Rear") a.lines = "1";
  },
  title: ({ a }) => `Braided Stainless ${a.position} Brake Line Kit, ${a.lines === "1" ? "1 Line" : `${a.lines} Lines`}`,
  description: (c) =>
    sentences(
      `Stainless steel braided hose over a PTFE liner, made to length for the ${lower(c.a.position)} brakes with ${c.a.lines === "1" ? "one line" : `${c.a.lines} lines`}.`,
      "Braided lines do not swell under pressure, so the lever stays firm and the brakes respond sooner.",
      "Banjo bolts and copper washers included.",
    ),
  specs: ({ a, r }) => [
    spec("Position", a.position),
    spec("Lines", a.lines),
    spec("Hose cover", a.finish),
    spec("Fittings", pick(r, ["Stainless steel", "Anodised aluminium", "Zinc-plated steel"])),
  ],
  lines: [
    { brand: "HEL Performance", weight: 2, pn: "HBK-{lines}L-{n}", nums: { n: [100, 999, 3] } },
    { brand: "Goodridge", weight: 1, pn: "{mk}0{n}-{lines}FC", nums: { n: [100, 999, 3] }, dims: { mk: MAKE_CODES } },
    { brand: "Galfer", weight: 1, pn: "FK003D{n}-{lines}", nums: { n: [100, 999, 3] } },
  ],
};

const masterCylinders: Kind = {
  id: "master-cylinders",
  category: "brakes",
  hs: "8714.10",
  price: (a) => (a.position === "Front" ? [220, 480] : [150, 260]),
  weight: [0.4, 0.9],
  attrs: { position: ["Front", "Front", "Rear"] },
  prepare: ({ a, r }) => {
    a.bore = a.position === "Front" ? pick(r, ["16", "17", "19"]) : pick(r, ["12.7", "13", "14"]);
  },
  title: ({ a }) => (a.position === "Front" ? `${a.bore} mm Radial Front Brake Master Cylinder` : `${a.bore} mm Rear Brake Master Cylinder`),
  description: (c) =>
    sentences(
      c.a.position === "Front"
        ? `Radial-pump master cylinder with a ${c.a.bore} mm piston, forged body and adjustable lever.`
        : `Rear master cylinder with a ${c.a.bore} mm piston and an integral reservoir.`,
      "A radial pump gives a more direct feel and a firmer lever than an axial one.",
      chance(c.r, 0.5) && origin(c),
    ),
  specs: ({ a, r }) => [
    spec("Position", a.position),
    spec("Piston diameter", `${a.bore} mm`),
    spec("Reservoir", pick(r, ["Separate", "Integral"])),
    spec("Lever ratio", a.position === "Front" ? pick(r, ["18 mm", "20 mm"]) : "Not applicable"),
  ],
  lines: [
    { brand: "Brembo", weight: 1, pn: "110{fam}{n}", nums: { n: [10, 99, 2] }, dims: { fam: ["A263", "A264", "A265", "4704", "4705", "C740", "C741", "B650"] } },
    { brand: "Galfer", weight: 1, pn: "FC{n}", nums: { n: [1000, 9999, 4] } },
  ],
};

// Exhaust ------------------------------------------------------------------------------------------

const slipOns: Kind = {
  id: "slip-on-silencers",
  category: "exhaust",
  hs: "8714.10",
  price: (a) => (a.material === "Titanium" ? [650, 1100] : a.material === "Carbon fibre" ? [520, 900] : [300, 620]),
  weight: [1.8, 4.0],
  picture: partPicture("stainless-slip-on-silencer"),
  attrs: { material: ["Titanium", "Carbon fibre", "Stainless steel"], mk: Object.keys(MAKE_LETTERS) },
  title: ({ a }) => `${titleCase(a.material)} Slip-on Silencer for ${MAKE_LETTERS[a.mk]}`,
  description: (c) =>
    sentences(
      `${c.a.material} slip-on silencer that bolts to the original header pipes with the supplied link pipe and bracket.`,
      pick(c.r, ["It saves weight over the stock can and gives a deeper note.", "Expect a sharper throttle response and a deeper, cleaner sound."]),
      "The removable baffle keeps it road legal.",
    ),
  specs: ({ a, r }) => [
    spec("Material", a.material),
    spec("Type", "Slip-on"),
    spec("Weight saving", `${between(r, 12, 48) / 10} kg`),
    spec("Road legal", "Yes, with baffle fitted"),
  ],
  lines: [
    {
      brand: "Akrapovic",
      weight: 2,
      pn: "S-{mk}{n}SO{m}-{material}",
      nums: { n: [6, 12], m: [1, 19] },
      codes: { material: { Titanium: "HAPT", "Carbon fibre": "HC", "Stainless steel": "HZSS" } },
    },
    {
      brand: "Yoshimura",
      weight: 2,
      pn: "1{n}-{m}-{material}",
      nums: { n: [200, 999, 3], m: [100, 999, 3] },
      codes: { material: { Titanium: "5220", "Carbon fibre": "5120", "Stainless steel": "5020" } },
    },
    { brand: "Arrow", weight: 1, pn: "71{n}{material}", nums: { n: [500, 999, 3] }, codes: { material: { Titanium: "KZ", "Carbon fibre": "MK", "Stainless steel": "PK" } } },
  ],
};

const fullSystems: Kind = {
  id: "full-exhaust-systems",
  category: "exhaust",
  hs: "8714.10",
  price: (a) => (a.material === "Titanium" ? [1050, 1500] : [700, 1150]),
  weight: [4.5, 9],
  picture: partPicture("titanium-full-exhaust"),
  attrs: { material: ["Titanium", "Stainless steel"], layout: ["4-2-1", "4-1", "2-1", "1-1"], mk: Object.keys(MAKE_LETTERS) },
  title: ({ a }) => `${titleCase(a.material)} ${a.layout} Full Exhaust System for ${MAKE_LETTERS[a.mk]}`,
  description: (c) =>
    sentences(
      `Complete ${c.a.layout} system in ${lower(c.a.material)}, from the header pipes to the silencer, with TIG-welded joints.`,
      "It frees power through the mid-range and takes several kilograms off the bike; a fuel-map update is recommended.",
      chance(c.r, 0.5) && origin(c),
    ),
  specs: ({ a, r }) => [
    spec("Material", a.material),
    spec("Layout", a.layout),
    spec("Weight saving", `${between(r, 30, 90) / 10} kg`),
    spec("Catalyst", pick(r, ["Included", "Not included"])),
    spec("Use", pick(r, ["Road, with baffle", "Closed-course racing only"])),
  ],
  lines: [
    {
      brand: "Akrapovic",
      weight: 1,
      pn: "S-{mk}{n}R{m}-{material}",
      nums: { n: [6, 12], m: [1, 19] },
      codes: { material: { Titanium: "APT", "Stainless steel": "APLT" } },
    },
    {
      brand: "Yoshimura",
      weight: 1,
      pn: "1{n}-{m}-{material}",
      nums: { n: [200, 999, 3], m: [100, 999, 3] },
      codes: { material: { Titanium: "5280", "Stainless steel": "5250" } },
    },
    { brand: "Arrow", weight: 1, pn: "71{n}{material}", nums: { n: [100, 499, 3] }, codes: { material: { Titanium: "KZ", "Stainless steel": "PK" } } },
  ],
};

const exhaustGaskets: Kind = {
  id: "exhaust-gaskets",
  category: "exhaust",
  hs: "8484.10",
  price: [8, 35],
  weight: [0.02, 0.1],
  picture: partPicture("exhaust-header-gaskets"),
  attrs: { count: ["2", "3", "4"], material: ["Copper", "Graphite", "Steel and fibre"] },
  title: ({ a }) => `${titleCase(a.material)} Exhaust Header Gaskets, Pack of ${a.count}`,
  description: (c) =>
    sentences(
      `A pack of ${c.a.count} ${lower(c.a.material)} gaskets for the joint between the cylinder head and the header pipes.`,
      "Fit new gaskets whenever the headers come off, or the joint will blow and pop on the overrun.",
    ),
  specs: ({ a }) => [spec("Pieces", a.count), spec("Material", a.material), spec("Position", "Cylinder head to header pipe")],
  lines: [
    { brand: "Athena", weight: 1, pn: "S410{n}", nums: { n: [100000000, 999999999, 9] } },
    { brand: "Cometic", weight: 1, pn: "C8{n}", nums: { n: [100, 999, 3] } },
  ],
};

// Tyres --------------------------------------------------------------------------------------------

const ROAD_FRONT = ["120/70ZR17 58W", "120/60ZR17 55W", "110/70R17 54H", "120/70ZR19 60W", "110/80R19 59V", "100/90-19 57H", "120/70R18 59W"];
const ROAD_REAR = ["180/55ZR17 73W", "190/50ZR17 73W", "190/55ZR17 75W", "160/60ZR17 69W", "150/70R17 69V", "170/60ZR17 72W", "200/55ZR17 78W"];
const OFF_FRONT = ["80/100-21 51M", "90/90-21 54R", "90/100-21 57M"];
const OFF_REAR = ["110/90-19 62M", "120/80-19 63M", "110/100-18 64M", "120/90-18 65R", "140/80-18 70R"];

const tyreSize = (a: Attrs) => a.size.split(" ")[0];
const tyreIndex = (a: Attrs) => a.size.split(" ")[1];
const rim = (a: Attrs) => tyreSize(a).slice(-2);

const roadTyres: Kind = {
  id: "road-tyres",
  category: "tyres",
  hs: "4011.40",
  price: (a) => (a.position === "Front" ? [110, 220] : [150, 320]),
  weight: (a) => (a.position === "Front" ? [3.8, 5.0] : [5.5, 8.0]),
  picture: (a) => `/images/parts/sport-touring-${a.position === "Front" ? "front" : "rear"}-tyre.svg`,
  attrs: { position: ["Front", "Rear"] },
  prepare: ({ a, r }) => {
    a.size = pick(r, a.position === "Front" ? ROAD_FRONT : ROAD_REAR);
  },
  title: ({ a }) => `${a.model} ${tyreSize(a)} ${a.position} Tyre`,
  description: (c) =>
    sentences(
      `The ${c.a.model} in ${tyreSize(c.a)}, a radial ${lower(c.a.position)} tyre for ${pick(c.r, ["sport and sport-touring riding", "touring and commuting in all weathers", "fast road riding"])}.`,
      pick(c.r, [
        "Its silica-rich compound warms up quickly and grips well in the wet.",
        "A multi-compound tread puts a harder strip in the centre for mileage and softer shoulders for grip at lean.",
      ]),
      `Load and speed index ${tyreIndex(c.a)}.`,
    ),
  specs: ({ a }) => [
    spec("Size", tyreSize(a)),
    spec("Position", a.position),
    spec("Load and speed index", tyreIndex(a)),
    spec("Construction", tyreSize(a).includes("R") ? "Radial" : "Bias ply"),
    spec("Fitting", "Tubeless"),
    spec("Rim diameter", `${rim(a)} in`),
  ],
  lines: [
    { brand: "Pirelli", weight: 2, pn: "{n}", nums: { n: [1000000, 3999999, 7] }, dims: { model: ["Diablo Rosso IV", "Angel GT II", "Diablo Rosso Corsa II", "Scorpion Trail II"] } },
    { brand: "Michelin", weight: 2, pn: "MIC-{n}", nums: { n: [10000, 99999, 6] }, dims: { model: ["Road 6", "Power 6", "Pilot Power 2CT", "Anakee Adventure", "Power GP2"] } },
    { brand: "Dunlop", weight: 1, pn: "{n}", nums: { n: [45000000, 45999999, 8] }, dims: { model: ["Sportmax Roadsport 2", "Roadsmart IV", "Trailmax Meridian", "Sportmax Q5"] } },
    { brand: "Metzeler", weight: 1, pn: "{n}", nums: { n: [2400000, 3999999, 7] }, dims: { model: ["Roadtec 02", "Sportec M9 RR", "Tourance Next 2", "Racetec RR"] } },
    { brand: "Bridgestone", weight: 1, pn: "{n}", nums: { n: [10000, 59999, 5] }, dims: { model: ["Battlax S23", "Battlax T32", "Battlax A41"] } },
  ],
};

const offRoadTyres: Kind = {
  id: "off-road-tyres",
  category: "tyres",
  hs: "4011.40",
  price: [70, 160],
  weight: (a) => (a.position === "Front" ? [3.5, 4.5] : [5.0, 7.0]),
  picture: partPicture("dual-sport-knobby-tyre"),
  attrs: { position: ["Front", "Rear"], terrain: ["Soft", "Intermediate", "Hard"] },
  prepare: ({ a, r }) => {
    a.size = pick(r, a.position === "Front" ? OFF_FRONT : OFF_REAR);
  },
  title: ({ a }) => `${a.model} ${tyreSize(a)} ${a.position} Off-road Tyre`,
  description: (c) =>
    sentences(
      `${c.a.model} knobbly ${lower(c.a.position)} tyre in ${tyreSize(c.a)}, with a tread pattern for ${lower(c.a.terrain)} terrain.`,
      "Widely spaced blocks clear mud quickly and bite on loose ground.",
      chance(c.r, 0.5) && "Tube type: fit with a heavy-duty inner tube and rim lock.",
    ),
  specs: ({ a }) => [
    spec("Size", tyreSize(a)),
    spec("Position", a.position),
    spec("Terrain", a.terrain),
    spec("Load and speed index", tyreIndex(a)),
    spec("Fitting", "Tube type"),
  ],
  lines: [
    { brand: "Pirelli", weight: 1, pn: "{n}", nums: { n: [4000000, 4999999, 7] }, dims: { model: ["Scorpion MX32 Mid Soft", "Scorpion XC Mid Hard", "Scorpion Rally STR"] } },
    { brand: "Michelin", weight: 1, pn: "MIC-{n}", nums: { n: [100000, 199999, 6] }, dims: { model: ["Starcross 6", "Enduro Medium", "Tracker"] } },
    { brand: "Dunlop", weight: 1, pn: "{n}", nums: { n: [46000000, 46999999, 8] }, dims: { model: ["Geomax MX34", "Geomax EN91", "D952"] } },
    { brand: "Metzeler", weight: 1, pn: "{n}", nums: { n: [4000000, 4999999, 7] }, dims: { model: ["MC360 Mid Hard", "Karoo Extreme", "Six Days Extreme"] } },
  ],
};

// Chains and sprockets ----------------------------------------------------------------------------

const PITCHES = ["415", "420", "428", "520", "525", "530", "532"];
const KG_PER_LINK: Record<string, number> = { "415": 0.007, "420": 0.008, "428": 0.011, "520": 0.0165, "525": 0.019, "530": 0.022, "532": 0.024 };
const SEAL: Record<string, string> = {
  VX3: "X-ring",
  "ZVM-X": "ZVM-X",
  ERV7: "X-ring",
  VO: "O-ring",
  NZ: "Non-sealed",
  XSO: "XW-ring",
  GXW: "XW-ring",
  MXZ4: "Non-sealed",
  KRO: "O-ring",
  ZRP: "O-ring",
  ZRA: "Z-ring",
  ORN6: "O-ring",
  SRX2: "QX-ring",
  ZVX3: "ZX-ring",
  MVXZ2: "X-ring",
  X1R: "X-ring",
  ZVM2: "ZVM-X",
  ERV3: "X-ring",
  VM2: "O-ring",
  NZ3: "Non-sealed",
  Z1R: "Non-sealed",
};
const TENSILE: Record<string, string> = { "415": "15.7 kN", "420": "20.6 kN", "428": "25.5 kN", "520": "37.2 kN", "525": "41.2 kN", "530": "44.1 kN", "532": "51.2 kN" };

const chains: Kind = {
  id: "chains",
  category: "chains-and-sprockets",
  hs: "7315.11",
  price: (a) => (["415", "420", "428"].includes(a.pitch) ? [60, 120] : [95, 250]),
  weight: (a) => {
    const w = Number(a.links) * KG_PER_LINK[a.pitch] + 0.15;
    return [w, w + 0.05];
  },
  picture: partPicture("o-ring-drive-chain"),
  attrs: { pitch: PITCHES, links: range(96, 130, 2), finish: ["Steel", "Steel", "Gold"] },
  title: ({ a }) => `${a.pitch} ${SEAL[a.series]} Drive Chain, ${a.links} Links${a.finish === "Gold" ? ", Gold" : ""}`,
  description: (c) =>
    sentences(
      `${c.a.pitch}-pitch ${c.a.series} chain with ${c.a.links} links and a ${SEAL[c.a.series] === "Non-sealed" ? "non-sealed design for racing and light bikes" : `${SEAL[c.a.series]} seal that keeps the grease in and the grit out`}.`,
      "Supplied with a rivet-type connecting link; cut to length if your bike needs fewer links.",
      chance(c.r, 0.4) && origin(c),
    ),
  specs: ({ a }) => [
    spec("Pitch", a.pitch),
    spec("Links", a.links),
    spec("Seal", SEAL[a.series]),
    spec("Series", a.series),
    spec("Tensile strength", TENSILE[a.pitch]),
    spec("Finish", a.finish),
  ],
  lines: [
    { brand: "DID", weight: 2, pn: "{pitch}{series}-{links}", dims: { series: ["VX3", "ZVM-X", "ZVM2", "ERV7", "ERV3", "VO", "VM2", "NZ", "NZ3"] } },
    { brand: "RK", weight: 2, pn: "{finish}{pitch}{series}-{links}", dims: { series: ["XSO", "GXW", "MXZ4", "KRO"] }, codes: { finish: { Steel: "", Gold: "GB" } } },
    { brand: "Regina", weight: 1, pn: "{pitch}{series}/{links}", dims: { series: ["ZRP", "ZRA", "ORN6"] } },
    { brand: "EK", weight: 1, pn: "{pitch}{series}-{links}", dims: { series: ["SRX2", "ZVX3", "MVXZ2"] } },
  ],
};

const frontSprockets: Kind = {
  id: "front-sprockets",
  category: "chains-and-sprockets",
  hs: "8483.90",
  price: [18, 45],
  weight: [0.15, 0.5],
  attrs: { teeth: range(12, 18), pitch: ["420", "428", "520", "525", "530"] },
  title: ({ a }) => `${a.pitch} Steel Front Sprocket, ${a.teeth} Teeth`,
  description: (c) =>
    sentences(
      `Front (gearbox) sprocket with ${c.a.teeth} teeth for ${c.a.pitch} chain, machined from chrome-molybdenum steel and hardened.`,
      "One tooth less than standard sharpens acceleration; one more lowers the revs at cruising speed.",
      chance(c.r, 0.5) && "Change sprockets and chain together for the longest life.",
    ),
  specs: ({ a, r }) => [
    spec("Teeth", a.teeth),
    spec("Pitch", a.pitch),
    spec("Material", "Chrome-molybdenum steel"),
    spec("Rubber-cushioned", pick(r, ["Yes", "No"])),
  ],
  lines: [
    { brand: "JT Sprockets", weight: 2, pn: "JTF{n}.{teeth}", nums: { n: [1000, 1999, 4] } },
    { brand: "Supersprox", weight: 1, pn: "CST-{n}-{teeth}", nums: { n: [1000, 1999, 4] } },
    { brand: "Renthal", weight: 1, pn: "{n}-{pitch}-{teeth}P", nums: { n: [200, 499, 3] } },
  ],
};

const rearSprockets: Kind = {
  id: "rear-sprockets",
  category: "chains-and-sprockets",
  hs: "8483.90",
  price: (a) => (a.material === "Aluminium" ? [55, 110] : [30, 75]),
  weight: (a) => (a.material === "Aluminium" ? [0.3, 0.6] : [0.6, 1.6]),
  picture: partPicture("steel-rear-sprocket"),
  attrs: { teeth: range(38, 52), pitch: ["420", "428", "520", "525", "530"], material: ["Steel", "Aluminium", "Zinc-plated steel"] },
  title: ({ a }) => `${a.pitch} ${titleCase(a.material)} Rear Sprocket, ${a.teeth} Teeth`,
  description: (c) =>
    sentences(
      c.a.material === "Aluminium"
        ? `Lightweight rear sprocket with ${c.a.teeth} teeth in hard-anodised 7075 aluminium, for racing and track days.`
        : `Rear sprocket with ${c.a.teeth} teeth in ${lower(c.a.material)}, hardened for long life on the road.`,
      `Fits ${c.a.pitch} chain; self-cleaning mud grooves between the teeth.`,
    ),
  specs: ({ a }) => [spec("Teeth", a.teeth), spec("Pitch", a.pitch), spec("Material", a.material)],
  lines: [
    { brand: "JT Sprockets", weight: 2, pn: "JTR{n}.{teeth}{material}", nums: { n: [1000, 1999, 4] }, codes: { material: { Steel: "", "Zinc-plated steel": "ZBK" } } },
    { brand: "Supersprox", weight: 1, pn: "{material}-{n}-{teeth}", nums: { n: [1000, 1999, 4] }, codes: { material: { Steel: "RFE", Aluminium: "RAL" } } },
    { brand: "Renthal", weight: 1, pn: "{n}U-{pitch}-{teeth}{material}", nums: { n: [100, 499, 3] }, codes: { material: { Aluminium: "GPSI", Steel: "GRP" } } },
  ],
};

const chainKits: Kind = {
  id: "chain-kits",
  category: "chains-and-sprockets",
  hs: "8714.10",
  price: [120, 260],
  weight: [2.2, 3.6],
  picture: partPicture("chain-and-sprocket-kit"),
  attrs: { pitch: ["520", "525", "530"], links: range(108, 124, 2), mk: Object.keys(MAKE_LETTERS) },
  prepare: ({ a, r }) => {
    a.front = String(between(r, 14, 17));
    a.rear = String(between(r, 39, 47));
  },
  title: ({ a }) => `${a.pitch} Chain and Sprocket Kit ${a.front}/${a.rear}, ${a.links} Links`,
  description: (c) =>
    sentences(
      `Everything to renew the final drive in one box: a ${c.a.pitch} sealed chain with ${c.a.links} links, a ${c.a.front}-tooth front and a ${c.a.rear}-tooth rear sprocket.`,
      `Gearing matches the original on most ${MAKE_LETTERS[c.a.mk]} models it is listed for.`,
    ),
  specs: ({ a }) => [
    spec("Pitch", a.pitch),
    spec("Links", a.links),
    spec("Front sprocket", `${a.front} teeth`),
    spec("Rear sprocket", `${a.rear} teeth`),
    spec("Chain seal", SEAL[a.series] ?? "X-ring"),
  ],
  lines: [
    { brand: "RK", weight: 1, pn: "{pitch}{series}-KIT-{n}", nums: { n: [1000, 9999, 4] }, dims: { series: ["XSO", "GXW", "KRO"] } },
    { brand: "DID", weight: 1, pn: "DK{mk}-{n}-{series}", nums: { n: [100, 999, 3] }, dims: { series: ["VX3", "ZVM-X"] } },
    { brand: "JT Sprockets", weight: 1, pn: "JTKIT{n}{series}", nums: { n: [1000, 9999, 4] }, dims: { series: ["X1R", "Z1R"] } },
  ],
};

// Lighting -----------------------------------------------------------------------------------------

const headlights: Kind = {
  id: "led-headlights",
  category: "lighting",
  hs: "8512.20",
  price: [120, 450],
  weight: [0.8, 1.8],
  picture: partPicture("round-led-headlight"),
  attrs: { size: ["5.75 in", "7 in"], finish: ["Black", "Chrome"] },
  title: ({ a }) => `${a.size} Round LED Headlight, ${a.finish}`,
  description: (c) =>
    sentences(
      `A ${c.a.size} round LED headlight with dipped and main beams, a drop-in replacement for the original sealed-beam or halogen unit.`,
      "It throws a wide, white beam while drawing a fraction of the current.",
      chance(c.r, 0.6) && "E-marked for road use.",
    ),
  specs: ({ a, r }) => [
    spec("Diameter", a.size),
    spec("Light output", `${pick(r, ["2,400", "3,100", "3,600", "4,200"])} lm`),
    spec("Voltage", "12 V"),
    spec("Connector", "H4 plug"),
    spec("Finish", a.finish),
  ],
  lines: [
    { brand: "Denali", weight: 1, pn: "DNL.HL.{size}.{n}{finish}", nums: { n: [100, 999, 3] }, codes: { size: { "5.75 in": "575IN", "7 in": "7IN" }, finish: { Black: "B", Chrome: "C" } } },
    { brand: "JW Speaker", weight: 1, pn: "0{n}", nums: { n: [550000, 559999, 6] } },
    { brand: "Highsider", weight: 1, pn: "223-{n}", nums: { n: [100, 999, 3] } },
  ],
};

const auxLights: Kind = {
  id: "auxiliary-lights",
  category: "lighting",
  hs: "8512.20",
  price: [150, 450],
  weight: [0.6, 1.5],
  attrs: { beam: ["Spot", "Flood", "Driving"] },
  title: ({ a }) => `${a.model ? `${a.model} ` : ""}LED Auxiliary Lights, ${a.beam} Beam, Pair`,
  description: (c) =>
    sentences(
      `A pair of compact LED auxiliary lights with a ${lower(c.a.beam)} beam, to see further at night and be seen sooner by day.`,
      "Supplied with a wiring harness, switch and mounting brackets for crash bars or fork legs.",
    ),
  specs: ({ a, r }) => [
    spec("Beam", a.beam),
    spec("Light output", `${pick(r, ["1,800", "2,500", "3,200", "5,000"])} lm per light`),
    spec("Power", `${pick(r, ["10", "15", "20", "25"])} W per light`),
    spec("Waterproof rating", "IP67"),
  ],
  lines: [
    { brand: "Denali", weight: 1, pn: "DNL.{model}.{n}", nums: { n: [10000, 10999, 5] }, dims: { model: ["D2", "D4", "D7", "S4", "DR1"] } },
    { brand: "Highsider", weight: 1, pn: "222-{n}", nums: { n: [100, 999, 3] } },
  ],
};

const indicators: Kind = {
  id: "indicators",
  category: "lighting",
  hs: "8512.20",
  price: [25, 120],
  weight: [0.05, 0.2],
  minQuantity: () => 2,
  picture: partPicture("sequential-led-turn-signals"),
  attrs: { type: ["Sequential", "Standard"], finish: ["Black", "Chrome", "Aluminium"] },
  title: ({ a }) => `${a.type} LED Indicator, ${a.finish}`,
  description: (c) =>
    sentences(
      c.a.type === "Sequential"
        ? "LED indicator whose light sweeps outwards in the direction of the turn, easy to see in daylight."
        : "Compact LED indicator, far brighter and longer-lived than a bulb.",
      "Sold singly, so order at least two; LED indicators may need a load-independent flasher relay.",
    ),
  specs: ({ a, r }) => [
    spec("Type", a.type),
    spec("Light source", "LED"),
    spec("Voltage", "12 V"),
    spec("Mounting", pick(r, ["M8 stem", "M10 stem", "Flush mount"])),
    spec("Finish", a.finish),
    spec("E-marked", "Yes"),
  ],
  lines: [
    { brand: "Kellermann", weight: 1, pn: "1{n}.{finish}{m}", nums: { n: [10, 99, 2], m: [0, 99, 2] }, codes: { finish: { Black: "9", Chrome: "1", Aluminium: "7" } } },
    { brand: "Highsider", weight: 1, pn: "204-{n}", nums: { n: [100, 999, 3] } },
    { brand: "Motogadget", weight: 1, pn: "7{n}", nums: { n: [100000, 199999, 6] } },
  ],
};

const tailLights: Kind = {
  id: "tail-lights",
  category: "lighting",
  hs: "8512.20",
  price: [40, 160],
  weight: [0.1, 0.4],
  attrs: { lens: ["Red", "Smoked", "Clear"], finish: ["Black", "Chrome", "Aluminium"] },
  title: ({ a }) => `LED Tail Light, ${a.lens} Lens`,
  description: (c) =>
    sentences(
      `LED tail and brake light with a ${lower(c.a.lens)} lens, much brighter when braking than a filament bulb.`,
      pick(c.r, ["Its slim body suits custom and café racer builds.", "Number-plate lighting is built in."]),
    ),
  specs: ({ a }) => [spec("Lens", a.lens), spec("Housing", a.finish), spec("Voltage", "12 V"), spec("Functions", "Tail and brake")],
  lines: [
    { brand: "Kellermann", weight: 1, pn: "2{n}.{finish}{m}", nums: { n: [10, 99, 2], m: [0, 99, 2] }, codes: { finish: { Black: "9", Chrome: "1", Aluminium: "7" } } },
    { brand: "Highsider", weight: 1, pn: "255-{n}", nums: { n: [100, 999, 3] } },
  ],
};

const bulbs: Kind = {
  id: "headlight-bulbs",
  category: "lighting",
  hs: (a) => (a.type === "LED" ? "8539.52" : "8539.21"),
  price: (a) => (a.type === "LED" ? [35, 70] : [10, 30]),
  weight: [0.03, 0.15],
  picture: partPicture("led-headlight-bulbs"),
  attrs: { fitting: ["H4", "H7", "H11", "HS1", "H1"], type: ["LED", "Halogen"] },
  title: ({ a }) => `${a.fitting} ${a.type} Headlight Bulb`,
  description: (c) =>
    sentences(
      c.a.type === "LED"
        ? `${c.a.fitting} LED bulb with a cool white light and a built-in heat sink, made to fit the original headlight housing.`
        : `${c.a.fitting} halogen bulb giving up to half as much light again as a standard one, with a whiter beam.`,
      chance(c.r, 0.5) && "Check the clearance behind the headlight before fitting.",
    ),
  specs: ({ a, r }) => [
    spec("Fitting", a.fitting),
    spec("Type", a.type),
    spec("Power", a.type === "LED" ? pick(r, ["16 W", "20 W", "25 W"]) : a.fitting === "H4" ? "60/55 W" : "55 W"),
    spec("Colour temperature", a.type === "LED" ? "6,000 K" : "3,700 K"),
  ],
  lines: [
    { brand: "Philips", weight: 1, pn: "1{n}{type}", nums: { n: [2000, 2999, 4] }, codes: { type: { Halogen: "BW", LED: "UX2" } } },
    { brand: "Osram", weight: 1, pn: "64{n}{type}", nums: { n: [100, 499, 3] }, codes: { type: { Halogen: "NBS", LED: "CW" } } },
  ],
};

// Filters ------------------------------------------------------------------------------------------

const oilFilters: Kind = {
  id: "oil-filters",
  category: "filters",
  hs: "8421.23",
  price: [8, 25],
  weight: (a) => (a.style === "Cartridge" ? [0.05, 0.1] : [0.2, 0.35]),
  picture: partPicture("spin-on-oil-filter"),
  attrs: { style: ["Spin-on", "Spin-on", "Cartridge"], variant: ["Standard"] },
  prepare: ({ a }) => {
    if (a.variant !== "Standard") a.style = "Spin-on";
  },
  title: ({ a }) => `${a.style} Oil Filter${a.variant === "Race" ? " with Nut" : a.variant === "Chrome" ? ", Chrome" : ""}`,
  description: (c) =>
    sentences(
      c.a.style === "Cartridge"
        ? "Cartridge oil filter element that fits inside the engine's filter housing, with new O-rings."
        : "Spin-on oil filter with a pleated element and an anti-drain-back valve, so oil reaches the bearings as soon as the engine starts.",
      c.a.variant === "Race" && "A 17 mm nut welded to the end makes it easy to remove with a socket.",
      "Change it at every oil change.",
    ),
  specs: ({ a, r }) => [
    spec("Type", a.style),
    spec("Thread", a.style === "Cartridge" ? "Not applicable" : pick(r, ["M20 x 1.5", "3/4-16 UNF"])),
    spec("Height", `${between(r, 40, 90)} mm`),
    spec("Bypass valve", a.style === "Cartridge" ? "In housing" : `${pick(r, ["0.8", "1.0", "1.2"])} bar`),
  ],
  lines: [
    { brand: "Hiflofiltro", weight: 2, pn: "HF{n}{variant}", nums: { n: [110, 999, 3] }, codes: { variant: { Standard: "", Race: "RC" } } },
    { brand: "K&N", weight: 1, pn: "KN-{n}{variant}", nums: { n: [110, 999, 3] }, codes: { variant: { Standard: "", Chrome: "C" } } },
    { brand: "Mahle", weight: 1, pn: "OC {n}", nums: { n: [100, 999, 3] } },
  ],
};

const airFilters: Kind = {
  id: "air-filters",
  category: "filters",
  hs: "8421.31",
  price: (a) => (a.type === "Paper" ? [15, 35] : [35, 85]),
  weight: [0.15, 0.6],
  picture: partPicture("high-flow-air-filter"),
  attrs: { type: ["Washable cotton", "Paper", "Foam"], mk: MAKE_CODES },
  title: ({ a }) => `${titleCase(a.type)} Air Filter for ${MAKES[a.mk]}`,
  description: (c) =>
    sentences(
      c.a.type === "Paper"
        ? "Pleated paper air filter made to the original specification, trapping fine dust without starving the engine."
        : c.a.type === "Foam"
          ? "Dual-layer foam air filter for off-road bikes: the coarse outer foam stops mud, the fine inner foam stops dust."
          : "Washable, reusable cotton gauze filter that flows more air than paper and lasts the life of the bike.",
      c.a.type !== "Paper" && "Clean and re-oil it at every service.",
      `Made for ${MAKES[c.a.mk]} airboxes; no re-jetting needed.`,
    ),
  specs: ({ a, r }) => [spec("Filter media", a.type), spec("Reusable", a.type === "Paper" ? "No" : "Yes"), spec("Service interval", a.type === "Paper" ? "12,000 km" : `${pick(r, ["Clean every 8,000 km", "Clean after every race"])}`)],
  lines: [
    { brand: "K&N", weight: 2, pn: "{mk}-{n}", nums: { n: [1000, 9999, 4] }, dims: { type: ["Washable cotton"] } },
    { brand: "Hiflofiltro", weight: 1, pn: "HFA{n}", nums: { n: [1000, 7999, 4] }, dims: { type: ["Paper", "Paper", "Foam"] } },
    { brand: "BMC", weight: 1, pn: "FM{n}/{m}", nums: { n: [100, 999, 3], m: [1, 20, 2] }, dims: { type: ["Washable cotton"] } },
    { brand: "Twin Air", weight: 1, pn: "15{n}", nums: { n: [1000, 9999, 4] }, dims: { type: ["Foam"], mk: ["HO", "YA", "KA", "SU", "KT"] } },
  ],
};

const fuelFilters: Kind = {
  id: "fuel-filters",
  category: "filters",
  hs: "8421.23",
  price: [8, 30],
  weight: [0.03, 0.1],
  picture: partPicture("inline-fuel-filter"),
  attrs: { hose: ["6 mm", "8 mm"] },
  title: ({ a }) => `Inline Fuel Filter, ${a.hose} Hose`,
  description: (c) =>
    sentences(
      `Inline fuel filter for ${c.a.hose} hose that stops rust and dirt from the tank reaching the carburettors or injectors.`,
      pick(c.r, ["The clear body shows when it needs changing.", "A sintered bronze element catches particles down to 40 microns."]),
    ),
  specs: ({ a }) => [spec("Hose size", a.hose), spec("Filter element", "Sintered bronze"), spec("Flow direction", "Marked on body")],
  lines: [
    { brand: "K&N", weight: 1, pn: "81-{n}", nums: { n: [1000, 1999, 4] } },
    { brand: "Emgo", weight: 1, pn: "12-{n}", nums: { n: [10000, 99999, 5] } },
  ],
};

// Suspension ---------------------------------------------------------------------------------------

const shocks: Kind = {
  id: "rear-shocks",
  category: "suspension",
  hs: "8714.10",
  price: (a) => (a.adjust === "Fully adjustable" ? [850, 1400] : [450, 900]),
  weight: [2.5, 4.5],
  picture: partPicture("adjustable-rear-shock"),
  attrs: { adjust: ["Fully adjustable", "Preload and rebound", "Preload only"], mk: MAKE_CODES },
  title: ({ a }) => `${titleCase(a.adjust)} Rear Shock for ${MAKES[a.mk]}`,
  description: (c) =>
    sentences(
      `Rear shock absorber built for ${MAKES[c.a.mk]} models, ${c.a.adjust === "Preload only" ? "with adjustable spring preload" : `${lower(c.a.adjust)}`} to set the bike up for your weight and load.`,
      "A gas-charged damper keeps the rear tyre in touch with the road over bumps and holds its damping as it heats up.",
      chance(c.r, 0.5) && "Sprung for the rider's weight stated at order time.",
    ),
  specs: ({ a, r }) => [
    spec("Adjustment", a.adjust),
    spec("Eye-to-eye length", `${between(r, 290, 420)} mm`),
    spec("Spring rate", `${between(r, 70, 130)} N/mm`),
    spec("Reservoir", pick(r, ["Piggyback", "Remote", "None"])),
  ],
  lines: [
    { brand: "Ohlins", weight: 2, pn: "{mk} {n}", nums: { n: [100, 999, 3] } },
    { brand: "YSS", weight: 1, pn: "MZ{n}-{m}TRL", nums: { n: [400, 499, 3], m: [100, 999, 3] } },
    { brand: "Hagon", weight: 1, pn: "{n}-{m}", nums: { n: [2800, 2899, 4], m: [1000, 9999, 4] } },
    { brand: "Wilbers", weight: 1, pn: "640-{n}-00", nums: { n: [1000, 9999, 4] } },
  ],
};

const forkSprings: Kind = {
  id: "fork-springs",
  category: "suspension",
  hs: "7320.20",
  price: [90, 180],
  weight: [0.9, 1.6],
  picture: partPicture("fork-spring-kit"),
  attrs: { type: ["Progressive", "Linear"], rate: range(85, 110, 5).map((v) => (Number(v) / 100).toFixed(2)), mk: MAKE_CODES },
  title: ({ a }) => `${a.type} Fork Spring Kit, ${a.rate} kg/mm`,
  description: (c) =>
    sentences(
      c.a.type === "Progressive"
        ? "Progressively wound fork springs: soft over small bumps, firmer as the fork compresses under braking."
        : `Linear fork springs of ${c.a.rate} kg/mm, chosen for the rider's weight, for a consistent feel through the stroke.`,
      "The kit holds both springs, spacers and the recommended fork oil grade.",
    ),
  specs: ({ a, r }) => [
    spec("Spring type", a.type),
    spec("Rate", `${a.rate} kg/mm`),
    spec("Springs", "2"),
    spec("Fork oil", pick(r, ["5W", "7.5W", "10W"])),
  ],
  lines: [
    { brand: "Hyperpro", weight: 1, pn: "SP-{mk}{n}-SSA{m}", nums: { n: [10, 99, 2], m: [1, 999, 3] } },
    {
      brand: "Race Tech",
      weight: 1,
      pn: "FRSP {n}{rate}",
      nums: { n: [3000, 4999, 4] },
      codes: { rate: Object.fromEntries(range(85, 110, 5).map((v) => [(Number(v) / 100).toFixed(2), v.padStart(3, "0")])) },
    },
    { brand: "Wilbers", weight: 1, pn: "WF-{n}", nums: { n: [1000, 9999, 4] } },
  ],
};

const forkSeals: Kind = {
  id: "fork-seals",
  category: "suspension",
  hs: "4016.93",
  price: [25, 60],
  weight: [0.08, 0.2],
  picture: partPicture("fork-seal-kit"),
  attrs: { tube: ["37 mm", "41 mm", "43 mm", "45 mm", "46 mm", "48 mm"] },
  title: ({ a }) => `Fork Oil and Dust Seal Kit, ${a.tube} Tubes`,
  description: (c) =>
    sentences(
      `Two oil seals and two dust seals for ${c.a.tube} fork tubes, in NBR rubber with a steel spring.`,
      "Replace them as soon as oil weeps down the stanchions: a leaking seal can reach the brake pads.",
    ),
  specs: ({ a }) => [spec("Tube diameter", a.tube), spec("Contents", "2 oil seals, 2 dust seals"), spec("Material", "NBR rubber")],
  lines: [
    { brand: "All Balls", weight: 1, pn: "55-{n}", nums: { n: [100, 999, 3] } },
    { brand: "Ariete", weight: 1, pn: "ARI.{n}", nums: { n: [100, 999, 3] } },
  ],
};

const steeringDampers: Kind = {
  id: "steering-dampers",
  category: "suspension",
  hs: "8714.10",
  price: [380, 750],
  weight: [0.6, 1.2],
  attrs: { mk: MAKE_CODES, mount: ["Linear, frame to fork", "Rotary, top yoke"] },
  title: ({ a }) => `Steering Damper Kit for ${MAKES[a.mk]}`,
  description: (c) =>
    sentences(
      `${c.a.mount.split(",")[0]} steering damper with bike-specific brackets for ${MAKES[c.a.mk]} models.`,
      "It calms head shake under hard acceleration and over bumps without making the steering heavy.",
    ),
  specs: ({ a, r }) => [spec("Mounting", a.mount), spec("Damping settings", `${pick(r, ["18", "20", "24"])} clicks`), spec("Stroke", `${pick(r, ["67", "75", "85"])} mm`)],
  lines: [
    { brand: "Ohlins", weight: 1, pn: "SD {n}", nums: { n: [100, 999, 3] } },
    { brand: "Hyperpro", weight: 1, pn: "SD-{mk}{n}", nums: { n: [100, 999, 3] } },
  ],
};

// Electrics ----------------------------------------------------------------------------------------

const regulators: Kind = {
  id: "regulators",
  category: "electrics",
  hs: "8504.40",
  price: [90, 220],
  weight: [0.25, 0.6],
  picture: partPicture("regulator-rectifier"),
  attrs: { type: ["MOSFET", "Shunt"] },
  title: ({ a }) => `${a.type} Regulator Rectifier`,
  description: (c) =>
    sentences(
      c.a.type === "MOSFET"
        ? "MOSFET regulator rectifier that runs much cooler than the original shunt type and holds a steady charge at low revs."
        : "Shunt-type regulator rectifier made to the original specification.",
      "A failing regulator is the usual cause of flat batteries and blown bulbs.",
    ),
  specs: ({ a, r }) => [spec("Type", a.type), spec("Regulated output", "14.4 V"), spec("Maximum current", `${pick(r, ["30", "35", "40", "50"])} A`), spec("Phases", "3")],
  lines: [
    { brand: "Shindengen", weight: 1, pn: "{type}{n}AA", nums: { n: [10, 999] }, codes: { type: { MOSFET: "FH0", Shunt: "SH" } } },
    { brand: "Electrosport", weight: 1, pn: "ESR{n}", nums: { n: [100, 999, 3] } },
    { brand: "Ricks Motorsport", weight: 1, pn: "10-{n}", nums: { n: [100, 999, 3] } },
  ],
};

const stators: Kind = {
  id: "stators",
  category: "electrics",
  hs: "8503.00",
  price: [150, 380],
  weight: [0.8, 2.0],
  attrs: { mk: MAKE_CODES },
  title: ({ a }) => `Stator for ${MAKES[a.mk]}`,
  description: (c) =>
    sentences(
      `Replacement alternator stator for ${MAKES[c.a.mk]} models, wound with high-temperature wire and epoxy-coated against vibration.`,
      "Fit a new regulator rectifier at the same time if the old one has overheated.",
    ),
  specs: ({ r }) => [spec("Output", `${pick(r, ["300", "350", "400", "450"])} W`), spec("Poles", pick(r, ["12", "18", "24"])), spec("Phases", "3")],
  lines: [
    { brand: "Electrosport", weight: 1, pn: "ESG{n}", nums: { n: [100, 999, 3] } },
    { brand: "Ricks Motorsport", weight: 1, pn: "21-{n}", nums: { n: [100, 999, 3] } },
  ],
};

const usbChargers: Kind = {
  id: "usb-chargers",
  category: "electrics",
  hs: "8504.40",
  price: [20, 60],
  weight: [0.05, 0.2],
  attrs: { ports: ["Single USB-A", "Dual USB-A", "USB-C and USB-A"] },
  title: ({ a }) => `Handlebar USB Charger, ${a.ports}`,
  description: (c) =>
    sentences(
      `Waterproof handlebar charger with ${lower(c.a.ports)} ports, to keep a phone or sat-nav topped up on the move.`,
      "Wire it through an ignition-switched feed so it cannot drain the battery.",
    ),
  specs: ({ a, r }) => [spec("Ports", a.ports), spec("Output", `${pick(r, ["2.1", "3.0", "4.8"])} A`), spec("Waterproof rating", "IP66")],
  lines: [
    { brand: "Oxford", weight: 1, pn: "EL{n}", nums: { n: [100, 499, 3] } },
    { brand: "SW-Motech", weight: 1, pn: "EMA.00.107.{n}", nums: { n: [10000, 19999, 5] } },
  ],
};

const heatedGrips: Kind = {
  id: "heated-grips",
  category: "electrics",
  hs: "8516.80",
  price: [60, 140],
  weight: [0.3, 0.5],
  attrs: { style: ["Touring", "Sport", "Adventure"] },
  title: ({ a }) => `${a.style} Heated Grips`,
  description: (c) =>
    sentences(
      `${c.a.style} heated grips with ${pick(c.r, ["five", "eight"])} heat levels and an integrated switch.`,
      "A battery monitor switches them off before they can flatten the battery.",
    ),
  specs: ({ a }) => [spec("Style", a.style), spec("Bar diameter", "22 mm (7/8 in)"), spec("Current draw", "Up to 4 A")],
  lines: [{ brand: "Oxford", weight: 1, pn: "OF{n}", nums: { n: [100, 999, 3] } }],
};

// Batteries ----------------------------------------------------------------------------------------

/** Yuasa models: [designation, Ah, cold cranking A, dimensions]. */
const YUASA: readonly (readonly [string, number, number, string])[] = [
  ["YTZ5S", 3.5, 70, "113 x 70 x 85 mm"],
  ["YTZ7S", 6, 130, "113 x 70 x 105 mm"],
  ["YTZ8V", 7, 145, "113 x 70 x 130 mm"],
  ["YTZ10S", 8.6, 190, "150 x 87 x 93 mm"],
  ["YTZ12S", 11, 210, "150 x 87 x 110 mm"],
  ["YTZ14S", 11.2, 230, "150 x 87 x 110 mm"],
  ["YTX5L-BS", 4, 70, "113 x 70 x 105 mm"],
  ["YTX7L-BS", 6, 100, "113 x 70 x 130 mm"],
  ["YTX9-BS", 8, 135, "150 x 87 x 105 mm"],
  ["YTX12-BS", 10, 180, "150 x 87 x 130 mm"],
  ["YTX14-BS", 12, 200, "150 x 87 x 145 mm"],
  ["YTX20L-BS", 18, 270, "175 x 87 x 155 mm"],
  ["YTX20HL-BS", 18, 310, "175 x 87 x 155 mm"],
  ["YB12AL-A2", 12, 165, "134 x 80 x 160 mm"],
  ["YB16CL-B", 19, 240, "175 x 100 x 175 mm"],
];
const yuasa = (a: Attrs) => YUASA.find((m) => m[0] === a.model) ?? YUASA[3];

const agmBatteries: Kind = {
  id: "agm-batteries",
  category: "batteries",
  hs: "8507.10",
  price: (a) => {
    const ah = yuasa(a)[1];
    return [50 + ah * 6, 70 + ah * 8];
  },
  weight: (a) => {
    const ah = yuasa(a)[1];
    return [ah * 0.33 + 0.3, ah * 0.36 + 0.4];
  },
  attrs: { model: YUASA.map((m) => m[0]) },
  title: ({ a }) => `${a.model} Maintenance-free AGM Battery`,
  description: (c) =>
    sentences(
      `Sealed AGM battery in the ${c.a.model} size: ${yuasa(c.a)[1]} Ah and ${yuasa(c.a)[2]} A cold cranking.`,
      "Factory-activated and charged, it needs no topping up and fits any way up but upside down.",
      chance(c.r, 0.4) && "Shipped by ground or sea freight only, as the rules for batteries require.",
    ),
  specs: ({ a }) => [
    spec("Model", a.model),
    spec("Voltage", "12 V"),
    spec("Capacity", `${yuasa(a)[1]} Ah`),
    spec("Cold cranking", `${yuasa(a)[2]} A`),
    spec("Dimensions", yuasa(a)[3]),
    spec("Chemistry", "AGM lead-acid"),
  ],
  lines: [{ brand: "Yuasa", weight: 2, pn: "YUAM{n}{s}", nums: { n: [6200, 7399, 4] }, dims: { s: ["A", "B", "S", "BS"] } }],
};

const lithiumBatteries: Kind = {
  id: "lithium-batteries",
  category: "batteries",
  hs: "8507.60",
  price: [110, 320],
  weight: [0.5, 1.5],
  picture: partPicture("lithium-battery"),
  attrs: { pbeq: range(5, 36) },
  title: ({ a }) => `Lithium Battery, ${a.pbeq} Ah Lead-acid Equivalent`,
  description: (c) =>
    sentences(
      `Lithium iron phosphate (LiFePO4) starter battery that replaces a ${c.a.pbeq} Ah lead-acid one at a third of the weight.`,
      "It holds its charge for months in storage; charge it only with a lithium-compatible charger.",
    ),
  specs: ({ a, r }) => [
    spec("Chemistry", "Lithium iron phosphate"),
    spec("Lead-acid equivalent", `${a.pbeq} Ah`),
    spec("Cold cranking", `${Number(a.pbeq) * 15 + between(r, 0, 40)} A`),
    spec("Voltage", "12.8 V"),
  ],
  lines: [
    { brand: "Shorai", weight: 1, pn: "LFX{pbeq}{term}{m}-BS12", nums: { m: [1, 9] }, dims: { term: ["A", "L", "B"] } },
    { brand: "Antigravity", weight: 1, pn: "AG-{n}", nums: { n: [1000, 1999, 4] } },
  ],
};

const chargers: Kind = {
  id: "battery-chargers",
  category: "batteries",
  hs: "8504.40",
  price: [40, 140],
  weight: [0.4, 1.0],
  attrs: { output: ["0.6 A", "0.8 A", "2 A", "5 A"] },
  title: ({ a }) => `Smart Battery Charger, ${a.output}`,
  description: (c) =>
    sentences(
      `Automatic ${c.a.output} charger that tests, recovers, charges and then maintains the battery, safe to leave connected all winter.`,
      "It charges both lead-acid and lithium batteries and comes with a weatherproof lead to leave on the bike.",
    ),
  specs: ({ a }) => [spec("Output", a.output), spec("Batteries", "12 V lead-acid and lithium"), spec("Mains input", "100 to 240 V")],
  lines: [
    { brand: "Optimate", weight: 1, pn: "TM{n}", nums: { n: [100, 999, 3] } },
    { brand: "Oxford", weight: 1, pn: "EL{n}", nums: { n: [500, 999, 3] } },
  ],
};

// Engine -------------------------------------------------------------------------------------------

const NGK_THREAD: Record<string, [string, string]> = {
  CR: ["10 mm", "16 mm"],
  CPR: ["10 mm", "16 mm"],
  DR: ["12 mm", "18 mm"],
  DPR: ["12 mm", "18 mm"],
  LMAR: ["10 mm", "14 mm"],
  LKAR: ["12 mm", "14 mm"],
  BPR: ["14 mm", "20.8 mm"],
  MR: ["10 mm", "16 mm"],
  KR: ["14 mm", "16 mm"],
  SIMR: ["10 mm", "16 mm"],
};
const NGK_TIP: Record<string, string> = { E: "Nickel", EH: "Nickel", ES: "Nickel", EIX: "Iridium", EIA: "Iridium", EVX: "Platinum" };

const sparkPlugs: Kind = {
  id: "spark-plugs",
  category: "engine",
  hs: "8511.10",
  price: (a) => (a.electrode === "Nickel" ? [6, 10] : [12, 20]),
  weight: [0.05, 0.07],
  minQuantity: (r) => pick(r, [2, 4, 4]),
  picture: partPicture("iridium-spark-plug"),
  attrs: {},
  prepare: ({ a }) => {
    if (a.pre) {
      a.electrode = NGK_TIP[a.tip];
      [a.thread, a.hex] = NGK_THREAD[a.pre];
    } else {
      a.electrode = a.dpre.startsWith("I") ? "Iridium" : "Nickel";
      if (a.electrode === "Iridium") a.dsuf = "";
      [a.thread, a.hex] = a.dpre.includes("K") ? ["12 mm", "16 mm"] : ["10 mm", "16 mm"];
    }
  },
  title: ({ a }) => (a.dpre ? `${a.dpre}${a.dheat}${a.dsuf} ${a.electrode} Spark Plug` : `${a.electrode} Spark Plug`),
  description: (c) =>
    sentences(
      c.a.electrode === "Nickel"
        ? "Standard nickel-alloy spark plug to the original specification, for engines that were designed for one."
        : `${c.a.electrode} spark plug with a fine centre electrode that sparks at a lower voltage, for easier starts and a cleaner burn.`,
      "Sold singly: order one for each cylinder.",
      chance(c.r, 0.3) && origin(c),
    ),
  specs: ({ a, r }) => [
    spec("Electrode", a.electrode),
    spec("Heat range", a.heat ?? a.dheat),
    spec("Thread", a.thread),
    spec("Hex", a.hex),
    spec("Gap", a.gap ? `${(Number(a.gap.slice(1)) / 10).toFixed(1)} mm` : pick(r, ["0.7 mm", "0.8 mm"])),
  ],
  lines: [
    {
      brand: "NGK",
      weight: 2,
      pn: "{pre}{heat}{tip}{gap}",
      dims: { pre: Object.keys(NGK_THREAD), heat: range(5, 11), tip: Object.keys(NGK_TIP), gap: ["", "-9", "-10", "-11"] },
    },
    {
      // Denso's four-digit stock number; the plug's designation goes in the name.
      brand: "Denso",
      weight: 1,
      pn: "{n}",
      nums: { n: [3000, 6999, 4] },
      dims: { dpre: ["IU", "IUH", "IK", "IUF", "U", "X"], dheat: ["16", "20", "22", "24", "27", "31"], dsuf: ["", "ESR-N", "EPR-U", "FSR-U", "ES-U"] },
    },
  ],
};

const clutchKits: Kind = {
  id: "clutch-kits",
  category: "engine",
  hs: "8714.10",
  price: [90, 260],
  weight: [1.0, 2.0],
  attrs: { material: ["Cork", "Aramid fibre", "Carbon fibre"], plates: ["7", "8", "9", "10"] },
  title: ({ a }) => `${titleCase(a.material)} Clutch Kit, ${a.plates} Friction Plates`,
  description: (c) =>
    sentences(
      `A complete set of ${c.a.plates} ${lower(c.a.material)} friction plates${chance(c.r, 0.5) ? ", steel plates and uprated springs" : " and uprated springs"}.`,
      c.a.material === "Cork" ? "Cork gives a smooth take-up for road bikes." : "It takes the extra heat of launches and tuned engines without slipping or juddering.",
    ),
  specs: ({ a, r }) => [spec("Friction material", a.material), spec("Friction plates", a.plates), spec("Springs", pick(r, ["Included", "Not included"]))],
  lines: [
    { brand: "EBC", weight: 1, pn: "{material}{n}", nums: { n: [100, 999, 3] }, codes: { material: { Cork: "CK", "Aramid fibre": "SRK", "Carbon fibre": "SRC" } } },
    { brand: "Barnett", weight: 1, pn: "30{t}-{m}-{k}", nums: { t: [1, 7], m: [10, 99, 2], k: [10000, 99999, 5] } },
  ],
};

const gasketSets: Kind = {
  id: "gasket-sets",
  category: "engine",
  hs: "8484.10",
  price: (a) => (a.type === "Complete engine" ? [80, 160] : [25, 80]),
  weight: [0.2, 1.2],
  attrs: { type: ["Top-end", "Complete engine", "Clutch cover"], mk: MAKE_CODES },
  title: ({ a }) => `${a.type} Gasket Set for ${MAKES[a.mk]}`,
  description: (c) =>
    sentences(
      c.a.type === "Top-end"
        ? "Every gasket and seal needed to take the cylinder head and barrel off and put them back, head gasket included."
        : c.a.type === "Complete engine"
          ? "The full set of gaskets and O-rings for an engine rebuild, top end and bottom end."
          : "Replacement clutch cover gasket, cut to shape and ready to fit without sealant.",
      `Made for ${MAKES[c.a.mk]} engines.`,
    ),
  specs: ({ a, r }) => [spec("Set", a.type), spec("Head gasket", a.type === "Clutch cover" ? "Not included" : pick(r, ["Multi-layer steel", "Copper"])), spec("Oil seals", pick(r, ["Included", "Not included"]))],
  lines: [
    { brand: "Athena", weight: 1, pn: "P400{n}", nums: { n: [100000000, 999999999, 9] } },
    { brand: "Cometic", weight: 1, pn: "C7{n}", nums: { n: [100, 999, 3] } },
  ],
};

// Crash protection ---------------------------------------------------------------------------------

const bobbins: Kind = {
  id: "crash-bobbins",
  category: "protection",
  hs: "8714.10",
  price: [25, 70],
  weight: [0.15, 0.4],
  minQuantity: () => 2,
  attrs: { colour: ["Black", "White", "Red", "Blue", "Gold"], mk: MAKE_CODES },
  title: ({ a }) => `Frame Crash Bobbin for ${MAKES[a.mk]}, ${a.colour}`,
  description: (c) =>
    sentences(
      `Crash bobbin in tough nylon with an aluminium core, bolting to the engine mounts of ${MAKES[c.a.mk]} models.`,
      "It takes the slide in a fall so the frame, fairing and engine cases do not.",
      "Sold singly: order two, one for each side.",
    ),
  specs: ({ a, r }) => [spec("Colour", a.colour), spec("Material", "Nylon, aluminium core"), spec("Fitting", pick(r, ["No cutting", "Small fairing cut-out"]))],
  lines: [
    { brand: "R&G", weight: 1, pn: "CP0{n}{colour}", nums: { n: [100, 999, 3] }, codes: { colour: { Black: "BL", White: "WH" } } },
    { brand: "Puig", weight: 1, pn: "8{n}{colour}", nums: { n: [100, 999, 3] }, codes: { colour: { Black: "N", Red: "R", Blue: "A", Gold: "O" } } },
    { brand: "Evotech", weight: 1, pn: "PRN0{n}", nums: { n: [10000, 19999, 5] } },
  ],
};

const radiatorGuards: Kind = {
  id: "radiator-guards",
  category: "protection",
  hs: "8714.10",
  price: [90, 220],
  weight: [0.5, 1.0],
  attrs: { colour: ["Black", "Silver", "Red"], mk: MAKE_CODES },
  title: ({ a }) => `Radiator Guard for ${MAKES[a.mk]}, ${a.colour}`,
  description: (c) =>
    sentences(
      "Stainless steel mesh in an aluminium frame that stops stones thrown up by the front tyre from holing the radiator.",
      `Bolts to the existing mounts of ${MAKES[c.a.mk]} models.`,
    ),
  specs: ({ a }) => [spec("Colour", a.colour), spec("Material", "Aluminium frame, stainless steel mesh")],
  lines: [
    { brand: "R&G", weight: 1, pn: "RAD{n}{colour}", nums: { n: [1, 999, 4] }, codes: { colour: { Black: "BK", Silver: "SI", Red: "RE" } } },
    { brand: "Evotech", weight: 1, pn: "PRN0{n}", nums: { n: [20000, 29999, 5] } },
  ],
};

const handGuards: Kind = {
  id: "hand-guards",
  category: "protection",
  hs: "8714.10",
  price: [60, 200],
  weight: [0.4, 1.0],
  attrs: { colour: ["Black", "White", "Orange", "Red"], style: ["Aluminium backbone", "Plastic shell"] },
  title: ({ a }) => `Hand Guards, ${a.style === "Aluminium backbone" ? "Aluminium Backbone" : "Plastic Shell"}, ${a.colour}`,
  description: (c) =>
    sentences(
      c.a.style === "Aluminium backbone"
        ? "Hand guards on an aluminium backbone that wraps the levers and mounts at the bar end, strong enough to save them in a fall."
        : "Plastic hand guards that keep wind, rain and roost off the rider's hands.",
      "Fits 22 mm and 28.6 mm handlebars.",
    ),
  specs: ({ a }) => [spec("Colour", a.colour), spec("Construction", a.style), spec("Handlebar", "22 mm and 28.6 mm")],
  lines: [
    { brand: "Barkbusters", weight: 1, pn: "BHG-{n}-{m}-{colour}", nums: { n: [10, 999, 3], m: [0, 9, 2] }, codes: { colour: { Black: "BK", White: "WH", Orange: "OR", Red: "RD" } } },
    { brand: "Acerbis", weight: 1, pn: "00{n}.{colour}", nums: { n: [10000, 29999, 5] }, codes: { colour: { Black: "090", White: "030", Orange: "010", Red: "110" } } },
  ],
};

// Controls -----------------------------------------------------------------------------------------

const levers: Kind = {
  id: "levers",
  category: "controls",
  hs: "8714.10",
  price: [70, 220],
  weight: [0.3, 0.6],
  picture: partPicture("adjustable-levers"),
  attrs: { colour: ["Black", "Red", "Blue", "Gold", "Silver", "Titanium"], style: ["Shorty", "Full-length"] },
  title: ({ a }) => `Adjustable ${a.style} Lever Set, ${a.colour}`,
  description: (c) =>
    sentences(
      `A pair of ${lower(c.a.style)} brake and clutch levers, CNC-machined from aircraft-grade aluminium and anodised ${lower(c.a.colour)}.`,
      "The span adjusts to the rider's hand, and the folding tip breaks away in a fall instead of the lever.",
    ),
  specs: ({ a }) => [spec("Contents", "Brake and clutch lever"), spec("Length", a.style), spec("Span adjustment", "6 positions"), spec("Material", "6061-T6 aluminium"), spec("Colour", a.colour)],
  lines: [
    {
      brand: "ASV",
      weight: 1,
      pn: "C5{n}-{colour}-{style}",
      nums: { n: [100, 999, 3] },
      codes: { colour: { Black: "BK", Red: "RD", Blue: "BL", Gold: "GD", Titanium: "TI" }, style: { Shorty: "SH", "Full-length": "FL" } },
    },
    { brand: "Puig", weight: 1, pn: "3{n}{colour}", nums: { n: [100, 999, 3] }, codes: { colour: { Black: "N", Red: "R", Blue: "A", Gold: "O", Silver: "P" } } },
  ],
};

const grips: Kind = {
  id: "grips",
  category: "controls",
  hs: "4016.99",
  price: [12, 35],
  weight: [0.15, 0.3],
  picture: partPicture("handlebar-grips"),
  attrs: { compound: ["Soft", "Medium", "Dual-compound"], colour: ["Black", "Grey", "Red", "Blue", "White"] },
  title: ({ a }) => `${a.compound} Handlebar Grips, ${a.colour}`,
  description: (c) =>
    sentences(
      `${c.a.compound === "Dual-compound" ? "Dual-compound grips with a firm inner core and a soft outer layer" : `${c.a.compound} compound grips`} that damp vibration and stay grippy in the wet.`,
      pick(c.r, ["Open ends take bar-end weights.", "Closed ends for bikes without bar-end weights."]),
    ),
  specs: ({ a, r }) => [spec("Compound", a.compound), spec("Colour", a.colour), spec("Bar diameter", "22 mm (7/8 in)"), spec("Length", `${pick(r, ["115", "120", "125", "130"])} mm`)],
  lines: [
    { brand: "ProGrip", weight: 1, pn: "PA0{n}{colour}", nums: { n: [10000, 99999, 5] }, codes: { colour: { Black: "NE", Grey: "GR", Red: "RO", Blue: "BL", White: "BI" } } },
    { brand: "Renthal", weight: 1, pn: "G{n}", nums: { n: [100, 999, 3] } },
    { brand: "Oxford", weight: 1, pn: "OX{n}", nums: { n: [100, 999, 3] } },
  ],
};

const handlebars: Kind = {
  id: "handlebars",
  category: "controls",
  hs: "8714.10",
  price: [70, 160],
  weight: [0.8, 1.3],
  attrs: { bar: ["Tapered 28.6 mm", "Standard 22 mm"], bend: ["Low", "Mid", "High", "Enduro", "Road"], colour: ["Black", "Silver", "Orange", "Red"] },
  title: ({ a }) => `${a.bar.startsWith("Tapered") ? "Tapered" : "22 mm"} Handlebar, ${a.bend} Bend, ${a.colour}`,
  description: (c) =>
    sentences(
      c.a.bar.startsWith("Tapered")
        ? "Tapered 28.6 mm aluminium handlebar that flexes in a crash instead of bending, with no crossbar needed."
        : "Heat-treated aluminium 22 mm handlebar with a crossbar, stronger and lighter than the steel original.",
      `The ${lower(c.a.bend)} bend changes the riding position without new cables.`,
    ),
  specs: ({ a, r }) => [spec("Diameter", a.bar), spec("Bend", a.bend), spec("Width", `${between(r, 780, 820)} mm`), spec("Colour", a.colour)],
  lines: [
    { brand: "Renthal", weight: 1, pn: "{n}-01-{colour}", nums: { n: [100, 999, 3] }, codes: { colour: { Black: "BK", Silver: "SI", Orange: "OR", Red: "RD" } } },
    { brand: "Pro Taper", weight: 1, pn: "02-{n}", nums: { n: [1000, 9999, 4] } },
  ],
};

const cables: Kind = {
  id: "cables",
  category: "controls",
  hs: "8714.10",
  price: [15, 45],
  weight: [0.1, 0.3],
  picture: partPicture("throttle-cable-set"),
  attrs: { type: ["Throttle", "Clutch", "Choke"], length: ["Standard length", "Plus 50 mm", "Plus 100 mm"] },
  title: ({ a }) => (a.type === "Throttle" ? `Throttle Cable Set, Pull and Return, ${a.length}` : `${a.type} Cable, ${a.length}`),
  description: (c) =>
    sentences(
      `${c.a.type === "Throttle" ? "Pull and return throttle cables" : `${c.a.type} cable`} with a PTFE-lined outer and a stainless steel inner, for a lighter, smoother action.`,
      c.a.length === "Standard length" ? "Made to the original length." : `${c.a.length.replace("Plus", "Extended by")} for raised or wider handlebars.`,
    ),
  specs: ({ a }) => [spec("Cable", a.type), spec("Length", a.length), spec("Inner", "Stainless steel"), spec("Liner", "PTFE")],
  lines: [
    { brand: "Motion Pro", weight: 1, pn: "{mk}-{n}", nums: { n: [100, 999, 4] }, dims: { mk: ["02", "03", "04", "05", "06", "10"] } },
    { brand: "Venhill", weight: 1, pn: "{mk}01-{type}-{n}", nums: { n: [1, 999, 3] }, dims: { mk: Object.keys(MAKE_LETTERS) }, codes: { type: { Throttle: "4", Clutch: "3", Choke: "6" } } },
  ],
};

// Luggage ------------------------------------------------------------------------------------------

const topCases: Kind = {
  id: "top-cases",
  category: "luggage",
  hs: "4202.12",
  price: [120, 450],
  weight: [3, 6],
  attrs: { litres: range(27, 58), finish: ["Black", "Black, textured", "Aluminium"] },
  title: ({ a }) => `${a.litres} L Top Case, ${a.finish}`,
  description: (c) =>
    sentences(
      `A ${c.a.litres}-litre top case${Number(c.a.litres) >= 45 ? " that takes two full-face helmets" : " that takes one full-face helmet"}, with a quick-release base plate and a key lock.`,
      "Fit a rack and base plate for your bike to carry it.",
    ),
  specs: ({ a, r }) => [spec("Capacity", `${a.litres} L`), spec("Finish", a.finish), spec("Maximum load", `${pick(r, ["3", "5", "6"])} kg`), spec("Lock", "Key, 2 keys supplied")],
  lines: [
    { brand: "Givi", weight: 1, pn: "{series}{litres}{finish}", dims: { series: ["V", "E", "B", "TRK"] }, codes: { finish: { Black: "N", "Black, textured": "NT", Aluminium: "A" } } },
    { brand: "SW-Motech", weight: 1, pn: "ALK.00.{n}.{m}", nums: { n: [100, 999, 3], m: [10000, 19999, 5] } },
  ],
};

const panniers: Kind = {
  id: "panniers",
  category: "luggage",
  hs: "4202.92",
  price: (a) => (a.type === "Hard" ? [450, 800] : [180, 420]),
  weight: (a) => (a.type === "Hard" ? [8, 12] : [3, 5]),
  attrs: { type: ["Soft", "Hard"], litres: ["22", "30", "36", "40", "48"] },
  title: ({ a }) => `${a.type} Panniers, ${a.litres} L Each, Pair`,
  description: (c) =>
    sentences(
      c.a.type === "Hard"
        ? `A pair of ${c.a.litres}-litre aluminium panniers with waterproof seals and locking lids.`
        : `A pair of ${c.a.litres}-litre soft panniers with roll-top waterproof liners.`,
      "Fit them to the matching side frames for your bike.",
      chance(c.r, 0.4) && origin(c),
    ),
  specs: ({ a }) => [spec("Type", a.type), spec("Capacity", `${a.litres} L each`), spec("Waterproof", "Yes")],
  lines: [
    { brand: "Kriega", weight: 1, pn: "KOS-{n}", nums: { n: [100, 999, 3] }, dims: { type: ["Soft"] } },
    { brand: "Oxford", weight: 1, pn: "OL{n}", nums: { n: [100, 499, 3] }, dims: { type: ["Soft"] } },
    { brand: "Givi", weight: 1, pn: "E{n}N", nums: { n: [100, 999, 3] }, dims: { type: ["Hard"] } },
    { brand: "SW-Motech", weight: 1, pn: "ALK.11.{n}.{m}", nums: { n: [100, 999, 3], m: [10000, 19999, 5] }, dims: { type: ["Hard"] } },
  ],
};

const tankBags: Kind = {
  id: "tank-bags",
  category: "luggage",
  hs: "4202.92",
  price: [60, 220],
  weight: [0.6, 1.8],
  attrs: { mount: ["Magnetic", "Tank ring", "Strap-on"], litres: ["4", "8", "12", "15", "20"] },
  title: ({ a }) => `${a.mount} Tank Bag, ${a.litres} L`,
  description: (c) =>
    sentences(
      `${c.a.mount} tank bag of ${c.a.litres} litres with a clear map or phone pocket on top.`,
      pick(c.r, ["A waterproof cover is stowed in the base.", "The welded seams keep the contents dry without a cover."]),
    ),
  specs: ({ a }) => [spec("Mounting", a.mount), spec("Capacity", `${a.litres} L`), spec("Phone pocket", "Yes")],
  lines: [
    { brand: "Oxford", weight: 1, pn: "OL{n}", nums: { n: [500, 999, 3] } },
    { brand: "Kriega", weight: 1, pn: "KTB{n}", nums: { n: [100, 999, 3] } },
    { brand: "SW-Motech", weight: 1, pn: "BC.TRS.{n}.{m}", nums: { n: [10, 99, 2], m: [100, 999, 3] } },
  ],
};

const racks: Kind = {
  id: "luggage-racks",
  category: "luggage",
  hs: "8714.10",
  price: [90, 350],
  weight: [1.5, 4.5],
  attrs: { rack: ["Top case rack", "Pannier frames"], mk: MAKE_CODES },
  title: ({ a }) => `${a.rack} for ${MAKES[a.mk]}`,
  description: (c) =>
    sentences(
      c.a.rack === "Top case rack" ? "Steel rack that bolts to the subframe and carries a top case base plate." : "A pair of powder-coated steel frames that carry panniers clear of the exhaust.",
      `Made for ${MAKES[c.a.mk]} models, with all fixings.`,
    ),
  specs: ({ a, r }) => [spec("Type", a.rack), spec("Material", "Powder-coated steel"), spec("Maximum load", `${pick(r, ["6", "10", "12"])} kg`)],
  lines: [
    { brand: "Givi", weight: 1, pn: "{rack}{n}", nums: { n: [1000, 9999, 4] }, codes: { rack: { "Top case rack": "SR", "Pannier frames": "PL" } } },
    { brand: "SW-Motech", weight: 1, pn: "KFT.{n}.{m}.{k}", nums: { n: [1, 99, 2], m: [100, 999, 3], k: [10000, 39999, 5] } },
  ],
};

const KINDS: Kind[] = [
  brakePads,
  brakeDiscs,
  brakeLines,
  masterCylinders,
  slipOns,
  fullSystems,
  exhaustGaskets,
  roadTyres,
  offRoadTyres,
  chains,
  frontSprockets,
  rearSprockets,
  chainKits,
  headlights,
  auxLights,
  indicators,
  tailLights,
  bulbs,
  oilFilters,
  airFilters,
  fuelFilters,
  shocks,
  forkSprings,
  forkSeals,
  steeringDampers,
  regulators,
  stators,
  usbChargers,
  heatedGrips,
  agmBatteries,
  lithiumBatteries,
  chargers,
  sparkPlugs,
  clutchKits,
  gasketSets,
  bobbins,
  radiatorGuards,
  handGuards,
  levers,
  grips,
  handlebars,
  cables,
  topCases,
  panniers,
  tankBags,
  racks,
];

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

/** The part with this index in the catalogue of this seed. */
function makePart(index: number, seed: number): GeneratedPart {
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
  if (round > 0) partNumber += (line.variant ?? ((n: number) => `-${n + 1}`))(round);

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
    availableQuantity: stock(r, minQuantity),
    weightKg,
    hsCode,
    scheduleB: scheduleBOf(hsCode),
    dimensionsCm: boxOf(kind.category, weightKg / ((wLo + wHi) / 2)),
    countryOfOrigin: BRAND_COUNTRY[line.brand],
    images: picture ? [categoryPicture(kind.category), picture] : [categoryPicture(kind.category)],
  };
}

/**
 * The Schedule B number a part of this HS code usually exports under: the 10-digit US statistical
 * suffix where the heading splits (lamps, LED lamps, batteries), else the heading's "0000" line.
 */
const SCHEDULE_B_SUFFIX: Record<string, string> = { "8512.20": "2000", "8539.52": "0040", "8507.60": "0020", "8507.10": "0060" };
export function scheduleBOf(hsCode: string): string {
  return `${hsCode}.${SCHEDULE_B_SUFFIX[hsCode] ?? "0000"}`;
}

/** A section's typical box in cm (length, width, height), scaled by how heavy the part is for its kind. */
const BOXES: Record<string, [number, number, number]> = {
  brakes: [36, 36, 8],
  "brake-pads": [12, 9, 4],
  exhaust: [70, 28, 24],
  tyres: [64, 64, 19],
  "chains-and-sprockets": [24, 18, 8],
  lighting: [24, 20, 16],
  filters: [12, 10, 10],
  suspension: [50, 16, 16],
  electrics: [20, 14, 10],
  batteries: [18, 10, 15],
  controls: [32, 12, 8],
  engine: [22, 16, 10],
  protection: [40, 26, 16],
  luggage: [56, 44, 34],
};
function boxOf(category: string, heaviness: number): [number, number, number] {
  const scale = Math.cbrt(Math.min(Math.max(heaviness, 0.5), 2));
  return (BOXES[category] ?? [30, 20, 15]).map((cm) => Math.max(2, Math.round(cm * scale))) as [number, number, number];
}

/** The parts with index 0..count-1: generateParts(n) is always a prefix of generateParts(m) for n <= m, for the same seed. */
export function generateParts(count: number, seed = 1): GeneratedPart[] {
  return Array.from(partsStream(count, seed));
}

/** The same parts one at a time, for 100,000-part benchmark databases without holding them all. */
export function* partsStream(count: number, seed = 1): Generator<GeneratedPart> {
  for (let i = 0; i < count; i++) yield makePart(i, seed);
}
