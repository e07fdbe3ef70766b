/**
 * Fitment's speed: on PostgreSQL with 100,000 parts (BENCH_QUICK=1: 1,000) and every bike of
 * the seed data, it measures over HTTP, one request at a time:
 * - "parts that fit bike X in category Y" (searchParts with fitsVehicle and a category, cards with their
 *   fit badge), for 40 bikes and their busiest categories in turn, beside a bare handler that runs the
 *   same SQL statements in the same run, and both at 64 connections;
 * - each step of the garage's selects;
 * - a 100,000-row fitment CSV imported into an empty fitment table, then again (all unchanged).
 * Then the same queries in-process on PGlite at 10,000 parts (BENCH_QUICK=1: 1,000).
 * Run with `npm run bench:fitment`; it prints a Markdown report.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { openDatabase } from "../server/src/db/database";
import { freePort } from "../server/src/auth/auth-emulator";
import { SearchService } from "../server/src/modules/search";
import { VehiclesService, bikeLoader } from "../server/src/modules/fitment";
import { FitmentImportService, FitmentExportService } from "../server/src/modules/fitment-files";
import { CONNECTIONS, QUICK, load, log, prepareDatabase, startProcess, startServer, stopProcess, waitFor, type Measure } from "./setup";

const PARTS = QUICK ? 1_000 : 100_000;
const PGLITE_PARTS = QUICK ? 1_000 : 10_000;
const IMPORT_ROWS = QUICK ? 5_000 : 100_000;
const SECONDS = QUICK ? 5 : 10;
const BIKES = 40;

const FITTED = `query Fitted($filter: PartFilter, $vehicleId: ID!) {
  searchParts(filter: $filter, first: 24) {
    totalCount
    edges { node { id name price picture soldOut fitsVehicle(vehicleId: $vehicleId) { status notes } } }
    facets { categories { value count } }
  }
}`;
const STEPS = {
  makes: `{ vehicleMakes { name slug } }`,
  models: `query($make: String!) { vehicleModels(make: $make) { name slug } }`,
  years: `query($make: String!, $model: String!) { vehicleYears(make: $make, model: $model) }`,
  variants: `query($make: String!, $model: String!, $year: Int!) { vehicleVariants(make: $make, model: $model, year: $year) { id name } }`,
  typed: `query($q: String!) { findVehicles(query: $q) { id name } }`,
};

interface Latency {
  requests: number;
  p50: number;
  p95: number;
}
interface Question {
  vehicleId: string;
  make: string;
  model: string;
  year: number;
  category: string;
}

const percentiles = (times: number[]): Latency => {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { requests: times.length, p50: at(0.5), p95: at(0.95) };
};

/** Runs `ask` one call at a time for `seconds`, cycling through its inputs. */
async function timed<T>(inputs: T[], seconds: number, ask: (input: T) => Promise<void>): Promise<Latency> {
  const times: number[] = [];
  const end = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < end; i++) {
    const started = performance.now();
    await ask(inputs[i % inputs.length]);
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

async function post(url: string, query: string, variables: Record<string, unknown>): Promise<void> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { errors?: unknown };
  if (!res.ok || body.errors) throw new Error(`request failed: ${JSON.stringify(body).slice(0, 300)}`);
}

/** Bikes with many ranges, each with the category where most of its parts are: the heaviest honest questions. */
async function questions(db: Awaited<ReturnType<typeof openDatabase>>): Promise<Question[]> {
  return db.prisma.$queryRaw<Question[]>`
    WITH busy AS (
      SELECT v.id, v.make_slug, v.model_slug, v.year, count(*) AS ranges
      FROM vehicles v JOIN fitments f ON f.make_slug = v.make_slug AND f.model_slug = v.model_slug AND v.year BETWEEN f.year_from AND f.year_to
      WHERE v.variant = '' AND v.market = 'US'
      GROUP BY v.id ORDER BY ranges DESC, v.id LIMIT ${BIKES}
    )
    SELECT b.id AS "vehicleId", b.make_slug AS make, b.model_slug AS model, b.year, (
      SELECT c.slug FROM fitments f JOIN parts p ON p.id = f.part_id JOIN categories c ON c.id = p.category_id
      WHERE f.make_slug = b.make_slug AND f.model_slug = b.model_slug AND b.year BETWEEN f.year_from AND f.year_to
      GROUP BY c.slug ORDER BY count(*) DESC, c.slug LIMIT 1
    ) AS category
    FROM busy b ORDER BY b.ranges DESC, b.id`;
}

/** The SQL one fitted-category page runs (search, badges, parts), captured for the bare handler. */
async function fittedSql(url: string, q: Question): Promise<{ sql: string; params: unknown[] }[]> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = await openDatabase({ url, log, onQuery: (sql, params) => captured.push({ sql, params: JSON.parse(params) as unknown[] }) });
  try {
    // The bike read as a request's DataLoader reads it; the cards' badges come with the search (ADR 0040).
    await new SearchService(db.prisma, db.reads).search({ filter: { fitsVehicle: q.vehicleId, categories: [q.category] }, first: 24 }, bikeLoader(new VehiclesService(db.prisma)));
  } finally {
    await db.close();
  }
  return captured;
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const row = (cells: (string | number)[]) => console.log(`| ${cells.join(" | ")} |`);

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-bench-fitment-"));
  console.log(`# Fitment benchmark (${QUICK ? "quick" : "full"}): PostgreSQL ${fmt(PARTS)} parts, PGlite ${fmt(PGLITE_PARTS)} parts\n`);

  let started = performance.now();
  const dbEnv = await prepareDatabase("postgresql", PARTS, workDir, [], `fitment_${PARTS}`);
  const loadSeconds = (performance.now() - started) / 1000;
  const db = await openDatabase({ url: dbEnv.DATABASE_URL, log });
  const [size] = await db.prisma.$queryRaw<{ parts: number; vehicles: number; ranges: number; pairs: number; universal: number }[]>`
    SELECT (SELECT count(*) FROM parts)::int AS parts, (SELECT count(*) FROM vehicles)::int AS vehicles, (SELECT count(*) FROM fitments)::int AS ranges,
      (SELECT count(*) FROM fitments f JOIN vehicles v ON v.make_slug = f.make_slug AND v.model_slug = f.model_slug AND v.year BETWEEN f.year_from AND f.year_to
        AND (f.variant IS NULL OR lower(f.variant) = lower(v.variant)) AND (f.market IS NULL OR f.market = v.market))::int AS pairs,
      (SELECT count(*) FROM parts WHERE universal_fit)::int AS universal`;
  const asked = await questions(db);
  console.log(`Catalogue: ${fmt(size.parts)} parts (${fmt(size.universal)} universal), ${fmt(size.vehicles)} bikes, ${fmt(size.ranges)} ranges expanding to ${fmt(size.pairs)} part–bike pairs; loaded in ${fmt(loadSeconds)} s.\n`);

  const port = await freePort();
  const server: ChildProcess = startServer({ ...dbEnv, RUN_JOBS: "false" }, port);
  let bare: ChildProcess | undefined;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`);
    const graphql = `${base}/graphql`;
    const fitted = await timed(asked, SECONDS, (q) => post(graphql, FITTED, { filter: { fitsVehicle: q.vehicleId, categories: [q.category] }, vehicleId: q.vehicleId }));

    // The bare handler: the same statements for the first question, over plain pg and http.
    const statements = await fittedSql(dbEnv.DATABASE_URL, asked[0]);
    const barePort = await freePort();
    bare = startProcess(["--import", "tsx", "bench/search-baseline.ts"], { DATABASE_URL: dbEnv.DATABASE_URL, PORT: String(barePort), SEARCH_STATEMENTS: JSON.stringify(statements) });
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitFor(bareUrl);
    const bareOne = await timed([0], SECONDS, async () => void (await (await fetch(bareUrl)).text()));
    const q0 = asked[0];
    const body = JSON.stringify({ query: FITTED, variables: { filter: { fitsVehicle: q0.vehicleId, categories: [q0.category] }, vehicleId: q0.vehicleId } });
    const loadedShop: Measure = await load(graphql, { method: "POST", headers: { "content-type": "application/json" }, body, duration: SECONDS });
    const loadedBare: Measure = await load(bareUrl, { duration: SECONDS });

    const models = asked.map((q) => q.make);
    const steps = {
      makes: await timed([0], SECONDS / 2, () => post(graphql, STEPS.makes, {})),
      models: await timed(models, SECONDS / 2, (make) => post(graphql, STEPS.models, { make })),
      years: await timed(asked, SECONDS / 2, (q) => post(graphql, STEPS.years, { make: q.make, model: q.model })),
      variants: await timed(asked, SECONDS / 2, (q) => post(graphql, STEPS.variants, { make: q.make, model: q.model, year: q.year })),
      typed: await timed(asked, SECONDS / 2, (q) => post(graphql, STEPS.typed, { q: `${q.model.replace(/-/g, "")} ${q.year}` })),
    };

    console.log(`## PostgreSQL, ${fmt(size.parts)} parts, over HTTP\n`);
    row(["question", "requests", "p50 ms", "p95 ms", "target"]);
    row(["---", "---:", "---:", "---:", "---"]);
    row([`parts that fit bike X in category Y (${asked.length} bikes in turn, 24 cards with badges)`, fmt(fitted.requests), fmt(fitted.p50, 1), fmt(fitted.p95, 1), `p95 ≤ 30 ms: ${fitted.p95 <= 30 ? "met" : "MISSED"}`]);
    row([`bare handler, the same ${statements.length} statements (one bike)`, fmt(bareOne.requests), fmt(bareOne.p50, 1), fmt(bareOne.p95, 1), "–"]);
    for (const [name, l] of Object.entries(steps)) row([`garage step: ${name}`, fmt(l.requests), fmt(l.p50, 1), fmt(l.p95, 1), `p95 ≤ 10 ms: ${l.p95 <= 10 ? "met" : "MISSED"}`]);
    console.log(`\nAt ${CONNECTIONS} connections, one bike and category: shop ${fmt(loadedShop.rps)} req/s (p99 ${fmt(loadedShop.p99)} ms), bare handler ${fmt(loadedBare.rps)} req/s: ${fmt((100 * loadedShop.rps) / loadedBare.rps, 1)}% (the target: ≥ 40%).\n`);
  } finally {
    if (bare) await stopProcess(bare);
    await stopProcess(server);
  }

  // The import: the first IMPORT_ROWS ranges of the export, into an empty fitment table, then again.
  const exported = await readLines(new FitmentExportService(db.prisma).fitmentCsv(), IMPORT_ROWS + 1);
  await db.prisma.$executeRawUnsafe("TRUNCATE fitments");
  const importer = new FitmentImportService({ prisma: db.prisma, limits: { maxRows: 200_000, maxBytes: 100 * 1024 * 1024 } });
  started = performance.now();
  const first = await importer.import(Readable.from([exported]), { dryRun: false });
  const firstSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const again = await importer.import(Readable.from([exported]), { dryRun: false });
  const againSeconds = (performance.now() - started) / 1000;
  console.log(`## Fitment CSV import on PostgreSQL\n`);
  console.log(
    `${fmt(first.rows)} rows (${fmt(Buffer.byteLength(exported) / 1e6, 1)} MB) into an empty table: ${fmt(first.created)} created, ${fmt(first.invalid)} bad, in ${fmt(firstSeconds, 1)} s (target < 60 s: ${firstSeconds < 60 ? "met" : "MISSED"}); the same file again: ${fmt(again.unchanged)} unchanged in ${fmt(againSeconds, 1)} s.\n`,
  );
  await db.close();

  await pgliteFigures(workDir);
  fs.rmSync(workDir, { recursive: true, force: true });
}

/** The same questions in-process on PGlite (one connection), at a size it handles. */
async function pgliteFigures(workDir: string) {
  const env = await prepareDatabase("pglite", PGLITE_PARTS, workDir);
  const db = await openDatabase({ pgliteDir: path.join(env.DATA_DIR, "pglite"), log });
  try {
    const asked = await questions(db);
    const search = new SearchService(db.prisma, db.reads);
    const vehicles = new VehiclesService(db.prisma);
    // The search brings the cards' badges for its bike (ADR 0040).
    const fitted = await timed(asked, SECONDS, async (q) => void (await search.search({ filter: { fitsVehicle: q.vehicleId, categories: [q.category] }, first: 24 }, bikeLoader(vehicles))));
    const models = await timed(asked, SECONDS / 2, async (q) => void (await vehicles.models(q.make)));
    const variants = await timed(asked, SECONDS / 2, async (q) => void (await vehicles.variants(q.make, q.model, q.year)));
    console.log(`## PGlite, ${fmt(PGLITE_PARTS)} parts, in-process (no HTTP)\n`);
    row(["question", "calls", "p50 ms", "p95 ms"]);
    row(["---", "---:", "---:", "---:"]);
    row(["parts that fit bike X in category Y, with badges", fmt(fitted.requests), fmt(fitted.p50, 1), fmt(fitted.p95, 1)]);
    row(["garage step: a make's models", fmt(models.requests), fmt(models.p50, 1), fmt(models.p95, 1)]);
    row(["garage step: a year's variants", fmt(variants.requests), fmt(variants.p50, 1), fmt(variants.p95, 1)]);
  } finally {
    await db.close();
  }
}

/** The first `count` lines of a CSV stream (quoted newlines do not occur in the export's fitment rows). */
async function readLines(stream: Readable, count: number): Promise<string> {
  const lines: string[] = [];
  let rest = "";
  for await (const chunk of stream) {
    const parts = (rest + String(chunk)).split("\r\n");
    rest = parts.pop() ?? "";
    lines.push(...parts);
    if (lines.length >= count) break;
  }
  stream.destroy();
  return lines.slice(0, count).join("\r\n") + "\r\n";
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
