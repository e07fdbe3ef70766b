/**
 * `npm run bench:compiled`: the compiled server, as `npm start` runs it (ADR 0064), against the sources
 * under tsx, as the shop ran before, on PostgreSQL. For each, in turn (compiled, sources, compiled,
 * sources...): start-up from the command to the first 200 of /healthz, resident memory idle 3 s later,
 * then a minute of the home page's catalogue query (GraphQL POST, uncached) at 64 connections: its
 * throughput and latency, and the resident memory at the end of it (and the peak).
 *
 * Environment: BENCH_COMPILED_ROUNDS (default 2), BENCH_COMPILED_SECONDS of load (default 60),
 * BENCH_COMPILED_PARTS (default 1000), BENCH_DATABASE_URL (default the local server). Prints figures;
 * fails nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server/src/auth/auth-emulator";
import { CATALOGUE, CONNECTIONS, PAGE, benchDatabases, load, memoryOf, onBenchServer, prepareDatabase, startServer, stopProcess, type Measure } from "./setup";

const ROUNDS = Number(process.env.BENCH_COMPILED_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_COMPILED_SECONDS ?? 60);
const PARTS = Number(process.env.BENCH_COMPILED_PARTS ?? 1000);
const body = JSON.stringify({ operationName: "HomeParts", query: CATALOGUE, variables: { first: PAGE } });

type From = "compiled" | "sources";

interface Run {
  from: From;
  startupMs: number;
  idleMb: number;
  load: Measure;
  loadedMb: number;
  peakMb: number;
}

async function healthy(url: string, started: number, timeoutMs = 60_000): Promise<number> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function measure(from: From, dbEnv: Record<string, string>): Promise<Run> {
  // startServer reads it when it starts the process: the bundle, or the sources under tsx.
  process.env.BENCH_SERVER_FROM = from;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // (startServer builds the bundle first when it is stale, then spawns: the clock starts at the spawn.)
  const server = startServer(dbEnv, port);
  const started = performance.now();
  try {
    const startupMs = await healthy(`${base}/healthz`, started);
    await new Promise((r) => setTimeout(r, 3_000));
    const idleMb = memoryOf(server.pid!).rss;
    const measured = await load(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body, duration: SECONDS });
    const after = memoryOf(server.pid!);
    return { from, startupMs, idleMb, load: measured, loadedMb: after.rss, peakMb: after.peak };
  } finally {
    await stopProcess(server);
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-bench-compiled-"));
  const runs: Run[] = [];
  // The machine's load shows how far the figures can be trusted: another process's work is noise here.
  const loadBefore = os.loadavg()[0];
  try {
    process.stdout.write(`PostgreSQL, ${fmt(PARTS)} parts: preparing… `);
    const dbEnv = await prepareDatabase("postgresql", PARTS, workDir, [], "compiled");
    for (let round = 0; round < ROUNDS; round++) {
      for (const from of ["compiled", "sources"] as const) {
        process.stdout.write(`${from}… `);
        runs.push(await measure(from, dbEnv));
      }
    }
  } finally {
    for (const name of benchDatabases) await onBenchServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`\n\nThe compiled server against the sources under tsx: ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}, 1-minute load average ${fmt(loadBefore, 2)} before, ${fmt(os.loadavg()[0], 2)} after`);
  console.log(`PostgreSQL, ${fmt(PARTS)} parts, ${CONNECTIONS} connections, ${SECONDS} s of the catalogue query (GraphQL POST, uncached) per run\n`);
  console.log("| server | start-up to healthy | RSS idle | catalogue req/s | p50 ms | p99 ms | errors | RSS after the load (peak) |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of runs) {
    console.log(
      `| ${r.from} | ${fmt(r.startupMs)} ms | ${fmt(r.idleMb)} MB | ${fmt(r.load.rps)} | ${fmt(r.load.p50, 1)} | ${fmt(r.load.p99, 1)} | ${r.load.errors} | ${fmt(r.loadedMb)} MB (${fmt(r.peakMb)}) |`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
