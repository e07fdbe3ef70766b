/**
 * `npx tsx bench/cache-choice.ts` (ADR 0038): the two ways to share the response cache between
 * processes, measured side by side on this machine.
 *
 * 1. Serving a cached answer: an Express app answering GET /parts from this process's own cache (a Map,
 *    as ResponseCache does) against the same app answering from Redis (one GET of the cached body per
 *    request), with the same body (the catalogue's first page, about 20 KB). Interleaved runs,
 *    autocannon, 64 connections.
 * 2. Invalidation: how long a message published on a Redis channel takes to reach a subscriber (p50, p99
 *    over 2,000 messages): how stale another process's per-process cache can be after a change.
 *
 * Environment: REDIS_URL (default redis://127.0.0.1:6379), BENCH_DURATION seconds per run (default 5).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import express from "express";
import Redis from "ioredis";
import { ResponseCache } from "../server/src/http/response-cache";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const KEY = `bench:cache-choice:${process.pid}`;

/** A page of 20 parts, shaped as GET /parts answers it. */
const BODY = Buffer.from(
  JSON.stringify(
    Array.from({ length: 20 }, (_, i) => ({
      _id: `0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f${String(1000 + i)}`,
      name: `EBC FA196HH Sintered brake pads, front, ${i}`,
      picture: "/images/parts/brake-pads.svg",
      description: "Double-H sintered pads for road and track: high friction, wet or dry, long life. ".repeat(8),
      price: 42.5 + i,
      minquantity: 1,
      avquantity: 100 + i,
      email: "admin@motoparts.test",
    })),
  ),
);

async function listen(app: express.Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/parts`, close: () => new Promise((r) => server.close(() => r())) };
}

async function load(url: string): Promise<{ rps: number; p50: number; p99: number }> {
  const result = await autocannon({ url, connections: 64, duration: DURATION });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

async function main(): Promise<void> {
  const redis = new Redis(REDIS_URL);
  await redis.set(KEY, BODY, "EX", 600);

  // Per-process: the shop's own ResponseCache in front of a handler that would compute the answer.
  const local = express();
  local.use(new ResponseCache().middleware());
  local.get("/parts", (_req, res) => res.set("cache-control", "public, max-age=30").type("json").send(BODY));
  // Shared: every hit is one Redis GET.
  const shared = express();
  shared.get("/parts", async (_req, res) => {
    const hit = await redis.getBuffer(KEY);
    res.set("x-cache", "HIT").type("json").send(hit);
  });
  const a = await listen(local);
  const b = await listen(shared);
  await load(a.url);
  await load(b.url);
  const runs: Record<string, { rps: number; p50: number; p99: number }[]> = { "per-process cache": [], "Redis cache": [] };
  for (let i = 0; i < 2; i++) {
    runs["per-process cache"].push(await load(a.url));
    runs["Redis cache"].push(await load(b.url));
  }
  console.log(`Cached GET /parts (${(BODY.length / 1024).toFixed(1)} KB), 64 connections, ${DURATION} s runs, interleaved:`);
  for (const [name, rs] of Object.entries(runs)) {
    console.log(`  ${name.padEnd(18)} ${rs.map((r) => `${r.rps} req/s p50 ${r.p50} ms p99 ${r.p99} ms`).join("  |  ")}`);
  }
  await a.close();
  await b.close();

  // Invalidation over pub/sub: publish → message, one at a time.
  const sub = new Redis(REDIS_URL);
  const channel = `bench:cache-choice:${process.pid}:changed`;
  await sub.subscribe(channel);
  const latencies: number[] = [];
  for (let i = 0; i < 2_000; i++) {
    const started = process.hrtime.bigint();
    const heard = new Promise<void>((resolve) => sub.once("message", () => resolve()));
    await redis.publish(channel, String(i));
    await heard;
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  latencies.sort((x, y) => x - y);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(3);
  console.log(`Invalidation over Redis pub/sub (publish → subscriber), 2,000 messages: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
  await redis.del(KEY);
  sub.disconnect();
  redis.disconnect();
}

void main();
