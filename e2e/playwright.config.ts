import { execSync } from "node:child_process";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { hostResolverRules } from "./support/stand-ins/third-party-host";

/**
 * Browser journeys through the built storefront (`npm run test:e2e` builds it first), in Debian's
 * Chromium. The global setup starts the shop exactly as `npm start` does, on free ports, with a fresh
 * database, the Firebase Auth emulator the server starts itself, and a local Stripe API stand-in.
 * Playwright never downloads a browser here.
 */

function chromiumPath(): string {
  try {
    const found = execSync("command -v chromium", { shell: "/bin/sh", encoding: "utf8" }).trim();
    if (found) return found;
  } catch {
    // not on the PATH: fall back to Debian's location
  }
  return "/usr/bin/chromium";
}

const here = __dirname;
// Set by the global setup; the workers, which launch the browsers, load this file after it.
const thirdPartyPort = process.env.E2E_THIRD_PARTY_PORT;

export default defineConfig({
  testDir: path.join(here, "journeys"),
  outputDir: path.join(here, "test-results"),
  globalSetup: path.join(here, "global-setup.ts"),
  globalTeardown: path.join(here, "global-teardown.ts"),
  // Journeys are independent (fresh accounts, their own parts); two at a time on a two-core machine.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // None locally; one in CI, where a retried pass is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // The longest journeys load a dozen pages and more; on a slow day of this 2-core machine, with two
  // workers and the server sharing it, a server-rendered page took 10 s to become interactive.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    ["html", { outputFolder: path.join(here, "artifacts", "report"), open: "never" }],
    // Read by .ci/run, which names every journey that passed only on its retry.
    ["json", { outputFile: path.join(here, "artifacts", "results.json") }],
  ],
  use: {
    browserName: "chromium",
    headless: true,
    // The global setup puts the app's address here; workers start after it and inherit it.
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The stand-in hosts' certificate is made for the run, by no authority the browser knows.
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        ...(thirdPartyPort ? [`--host-resolver-rules=${hostResolverRules(Number(thirdPartyPort))}`] : []),
      ],
    },
  },
});
