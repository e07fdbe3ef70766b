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

export function routeSizes(distDir: string): RouteSize[] {
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
  return Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && /features\/.+Page\.tsx$/.test(k))
    .map((k) => {
      const own = [...closure(k)].filter((dep) => !entry.has(dep));
      const routeKb = js(own).reduce((sum, f) => sum + size(f), 0);
      const route = path.basename(k, ".tsx").replace(/Page$/, "").replace(/^./, (c) => c.toLowerCase());
      return { route, initialKb: entryKb + routeKb, routeKb };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
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
      const rows = routeSizes(outDir);
      const width = Math.max(...rows.map((r) => r.route.length));
      console.log("\nJavaScript per route, gzip (initial = entry + route):");
      for (const r of rows) console.log(`  ${r.route.padEnd(width)}  ${r.initialKb.toFixed(1).padStart(6)} KB  (route ${r.routeKb.toFixed(1)} KB)`);
    },
  };
}
