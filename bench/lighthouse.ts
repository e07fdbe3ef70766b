import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface LighthouseScore {
  page: string;
  formFactor: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  bestPractices: number;
}

const ROOT = path.resolve(__dirname, "..");
const CHROME_FLAGS = "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

function chromePath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
  } catch {
    return "/usr/bin/chromium";
  }
}

function runOne(url: string, formFactor: "mobile" | "desktop", outFile: string, categories = "performance,accessibility,best-practices"): Promise<void> {
  const args = [
    url,
    "--quiet",
    "--output=json",
    `--output-path=${outFile}`,
    `--only-categories=${categories}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules/.bin/lighthouse"), args, {
      env: { ...process.env, CHROME_PATH: chromePath() },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited with ${code}`))));
  });
}

/** Lighthouse scores (0-100) for the home and login pages, mobile and desktop, of a running shop. */
export async function lighthouseScores(baseUrl: string, workDir: string): Promise<LighthouseScore[]> {
  const scores: LighthouseScore[] = [];
  for (const [page, urlPath] of [["home", "/"], ["login", "/login"]] as const) {
    for (const formFactor of ["mobile", "desktop"] as const) {
      const outFile = path.join(workDir, `lighthouse-${page}-${formFactor}.json`);
      await runOne(`${baseUrl}${urlPath}`, formFactor, outFile);
      const report = JSON.parse(fs.readFileSync(outFile, "utf8")) as { categories: Record<string, { score: number }> };
      const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
      scores.push({ page, formFactor, performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices") });
    }
  }
  return scores;
}

/** A public page's mobile audit (the page budgets of docs/benchmarks.md): the four scores, LCP, and the JavaScript that arrived before first paint. */
export interface PageAudit {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** Observed (unthrottled) first contentful paint, and the gzip kilobytes of scripts fully loaded before it. */
  observedFcpMs: number;
  scriptKbBeforeFirstPaint: number;
  /** Every script the page loaded, gzip kilobytes. */
  scriptKb: number;
  failedAudits: string[];
}

interface Report {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string; details?: { items?: Record<string, unknown>[] } }>;
}

/** Lighthouse mobile (its default throttling) on one page of a running shop. */
export async function auditPage(page: string, url: string, workDir: string): Promise<PageAudit> {
  const outFile = path.join(workDir, `lighthouse-${page.replace(/\W+/g, "-")}.json`);
  // Lighthouse now and then fails to record the trace (NO_NAVSTART): a run is tried up to three times.
  for (let attempt = 1; ; attempt++) {
    try {
      await runOne(url, "mobile", outFile, "performance,accessibility,best-practices,seo");
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  const report = JSON.parse(fs.readFileSync(outFile, "utf8")) as Report;
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const metrics = report.audits.metrics?.details?.items?.[0] as { observedFirstContentfulPaint?: number } | undefined;
  const fcp = metrics?.observedFirstContentfulPaint ?? 0;
  const requests = (report.audits["network-requests"]?.details?.items ?? []) as { resourceType?: string; transferSize?: number; networkEndTime?: number }[];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const kb = (items: typeof scripts) => Math.round(items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10;
  const failedAudits = Object.values(report.categories)
    .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => report.audits[ref.id]))
    .filter((a) => a && a.score !== null && a.score < 0.9)
    .map((a) => a.title);
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
    observedFcpMs: Math.round(fcp),
    scriptKbBeforeFirstPaint: kb(scripts.filter((r) => (r.networkEndTime ?? Infinity) <= fcp)),
    scriptKb: kb(scripts),
    failedAudits: [...new Set(failedAudits)],
  };
}
