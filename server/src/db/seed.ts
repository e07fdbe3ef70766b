import crypto from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client";
import type { Role } from "../generated/prisma/enums";
import { partNumberKey } from "../../../shared/part-numbers";
import seedParts from "../../../prisma/seed/parts.json";
import seedReviews from "../../../prisma/seed/reviews.json";
import seedShipping from "../../../prisma/seed/shipping.json";
import seedUsers from "../../../prisma/seed/users.json";
import { catalogueCategories, generateParts, partsStream, type GeneratedPart } from "./catalogue-generator";
import { fitmentOf, generateVehicles, type GeneratedFitment, type GeneratedVehicle, type GeneratedRange } from "./fitment-generator";
import { addDemoFitment, demoVehicles, handWrittenFitment } from "./seed-fitment";

export interface DemoUser {
  email: string;
  password: string;
  displayName: string;
  role: Role;
  location?: string;
  education?: string;
}

export const demoUsers = seedUsers as DemoUser[];

/** The demo's admin: the demo's parts are added by it, and the demo screening list is loaded by it. */
export function demoAdmin(): DemoUser {
  const admin = demoUsers.find((u) => u.role === "admin");
  if (!admin) throw new Error("prisma/seed/users.json needs an admin");
  return admin;
}

/** A stable UUID for a seed row, so seeding again finds the rows it made. */
export function seedId(kind: string, key: string): string {
  const h = crypto.createHash("sha256").update(`motoparts-seed:${kind}:${key}`).digest("hex");
  // Shaped as a version-4, variant-1 UUID so any UUID validator accepts it.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const SEEDED_AT = Date.parse("2026-01-05T12:00:00Z");

type SeedPart = Pick<
  GeneratedPart,
  "slug" | "categorySlug" | "brand" | "partNumber" | "name" | "description" | "specs" | "priceCents" | "minQuantity" | "availableQuantity" | "images" | "weightKg"
> &
  Partial<Pick<GeneratedPart, "hsCode" | "scheduleB" | "countryOfOrigin" | "dimensionsCm" | "gtin" | "leadTimeDays" | "restockDate">> & { id: string };

/**
 * The day the generated parts' restock dates count from: the seed run's (in UTC), so that a shop seeded
 * today expects its sold-out parts back in the coming weeks rather than on days long past. The generator
 * is deterministic given that day (a run on the same day writes the same rows; the tests' databases are
 * seeded once per run); a database seeded earlier keeps the dates it was given, as seeding adds only
 * missing rows.
 */
export const seedDay = (now = new Date()): string => now.toISOString().slice(0, 10);

/** Parts made by the catalogue generator after the hand-written ones of prisma/seed/parts.json. */
export const GENERATED_SEED_PARTS = 300;

/** The rows seedDemoData added, by kind. */
export interface DemoDataAdded {
  categories: number;
  parts: number;
  shippingZones: number;
  reviews: number;
  users: number;
  vehicles: number;
  fitments: number;
  partNumbers: number;
}

/**
 * Adds the demo's users, catalogue with its fitment, reviews and shipping zones (the seed command adds
 * the modules' own demo data after it: server/src/seed.ts). Idempotent: rows are keyed by stable ids
 * (users by email), existing rows are left as they are, so running it twice adds nothing the second time.
 * The generated parts' restock dates count from `restockFrom` (YYYY-MM-DD: see seedDay).
 */
export async function seedDemoData(prisma: PrismaClient, restockFrom = seedDay()): Promise<DemoDataAdded> {
  const admin = demoAdmin();

  const users = await prisma.user.createMany({
    data: demoUsers.map((u, i) => ({
      id: seedId("user", u.email),
      email: u.email,
      displayName: u.displayName,
      role: u.role,
      location: u.location ?? null,
      education: u.education ?? null,
      createdAt: new Date(SEEDED_AT - (demoUsers.length - i) * 60_000),
    })),
    skipDuplicates: true,
  });

  const categories = await seedCategories(prisma);

  // The hand-written parts first, then the generated ones (skipping any that would repeat a brand's part
  // number). The first part is the newest, so the home page shows the file's order.
  const handWritten: SeedPart[] = seedParts.map((p) => ({
    ...p,
    categorySlug: p.category,
    images: [`/images/parts/${p.slug}.svg`],
    dimensionsCm: p.dimensionsCm as [number, number, number],
    id: seedId("part", p.slug),
  }));
  const taken = new Set(handWritten.map((p) => `${p.brand}\u0000${partNumberKey(p.partNumber)}`));
  const generated: (SeedPart & { fitment: GeneratedFitment })[] = generateParts(GENERATED_SEED_PARTS, 1, restockFrom)
    .map((p, index) => ({ ...p, id: seedId("generated-part", p.slug), fitment: fitmentOf(index, 1, p) }))
    .filter((p) => !taken.has(`${p.brand}\u0000${partNumberKey(p.partNumber)}`));
  const fitment = new Map<string, GeneratedFitment>([
    ...handWritten.map((p) => [p.id, handWrittenFitment(p.slug)] as const),
    ...generated.map((p) => [p.id, p.fitment] as const),
  ]);
  addDemoFitment(handWritten, generated, fitment);
  const parts = await prisma.part.createMany({
    data: [...handWritten, ...generated].map((p, i) => partRow(p, i, categories.ids, admin.email, fitment.get(p.id)!.universal)),
    skipDuplicates: true,
  });

  const vehicles = await seedVehicles(prisma, demoVehicles());
  const { fitments, partNumbers } = await insertFitment(prisma, fitment);

  // The last review of the file is the newest.
  const reviews = await prisma.review.createMany({
    data: seedReviews.map((r, i) => ({
      id: seedId("review", r.key),
      name: r.name,
      ratings: r.ratings,
      review: r.review,
      createdAt: new Date(SEEDED_AT - (seedReviews.length - i) * 3_600_000),
    })),
    skipDuplicates: true,
  });

  const shippingZones = await seedShippingZones(prisma);

  return {
    categories: categories.added,
    parts: parts.count,
    shippingZones,
    reviews: reviews.count,
    users: users.count,
    vehicles,
    fitments,
    partNumbers,
  };
}

interface SeedZone {
  name: string;
  countries: string[];
  methods: { label: string; minDays: number; maxDays: number; rates: [maxKg: number, priceUsd: number][] }[];
}

/** Shipping zones, methods and weight-band rates (prisma/seed/shipping.json); a zone already there is left as it is. */
async function seedShippingZones(prisma: PrismaClient): Promise<number> {
  const zones = seedShipping as SeedZone[];
  const { count } = await prisma.shippingZone.createMany({
    data: zones.map((z) => ({ id: seedId("shipping-zone", z.name), name: z.name, countries: z.countries })),
    skipDuplicates: true,
  });
  const methods = zones.flatMap((z) => z.methods.map((m, position) => ({ zone: z, method: m, position, id: seedId("shipping-method", `${z.name}:${m.label}`) })));
  await prisma.shippingMethod.createMany({
    data: methods.map(({ zone, method, position, id }) => ({
      id,
      zoneId: seedId("shipping-zone", zone.name),
      label: method.label,
      minDays: method.minDays,
      maxDays: method.maxDays,
      position,
    })),
    skipDuplicates: true,
  });
  await prisma.shippingRate.createMany({
    data: methods.flatMap(({ method, id }) =>
      method.rates.map(([maxKg, price]) => ({ id: seedId("shipping-rate", `${id}:${maxKg}`), methodId: id, maxWeightGrams: Math.round(maxKg * 1000), priceCents: Math.round(price * 100) })),
    ),
    skipDuplicates: true,
  });
  return count;
}

/** A part of the seed as a row; `position` orders them, newest first. */
function partRow(p: SeedPart, position: number, categoryIds: Map<string, string>, addedByEmail: string, universalFit: boolean) {
  const categoryId = categoryIds.get(p.categorySlug);
  if (!categoryId) throw new Error(`The seed names an unknown category: ${p.categorySlug}`);
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    picture: p.images[0],
    gallery: p.images.slice(1),
    categoryId,
    brand: p.brand,
    partNumber: p.partNumber,
    partNumberKey: partNumberKey(p.partNumber),
    specs: p.specs.map((spec) => ({ name: spec.name, value: spec.value })),
    priceCents: p.priceCents,
    minQuantity: p.minQuantity,
    availableQuantity: p.availableQuantity,
    weightGrams: Math.round(p.weightKg * 1000),
    hsCode: p.hsCode ? p.hsCode.replace(".", "") : null,
    scheduleB: p.scheduleB ? p.scheduleB.replace(/\./g, "") : null,
    originCountry: p.countryOfOrigin ?? null,
    lengthMm: p.dimensionsCm ? p.dimensionsCm[0] * 10 : null,
    widthMm: p.dimensionsCm ? p.dimensionsCm[1] * 10 : null,
    heightMm: p.dimensionsCm ? p.dimensionsCm[2] * 10 : null,
    gtin: p.gtin ?? null,
    leadTimeDays: p.leadTimeDays ?? null,
    restockDate: p.restockDate ? new Date(`${p.restockDate}T00:00:00Z`) : null,
    addedByEmail,
    universalFit,
    returnable: !FITTED_FOR_GOOD.has(p.categorySlug),
    createdAt: new Date(SEEDED_AT - position * 60_000),
  };
}

/** Electrical parts cannot be returned once fitted, unless the shop was at fault (the returns policy, ADR 0072). */
const FITTED_FOR_GOOD: ReadonlySet<string> = new Set(["electrics", "batteries", "lighting"]);

/**
 * Adds `count` more generated parts, older than the seed's, in batches without holding them all: the
 * benchmark's catalogues of up to 100,000 parts. Each batch's fitment ranges and other numbers follow
 * the batch (fitment-generator.ts), so a 100,000-part catalogue has its fitment too. Run after
 * seedDemoData (which adds the bikes); returns how many parts it added. Restock dates as seedDemoData's.
 */
export async function addGeneratedParts(prisma: PrismaClient, count: number, batchSize = 2_000, restockFrom = seedDay()): Promise<number> {
  const { ids } = await seedCategories(prisma);
  // The demo has a few hundred bikes; a benchmark catalogue has them all.
  await seedVehicles(prisma);
  const admin = demoAdmin();
  const start = seedParts.length + GENERATED_SEED_PARTS;
  let added = 0;
  let batch: ReturnType<typeof partRow>[] = [];
  let fitment = new Map<string, GeneratedFitment>();
  const flush = async () => {
    added += (await prisma.part.createMany({ data: batch, skipDuplicates: true })).count;
    // A generated part whose brand and number a hand-written part already has was skipped: it has no row to fit.
    const present = await prisma.part.findMany({ where: { id: { in: batch.map((p) => p.id) } }, select: { id: true } });
    await insertFitment(prisma, new Map(present.map(({ id }) => [id, fitment.get(id)!])));
    batch = [];
    fitment = new Map();
  };
  let index = 0;
  for (const p of partsStream(GENERATED_SEED_PARTS + count, 1, restockFrom)) {
    const i = index++;
    if (i < GENERATED_SEED_PARTS) continue;
    const id = seedId("generated-part", p.slug);
    const f = fitmentOf(i, 1, p);
    fitment.set(id, f);
    batch.push(partRow({ ...p, id }, start + index, ids, admin.email, f.universal));
    if (batch.length === batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  return added;
}

// ---- Fitment -----------------------------------------------------------------------------------

/** Rows per INSERT of the fitment tables: well under PostgreSQL's 65,535 parameters a statement. */
const FITMENT_CHUNK = 4_000;

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<{ count: number }>): Promise<number> {
  let count = 0;
  for (let i = 0; i < rows.length; i += FITMENT_CHUNK) count += (await insert(rows.slice(i, i + FITMENT_CHUNK))).count;
  return count;
}

/**
 * The bikes of data/vehicle-models.json (fitment-generator.ts's rows), keyed by make, model, year, variant and
 * market: those `include` keeps, by default all of them (over 18,000, for the benchmark).
 */
export async function seedVehicles(prisma: PrismaClient, include: (v: GeneratedVehicle) => boolean = () => true): Promise<number> {
  const rows = generateVehicles().filter(include).map((v) => ({ id: seedId("vehicle", `${v.makeSlug}/${v.modelSlug}/${v.year}/${v.variant}/${v.market}`), ...v }));
  return inChunks(rows, (data) => prisma.vehicle.createMany({ data, skipDuplicates: true }));
}

const rangeKey = (r: GeneratedRange) => [r.makeSlug, r.modelSlug, r.yearFrom, r.yearTo, r.variant, r.market, r.position].join("/");

/** The ranges and other numbers of these parts, with stable ids; returns how many rows of each were added. */
async function insertFitment(prisma: PrismaClient, fitment: Map<string, GeneratedFitment>): Promise<{ fitments: number; partNumbers: number }> {
  const ranges = [...fitment].flatMap(([partId, f]) => f.ranges.map((r) => ({ id: seedId("fitment", `${partId}:${rangeKey(r)}`), partId, ...r })));
  const numbers = [...fitment].flatMap(([partId, f]) =>
    f.numbers.map((n) => ({ id: seedId("part-number", `${partId}:${n.kind}:${n.brand}:${n.numberKey}`), partId, ...n })),
  );
  return {
    fitments: await inChunks(ranges, (data) => prisma.fitment.createMany({ data, skipDuplicates: true })),
    partNumbers: await inChunks(numbers, (data) => prisma.partNumber.createMany({ data, skipDuplicates: true })),
  };
}

/**
 * The catalogue's sections: parents before children (a child needs its parent's id). The migration made
 * the first nine; the rest are added by slug, and existing ones are left as they are.
 */
async function seedCategories(prisma: PrismaClient): Promise<{ ids: Map<string, string>; added: number }> {
  const ids = new Map<string, string>();
  let added = 0;
  const remaining = catalogueCategories.map((c, position) => ({ ...c, position }));
  while (remaining.length > 0) {
    for (const row of await prisma.category.findMany({ select: { id: true, slug: true } })) ids.set(row.slug, row.id);
    const ready = remaining.filter((c) => c.parentSlug === null || ids.has(c.parentSlug));
    if (ready.length === 0) throw new Error(`Categories with unknown parents: ${remaining.map((c) => c.slug).join(", ")}`);
    const { count } = await prisma.category.createMany({
      data: ready.map((c) => ({
        id: seedId("category", c.slug),
        slug: c.slug,
        label: c.label,
        parentId: c.parentSlug === null ? null : ids.get(c.parentSlug),
        position: c.position,
      })),
      skipDuplicates: true,
    });
    added += count;
    for (const c of ready) remaining.splice(remaining.indexOf(c), 1);
  }
  for (const row of await prisma.category.findMany({ select: { id: true, slug: true } })) ids.set(row.slug, row.id);
  return { ids, added };
}
