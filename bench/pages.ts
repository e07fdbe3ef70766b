/**
 * `npm run bench:pages`: server-rendered pages on PostgreSQL at BENCH_PAGES_SIZE parts
 * (default 100,000).
 *
 * - The HTML of part pages, one request at a time: uncached (each page's first request, rendered) and
 *   cached (the same pages again, from the page cache), p50 and p95.
 * - The same cached pages under load (64 connections), beside a bare `http` server answering the same
 *   bytes from memory, interleaved: requests per second, the ratio, p99.
 * - Lighthouse mobile on the home, search and part pages: performance, accessibility, best practices,
 *   SEO, LCP, and the JavaScript that arrived before first paint (BENCH_LIGHTHOUSE=0 skips it). Each
 *   page is audited BENCH_LIGHTHOUSE_RUNS times (default 3), as Lighthouse's docs advise, and the run
 *   of median performance is reported, with the others' scores beside it.
 *
 * Timing never fails anything: this prints figures and marks the budgets met or not.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../server/src/auth/auth-emulator";
import { auditPage, type PageAudit } from "./lighthouse";
import { benchDatabases, CONNECTIONS, DURATION, onBenchServer, prepareDatabase, startServer, stopProcess, waitFor, type Measure } from "./setup";

const SIZE = Number(process.env.BENCH_PAGES_SIZE ?? 100_000);
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const PAGES = 300;
const HTML = { accept: "text/html", "accept-encoding": "gzip" };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timeEach(urls: string[]): Promise<{ times: number[]; statuses: Set<number>; caches: Set<string> }> {
  const times: number[] = [];
  const statuses = new Set<number>();
  const caches = new Set<string>();
  for (const url of urls) {
    const started = performance.now();
    const res = await fetch(url, { headers: HTML });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    statuses.add(res.status);
    caches.add(res.headers.get("x-cache") ?? "none");
  }
  return { times, statuses, caches };
}

async function loadUrls(base: string, paths: string[]): Promise<Measure> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: HTML,
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  return { rps: result.requests.average, requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/** The least a server can do for a cached page: the same gzip bytes from memory, by path. */
async function bareServer(pages: Map<string, { body: Buffer; type: string }>): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": page.type, "content-encoding": "gzip", "content-length": page.body.length });
    res.end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function gzipBodies(base: string, paths: string[]): Promise<Map<string, { body: Buffer; type: string }>> {
  const bodies = new Map<string, { body: Buffer; type: string }>();
  const { gzipSync } = await import("node:zlib");
  for (const p of paths) {
    const res = await fetch(base + p, { headers: { accept: "text/html" } });
    bodies.set(p, { body: gzipSync(Buffer.from(await res.arrayBuffer())), type: res.headers.get("content-type") ?? "text/html" });
  }
  return bodies;
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-bench-pages-"));
  console.log(`Preparing PostgreSQL with ${SIZE.toLocaleString("en-US")} parts…`);
  const dbEnv = await prepareDatabase("postgresql", SIZE, workDir, [], `pages_${SIZE}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({ ...dbEnv, PUBLIC_URL: base }, port);
  try {
    await waitFor(`${base}/healthz`);
    const db = new pg.Client({ connectionString: dbEnv.DATABASE_URL });
    await db.connect();
    // A spread of parts over the whole catalogue, the same every run.
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM parts ORDER BY md5(id::text) LIMIT ${PAGES}`);
    await db.end();
    const paths = rows.map((r) => `/product/${r.id}`);
    // The renderer's code and the first connections, before anything is timed.
    await timeEach([`${base}/`, `${base}/search?q=brake`]);

    const uncached = await timeEach(paths.map((p) => base + p));
    const cached = await timeEach(paths.map((p) => base + p));
    console.log(`\nPart pages' HTML, one request at a time, ${PAGES} pages of ${SIZE.toLocaleString("en-US")} parts (statuses ${[...uncached.statuses].join(",")}):`);
    console.log(`- uncached (rendered): p50 ${ms(percentile(uncached.times, 50))}, p95 ${ms(percentile(uncached.times, 95))}`);
    console.log(`- cached (x-cache ${[...cached.caches].join(",")}): p50 ${ms(percentile(cached.times, 50))}, p95 ${ms(percentile(cached.times, 95))}`);

    const bare = await bareServer(await gzipBodies(base, paths));
    const runs: { ours: Measure[]; bare: Measure[] } = { ours: [], bare: [] };
    for (let i = 0; i < 2; i++) {
      runs.ours.push(await loadUrls(base, paths));
      runs.bare.push(await loadUrls(bare.url, paths));
    }
    await bare.close();
    const avg = (m: Measure[]) => m.reduce((s, x) => s + x.rps, 0) / m.length;
    const p99 = (m: Measure[]) => Math.max(...m.map((x) => x.p99));
    console.log(`\nCached part pages under load (${CONNECTIONS} connections, ${DURATION} s runs, interleaved, gzip):`);
    console.log(`- the shop: ${Math.round(avg(runs.ours))} req/s, p99 ${p99(runs.ours)} ms, errors ${runs.ours.reduce((s, x) => s + x.errors, 0)}`);
    console.log(`- bare http, same bytes: ${Math.round(avg(runs.bare))} req/s, p99 ${p99(runs.bare)} ms`);
    console.log(`- ratio: ${((100 * avg(runs.ours)) / avg(runs.bare)).toFixed(1)}%`);

    const audits: (PageAudit & { runs: number[] })[] = [];
    if (process.env.BENCH_LIGHTHOUSE !== "0") {
      for (const [page, p] of [["home", "/"], ["search", "/search?q=brake%20pads"], ["part", paths[0]]] as const) {
        const runs: PageAudit[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await auditPage(page, base + p, workDir));
        runs.sort((a, b) => a.performance - b.performance);
        audits.push({ ...runs[Math.floor(runs.length / 2)], runs: runs.map((r) => r.performance) });
      }
      console.log("\nLighthouse mobile (simulated throttling), Debian Chromium:");
      for (const a of audits) {
        console.log(
          `- ${a.page}: performance ${a.performance} (median of ${a.runs.join(", ")}), SEO ${a.seo}, accessibility ${a.accessibility}, best practices ${a.bestPractices}; LCP ${(a.lcpMs / 1000).toFixed(2)} s; JS before first paint ${a.scriptKbBeforeFirstPaint} KB gzip of ${a.scriptKb} KB (first paint at ${a.observedFcpMs} ms unthrottled)`,
        );
        if (a.failedAudits.length) console.log(`    below 0.9: ${a.failedAudits.join("; ")}`);
      }
    }

    const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
    console.log("\nBudgets:");
    console.log(`- part page HTML p95 <= 50 ms cached: ${ms(percentile(cached.times, 95))}: ${verdict(percentile(cached.times, 95) <= 50)} (uncached ${ms(percentile(uncached.times, 95))}, reported)`);
    for (const a of audits) {
      const ok = a.performance >= 90 && a.seo === 100 && a.accessibility === 100 && a.bestPractices >= 95 && a.lcpMs <= 2500 && a.scriptKbBeforeFirstPaint <= 150;
      console.log(`- ${a.page}: performance >= 90, SEO 100, accessibility 100, best practices >= 95, LCP <= 2.5 s, JS before first paint <= 150 KB: ${verdict(ok)}`);
    }
  } finally {
    await stopProcess(server);
    for (const name of benchDatabases) await onBenchServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
