import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/**
 * Per-route JavaScript size (gzip) of a Vite build: what a first visit to each route downloads, the
 * entry chunk with its static imports plus the route's own chunk with its static imports.
 */
export interface RouteSize {
  route: string;
  initialKb: number;
  routeKb: number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** A chunk loaded on demand that is not a page (the Apollo client, Firebase, dialogs, ...). */
export interface OnDemandSize {
  module: string;
  kb: number;
}

export function routeSizes(distDir: string): RouteSize[] {
  return measure(distDir).routes;
}

export function onDemandSizes(distDir: string): OnDemandSize[] {
  return measure(distDir).onDemand;
}

function measure(distDir: string): { routes: RouteSize[]; onDemand: OnDemandSize[] } {
  const manifestPath = path.join(distDir, ".vite", "manifest.json");
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const gzipKb = new Map<string, number>();
  const size = (file: string) => {
    if (!gzipKb.has(file)) gzipKb.set(file, zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024);
    return gzipKb.get(file)!;
  };
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, into);
    return into;
  };
  const js = (keys: Iterable<string>) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith(".js"));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const entry = closure(entryKey);
  const entryKb = js(entry).reduce((sum, f) => sum + size(f), 0);
  const ownKb = (key: string) => js([...closure(key)].filter((dep) => !entry.has(dep))).reduce((sum, f) => sum + size(f), 0);
  const isPage = (k: string) => /features\/.+Page\.tsx$/.test(k);
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && isPage(k))
    .map((k) => {
      const routeKb = ownKb(k);
      const route = path.basename(k, ".tsx").replace(/Page$/, "").replace(/^./, (c) => c.toLowerCase());
      return { route, initialKb: entryKb + routeKb, routeKb };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  const onDemand = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && !isPage(k))
    .map((k) => ({ module: k.replace(/^src\//, ""), kb: ownKb(k) }))
    .sort((a, b) => b.kb - a.kb);
  return { routes, onDemand };
}

/** Prints the per-route sizes after `vite build`. */
export function bundleReport(): Plugin {
  let outDir = "";
  return {
    name: "motoparts-bundle-report",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const { routes, onDemand } = measure(outDir);
      const width = Math.max(...routes.map((r) => r.route.length));
      console.log("\nJavaScript per route, gzip (initial = entry + route):");
      for (const r of routes) console.log(`  ${r.route.padEnd(width)}  ${r.initialKb.toFixed(1).padStart(6)} KB  (route ${r.routeKb.toFixed(1)} KB)`);
      console.log("Loaded on demand, gzip (the Apollo client as soon as a page queries, Firebase for the session):");
      for (const c of onDemand) console.log(`  ${c.kb.toFixed(1).padStart(6)} KB  ${c.module}`);
    },
  };
}
