// Compiles the server, the worker and the database commands into server/dist with esbuild (ADR 0064):
// one CommonJS file each, the project's own code bundled, every package left to node_modules, with
// source maps. `npm run build` runs it; `npm start` and `npm run worker` run it with --if-stale first,
// which builds only when a bundle is missing or older than a source file, so a fresh clone or a pull
// never runs stale code.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "server", "dist");
const ENTRY_POINTS = {
  index: "server/src/index.ts",
  worker: "server/src/worker.ts",
  "migrate-cli": "server/src/db/migrate-cli.ts",
  "seed-cli": "server/src/seed-cli.ts",
};
/** What the bundles are made of: a change to any of these makes them stale. */
const SOURCES = ["server/src", "shared", "prisma/seed"];

function newestSource() {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!entry.name.includes(".test.")) newest = Math.max(newest, fs.statSync(file).mtimeMs);
    }
  };
  for (const dir of SOURCES) walk(path.join(ROOT, dir));
  return newest;
}

function isStale() {
  const built = Object.keys(ENTRY_POINTS).map((name) => path.join(OUT, `${name}.js`));
  if (!built.every((file) => fs.existsSync(file))) return true;
  const oldest = Math.min(...built.map((file) => fs.statSync(file).mtimeMs));
  return newestSource() > oldest;
}

async function buildServer() {
  // esbuild is a development dependency: an image built with `npm run build` never needs it again.
  const { build } = await import("esbuild");
  await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRY_POINTS,
    outdir: OUT,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
}

if (!process.argv.includes("--if-stale") || isStale()) await buildServer();
