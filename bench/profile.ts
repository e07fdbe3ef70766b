/**
 * `npm run bench:profile` (issue 22): where the server spends its CPU under one scenario's load. Starts the
 * shop as `npm start` does (production mode, PostgreSQL with 1,000 parts) with `--cpu-prof`, loads it
 * with autocannon (64 connections), stops it (the profile is written on exit), and prints the busy time
 * by package and the top functions by self time.
 *
 * Environment: PROFILE_SCENARIO (catalogue, the default; typename; search), BENCH_DURATION seconds
 * (default 10), BENCH_DATABASE_URL (default the local server).
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
    await load(`${url}/graphql`, { ...post, duration: 2 });
    const measured = await load(`${url}/graphql`, post);
    await stopProcess(server);
    const file = fs.readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error("no profile was written");
    console.log(`\n${scenario}: ${Math.round(measured.rps)} req/s, p99 ${measured.p99} ms (64 connections, under the profiler)`);
    console.log(summarize(JSON.parse(fs.readFileSync(path.join(profileDir, file), "utf8")) as CpuProfile));
  } finally {
    for (const name of benchDatabases) await onBenchServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

void main();
