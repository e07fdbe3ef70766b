import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type pino from "pino";
import { createShop, type Shop } from "../src/app";
import { createLogger } from "../src/logger";
import { createMetrics } from "../src/observability/metrics";
import { serveMetrics, type MetricsServer } from "../src/observability/metrics-server";
import { loadConfig, type Config } from "../src/config";
import { createFirebaseIdentityProvider } from "../src/auth/identity-provider";
import { openDatabase, type Database } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { pgliteDirUnder } from "../src/db/open-configured";
import { seedDatabase } from "../src/seed";
import type { PrismaClient } from "../src/generated/prisma/client";
import { createStripeClient } from "../src/modules/payments";
import { TEST_PROJECT_ID, emulatorFetch, testEmulatorHost } from "./auth-emulator-env";
import { newPostgresDatabase } from "./postgres-databases";
import type { StripeStandIn } from "./stripe-stand-in";

export { newPostgresDatabase };

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, any> }[];
}

export interface TestShop {
  url: string;
  config: Config;
  db: Database;
  prisma: PrismaClient;
  shop: Shop;
  /** The shop's GET /metrics on a port of its own, when started with `metrics: true`. */
  metricsUrl?: string;
  /** SQL statements Prisma ran since the last reset. */
  queries: string[];
  graphql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

export interface TestShopOptions {
  seed?: boolean;
  adminEmails?: string[];
  /** Extra environment for loadConfig. */
  env?: Record<string, string>;
  /** Turns payments on against this Stripe stand-in, which then delivers webhooks to the shop. */
  stripe?: StripeStandIn;
  /** A PostgreSQL server to make the test's database on, instead of DATABASE_URL's. */
  databaseUrl?: string;
  /** Serves the shop's metrics, with the process's own series, on a free loopback port (`metricsUrl`). */
  metrics?: boolean;
  /** Where the shop's log lines go (JSON, one a line), at `logLevel` (default info); else nowhere. */
  logTo?: { write(line: string): void };
  logLevel?: string;
}

/**
 * A whole shop on a random port, on a database of its own: in-memory PGlite, or a new database on the
 * PostgreSQL server of DATABASE_URL (dropped on close), so runs never collide.
 */
export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  // The shop's own logger (the request id on every line), silent unless asked.
  const log = options.logTo
    ? createLogger(options.logLevel ?? "info", options.logTo)
    : createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
  const queries: string[] = [];
  const serverUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  // A shop starts from the global setup's migrated or seeded database (global-setup.ts), where migrate
  // finds nothing to do; one on another server (a private cluster of the fault tests) is made here.
  const { db, drop, seeded } = await freshDatabase(log, (sql) => queries.push(sql), serverUrl, options.seed ?? false);
  await db.withConnection((conn) => migrate(conn));
  if (options.seed && !seeded) await seedDatabase(db.prisma);

  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: path.join(os.tmpdir(), "motoparts-test-data"),
    ACCESS_TOKEN_SECRET: crypto.randomBytes(32).toString("hex"),
    FIREBASE_AUTH_EMULATOR_HOST: testEmulatorHost(),
    START_AUTH_EMULATOR: "false",
    ADMIN_EMAILS: (options.adminEmails ?? []).join(","),
    CLIENT_DIST_DIR: path.join(os.tmpdir(), "motoparts-no-client"),
    // Tests send many requests from one address; the rate-limit test turns them back on.
    RATE_LIMITS: "off",
    // Tests place many orders with few accounts; the tests of these bounds set their own.
    UNPAID_ORDERS_MAX: "100000",
    UNPAID_VALUE_MAX_USD: "1000000",
    ...(options.stripe
      ? {
          STRIPE_SECRET_KEY: "sk_test_motoparts",
          STRIPE_PUBLISHABLE_KEY: "pk_test_motoparts",
          STRIPE_WEBHOOK_SECRET: options.stripe.webhookSecret,
          STRIPE_API_URL: options.stripe.url,
        }
      : {}),
    ...options.env,
  });
  const identity = createFirebaseIdentityProvider(config.firebase);
  const metrics = createMetrics({ processMetrics: options.metrics });
  let metricsServer: MetricsServer | undefined;
  if (options.metrics) metricsServer = await serveMetrics(metrics, { port: 0, host: "127.0.0.1" }, log);
  const shop = createShop({ config, log, db, identity, stripe: createStripeClient(config.stripe), metrics });
  await shop.start();
  await new Promise<void>((resolve) => shop.httpServer.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(shop.httpServer.address() as AddressInfo).port}`;
  options.stripe?.setWebhookUrl(`${url}/stripe/webhook`);

  return {
    url,
    config,
    db,
    prisma: db.prisma,
    shop,
    metricsUrl: metricsServer?.url,
    queries,
    async graphql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as GraphQLResponse;
      return { ...body, status: res.status } as never;
    },
    async close() {
      await shop.stop();
      await metricsServer?.close();
      await identity.close();
      await db.close();
      await drop();
    },
  };
}

const templates = new Map<string, Blob>();

/**
 * A database the global setup dumped (migrated, or migrated and seeded), when there is one: the
 * migrations then find nothing to do. Read once per test file.
 */
function pgliteTemplate(variable = "MOTOPARTS_TEST_PGLITE_TEMPLATE"): Blob | undefined {
  const file = process.env[variable];
  if (!file) return undefined;
  if (!templates.has(file)) templates.set(file, new Blob([fs.readFileSync(file)]));
  return templates.get(file);
}

async function freshDatabase(
  log: pino.Logger,
  onQuery: (sql: string) => void,
  serverUrl: string | undefined,
  seed: boolean,
): Promise<{ db: Database; drop: () => Promise<void>; seeded: boolean }> {
  if (!serverUrl) {
    const seededTemplate = seed ? pgliteTemplate("MOTOPARTS_TEST_PGLITE_SEEDED_TEMPLATE") : undefined;
    const template = seededTemplate ?? pgliteTemplate();
    return { db: await openDatabase({ pgliteDir: "memory://", pgliteDataDir: template, log, onQuery }), drop: async () => {}, seeded: !!seededTemplate };
  }
  const onTemplateServer = serverUrl === process.env.DATABASE_URL;
  const seededTemplate = onTemplateServer && seed ? process.env.MOTOPARTS_TEST_PG_SEEDED_TEMPLATE : undefined;
  const template = seededTemplate ?? (onTemplateServer ? process.env.MOTOPARTS_TEST_PG_TEMPLATE : undefined);
  const { url, drop } = await newPostgresDatabase(serverUrl, `motoparts_test_${process.pid}`, template);
  return { db: await openDatabase({ url, poolSize: 10, log, onQuery }), drop, seeded: !!seededTemplate };
}

/**
 * A database for a server process (server-process.ts) that holds what the global setup's seeded one holds,
 * as the environment to start it with: where a new one would migrate and seed the demo catalogue first
 * (half a minute on two cores). On PostgreSQL a new database copied from the seeded template (dropped by
 * `drop`), on the embedded database the seeded data directory unpacked into `dataDir`.
 */
export async function seededServerDatabase(dataDir: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { url, drop } = await newPostgresDatabase(serverUrl, `motoparts_test_${process.pid}`, process.env.MOTOPARTS_TEST_PG_SEEDED_TEMPLATE);
    return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, drop };
  }
  const template = process.env.MOTOPARTS_TEST_PGLITE_SEEDED_TEMPLATE;
  if (!template) throw new Error("no seeded database to copy: run the tests through jest.config.js (its global setup makes one)");
  const pgliteDir = pgliteDirUnder(dataDir);
  fs.mkdirSync(pgliteDir, { recursive: true });
  execFileSync("tar", ["-xf", template, "-C", pgliteDir]);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, drop: async () => {} };
}

/** Accounts in the tests' Firebase Auth emulator, made through its REST API as a browser would. */
export interface FirebaseAccount {
  email: string;
  uid: string;
  idToken: string;
}

/** Identity Toolkit's v1 `accounts:<method>`, or a v2 path such as `mfaEnrollment:start`. */
const identityToolkit = (method: string) =>
  method.startsWith("accounts:")
    ? `http://${testEmulatorHost()}/identitytoolkit.googleapis.com/v1/${method}?key=test-api-key`
    : `http://${testEmulatorHost()}/identitytoolkit.googleapis.com/v2/accounts/${method}?key=test-api-key`;

async function callEmulator<T>(method: string, body: unknown): Promise<T> {
  const res = await emulatorFetch(identityToolkit(method), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`emulator ${method}: ${json.error?.message ?? res.status}`);
  return json;
}

export function uniqueEmail(label = "rider"): string {
  return `${label}-${crypto.randomBytes(5).toString("hex")}@example.com`;
}

/**
 * A new email-and-password account in the emulator. Its address is verified (as once its owner has
 * opened the link Firebase mails) unless `emailVerified: false`, which is how a fresh sign-up starts.
 */
export async function createFirebaseAccount(
  options: { email?: string; password?: string; displayName?: string; photoUrl?: string; emailVerified?: boolean } = {},
): Promise<FirebaseAccount> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "secret123";
  const verified = options.emailVerified ?? true;
  const res = await callEmulator<{ idToken: string; localId: string }>("accounts:signUp", { email, password, returnSecureToken: true });
  if (!options.displayName && !options.photoUrl && !verified) return { email, uid: res.localId, idToken: res.idToken };
  if (options.displayName || options.photoUrl) {
    await callEmulator("accounts:update", { idToken: res.idToken, displayName: options.displayName, photoUrl: options.photoUrl });
  }
  if (verified) await verifyEmail(res.localId);
  // A new sign-in gives an ID token that carries the name, picture and verified address.
  return { email, uid: res.localId, idToken: await firebaseSignIn(email, password) };
}

/** Marks an account's address verified, through the emulator's admin API (what the emailed link does). */
export async function verifyEmail(localId: string): Promise<void> {
  const res = await emulatorFetch(`http://${testEmulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:update`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  if (!res.ok) throw new Error(`emulator accounts:update: ${res.status} ${await res.text()}`);
}

export async function firebaseSignIn(email: string, password = "secret123"): Promise<string> {
  const res = await callEmulator<{ idToken?: string; mfaPendingCredential?: string }>("accounts:signInWithPassword", { email, password, returnSecureToken: true });
  if (!res.idToken) throw new Error(`emulator signInWithPassword: ${res.mfaPendingCredential ? "the second factor is needed" : "no ID token"}`);
  return res.idToken;
}

/** An unsigned JWT, as the Auth emulator issues them: anyone can write one with any claims. */
export function handMadeToken(realToken: string, changes: Record<string, unknown>): string {
  const payload = { ...JSON.parse(Buffer.from(realToken.split(".")[1], "base64url").toString()), ...changes };
  const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(payload)}.`;
}

/** The code the emulator "sent" by SMS for this verification session (it lists them instead of sending). */
async function smsCode(sessionInfo: string): Promise<string> {
  const res = await emulatorFetch(`http://${testEmulatorHost()}/emulator/v1/projects/${TEST_PROJECT_ID}/verificationCodes`);
  const { verificationCodes } = (await res.json()) as { verificationCodes: { sessionInfo: string; code: string }[] };
  const found = verificationCodes.find((v) => v.sessionInfo === sessionInfo);
  if (!found) throw new Error("the emulator sent no code for this session");
  return found.code;
}

/**
 * Enrols a phone as the account's second factor, as the browser does (start, the SMS code, finalize).
 * Returns the ID token Firebase issues after it, which carries the second factor.
 */
export async function enrollPhone(idToken: string, phoneNumber = "+15555550123"): Promise<{ idToken: string; mfaEnrollmentId: string }> {
  const started = await callEmulator<{ phoneSessionInfo: { sessionInfo: string } }>("mfaEnrollment:start", {
    idToken,
    phoneEnrollmentInfo: { phoneNumber },
  });
  const { sessionInfo } = started.phoneSessionInfo;
  const done = await callEmulator<{ idToken: string }>("mfaEnrollment:finalize", {
    idToken,
    displayName: "My phone",
    phoneVerificationInfo: { sessionInfo, code: await smsCode(sessionInfo) },
  });
  const claims = JSON.parse(Buffer.from(done.idToken.split(".")[1], "base64url").toString()) as { firebase: { second_factor_identifier: string } };
  return { idToken: done.idToken, mfaEnrollmentId: claims.firebase.second_factor_identifier };
}

/** Removes a second factor; returns the ID token Firebase issues after it (without a second factor). */
export async function withdrawPhone(idToken: string, mfaEnrollmentId: string): Promise<string> {
  return (await callEmulator<{ idToken: string }>("mfaEnrollment:withdraw", { idToken, mfaEnrollmentId })).idToken;
}

/**
 * Signs in to an account with a second factor: the password, which Firebase answers with a pending
 * credential instead of a token, then the SMS code (or `code`, to try a wrong one).
 */
export async function firebaseSignInWithPhone(email: string, password = "secret123", code?: string): Promise<string> {
  const first = await callEmulator<{ idToken?: string; mfaPendingCredential?: string; mfaInfo?: { mfaEnrollmentId: string }[] }>(
    "accounts:signInWithPassword",
    { email, password, returnSecureToken: true },
  );
  if (!first.mfaPendingCredential || !first.mfaInfo?.length) throw new Error("this account has no second factor");
  const started = await callEmulator<{ phoneResponseInfo: { sessionInfo: string } }>("mfaSignIn:start", {
    mfaPendingCredential: first.mfaPendingCredential,
    mfaEnrollmentId: first.mfaInfo[0].mfaEnrollmentId,
  });
  const { sessionInfo } = started.phoneResponseInfo;
  const done = await callEmulator<{ idToken: string }>("mfaSignIn:finalize", {
    mfaPendingCredential: first.mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code: code ?? (await smsCode(sessionInfo)) },
  });
  return done.idToken;
}

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!) {
    signIn(email: $email) { token expiresAt user { id email role displayName photoUrl } }
  }
`;

export interface SignedInUser {
  email: string;
  uid: string;
  id: string;
  token: string;
}

/** A new Firebase account, exchanged for the shop's access token through the public API. */
export async function signUpAndSignIn(
  shop: TestShop,
  options: { email?: string; displayName?: string; photoUrl?: string } = {},
): Promise<SignedInUser> {
  const account = await createFirebaseAccount({ displayName: "Test Rider", ...options });
  const res = await shop.graphql<{ signIn: { token: string; user: { id: string } } }>(SIGN_IN, { email: account.email }, account.idToken);
  if (!res.data?.signIn) throw new Error(`signIn failed: ${JSON.stringify(res.errors)}`);
  return { email: account.email, uid: account.uid, id: res.data.signIn.user.id, token: res.data.signIn.token };
}

export { TEST_PROJECT_ID };
