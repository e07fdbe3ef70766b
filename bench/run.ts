/**
 * `npm run bench`: the shop's catalogue and order placement under load, against a bare Node baseline.
 *
 * For each database (PostgreSQL at BENCH_DATABASE_URL, then the embedded PGlite) and catalogue size, it
 * starts the server as a separate process, loads it from this process over loopback with autocannon, and
 * prints requests per second, p50/p99 latency and server memory for: the home page's GraphQL catalogue
 * query (POST, uncached), the same query as a persisted GET (answered from the response cache), GET /parts
 * on the REST shim, and (PostgreSQL) a bare `http` handler running the same SQL and answering the same
 * bytes. Runs are interleaved (ours, baseline, ours, baseline) so machine noise hits both. Then orders
 * under contention, SQL statements per request type, the client's bundle and Lighthouse scores, and the
 * budgets, each marked met or not. Timing never fails anything: this prints figures.
 *
 * Environment: BENCH_SIZES (default 1000,10000,100000; empty skips the catalogue runs), BENCH_DURATION
 * seconds per run (default 10),
 * BENCH_DATABASES (default postgresql,pglite), BENCH_DATABASE_URL (default the local server),
 * BENCH_QUICK=1 for the quick mode (about 2 minutes: PostgreSQL, 1,000 parts, 5 s runs, then one line per
 * scenario, `scenario req/s ratio p99`, the ratio to the bare handler running the same SQL),
 * BENCH_LIGHTHOUSE=0 to skip Lighthouse, BENCH_IMPORT=0 to skip the catalogue import (BENCH_IMPORT_ROWS rows,
 * default 100,000), BENCH_FEED=0 to skip the product feed (bench/feed.ts, BENCH_FEED_SIZE parts, default 100,000).
 */
import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startAuthEmulator } from "../server/src/auth/auth-emulator";
import { clientBundleReport, type BundleReport } from "./bundle";
import { lighthouseScores, type LighthouseScore } from "./lighthouse";
import { benchImport, type ImportBench } from "./import";
import { benchFeed, feedReport, type FeedBench } from "./feed";
import {
  ROOT,
  DURATION,
  CONNECTIONS,
  PAGE,
  QUICK,
  log,
  waitFor,
  startProcess,
  stopProcess,
  startServer,
  memoryOf,
  benchDatabases,
  onBenchServer,
  prepareDatabase,
  catalogueSql,
  searchSql,
  SEARCH_PAGE,
  load,
  average,
  type Measure,
  CATALOGUE,
} from "./setup";
import { contention, type ContentionResult } from "./contention";
import { queryCounts } from "./query-counts";

const SIZES = QUICK ? [1_000] : (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").filter(Boolean).map(Number);
const DATABASES = (QUICK ? ["postgresql"] : (process.env.BENCH_DATABASES ?? "postgresql,pglite").split(",")) as ("postgresql" | "pglite")[];

const CATALOGUE_HASH = crypto.createHash("sha256").update(CATALOGUE).digest("hex");
const catalogueBody = JSON.stringify({ operationName: "HomeParts", query: CATALOGUE, variables: { first: PAGE } });
const persistedPath = `/graphql?operationName=HomeParts&variables=${encodeURIComponent(JSON.stringify({ first: PAGE }))}&extensions=${encodeURIComponent(
  JSON.stringify({ persistedQuery: { version: 1, sha256Hash: CATALOGUE_HASH } }),
)}`;

/** Riders' searches: words, part numbers written several ways, a typo, a brand. */
const SEARCHES = ["brake pads", "520VX3-120", "520 vx3", "chain 520", "brkae pads", "ngk iridium", "led headlight", "oil filter", "sprocket 43 teeth", "akrapovic"];
/** What a search box sends as a rider types. */
const SUGGESTIONS = ["br", "bra", "brak", "520v", "ngk", "oil f", "sprock", "led h"];
const SEARCH = `query Search($query: String, $first: Int) { searchParts(query: $query, first: $first) { totalCount didYouMean edges { node { id name brand partNumber price picture soldOut } } pageInfo { hasNextPage endCursor } facets { categories { value label count } brands { value label count } } } }`;
const SUGGEST = `query Suggest($query: String!) { searchSuggestions(query: $query) { parts { id name partNumber price picture } categories { slug label } } }`;
/** The query of the 64-connection run, and of its baseline. */
const LOADED_SEARCH = "brake pads";

interface Latency {
  requests: number;
  p50: number;
  p95: number;
}

interface SearchBench {
  /** One connection, the searches above in turn. */
  search: Latency;
  suggestions: Latency;
  /** 64 connections, one search. */
  loaded: Measure;
  /** A bare handler running the same SQL statements (PostgreSQL only). */
  baseline?: Measure;
  statements: number;
}

const graphqlPost = (query: string, variables: Record<string, unknown>) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query, variables }),
});

/** Latency of one connection sending the requests in turn for `seconds` (uncached: POST). */
async function sequential(url: string, bodies: string[], seconds: number): Promise<Latency> {
  const times: number[] = [];
  const end = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < end; i++) {
    const started = performance.now();
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: bodies[i % bodies.length] });
    const body = (await res.json()) as { errors?: unknown };
    if (!res.ok || body.errors) throw new Error(`search failed: ${JSON.stringify(body).slice(0, 300)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { requests: times.length, p50: at(0.5), p95: at(0.95) };
}

async function benchSearch(base: string, dbEnv: Record<string, string>): Promise<SearchBench> {
  process.stdout.write(" search");
  const search = await sequential(`${base}/graphql`, SEARCHES.map((query) => graphqlPost(SEARCH, { query, first: SEARCH_PAGE }).body), DURATION);
  const suggestions = await sequential(`${base}/graphql`, SUGGESTIONS.map((query) => graphqlPost(SUGGEST, { query }).body), DURATION);
  const loadedRun = () => load(`${base}/graphql`, graphqlPost(SEARCH, { query: LOADED_SEARCH, first: SEARCH_PAGE }));
  let baseline: ChildProcess | undefined;
  try {
    let baselineRun: () => Promise<Measure | undefined> = () => Promise.resolve(undefined);
    let statements = 0;
    if (dbEnv.DATABASE_URL) {
      const captured = await searchSql(dbEnv.DATABASE_URL, LOADED_SEARCH);
      statements = captured.length;
      const port = await freePort();
      baseline = startProcess(["--import", "tsx", "bench/search-baseline.ts"], { DATABASE_URL: dbEnv.DATABASE_URL, PORT: String(port), SEARCH_STATEMENTS: JSON.stringify(captured) });
      const url = `http://127.0.0.1:${port}/`;
      await waitFor(url);
      baselineRun = () => load(url);
    }
    const loaded: Measure[] = [];
    const bare: Measure[] = [];
    for (let round = 0; round < 2; round++) {
      loaded.push(await loadedRun());
      const b = await baselineRun();
      if (b) bare.push(b);
      process.stdout.write(".");
    }
    return { search, suggestions, loaded: average(loaded[0], loaded[1]), baseline: bare.length ? average(bare[0], bare[1]) : undefined, statements };
  } finally {
    if (baseline) await stopProcess(baseline);
  }
}

interface SizeResult {
  database: string;
  size: number;
  /** At the largest size only. */
  search?: SearchBench;
  graphql: Measure;
  /** `{ __typename }`: the same HTTP, GraphQL and middleware path with no resolver and no SQL. */
  floor: Measure;
  persisted: Measure;
  rest: Measure;
  baseline?: Measure;
  memoryMb: number;
  peakMemoryMb: number;
}

async function benchSize(database: "postgresql" | "pglite", size: number, workDir: string): Promise<SizeResult> {
  process.stdout.write(`\n${database}, ${size.toLocaleString("en-US")} parts: preparing… `);
  const dbEnv = await prepareDatabase(database, size, workDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(dbEnv, port);
  let baseline: ChildProcess | undefined;
  try {
    await waitFor(`${base}/healthz`);
    const ours = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: catalogueBody });
    const oursBody = await ours.text();

    let baselineUrl: string | undefined;
    if (dbEnv.DATABASE_URL) {
      const { sql, params } = await catalogueSql(dbEnv.DATABASE_URL);
      const baselinePort = await freePort();
      baseline = startProcess(["--import", "tsx", "bench/baseline.ts"], {
        DATABASE_URL: dbEnv.DATABASE_URL,
        PORT: String(baselinePort),
        CATALOGUE_SQL: sql,
        CATALOGUE_PARAMS: params,
        PAGE_SIZE: String(PAGE),
      });
      baselineUrl = `http://127.0.0.1:${baselinePort}/`;
      await waitFor(baselineUrl);
      const theirs = await (await fetch(baselineUrl)).text();
      if (theirs !== oursBody) throw new Error(`the baseline's answer differs from the shop's:\n${theirs.slice(0, 300)}\n${oursBody.slice(0, 300)}`);
      process.stdout.write("baseline answers the same bytes. ");
    }

    // Register the persisted query (automatic persisted queries: the hash, then hash + query once).
    await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ operationName: "HomeParts", query: CATALOGUE, variables: { first: PAGE }, extensions: { persistedQuery: { version: 1, sha256Hash: CATALOGUE_HASH } } }),
    });

    process.stdout.write("measuring");
    const graphqlRun = (options: Partial<autocannon.Options> = {}) =>
      load(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: catalogueBody, ...options });
    const persistedRun = () => load(`${base}${persistedPath}`, { headers: { "apollo-require-preflight": "true" } });
    const restRun = () => load(`${base}/parts`);
    const floorRun = () => load(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ __typename }" }) });
    const baselineRun = (options: Partial<autocannon.Options> = {}) => (baselineUrl ? load(baselineUrl, options) : Promise.resolve(undefined));
    // Two seconds of each server's main scenario first: V8 compiles the hot code, each pool connection
    // prepares its statement. The bare handler warms up as well, so neither is measured cold.
    await graphqlRun({ duration: 2 });
    await baselineRun({ duration: 2 });
    const runs: { graphql: Measure[]; persisted: Measure[]; rest: Measure[]; floor: Measure[]; baseline: Measure[] } = {
      graphql: [],
      persisted: [],
      rest: [],
      floor: [],
      baseline: [],
    };
    for (let round = 0; round < 2; round++) {
      for (const [kind, run] of [
        ["graphql", graphqlRun],
        ["baseline", baselineRun],
        ["persisted", persistedRun],
        ["rest", restRun],
        ["floor", floorRun],
      ] as const) {
        const m = await run();
        if (m) runs[kind].push(m);
        process.stdout.write(".");
      }
    }
    const search = size === Math.max(...SIZES) ? await benchSearch(base, dbEnv) : undefined;
    const memory = memoryOf(server.pid!);
    process.stdout.write(" done\n");
    return {
      database,
      size,
      search,
      graphql: average(runs.graphql[0], runs.graphql[1]),
      persisted: average(runs.persisted[0], runs.persisted[1]),
      rest: average(runs.rest[0], runs.rest[1]),
      floor: average(runs.floor[0], runs.floor[1]),
      baseline: runs.baseline.length ? average(runs.baseline[0], runs.baseline[1]) : undefined,
      memoryMb: memory.rss,
      peakMemoryMb: memory.peak,
    };
  } finally {
    if (baseline) await stopProcess(baseline);
    await stopProcess(server);
  }
}

async function withShop<T>(database: "postgresql" | "pglite", size: number, workDir: string, fn: (url: string) => Promise<T>): Promise<T> {
  const dbEnv = await prepareDatabase(database, size, path.join(workDir, "shop"));
  const port = await freePort();
  const server = startServer(dbEnv, port);
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    await stopProcess(server);
  }
}

// --- report ------------------------------------------------------------------------------------------

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (a: number, b: number) => `${fmt((a / b) * 100, 1)}%`;
const verdict = (ok: boolean) => (ok ? "met" : "NOT MET");

function report(
  results: SizeResult[],
  orders: ContentionResult[],
  imports: ImportBench[],
  counts: Record<string, number>,
  bundle: BundleReport | undefined,
  lighthouse: LighthouseScore[],
  feed: FeedBench | undefined,
) {
  const lines: string[] = [];
  const out = (s = "") => lines.push(s);
  out(`\nMotoParts USA benchmark: ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per run, 2 runs each`);
  out("\n| database | parts | request | req/s | vs baseline | p50 ms | p99 ms | errors | server RSS MB (peak) |");
  out("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of results) {
    const rows: [string, Measure | undefined][] = [
      ["GraphQL catalogue (POST, uncached)", r.graphql],
      ["persisted GET (response cache)", r.persisted],
      ["GET /parts (REST, 100 parts)", r.rest],
      ["{ __typename } (same path, no resolver, no SQL)", r.floor],
      ["baseline: bare http + same SQL", r.baseline],
    ];
    for (const [label, m] of rows) {
      if (!m) continue;
      out(`| ${r.database} | ${fmt(r.size)} | ${label} | ${fmt(m.rps)} | ${r.baseline ? pct(m.rps, r.baseline.rps) : "–"} | ${fmt(m.p50, 1)} | ${fmt(m.p99, 1)} | ${m.errors} | ${fmt(r.memoryMb)} (${fmt(r.peakMemoryMb)}) |`);
    }
  }
  const searched = results.filter((r) => r.search);
  if (searched.length) {
    out(`\nSearch (${SEARCH_PAGE} parts with facet counts; one connection for latency, ${CONNECTIONS} for throughput):`);
    out("\n| database | parts | request | requests | p50 ms | p95 ms | req/s at 64 | vs bare handler, same SQL |");
    out("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |");
    for (const r of searched) {
      const s = r.search!;
      out(`| ${r.database} | ${fmt(r.size)} | searchParts (${SEARCHES.length} queries in turn) | ${fmt(s.search.requests)} | ${fmt(s.search.p50, 1)} | ${fmt(s.search.p95, 1)} | ${fmt(s.loaded.rps)} ("${LOADED_SEARCH}") | ${s.baseline ? `${fmt(s.baseline.rps)} req/s: ${pct(s.loaded.rps, s.baseline.rps)}` : "–"} |`);
      out(`| ${r.database} | ${fmt(r.size)} | searchSuggestions (${SUGGESTIONS.length} prefixes in turn) | ${fmt(s.suggestions.requests)} | ${fmt(s.suggestions.p50, 1)} | ${fmt(s.suggestions.p95, 1)} | – | – |`);
    }
  }
  out("\nOrders under contention (64 buyers, 10 parts, quantity 1):");
  for (const o of orders) {
    out(`- ${o.database}: ${fmt(o.ordersPerSecond, 1)} orders placed/s (${fmt(o.attemptsPerSecond, 1)} answers/s), ${o.refused} refused (the 50-unit part sold out), ${o.placed} orders in the database (with those in flight at the end), oversold units: ${o.oversold}, p99 ${fmt(o.p99)} ms`);
  }
  if (imports.length) {
    out("\nCatalogue import and export (POST /parts/import and GET /parts/export.csv on the server process, seconds):");
    out("\n| database | rows (file MB) | dry run | applied: all new | again: all unchanged | stock feed: all updated | export (MB) | bare pg loader, no checks |");
    out("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const i of imports) {
      out(`| ${i.database} | ${fmt(i.rows)} (${fmt(i.fileMb, 1)}) | ${fmt(i.dryRunS, 1)} | ${fmt(i.createS, 1)} | ${fmt(i.unchangedS, 1)} | ${fmt(i.stockFeedS, 1)} | ${fmt(i.exportS, 1)} (${fmt(i.exportMb, 1)}) | ${i.bareS === undefined ? "–" : fmt(i.bareS, 1)} |`);
    }
  }
  if (feed) for (const line of feedReport(feed)) out(line);
  out("\nSQL statements per request:");
  for (const [k, v] of Object.entries(counts)) out(`- ${k}: ${v}`);
  if (bundle) {
    out("\nClient JavaScript per route (gzip, initial = entry + the route's own chunks):");
    for (const r of bundle.routes) out(`- ${r.route}: ${fmt(r.initialKb, 1)} KB (route chunk ${fmt(r.routeKb, 1)} KB)`);
    out("Loaded on demand (gzip):");
    for (const c of bundle.onDemand) out(`- ${c.module}: ${fmt(c.kb, 1)} KB`);
  }
  if (lighthouse.length) {
    out("\nLighthouse (Debian Chromium):");
    for (const l of lighthouse) out(`- ${l.page}, ${l.formFactor}: performance ${l.performance}, accessibility ${l.accessibility}, best practices ${l.bestPractices}`);
  }

  out("\nBudgets:");
  const pgResults = results.filter((r) => r.baseline);
  for (const r of pgResults) {
    out(`- ${r.database} ${fmt(r.size)}: uncached catalogue >= 50% of baseline: ${pct(r.graphql.rps, r.baseline!.rps)}: ${verdict(r.graphql.rps >= 0.5 * r.baseline!.rps)}`);
    out(`- ${r.database} ${fmt(r.size)}: uncached catalogue p99 < 25 ms: ${fmt(r.graphql.p99, 1)} ms: ${verdict(r.graphql.p99 < 25)}`);
    out(`- ${r.database} ${fmt(r.size)}: persisted GET >= 90% of baseline: ${pct(r.persisted.rps, r.baseline!.rps)}: ${verdict(r.persisted.rps >= 0.9 * r.baseline!.rps)}`);
  }
  for (const r of searched) {
    const s = r.search!;
    out(`- ${r.database} ${fmt(r.size)}: search p95 <= 30 ms at 1 connection: ${fmt(s.search.p95, 1)} ms: ${verdict(s.search.p95 <= 30)}`);
    out(`- ${r.database} ${fmt(r.size)}: suggestions p95 <= 15 ms: ${fmt(s.suggestions.p95, 1)} ms: ${verdict(s.suggestions.p95 <= 15)}`);
    if (s.baseline) out(`- ${r.database} ${fmt(r.size)}: search >= 40% of a bare handler running its ${s.statements} statements: ${pct(s.loaded.rps, s.baseline.rps)}: ${verdict(s.loaded.rps >= 0.4 * s.baseline.rps)}`);
  }
  for (const database of DATABASES) {
    const small = results.find((r) => r.database === database && r.size === Math.min(...SIZES));
    const big = results.find((r) => r.database === database && r.size === Math.max(...SIZES));
    if (small && big && small !== big) {
      const drop = 1 - big.graphql.rps / small.graphql.rps;
      out(`- ${database}: ${fmt(big.size)} parts within 20% of ${fmt(small.size)}: ${fmt(drop * 100, 1)}% slower: ${verdict(drop <= 0.2)}`);
    }
  }
  const catalogue = counts["catalogue page (GraphQL)"];
  out(`- SQL statements per catalogue request constant and at most 2: ${catalogue}: ${verdict(catalogue <= 2)}`);
  if (bundle) {
    const home = bundle.routes.find((r) => r.route === "home");
    if (home) {
      const apollo = bundle.onDemand.find((c) => c.module.includes("apollo-client"))?.kb ?? 0;
      out(`- home route initial JavaScript <= 200 KB gzip: ${fmt(home.initialKb, 1)} KB: ${verdict(home.initialKb <= 200)}`);
      out(`  (with the Apollo client the parts grid loads right after the first paint: ${fmt(home.initialKb + apollo, 1)} KB: ${verdict(home.initialKb + apollo <= 200)})`);
    }
  }
  for (const l of lighthouse.filter((x) => x.formFactor === "mobile")) {
    out(`- Lighthouse ${l.page} mobile: performance >= 90: ${l.performance}: ${verdict(l.performance >= 90)}; accessibility >= 95: ${l.accessibility}: ${verdict(l.accessibility >= 95)}`);
  }
  for (const o of orders) out(`- ${o.database}: no oversold unit in the contention run: ${o.oversold}: ${verdict(o.oversold === 0)}`);
  for (const i of imports.filter((x) => x.database === "postgresql")) {
    out(`- ${i.database}: ${fmt(i.rows)}-row catalogue import (applied) under 60 s: ${fmt(i.createS, 1)} s: ${verdict(i.createS < 60)}`);
  }
  const text = lines.join("\n");
  console.log(text);
  fs.mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, "bench/results/latest.md"), text + "\n");
  fs.writeFileSync(path.join(ROOT, "bench/results/latest.json"), JSON.stringify({ results, orders, imports, counts, bundle, lighthouse, feed }, null, 2));
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-bench-"));
  const emulator = await startAuthEmulator({
    host: `127.0.0.1:${await freePort()}`,
    projectId: "demo-motoparts",
    workDir: path.join(workDir, "auth-emulator"),
    persist: false,
    log,
  });
  try {
    const results: SizeResult[] = [];
    for (const database of DATABASES) for (const size of SIZES) results.push(await benchSize(database, size, workDir));
    if (QUICK) {
      quickReport(results[0]);
      return;
    }
    const orders: ContentionResult[] = [];
    for (const database of DATABASES) orders.push(await contention(database, workDir));
    const imports: ImportBench[] = [];
    if (process.env.BENCH_IMPORT !== "0") for (const database of DATABASES) imports.push(await benchImport(database, workDir));
    const feed = process.env.BENCH_FEED !== "0" ? await benchFeed(workDir) : undefined;
    const counts = await queryCounts(emulator.host);
    const bundle = clientBundleReport(path.join(ROOT, "client/dist"));
    let lighthouse: LighthouseScore[] = [];
    if (process.env.BENCH_LIGHTHOUSE !== "0") {
      // Lighthouse needs Chromium; without it the other figures are still worth printing.
      try {
        lighthouse = await withShop("postgresql", 1_000, workDir, (url) => lighthouseScores(url, workDir));
      } catch (err) {
        console.error(`\nLighthouse skipped: ${(err as Error).message} (install Chromium or set CHROME_PATH)`);
      }
    }
    report(results, orders, imports, counts, bundle, lighthouse, feed);
  } finally {
    await emulator.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    await onBenchServer(...[...benchDatabases].map((name) => `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

/** The quick mode's report: one line per scenario, its rate against the bare handler's in the same run. */
function quickReport(r: SizeResult): void {
  const line = (name: string, m: Measure | undefined, base: Measure | undefined) =>
    m ? `${name.padEnd(24)} ${Math.round(m.rps).toString().padStart(6)} req/s  ${base ? `${((100 * m.rps) / base.rps).toFixed(1).padStart(5)}%` : "     -"}  p99 ${m.p99} ms` : "";
  console.log(`\nBENCH_QUICK: ${r.database}, ${r.size.toLocaleString("en-US")} parts, ${CONNECTIONS} connections, ratio to the bare handler of the same SQL`);
  console.log(
    [
      line("bare catalogue handler", r.baseline, r.baseline),
      line("catalogue (GraphQL POST)", r.graphql, r.baseline),
      line("{ __typename }", r.floor, r.baseline),
      line("catalogue (persisted GET)", r.persisted, r.baseline),
      line("GET /parts (cached)", r.rest, r.baseline),
      line("bare search handler", r.search?.baseline, r.search?.baseline),
      line("search (GraphQL POST)", r.search?.loaded, r.search?.baseline),
    ]
      .filter(Boolean)
      .join("\n"),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
