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

function runOne(url: string, formFactor: "mobile" | "desktop", outFile: string): Promise<void> {
  const args = [
    url,
    "--quiet",
    "--output=json",
    `--output-path=${outFile}`,
    "--only-categories=performance,accessibility,best-practices",
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
