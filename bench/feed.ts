/**
 * `npm run bench:feed` (and a step of `npm run bench`; BENCH_FEED=0 skips it there): Google Merchant
 * Center's product feed (ADR 0074) at BENCH_FEED_SIZE parts (default 100,000) on PostgreSQL.
 *
 * The shop's server process (as `npm start` runs it) streams GET /feeds/google/DE.xml to this process
 * over loopback, uncompressed, beside a bare baseline in its own process: a `pg` cursor over the same
 * columns (FETCH 1,000 at a time in one read-only transaction) written through node's `http` with the
 * same renderer, so both send the same bytes (checked by their SHA-256). Runs are interleaved (ours,
 * baseline, twice). For each: the seconds to the last byte, the megabytes sent, and the server's resident
 * memory before, at each quarter of the body, and at its peak while streaming (sampled every 20 ms from
 * /proc). Then the shop's feed gzip-compressed, as Merchant Center fetches it, and the latency of a 304
 * (If-None-Match with the current ETag: the catalogue's version, no part read).
 * BENCH_FEED_DATABASE_URL measures a database prepared before (by `prepareDatabase`) instead of making one.
 * Targets: the whole feed under 30 s, and memory flat (the peak's growth a small fraction of the body).
 * Timing never fails anything: this prints figures.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import { freePort } from "../server/src/auth/auth-emulator";
import { GoogleFeedXml, feedCategories, type FeedMethod, type FeedRow } from "../server/src/modules/feeds";
import { countryName } from "../shared/addresses";
import { currencyOfCountry, rateText } from "../shared/currencies";
import { benchDatabases, memoryOf, onBenchServer, prepareDatabase, startProcess, startServer, stopProcess, waitFor } from "./setup";

export const FEED_SIZE = Number(process.env.BENCH_FEED_SIZE ?? 100_000);
const COUNTRY = "DE";
const PUBLIC_URL = "https://shop.example.com";
const FEED_PATH = `/feeds/google/${COUNTRY}.xml`;
const TARGET_SECONDS = 30;
/** The slow reader's pace: about a third of the fast one's, so most of the feed waits on the client. */
const SLOW_MB_PER_SECOND = 10;

interface Stream {
  seconds: number;
  bytes: number;
  sha256: string;
  status: number;
  etag: string | null;
  rssBeforeMb: number;
  /** Resident memory when each quarter of the body had arrived. */
  rssQuartersMb: number[];
  rssPeakMb: number;
}

export interface FeedBench {
  parts: number;
  items: number;
  ours: Stream[];
  baseline: Stream[];
  /** The shop's feed read by a client at SLOW_MB_PER_SECOND: back-pressure keeps the rest in the database. */
  slow: Stream;
  gzip: { seconds: number; bytes: number; rssPeakMb: number };
  notModified: { requests: number; p50: number; p95: number };
}

/** Fetches `url` to the end, hashing as it goes, while sampling `pid`'s memory every 20 ms. */
interface StreamOptions {
  headers?: Record<string, string>;
  countItems?: boolean;
  /** Reads at most this many MB a second (pausing the socket), as a slow client would. */
  mbPerSecond?: number;
}

function stream(url: string, pid: number, expectedBytes: number, { headers = {}, countItems = false, mbPerSecond }: StreamOptions = {}): Promise<Stream & { raw: number; items: number }> {
  return new Promise((resolve, reject) => {
    const rssBeforeMb = memoryOf(pid).rss;
    let rssPeakMb = rssBeforeMb;
    const sample = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, memoryOf(pid).rss)), 20);
    const started = performance.now();
    const req = http.get(url, { headers, agent: false }, (res) => {
      const hash = crypto.createHash("sha256");
      let bytes = 0;
      let raw = 0;
      let items = 0;
      let tail = "";
      const quarters: number[] = [];
      const body = res.headers["content-encoding"] === "gzip" ? res.pipe(zlib.createGunzip()) : res;
      let paused = 0;
      res.on("data", (chunk: Buffer) => {
        raw += chunk.length;
        // A pause of 50 ms after each 1/20th of a second's worth of MB read.
        if (mbPerSecond && raw - paused >= (mbPerSecond * 1024 * 1024) / 20) {
          paused = raw;
          res.pause();
          setTimeout(() => res.resume(), 50);
        }
      });
      body.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        hash.update(chunk);
        if (countItems) {
          const text = tail + chunk.toString("latin1");
          for (let at = text.indexOf("<item>"); at >= 0; at = text.indexOf("<item>", at + 6)) items++;
          tail = text.slice(-5);
        }
        while (expectedBytes > 0 && quarters.length < 3 && bytes >= ((quarters.length + 1) * expectedBytes) / 4) quarters.push(memoryOf(pid).rss);
      });
      body.on("end", () => {
        clearInterval(sample);
        const rssEnd = memoryOf(pid).rss;
        rssPeakMb = Math.max(rssPeakMb, rssEnd);
        resolve({
          seconds: (performance.now() - started) / 1000,
          bytes,
          raw,
          items,
          sha256: hash.digest("hex"),
          status: res.statusCode ?? 0,
          etag: (res.headers.etag as string | undefined) ?? null,
          rssBeforeMb,
          rssQuartersMb: [...quarters, rssEnd],
          rssPeakMb,
        });
      });
      body.on("error", reject);
    });
    req.on("error", (err) => {
      clearInterval(sample);
      reject(err);
    });
  });
}

async function notModified(url: string, etag: string, count: number): Promise<FeedBench["notModified"]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { "if-none-match": etag } });
    await res.arrayBuffer();
    if (res.status !== 304) throw new Error(`If-None-Match with the current ETag answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { requests: count, p50: at(0.5), p95: at(0.95) };
}

export async function benchFeed(workDir: string): Promise<FeedBench> {
  process.stdout.write(`\npostgresql, ${FEED_SIZE.toLocaleString("en-US")} parts: product feed, preparing… `);
  // BENCH_FEED_DATABASE_URL: a database prepareDatabase made before (kept by whoever made it), to measure again without the setup.
  const dbEnv = process.env.BENCH_FEED_DATABASE_URL
    ? { DATABASE_URL: process.env.BENCH_FEED_DATABASE_URL }
    : await prepareDatabase("postgresql", FEED_SIZE, path.join(workDir, "feed"), [], "feed");
  const admin = new pg.Client({ connectionString: dbEnv.DATABASE_URL });
  await admin.connect();
  const parts = (await admin.query<{ n: number }>("SELECT count(*)::int AS n FROM parts")).rows[0].n;
  await admin.end();
  const port = await freePort();
  const baselinePort = await freePort();
  const server = startServer({ ...dbEnv, PUBLIC_URL }, port);
  const baseline = startProcess(["--import", "tsx", "bench/feed.ts"], { DATABASE_URL: dbEnv.DATABASE_URL, FEED_BASELINE_PORT: String(baselinePort), PUBLIC_URL });
  try {
    const ours = `http://127.0.0.1:${port}${FEED_PATH}`;
    const bare = `http://127.0.0.1:${baselinePort}/`;
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    await waitFor(`http://127.0.0.1:${baselinePort}/healthz`);
    // Once each first: V8 compiles the renderer, each connection prepares its statements.
    const warm = await stream(ours, server.pid!, 0, { countItems: true });
    const warmBare = await stream(bare, baseline.pid!, 0);
    if (warm.status !== 200) throw new Error(`${FEED_PATH} answered ${warm.status}`);
    if (warm.sha256 !== warmBare.sha256) throw new Error(`the baseline's feed differs from the shop's: ${warmBare.bytes} and ${warm.bytes} bytes`);
    process.stdout.write("the baseline sends the same bytes. measuring");
    const runs: { ours: Stream[]; baseline: Stream[] } = { ours: [], baseline: [] };
    for (let round = 0; round < 2; round++) {
      runs.ours.push(await stream(ours, server.pid!, warm.bytes));
      process.stdout.write(".");
      runs.baseline.push(await stream(bare, baseline.pid!, warm.bytes));
      process.stdout.write(".");
    }
    const slow = await stream(ours, server.pid!, warm.bytes, { mbPerSecond: SLOW_MB_PER_SECOND });
    if (slow.sha256 !== warm.sha256) throw new Error("the feed read slowly differs from the one read at full speed");
    process.stdout.write(".");
    const gzip = await stream(ours, server.pid!, warm.bytes, { headers: { "accept-encoding": "gzip" } });
    if (gzip.sha256 !== warm.sha256) throw new Error("the gzip-compressed feed differs from the plain one");
    const result: FeedBench = {
      parts,
      items: warm.items,
      ours: runs.ours,
      baseline: runs.baseline,
      slow,
      gzip: { seconds: gzip.seconds, bytes: gzip.raw, rssPeakMb: gzip.rssPeakMb },
      notModified: await notModified(ours, warm.etag!, 50),
    };
    process.stdout.write(" done\n");
    return result;
  } finally {
    await stopProcess(baseline);
    await stopProcess(server);
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mb = (bytes: number) => bytes / 1024 / 1024;

/** The report's lines (Markdown). */
export function feedReport(r: FeedBench): string[] {
  const lines = [
    `\nProduct feed (GET ${FEED_PATH}, PostgreSQL, ${fmt(r.parts)} parts, ${fmt(r.items)} items; uncompressed over loopback; server RSS in MB):`,
    "\n| run | seconds | MB sent | MB/s | RSS before | RSS at 25/50/75/100% | RSS peak | peak growth |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const row = (label: string, s: Stream) =>
    `| ${label} | ${fmt(s.seconds, 2)} | ${fmt(mb(s.bytes), 1)} | ${fmt(mb(s.bytes) / s.seconds, 1)} | ${fmt(s.rssBeforeMb)} | ${s.rssQuartersMb.map((m) => fmt(m)).join(" / ")} | ${fmt(s.rssPeakMb)} | ${fmt(s.rssPeakMb - s.rssBeforeMb)} |`;
  r.ours.forEach((s, i) => lines.push(row(`shop, run ${i + 1}`, s)));
  lines.push(row(`shop, a reader at ${SLOW_MB_PER_SECOND} MB/s`, r.slow));
  r.baseline.forEach((s, i) => lines.push(row(`bare pg cursor + http, run ${i + 1}`, s)));
  const best = (runs: Stream[]) => Math.min(...runs.map((s) => s.seconds));
  const growth = (s: Stream) => s.rssPeakMb - s.rssBeforeMb;
  const fastGrowth = Math.max(...r.ours.map(growth));
  const body = mb(r.ours[0].bytes);
  const slowest = Math.max(...r.ours.map((s) => s.seconds));
  const flat = Math.max(fastGrowth, growth(r.slow)) < body / 3 && growth(r.slow) <= fastGrowth + 16;
  lines.push(
    `\n- the shop's best run against the bare baseline's: ${fmt(best(r.ours), 2)} s against ${fmt(best(r.baseline), 2)} s (the shop takes ${fmt((100 * best(r.ours)) / best(r.baseline))}% of the baseline's time)`,
    `- gzip, as Merchant Center asks: ${fmt(r.gzip.seconds, 2)} s, ${fmt(mb(r.gzip.bytes), 1)} MB sent, RSS peak ${fmt(r.gzip.rssPeakMb)} MB`,
    `- 304 to If-None-Match (the catalogue's version only): p50 ${fmt(r.notModified.p50, 1)} ms, p95 ${fmt(r.notModified.p95, 1)} ms over ${r.notModified.requests} requests`,
    `- the whole feed under ${TARGET_SECONDS} s: ${fmt(slowest, 2)} s: ${slowest < TARGET_SECONDS ? "met" : "NOT MET"}`,
    `- memory flat (peak growth under a third of the ${fmt(body)} MB body, and a slow reader's within 16 MB of a fast one's: the server holds pages, never the feed): ` +
      `+${fmt(fastGrowth)} MB fast, +${fmt(growth(r.slow))} MB slow: ${flat ? "met" : "NOT MET"}`,
  );
  return lines;
}

// --- the baseline's process ------------------------------------------------------------------------

/** The feed's channel as the shop makes it, from plain SQL: the country's zone, the categories, the newest rate. */
async function baselineXml(client: pg.ClientBase, publicUrl: string): Promise<GoogleFeedXml> {
  const currency = currencyOfCountry(COUNTRY);
  const methods = new Map<string, FeedMethod & { rates: { maxWeightGrams: number; priceCents: number }[] }>();
  const zone = await client.query<{ id: string; label: string; min_days: number; max_weight_grams: number; price_cents: number }>(
    `SELECT m.id, m.label, m.min_days, r.max_weight_grams, r.price_cents FROM shipping_zones z JOIN shipping_methods m ON m.zone_id = z.id
     JOIN shipping_rates r ON r.method_id = m.id WHERE $1 = ANY(z.countries) ORDER BY m.position, m.label, r.max_weight_grams`,
    [COUNTRY],
  );
  for (const r of zone.rows) {
    const method = methods.get(r.id) ?? { label: r.label, minDays: r.min_days, rates: [] };
    method.rates.push({ maxWeightGrams: r.max_weight_grams, priceCents: r.price_cents });
    methods.set(r.id, method);
  }
  const categories = await client.query<{ id: string; slug: string; label: string; parentId: string | null }>(`SELECT id, slug, label, parent_id AS "parentId" FROM categories`);
  const [rate] = (
    await client.query<{ id: string; rate: string }>(
      `SELECT id, rate_per_usd::text AS rate FROM exchange_rates WHERE currency = $1 ORDER BY as_of DESC, fetched_at DESC LIMIT 1`,
      [currency],
    )
  ).rows;
  return new GoogleFeedXml({
    country: COUNTRY,
    countryName: countryName(COUNTRY),
    publicUrl,
    pricing: { currency, ratePerUsd: rateText(rate.rate) ?? rate.rate, exchangeRateId: rate.id, lock: null },
    methods: [...methods.values()],
    categories: feedCategories(categories.rows),
  });
}

const drained = (res: http.ServerResponse) => new Promise<void>((resolve) => res.once("drain", resolve));

function serveBaseline(port: number): void {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const publicUrl = process.env.PUBLIC_URL ?? PUBLIC_URL;
  const answer = async (res: http.ServerResponse) => {
    const client = await pool.connect();
    try {
      const xml = await baselineXml(client, publicUrl);
      res.writeHead(200, { "content-type": "application/xml; charset=utf-8" });
      res.write(xml.head());
      await client.query("BEGIN READ ONLY");
      await client.query(`DECLARE feed NO SCROLL CURSOR FOR SELECT id, name, description, picture, gallery, brand, part_number AS "partNumber", gtin,
        price_cents AS "priceCents", min_quantity AS "minQuantity", available_quantity AS "availableQuantity",
        weight_grams AS "weightGrams", category_id AS "categoryId" FROM parts ORDER BY id`);
      for (;;) {
        const { rows } = await client.query<FeedRow>("FETCH 1000 FROM feed");
        if (rows.length === 0) break;
        let chunk = "";
        for (const row of rows) chunk += xml.item(row);
        if (!res.write(chunk)) await drained(res);
      }
      await client.query("COMMIT");
      res.end(xml.tail());
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      res.destroy(err as Error);
    } finally {
      client.release();
    }
  };
  http
    .createServer((req, res) => {
      if (req.url === "/healthz") return void res.end("ok");
      void answer(res);
    })
    .listen(port, "127.0.0.1");
}

async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-bench-feed-"));
  try {
    const result = await benchFeed(workDir);
    const text = feedReport(result).join("\n");
    console.log(text);
    fs.mkdirSync(path.join(__dirname, "results"), { recursive: true });
    fs.writeFileSync(path.join(__dirname, "results/feed.md"), `${text}\n`);
    fs.writeFileSync(path.join(__dirname, "results/feed.json"), JSON.stringify(result, null, 2));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
    await onBenchServer(...[...benchDatabases].map((name) => `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

if (process.env.FEED_BASELINE_PORT) {
  serveBaseline(Number(process.env.FEED_BASELINE_PORT));
} else if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
