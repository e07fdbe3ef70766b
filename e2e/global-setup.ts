import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server/src/auth/auth-emulator";
import { SHOP_NODE_FLAGS } from "../server/src/node-flags";
import { startStripeStandIn, type StripeStandIn } from "../server/test/stripe-stand-in";
import { startThirdPartyHost, type ThirdPartyHost } from "./support/stand-ins/third-party-host";
import { stopShop, type ShopProcess } from "./global-teardown";

/**
 * Starts, for one run of the journeys:
 * - the Stripe API stand-in (server/test/stripe-stand-in.ts), whose confirmations deliver signed
 *   `payment_intent.succeeded` webhooks to the shop;
 * - the third-party hosts' stand-in (support/stand-ins/third-party-host.ts): Stripe.js, Google's gapi
 *   loader and the sign-in popup's CDN files, which Chromium's host resolver sends there;
 * - the shop, exactly as `npm start` starts it (node with its flags, the compiled server/dist/index.js, from the repository root), on a
 *   free port with a fresh DATA_DIR, so a new embedded database is migrated and seeded. With no Firebase
 *   project configured the server itself starts the Auth emulator at FIREBASE_AUTH_EMULATOR_HOST and
 *   creates the demo accounts.
 * The addresses reach the test workers as environment variables (E2E_*), which they inherit.
 */

export interface E2eRun {
  shop: ShopProcess;
  stripe: StripeStandIn;
  thirdParty: ThirdPartyHost;
}

declare global {
  var __MOTOPARTS_E2E__: E2eRun | undefined;
}

const ROOT = path.resolve(__dirname, "..");
const ARTIFACTS = path.join(__dirname, "artifacts");
export const APP_LOG = path.join(ARTIFACTS, "app.log");

async function distinctFreePorts(n: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < n) ports.add(await freePort());
  return [...ports];
}

async function waitForHealth(url: string, app: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null || app.signalCode !== null) {
      throw new Error(`the shop exited (code ${app.exitCode}, signal ${app.signalCode}) before answering ${url}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the shop did not answer 200 at ${url} within ${timeoutMs / 1000} s`);
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Variables that would point the shop at another database or a real Firebase project: dropped. */
const INHERITED_BUT_DROPPED = [
  "DATABASE_URL",
  "FIREBASE_PROJECT_ID",
  "FIREBASE_API_KEY",
  "FIREBASE_AUTH_DOMAIN",
  "GOOGLE_APPLICATION_CREDENTIALS",
  "START_AUTH_EMULATOR",
  "AUTH_EMULATOR_LISTEN_HOST",
  "CLIENT_DEV",
  "CLIENT_DIST_DIR",
  "REDIS_URL",
  "ADMIN_EMAILS",
  "RATE_LIMITS",
  "TRUST_PROXY",
];

/** Starts the shop on new free ports with a new DATA_DIR; resolves once /healthz answers 200. */
async function startShop(stripe: StripeStandIn): Promise<{ shop: ShopProcess; appUrl: string; emulatorHost: string }> {
  const [appPort, emulatorPort] = await distinctFreePorts(2);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-e2e-"));
  const appUrl = `http://127.0.0.1:${appPort}`;
  const emulatorHost = `127.0.0.1:${emulatorPort}`;
  stripe.setWebhookUrl(`${appUrl}/stripe/webhook`);

  // Exactly what `npm start` runs, from the repository root, so every run gets its own fresh state.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_BUT_DROPPED) delete env[name];
  Object.assign(env, {
    PORT: String(appPort),
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    // The demo payment method beside cards: the checkout journey pays with it, the others by card.
    DEMO_PAYMENTS: "true",
    LOG_LEVEL: "warn",
    NO_UPDATE_NOTIFIER: "1",
    // Any free port: another shop on this machine may hold the default one.
    METRICS_PORT: "0",
    // Every journey runs from 127.0.0.1, as fast as the machine allows. Budgets no run can reach keep the
    // limiter in the request path without letting the speed of the machine decide a journey's outcome;
    // the limits themselves are tested on the server with budgets of their own (http/rate-limit.test.ts).
    RATE_LIMIT_READS: "1000000",
    RATE_LIMIT_WRITES: "1000000",
    RATE_LIMIT_FORMS: "1000000",
    RATE_LIMIT_FAILED_SIGN_INS: "1000000",
    RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT: "1000000",
  });

  const logStream = fs.createWriteStream(APP_LOG, { flags: "w" });
  const app = spawn(process.execPath, [...SHOP_NODE_FLAGS.split(" "), "--enable-source-maps", "server/dist/index.js"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  app.stdout?.pipe(logStream, { end: false });
  app.stderr?.pipe(logStream, { end: false });
  const shop: ShopProcess = { app, dataDir, logStream };
  try {
    // The first start migrates and seeds a new database and starts the emulator (10-30 s on 2 cores).
    // The shop boots its own Auth emulator first (up to 180 s on a busy machine).
    await waitForHealth(`${appUrl}/healthz`, app, 240_000);
  } catch (err) {
    await stopShop(shop);
    throw new Error(`${(err as Error).message}\n--- ${APP_LOG} (last lines) ---\n${tail(APP_LOG)}`);
  }
  return { shop, appUrl, emulatorHost };
}

export default async function globalSetup(): Promise<void> {
  const indexHtml = path.join(ROOT, "client", "dist", "index.html");
  if (!fs.existsSync(indexHtml)) {
    throw new Error("client/dist is missing: run the journeys with `npm run test:e2e` (it builds the storefront first).");
  }
  if (!fs.existsSync(path.join(ROOT, "server", "dist", "index.js"))) {
    throw new Error("server/dist is missing: run the journeys with `npm run test:e2e` (it builds the server first).");
  }
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.rmSync(path.join(ARTIFACTS, "screenshots"), { recursive: true, force: true });

  const stripe = await startStripeStandIn();
  const thirdParty = await startThirdPartyHost(stripe.url);
  // Read by the configuration in each worker (for Chromium's host resolver), which starts after this.
  process.env.E2E_THIRD_PARTY_PORT = String(thirdParty.port);
  // A port found free can be taken again before the shop binds it (by the ports the shop itself picks
  // for the emulator's hub and logging, or by anything else on the machine), and an emulator has been seen
  // to go away while the shop seeded its database beside the scale-out run: then start again on others.
  const ATTEMPTS = 3;
  for (let attempt = 1; ; attempt++) {
    try {
      const { shop, appUrl, emulatorHost } = await startShop(stripe);
      globalThis.__MOTOPARTS_E2E__ = { shop, stripe, thirdParty };
      process.env.E2E_BASE_URL = appUrl;
      process.env.E2E_EMULATOR_URL = `http://${emulatorHost}`;
      process.env.E2E_STRIPE_URL = stripe.url;
      return;
    } catch (err) {
      const message = (err as Error).message;
      const portTaken = /EADDRINUSE|is not open on|port .*in use/i.test(message);
      // The emulator gone while the shop was starting (its exit is in the log above): a new one, on other ports.
      const emulatorGone = /the Firebase Auth emulator exited on its own|ECONNREFUSED/.test(message);
      if (attempt >= ATTEMPTS || !(portTaken || emulatorGone)) {
        await stripe.close().catch(() => undefined);
        await thirdParty.close().catch(() => undefined);
        throw err;
      }
      console.warn(`e2e setup: the shop could not start (${portTaken ? "a port was taken before it could bind it" : "its Auth emulator went away"}); starting again (attempt ${attempt + 1} of ${ATTEMPTS})\n${message}`);
    }
  }
}
