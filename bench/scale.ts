/**
 * `npm run bench:scale`: throughput of the shop as 1, 2 and 3 server processes behind nginx, on
 * one PostgreSQL database (1,000 parts) and Redis, against one process reached directly (what nginx
 * costs). Per setup: the uncached GraphQL catalogue (POST) and the cached GET /parts, autocannon with 64
 * connections. Prints figures; fails nothing. Every process runs on this machine's cores, so the figures
 * say how the processes share those cores, not what more machines would add.
 *
 * Environment: BENCH_DURATION seconds per run (default 10), BENCH_DATABASE_URL (default the local
 * server), REDIS_URL (default redis://127.0.0.1:6379).
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server/src/auth/auth-emulator";
import { startNginx } from "../server/test/balancer";
import autocannon from "autocannon";
import { benchDatabases, CONNECTIONS, DURATION, onBenchServer, prepareDatabase, startServer, stopProcess, waitFor } from "./setup";

interface Measure {
  rps: number;
  p99: number;
  /** Connection errors and timeouts, and answers other than 2xx, apart. */
  errors: number;
  non2xx: number;
}

async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<Measure> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, timeout: 30, ...options });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const CATALOGUE = JSON.stringify({ query: "query BenchScale { parts(first: 20) { edges { node { id name price avquantity brand partNumber } } } }" });

async function servers(count: number, dbEnv: Record<string, string>): Promise<{ urls: string[]; children: ChildProcess[] }> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const children = ports.map((port) => startServer({ ...dbEnv, REDIS_URL, REDIS_KEY_PREFIX: `bench-scale-${process.pid}:`, RUN_JOBS: "false" }, port));
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  await Promise.all(urls.map((u) => waitFor(`${u}/healthz`)));
  return { urls, children };
}

async function measure(base: string): Promise<{ uncached: Measure; cached: Measure }> {
  const post = { method: "POST" as const, headers: { "content-type": "application/json" }, body: CATALOGUE };
  // Warm both, then measure.
  await load(`${base}/graphql`, { ...post, duration: 2 });
  const uncached = await load(`${base}/graphql`, post);
  const cached = await load(`${base}/parts?first=20`);
  return { uncached, cached };
}

const row = (name: string, m: { uncached: Measure; cached: Measure }) =>
  `| ${name} | ${Math.round(m.uncached.rps)} | ${m.uncached.p99} ms | ${Math.round(m.cached.rps)} | ${m.cached.p99} ms | ${m.uncached.errors + m.cached.errors} / ${m.uncached.non2xx + m.cached.non2xx} |`;

async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-bench-scale-"));
  const dbEnv = await prepareDatabase("postgresql", 1_000, workDir, [], "scale");
  const lines = ["| setup | uncached catalogue req/s | p99 | cached GET /parts req/s | p99 | socket errors / non-2xx |", "|---|---|---|---|---|---|"];
  try {
    {
      const { urls, children } = await servers(1, dbEnv);
      lines.push(row("1 process, direct", await measure(urls[0])));
      const nginx = await startNginx(urls);
      lines.push(row("1 process behind nginx", await measure(nginx.url)));
      await nginx.stop();
      await Promise.all(children.map(stopProcess));
    }
    for (const count of [2, 3]) {
      const { urls, children } = await servers(count, dbEnv);
      const nginx = await startNginx(urls);
      lines.push(row(`${count} processes behind nginx`, await measure(nginx.url)));
      await nginx.stop();
      await Promise.all(children.map(stopProcess));
    }
  } finally {
    for (const name of benchDatabases) await onBenchServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`\nScale-out on ${os.cpus().length} cores, PostgreSQL, 1,000 parts, 64 connections:\n`);
  console.log(lines.join("\n"));
}

void main();
