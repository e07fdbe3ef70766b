/**
 * `npm run bench:profile`: where the server spends its CPU under one scenario's load. Starts the
 * shop as `npm start` does (production mode, PostgreSQL with 1,000 parts) with `--cpu-prof`, loads it
 * with autocannon (64 connections), stops it (the profile is written on exit), and prints the busy time
 * by package, the top functions by self time, and the overhead budget: CPU microseconds per request in
 * each layer of the request (HTTP, middleware, context, parse and validate, execute, database, ...).
 *
 * Environment: PROFILE_SCENARIO (catalogue, the default; typename; search), BENCH_DURATION seconds
 * (default 10), BENCH_DATABASE_URL (default the local server), PROFILE_OUT (a file to keep the
 * `.cpuprofile` in, for Chrome DevTools' Performance panel).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server/src/auth/auth-emulator";
import { benchDatabases, load, onBenchServer, prepareDatabase, startServer, stopProcess, waitFor } from "./setup";

const SCENARIOS: Record<string, string> = {
  catalogue: JSON.stringify({
    operationName: "HomeParts",
    query: "query HomeParts($first: Int, $after: String) { parts(first: $first, after: $after) { edges { node { id name description price picture minquantity avquantity } } pageInfo { hasNextPage endCursor } } }",
    variables: { first: 12 },
  }),
  typename: JSON.stringify({ query: "{ __typename }" }),
  search: JSON.stringify({
    query: "query Search($query: String, $first: Int) { searchParts(query: $query, first: $first) { totalCount edges { node { id name brand partNumber price picture soldOut } } } }",
    variables: { query: "brake pads", first: 24 },
  }),
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a frame belongs to: node_modules/<name>, the shop's own file, node's internals, or a VM state. */
function owner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return "(node internals)";
  const own = url.indexOf("/server/src/");
  return own >= 0 ? `shop: ${url.slice(own + 1).replace(/^server\/src\//, "")}` : url;
}

function summarize(profile: CpuProfile): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  let total = 0;
  let idle = 0;
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    total += us;
    if (functionName === "(idle)" || functionName === "(program)") {
      if (functionName === "(idle)") idle += us;
      continue;
    }
    const pkg = owner(url, functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    const name = `${functionName || "(anonymous)"} ${pkg}${url ? `:${lineNumber + 1}` : ""}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const busy = total - idle;
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${pct(v)}  ${k}`)
      .join("\n");
  return [`busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s sampled`, "by package:", top(packages, 15), "top 10 functions (self time):", top(functions, 10)].join("\n");
}

/** The layers of a request, in the order a request meets them, for the overhead budget (docs/benchmarks.md). */
const LAYERS = [
  "HTTP (node's http, sockets)",
  "middleware (Express, CORS, headers, compression, response cache)",
  "request logging (pino)",
  "context and token check",
  "Apollo Server's pipeline and plugins",
  "parse and validate",
  "execute (resolvers, services, DataLoader, zod)",
  "database client (Prisma, pg)",
  "serialise (JSON)",
  "garbage collector",
  "other",
] as const;
type Layer = (typeof LAYERS)[number];

/** The layer a frame's code belongs to; undefined for node's own and native frames (decided by their callers). */
function frameLayer(functionName: string, url: string): Layer | undefined {
  if (functionName === "(garbage collector)") return "garbage collector";
  if (functionName === "prettyJSONStringify") return "serialise (JSON)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)/.exec(url);
  if (pkg) {
    const [, name, file] = pkg;
    if (name === "graphql") return /^(language|validation)\//.test(file) ? "parse and validate" : "execute (resolvers, services, DataLoader, zod)";
    if (name.startsWith("@prisma/") || /^pg(-|$)/.test(name) || name.startsWith("postgres-")) return "database client (Prisma, pg)";
    if (["@graphql-tools/utils", "@graphql-tools/schema", "dataloader", "zod"].includes(name)) return "execute (resolvers, services, DataLoader, zod)";
    if (name === "@apollo/server" || name.startsWith("@apollo/") || name === "@as-integrations/express5") return "Apollo Server's pipeline and plugins";
    if (["pino", "sonic-boom", "thread-stream", "pino-std-serializers"].includes(name)) return "request logging (pino)";
    return "middleware (Express, CORS, headers, compression, response cache)";
  }
  if (url.startsWith("wasm://")) return "database client (Prisma, pg)"; // Prisma's query compiler
  const own = /\/(server\/src|shared)\/(.*)/.exec(url);
  if (own) {
    const file = own[2];
    if (/^(graphql\/context|auth\/)/.test(file)) return "context and token check";
    if (/^graphql\/limits/.test(file)) return "parse and validate";
    if (/^(app|http\/)/.test(file)) return "middleware (Express, CORS, headers, compression, response cache)";
    if (/^graphql\/(apollo|cache-policy|in-flight)/.test(file)) return "Apollo Server's pipeline and plugins";
    return "execute (resolvers, services, DataLoader, zod)";
  }
  return undefined;
}

/**
 * Busy time per layer: each sample goes to the innermost frame that belongs to a layer; node's own frames
 * between it and the sample (a socket write, a buffer copy) count for that layer, except node's HTTP
 * server and response, which are HTTP. Samples under module loading are start-up, not requests.
 */
function layers(profile: CpuProfile): Map<Layer, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const busy = new Map<Layer, number>();
  for (const [id, us] of self) {
    const leaf = byId.get(id)!.callFrame.functionName;
    if (leaf === "(idle)" || leaf === "(program)") continue;
    let layer: Layer | undefined;
    let http = false;
    let startup = false;
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const { functionName, url } = byId.get(cur)!.callFrame;
      if (url.startsWith("node:internal/modules/")) startup = true;
      if (layer) continue;
      if (url.startsWith("node:_http_")) http = true;
      layer = frameLayer(functionName, url);
    }
    if (startup) continue;
    const owner: Layer = http && layer !== "garbage collector" ? "HTTP (node's http, sockets)" : (layer ?? "HTTP (node's http, sockets)");
    busy.set(owner, (busy.get(owner) ?? 0) + us);
  }
  return busy;
}

/** The overhead budget: microseconds of CPU per request in each layer. */
function budget(profile: CpuProfile, requests: number): string {
  const busy = layers(profile);
  const total = [...busy.values()].reduce((a, b) => a + b, 0);
  const lines = ["| layer | µs per request | share |", "| --- | ---: | ---: |"];
  for (const layer of LAYERS) {
    const us = busy.get(layer) ?? 0;
    if (us > 0) lines.push(`| ${layer} | ${Math.round(us / requests)} | ${((100 * us) / total).toFixed(1)}% |`);
  }
  lines.push(`| **all** | **${Math.round(total / requests)}** | 100% |`);
  return lines.join("\n");
}

async function main(): Promise<void> {
  const scenario = process.env.PROFILE_SCENARIO ?? "catalogue";
  const body = SCENARIOS[scenario];
  if (!body) throw new Error(`PROFILE_SCENARIO must be one of ${Object.keys(SCENARIOS).join(", ")}`);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-profile-"));
  const profileDir = path.join(workDir, "profiles");
  try {
    const dbEnv = await prepareDatabase("postgresql", 1_000, workDir, [], "profile");
    const port = await freePort();
    // --cpu-prof is refused in NODE_OPTIONS: it goes to node itself.
    const server = startServer({ ...dbEnv, RUN_JOBS: "false" }, port, ["--cpu-prof", "--cpu-prof-dir", profileDir]);
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/healthz`);
    const post = { method: "POST" as const, headers: { "content-type": "application/json" }, body };
    const warm = await load(`${url}/graphql`, { ...post, duration: 2 });
    const measured = await load(`${url}/graphql`, post);
    await stopProcess(server);
    const file = fs.readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error("no profile was written");
    console.log(`\n${scenario}: ${Math.round(measured.rps)} req/s, p99 ${measured.p99} ms (64 connections, under the profiler)`);
    if (process.env.PROFILE_OUT) fs.copyFileSync(path.join(profileDir, file), process.env.PROFILE_OUT);
    const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), "utf8")) as CpuProfile;
    console.log(summarize(profile));
    console.log(`\nOverhead budget (CPU per request over ${warm.requests + measured.requests} requests, start-up left out):\n`);
    console.log(budget(profile, warm.requests + measured.requests));
  } finally {
    for (const name of benchDatabases) await onBenchServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

void main();
