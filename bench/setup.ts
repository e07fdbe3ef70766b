/** What the benchmark's runs share: settings, server processes, databases and the load generator. */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import pino from "pino";
import { AccessTokens } from "../server/src/auth/access-tokens";
import { openDatabase } from "../server/src/db/database";
import { migrate } from "../server/src/db/migrate";
import { addGeneratedParts } from "../server/src/db/seed";
import { seedDatabase } from "../server/src/seed";
import { CategoriesService, PartsService } from "../server/src/modules/parts";
import { SHOP_NODE_FLAGS } from "../server/src/node-flags";
import { SearchService } from "../server/src/modules/search";
import { VehiclesService, bikeLoader } from "../server/src/modules/fitment";

export { SHOP_NODE_FLAGS };
export const ROOT = path.resolve(__dirname, "..");
/** BENCH_QUICK=1: about 2 minutes, PostgreSQL only, 1,000 parts, one line per scenario. */
export const QUICK = process.env.BENCH_QUICK === "1";
export const DURATION = Number(process.env.BENCH_DURATION ?? (QUICK ? 5 : 10));
export const CONNECTIONS = 64;
export const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
/** Parts per catalogue page, as the home page asks for them. */
export const PAGE = 12;
export const log = pino({ level: "warn" });

export interface Measure {
  rps: number;
  /** Requests answered in the run. */
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

// --- processes ---------------------------------------------------------------------------------------

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  child.on("exit", (code, signal) => {
    if (code && code !== 0) console.error(`process ${args.join(" ")} exited with ${code ?? signal}`);
  });
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

export const BENCH_TOKEN_SECRET = "bench-secret-bench-secret-bench-secret-bench";

let serverBuilt = false;

/**
 * The shop's server process, as `npm start` runs it (the compiled server/dist/index.js, built first when
 * stale; ADR 0064), on the given database, in production mode. BENCH_SERVER_FROM=sources runs the
 * TypeScript sources under tsx instead, as the shop ran before, to compare the two. Production never runs
 * the Auth emulator, so it is configured for a Firebase project it never calls: the buyers' access tokens
 * are issued with the server's secret (see benchBuyers).
 */
export function startServer(dbEnv: Record<string, string>, port: number, nodeArgs: string[] = []): ChildProcess {
  // The node flags `npm start` gives the shop (ADR 0039); BENCH_SERVER_NODE_FLAGS replaces them for the
  // shop's process only, to compare others against the same baseline in one run ("" for none). `nodeArgs`
  // adds more (the profiler's).
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? SHOP_NODE_FLAGS).split(" ").filter(Boolean);
  const fromSources = process.env.BENCH_SERVER_FROM === "sources";
  if (!fromSources && !serverBuilt) {
    execFileSync(process.execPath, ["scripts/build-server.mjs", "--if-stale"], { stdio: "inherit" });
    serverBuilt = true;
  }
  const entry = fromSources ? ["--import", "tsx", "server/src/index.ts"] : ["--enable-source-maps", "server/dist/index.js"];
  return startProcess([...nodeArgs, ...flags, ...entry], {
    ...dbEnv,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    RATE_LIMITS: "off",
    SEED_ON_EMPTY: "false",
    FIREBASE_PROJECT_ID: "motoparts-bench",
    FIREBASE_API_KEY: "bench",
    ACCESS_TOKEN_SECRET: BENCH_TOKEN_SECRET,
    // Metrics on, as in production, on any free port: other shops on this machine may hold the default.
    METRICS_PORT: "0",
  });
}

/** Buyers for the contention run: their rows (SQL for prepareDatabase) and access tokens. */
export async function benchBuyers(count: number): Promise<{ sql: string; tokens: string[] }> {
  const issuer = new AccessTokens(BENCH_TOKEN_SECRET, 3600);
  const buyers = Array.from({ length: count }, (_, i) => ({ id: crypto.randomUUID(), email: `bench-buyer-${i}@example.com`, tokenVersion: 0 }));
  const values = buyers.map((b) => `('${b.id}', '${b.email}', now())`).join(", ");
  const tokens = await Promise.all(buyers.map(async (b) => (await issuer.issue(b)).token));
  return { sql: `INSERT INTO users (id, email, updated_at) VALUES ${values}`, tokens };
}

export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

// --- data ------------------------------------------------------------------------------------------

/** The databases this run made on the PostgreSQL server; dropped when it ends. */
export const benchDatabases = new Set<string>();

export async function onBenchServer(...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    for (const sql of statements) await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A database holding the seed plus `size` generated parts; returns the server environment for it. */
export async function prepareDatabase(
  database: "postgresql" | "pglite",
  size: number,
  workDir: string,
  extraSql: string[] = [],
  /** Names the PostgreSQL database, when two runs of one size need their own. */
  label = String(size),
): Promise<Record<string, string>> {
  let url: string | undefined;
  let pgliteDir: string | undefined;
  if (database === "postgresql") {
    const name = `motoparts_bench_${label}`;
    await onBenchServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`);
    benchDatabases.add(name);
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    url = u.toString();
  } else {
    pgliteDir = path.join(workDir, `data-${size}`, "pglite");
  }
  const db = await openDatabase({ url, pgliteDir, log });
  try {
    await db.withConnection((c) => migrate(c));
    await seedDatabase(db.prisma);
    // The rest of the catalogue from the same generator as the seed: brands, part numbers, specs.
    await addGeneratedParts(db.prisma, Math.max(0, size - (await db.prisma.part.count())));
    for (const sql of extraSql) await db.withConnection((c) => c.exec(sql));
    // VACUUM too: autovacuum would have set the visibility map of a shop this size, which index-only scans read.
    await db.withConnection((c) => c.exec("VACUUM ANALYZE"));
  } finally {
    await db.close();
  }
  return url ? { DATABASE_URL: url } : { DATA_DIR: path.dirname(pgliteDir!) };
}

/** The SQL statements Prisma runs for one search, captured so the search baseline runs exactly the same. */
export async function searchSql(url: string, query: string): Promise<{ sql: string; params: unknown[] }[]> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = await openDatabase({ url, log, onQuery: (sql, params) => captured.push({ sql, params: JSON.parse(params) as unknown[] }) });
  try {
    await new SearchService(db.prisma, db.reads).search({ query, first: SEARCH_PAGE }, bikeLoader(new VehiclesService(db.prisma)));
  } finally {
    await db.close();
  }
  return captured;
}

/** Parts per search page, as the search page asks for them. */
export const SEARCH_PAGE = 24;

/** The SQL Prisma runs for the catalogue query, captured so the baseline runs exactly the same. */
export async function catalogueSql(url: string): Promise<{ sql: string; params: string }> {
  let captured: { sql: string; params: string } | undefined;
  const db = await openDatabase({ url, log, onQuery: (sql, params) => (captured ??= { sql, params }) });
  try {
    await new PartsService({ prisma: db.prisma, reads: db.reads, categories: new CategoriesService(db.prisma) }).list({ first: PAGE });
  } finally {
    await db.close();
  }
  return captured!;
}

// --- load --------------------------------------------------------------------------------------------

export async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, timeout: 30, ...options });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export const average = (a: Measure, b: Measure): Measure => ({
  rps: (a.rps + b.rps) / 2,
  requests: a.requests + b.requests,
  p50: (a.p50 + b.p50) / 2,
  p99: Math.max(a.p99, b.p99),
  errors: a.errors + b.errors,
});

/** The home page's catalogue query, as the storefront sends it. */
export const CATALOGUE = `query HomeParts($first: Int, $after: String) { parts(first: $first, after: $after) { edges { node { id name description price picture minquantity avquantity } } pageInfo { hasNextPage endCursor } } }`;
