import fs from "node:fs";
import path from "node:path";
import { onDemandSizes, routeSizes, type OnDemandSize, type RouteSize } from "../client/bundle-report";

export interface BundleReport {
  routes: RouteSize[];
  onDemand: OnDemandSize[];
}

/** The built client's per-route JavaScript (run `npm run build` first). */
export function clientBundleReport(distDir: string): BundleReport | undefined {
  if (!fs.existsSync(path.join(distDir, ".vite", "manifest.json"))) return undefined;
  return { routes: routeSizes(distDir), onDemand: onDemandSizes(distDir) };
}
