import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { limits } from "../../shared/rules";
import { TAX_REGISTRATIONS, TAX_REGISTRATION_KINDS, type TaxRegistration } from "../../shared/tax-registrations";

/** Every environment variable the server reads, validated in one place. `.env.example` lists them. */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const boolFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const emailList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: "must be a comma-separated list of email addresses" })));

function taxNumber(kind: TaxRegistration) {
  const { pattern, form } = TAX_REGISTRATIONS[kind];
  return optionalString.pipe(z.string().regex(pattern, `must be ${form}`).optional());
}

/** Made-up numbers of the right form, for the demo shop's papers. */
const DEMO_TAX_NUMBERS: Record<TaxRegistration, string> = {
  IOSS: "IM3720000001",
  UK_VAT: "GB000000000",
  VOEC: "2000001",
  AU_GST: "300000000001",
  NZ_GST: "100000001",
};

const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9.]+(\/[0-9]{1,2})?|[0-9A-Fa-f:.]+(\/[0-9]{1,3})?)$/;

export const DEFAULT_METRICS_PORT = 9464;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /**
   * `demo` names a demonstration shop (the compose demo): in an image built for production it runs as a
   * development shop would (the Auth emulator of the demo project, the demo payment method, /dev/mail,
   * Sandbox) and every page says "Demo shop: no real payments, no real emails". Unset, production is
   * production: each of those is off or refused, whatever else is set. A demo beside a real Firebase
   * project (one whose id does not start with demo-) is refused.
   */
  SHOP_MODE: z.enum(["live", "demo"]).default("live"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection URL")
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default(".data"),
  SEED_ON_EMPTY: boolFlag.default(true),

  ACCESS_TOKEN_SECRET: optionalString.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(30 * 24 * 3600).default(12 * 3600),
  ADMIN_EMAILS: emailList,

  FIREBASE_PROJECT_ID: optionalString,
  FIREBASE_API_KEY: optionalString,
  FIREBASE_AUTH_DOMAIN: optionalString,
  FIREBASE_AUTH_EMULATOR_HOST: optionalString,
  GOOGLE_APPLICATION_CREDENTIALS: optionalString,
  /** Set to false to use an emulator you started yourself at FIREBASE_AUTH_EMULATOR_HOST. */
  START_AUTH_EMULATOR: boolFlag.default(true),
  /** Address the started emulator listens on (0.0.0.0 in a container whose port 9099 is published). */
  AUTH_EMULATOR_LISTEN_HOST: optionalString,
  /**
   * Where browsers reach the Auth emulator, when not where the server does (FIREBASE_AUTH_EMULATOR_HOST):
   * in docker compose the servers reach it as auth:9099 and browsers as http://localhost:9099.
   */
  AUTH_EMULATOR_BROWSER_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Points the Stripe SDK at another host (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  /**
   * The demo payment method ("no money moves"): on by default outside production when no Stripe key is
   * set; true offers it beside card payments too (the browser journeys), false turns it off. Never in production.
   */
  DEMO_PAYMENTS: boolFlag.optional(),

  CLIENT_DIST_DIR: z.string().default("client/dist"),
  /** Serve the client from its sources through Vite, with hot reload (`npm run dev`). */
  CLIENT_DEV: boolFlag.default(false),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /**
   * The proxies in front of the shop whose X-Forwarded-For is believed: a hop count (e.g. 1) or a
   * comma-separated list of addresses, CIDR ranges or Express's names (loopback, linklocal, uniquelocal).
   * `true` is refused: it would let every client choose its own address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): number | string[] | false => {
      if (v === undefined || v === "" || v === "false" || v === "0") return false;
      if (/^[0-9]+$/.test(v)) return Number(v);
      if (v === "true" || v === "1") {
        ctx.addIssue({ code: "custom", message: "true would let any client choose its address through X-Forwarded-For; give the number of proxies in front of the shop (e.g. 1) or their addresses" });
        return z.NEVER;
      }
      const entries = v.split(",").map((e) => e.trim()).filter(Boolean);
      const bad = entries.find((e) => !PROXY_ENTRY.test(e));
      if (bad) {
        ctx.addIssue({ code: "custom", message: `"${bad}" is not a hop count, an address, a CIDR range or one of loopback, linklocal, uniquelocal` });
        return z.NEVER;
      }
      return entries;
    }),
  /** Requests per minute per client address, by class; RATE_LIMITS=off turns them off (benchmarks). */
  RATE_LIMITS: z.enum(["on", "off"]).default("on"),
  RATE_LIMIT_READS: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WRITES: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_FORMS: z.coerce.number().int().min(1).default(10),
  /** Failed token exchanges (sign-ins) per minute, per client address and per account. */
  RATE_LIMIT_FAILED_SIGN_INS: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Shares rate limits between server processes. */
  REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, "must be a redis:// URL").optional()),
  /** Prefix of every key the shop writes in Redis (several shops, or test runs, may share one Redis). */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/, "must be 1-64 letters, digits, ':', '_' or '-'").default("motoparts:"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * On SIGTERM, how long /healthz answers 503 ("draining") while requests are still served, before the
   * process stops taking connections: long enough for a balancer's health checks to take it out first.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** The largest catalogue file an import takes: rows after the header, and megabytes. */
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(limits.importRows),
  IMPORT_MAX_MEGABYTES: z.coerce.number().min(0.001).max(1_000).default(limits.importFileMegabytes),
  /** What one account may hold in unpaid orders, and for how long (ADR 0014): verified accounts... */
  UNPAID_ORDERS_MAX: z.coerce.number().int().min(1).default(3),
  UNPAID_VALUE_MAX_USD: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  UNPAID_ORDER_TTL_HOURS: z.coerce.number().min(0.01).max(24 * 30).default(48),
  /**
   * Where the exchange-rate job fetches the European Central Bank's daily reference rates (its XML layout),
   * e.g. https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml; unset, rates come by CSV only (ADR 0070).
   */
  EXCHANGE_RATES_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** How often the job fetches them. */
  EXCHANGE_RATES_REFRESH_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(360),
  /** A currency whose newest rate is older than this is not offered: prices fall back to US dollars. */
  EXCHANGE_RATES_MAX_AGE_HOURS: z.coerce.number().min(1).max(24 * 30).default(72),
  /** How long a quote's rate holds for its checkout. */
  EXCHANGE_RATE_LOCK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  /** ...and accounts whose email address is not verified. */
  UNVERIFIED_UNPAID_ORDERS_MAX: z.coerce.number().int().min(1).default(1),
  UNVERIFIED_UNPAID_VALUE_MAX_USD: z.coerce.number().int().min(1).max(1_000_000).default(250),
  UNVERIFIED_UNPAID_ORDER_TTL_MINUTES: z.coerce.number().min(1).max(24 * 60).default(60),
  /** Admin operations need a sign-in that passed a second factor (off on the demo project). */
  REQUIRE_ADMIN_MFA: boolFlag.default(false),

  /** Orders placed before this time (US Eastern, HH:MM) on a US business day are dispatched that day (ADR 0073). */
  DISPATCH_CUTOFF: z
    .string()
    .trim()
    .default("14:00")
    .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:MM, such as 14:00"))
    .transform((v) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3))),
  /** URLs in one sitemap file before /sitemap.xml becomes an index (the protocol's limit is 50,000). */
  SITEMAP_MAX_URLS: z.coerce.number().int().min(10).max(50_000).default(50_000),
  /** Where buyers reach the shop, for the links in its emails (the Pay button, the order page), canonical URLs and sitemaps. */
  PUBLIC_URL: z
    .string()
    .trim()
    .default("http://localhost:4000")
    .pipe(z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }))
    .transform((v) => v.replace(/\/+$/, "")),
  /**
   * Emails (ADR 0035) go out through this SMTP server, e.g. smtps://user:pass@smtp.example.com:465.
   * Unset, outside production, they are kept in the database and shown at /dev/mail; in production
   * they wait, pending, until it is set.
   */
  SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\/[^/]/, "must be an smtp:// or smtps:// URL").optional()),
  /** The From of every email: an address, or a name and an address. */
  MAIL_FROM: z
    .string()
    .trim()
    .default("MotoParts USA <orders@motoparts-usa.example>")
    .pipe(z.string().regex(/^([^<>@]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/, 'must be an address, or a name and an address as "Name <address>"')),
  /** Where the shop reads its mail: each contact form message is sent there. Unset: MAIL_FROM's address. */
  SHOP_EMAIL: optionalString.pipe(z.string().regex(/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/, "must be an email address").optional()),
  /**
   * Whether this server process runs the background jobs (the mail worker, unpaid-order expiry). On by
   * default; turn it off on the servers of a shop that runs them as their own process (`npm run worker`).
   */
  RUN_JOBS: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v === undefined || v === "" || v === "true" || v === "1"),
  /** How often the mail worker looks for emails to send, how many tries an email gets before it is marked failed... */
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /** ...and how long a worker holds an email it is sending before another may take it over (a crashed worker's). */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(10).max(3_600).default(120),

  /**
   * The shop's tax registrations abroad, quoted on the invoices and receipts of the orders whose tax it
   * collected under them (shared/tax-registrations.ts gives each number's form). Unset outside production:
   * the demo shop's made-up numbers; unset in production: the papers name none.
   */
  IOSS_NUMBER: taxNumber("IOSS"),
  UK_VAT_NUMBER: taxNumber("UK_VAT"),
  VOEC_NUMBER: taxNumber("VOEC"),
  AU_GST_NUMBER: taxNumber("AU_GST"),
  NZ_GST_NUMBER: taxNumber("NZ_GST"),

  /**
   * Prometheus metrics (GET /metrics) on a port of their own, never the shop's: a port, 0 for any free one
   * (it is logged), or `off`. Each server process and the worker needs its own when they share a host.
   */
  METRICS_PORT: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): number | null => {
      if (v === undefined || v === "") return DEFAULT_METRICS_PORT;
      if (v === "off") return null;
      const port = Number(v);
      if (!/^[0-9]+$/.test(v) || port > 65535) {
        ctx.addIssue({ code: "custom", message: "must be a port number (0 for any free port) or off" });
        return z.NEVER;
      }
      return port;
    }),
  /** The address the metrics listen on: loopback unless set (0.0.0.0 inside a container Prometheus scrapes). */
  METRICS_HOST: z
    .string()
    .trim()
    .default("127.0.0.1")
    .pipe(z.string().regex(/^([A-Za-z0-9.-]+|[0-9A-Fa-f:]+)$/, "must be an address or a host name, e.g. 127.0.0.1 or 0.0.0.0")),
  /**
   * OpenTelemetry traces (HTTP, GraphQL, PostgreSQL), off unless set: the OTLP/HTTP collector's base URL,
   * e.g. http://collector:4318 (spans go to /v1/traces). Read by observability/tracing.ts before anything loads.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional()),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: "development" | "production" | "test";
  /** A demonstration shop by name (SHOP_MODE=demo): its pages carry the demo banner. */
  demoShop: boolean;
  port: number;
  host: string;
  logLevel: string;
  database: { url?: string; poolSize: number };
  dataDir: string;
  seedOnEmpty: boolean;
  accessToken: { secret?: string; ttlSeconds: number };
  adminEmails: string[];
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    /** host:port of the Auth emulator; set when the emulator is used. */
    emulatorHost?: string;
    /** Where browsers reach the emulator (AUTH_EMULATOR_BROWSER_URL, else http://<emulatorHost>). */
    emulatorBrowserUrl?: string;
    /** True when the server itself starts the emulator (no Firebase project configured). */
    startEmulator: boolean;
    emulatorListenHost?: string;
  };
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    apiUrl?: string;
  };
  /** Whether the demo payment method is offered (never in production). */
  demoPayments: boolean;
  clientDistDir: string;
  clientDev: boolean;
  corsOrigins: string[];
  /** Express's "trust proxy": false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  rateLimits: { enabled: boolean; read: number; write: number; form: number; failedSignIn: number; failedSignInAccount: number };
  redisUrl?: string;
  redisKeyPrefix: string;
  shutdownTimeoutMs: number;
  requireAdminMfa: boolean;
  /** The shop's address for buyers, without a trailing slash, e.g. https://motoparts-usa.example. */
  publicUrl: string;
  sitemapMaxUrls: number;
  /** Minutes after midnight, US Eastern: the day's dispatch cut-off (DISPATCH_CUTOFF). */
  dispatchCutoffMinutes: number;
  /** Whether this process runs the background jobs (RUN_JOBS). */
  runJobs: boolean;
  /** How long /healthz says "draining" before the server stops taking connections (DRAIN_DELAY_MS). */
  drainDelayMs: number;
  mail: {
    /** Unset: no SMTP (kept for /dev/mail outside production, pending in production). */
    smtpUrl?: string;
    from: string;
    /** Where the shop reads its mail (contact form messages). */
    shopEmail: string;
    pollIntervalMs: number;
    maxAttempts: number;
    leaseMs: number;
  };
  catalogueImport: { maxRows: number; maxBytes: number };
  /** The metrics endpoint: port null when METRICS_PORT=off. */
  metrics: { port: number | null; host: string };
  /** Where traces are exported; unset: no tracing (the SDK is not even loaded). */
  tracing: { endpoint?: string };
  unpaidOrders: {
    verified: { maxOrders: number; maxCents: number; ttlMs: number };
    unverified: { maxOrders: number; maxCents: number; ttlMs: number };
  };
  /** The shop's number for each tax registration it has (see IOSS_NUMBER and the others). */
  taxRegistrations: Partial<Record<TaxRegistration, string>>;
  exchangeRates: { url?: string; refreshMs: number; maxAgeMs: number; lockMs: number };
}

export const DEMO_PROJECT_ID = "demo-motoparts";
export const DEFAULT_EMULATOR_HOST = "127.0.0.1:9099";
export const DEMO_ADMIN_EMAIL = "admin@motoparts.test";

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Reads and validates the configuration; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = { ...parsed.data };
  const demoShop = e.SHOP_MODE === "demo";
  if (demoShop && e.FIREBASE_PROJECT_ID && !e.FIREBASE_PROJECT_ID.startsWith("demo-")) {
    // A demo turns on what no real shop may have (payments without money, /dev/mail, Sandbox): never beside real accounts.
    throw new ConfigError(
      `Invalid configuration:\n  SHOP_MODE: demo must not be set with the real Firebase project "${e.FIREBASE_PROJECT_ID}" (a demo marks orders paid with no money moving and shows every email at /dev/mail); remove SHOP_MODE for a real shop, or FIREBASE_PROJECT_ID for a demo`,
    );
  }
  // A demo named as such runs as a development shop even in a production image (the compose demo).
  if (demoShop && e.NODE_ENV === "production") e.NODE_ENV = "development";

  // No Firebase project configured: the Auth emulator of the demo project stands in for it.
  const useDemoProject = !e.FIREBASE_PROJECT_ID;
  const projectId = e.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  const emulatorHost = e.FIREBASE_AUTH_EMULATOR_HOST ?? (useDemoProject ? DEFAULT_EMULATOR_HOST : undefined);
  if (emulatorHost && e.NODE_ENV === "production") {
    // Whoever reaches the emulator can act as any of its accounts: it is a development tool only.
    throw new ConfigError(
      useDemoProject
        ? "Invalid configuration:\n  FIREBASE_PROJECT_ID: production needs a real Firebase project (FIREBASE_PROJECT_ID and FIREBASE_API_KEY); the Auth emulator of the demo project never runs in production"
        : "Invalid configuration:\n  FIREBASE_AUTH_EMULATOR_HOST: must not be set in production (the Auth emulator accepts tokens anyone can write)",
    );
  }
  if (e.DEMO_PAYMENTS && e.NODE_ENV === "production") {
    throw new ConfigError("Invalid configuration:\n  DEMO_PAYMENTS: must not be set in production (it marks orders paid with no money moving)");
  }
  if (emulatorHost && !projectId.startsWith("demo-")) {
    // The emulator's tokens are unsigned: accepting them for a real project would let anyone in.
    throw new ConfigError(
      `Invalid configuration:\n  FIREBASE_AUTH_EMULATOR_HOST: must not be set for the real Firebase project "${projectId}" (only for a project id starting with "demo-")`,
    );
  }
  if (!useDemoProject && !e.FIREBASE_API_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  FIREBASE_API_KEY: required when FIREBASE_PROJECT_ID is set (the browser needs it to sign in)",
    );
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: set all three to enable payments, or none",
    );
  }

  return {
    env: e.NODE_ENV,
    demoShop,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    dataDir: path.resolve(e.DATA_DIR),
    seedOnEmpty: e.SEED_ON_EMPTY,
    accessToken: { secret: e.ACCESS_TOKEN_SECRET, ttlSeconds: e.ACCESS_TOKEN_TTL_SECONDS },
    // The demo admin is an admin only on the demo project, never on a real one.
    adminEmails: useDemoProject ? [...new Set([DEMO_ADMIN_EMAIL, ...e.ADMIN_EMAILS])] : e.ADMIN_EMAILS,
    firebase: {
      projectId,
      apiKey: e.FIREBASE_API_KEY ?? "demo-api-key",
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      emulatorHost,
      startEmulator: useDemoProject && e.START_AUTH_EMULATOR,
      emulatorListenHost: e.AUTH_EMULATOR_LISTEN_HOST,
      emulatorBrowserUrl: e.AUTH_EMULATOR_BROWSER_URL ?? (emulatorHost ? `http://${emulatorHost}` : undefined),
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    },
    demoPayments: e.NODE_ENV !== "production" && (e.DEMO_PAYMENTS ?? !e.STRIPE_SECRET_KEY),
    clientDistDir: path.resolve(e.CLIENT_DIST_DIR),
    clientDev: e.CLIENT_DEV,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      enabled: e.RATE_LIMITS === "on",
      read: e.RATE_LIMIT_READS,
      write: e.RATE_LIMIT_WRITES,
      form: e.RATE_LIMIT_FORMS,
      failedSignIn: e.RATE_LIMIT_FAILED_SIGN_INS,
      failedSignInAccount: e.RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT,
    },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    requireAdminMfa: e.REQUIRE_ADMIN_MFA,
    publicUrl: e.PUBLIC_URL,
    sitemapMaxUrls: e.SITEMAP_MAX_URLS,
    dispatchCutoffMinutes: e.DISPATCH_CUTOFF,
    runJobs: e.RUN_JOBS,
    drainDelayMs: e.DRAIN_DELAY_MS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      shopEmail: e.SHOP_EMAIL ?? /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM,
      pollIntervalMs: e.MAIL_POLL_INTERVAL_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      leaseMs: e.MAIL_LEASE_SECONDS * 1000,
    },
    catalogueImport: { maxRows: e.IMPORT_MAX_ROWS, maxBytes: Math.round(e.IMPORT_MAX_MEGABYTES * 1024 * 1024) },
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST },
    tracing: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT },
    unpaidOrders: {
      verified: { maxOrders: e.UNPAID_ORDERS_MAX, maxCents: e.UNPAID_VALUE_MAX_USD * 100, ttlMs: e.UNPAID_ORDER_TTL_HOURS * 3_600_000 },
      unverified: {
        maxOrders: e.UNVERIFIED_UNPAID_ORDERS_MAX,
        maxCents: e.UNVERIFIED_UNPAID_VALUE_MAX_USD * 100,
        ttlMs: e.UNVERIFIED_UNPAID_ORDER_TTL_MINUTES * 60_000,
      },
    },
    taxRegistrations: taxRegistrations(e, e.NODE_ENV !== "production"),
    exchangeRates: {
      url: e.EXCHANGE_RATES_URL,
      refreshMs: e.EXCHANGE_RATES_REFRESH_MINUTES * 60_000,
      maxAgeMs: e.EXCHANGE_RATES_MAX_AGE_HOURS * 3_600_000,
      lockMs: e.EXCHANGE_RATE_LOCK_MINUTES * 60_000,
    },
  };
}

function taxRegistrations(e: z.output<typeof envSchema>, demo: boolean): Partial<Record<TaxRegistration, string>> {
  const given: Record<TaxRegistration, string | undefined> = {
    IOSS: e.IOSS_NUMBER,
    UK_VAT: e.UK_VAT_NUMBER,
    VOEC: e.VOEC_NUMBER,
    AU_GST: e.AU_GST_NUMBER,
    NZ_GST: e.NZ_GST_NUMBER,
  };
  const numbers: Partial<Record<TaxRegistration, string>> = {};
  for (const kind of TAX_REGISTRATION_KINDS) {
    const number = given[kind] ?? (demo ? DEMO_TAX_NUMBERS[kind] : undefined);
    if (number) numbers[kind] = number;
  }
  return numbers;
}

/**
 * The configuration of a process started from the command line (the server, the worker, the Auth
 * emulator): a .env file in the working directory first, when there is one (see .env.example); an
 * invalid setting is printed, without a stack trace, and the process exits with 1.
 */
export function loadProcessConfig(): Config {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
