import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { expressMiddleware } from "@as-integrations/express5";
import type Stripe from "stripe";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./logger";
import { AccessTokens, resolveAccessTokenSecret } from "./auth/access-tokens";
import type { IdentityProvider } from "./auth/identity-provider";
import { createApolloServer } from "./graphql/apollo";
import { createContext } from "./graphql/context";
import { buildSchema } from "./graphql/schema";
import { restShim } from "./rest/shim";
import { catalogueFileRoutes } from "./rest/catalogue-files";
import { fitmentFileRoutes } from "./rest/fitment-files";
import { screeningFileRoutes } from "./rest/screening-files";
import { orderDocumentRoutes } from "./rest/order-documents";
import { devMailRoutes } from "./rest/dev-mail";
import { createRateLimiter, rateLimitPlugin, signInThrottle } from "./http/rate-limit";
import { apiSecurityHeaders, corsOptions, securityHeaders } from "./http/security";
import { graphqlPosts, type PlainMiddleware } from "./http/graphql-posts";
import { ResponseCache } from "./http/response-cache";
import { createCacheBus, type CacheBus } from "./http/cache-bus";
import { drainHttpServer } from "./http/drain";
import { inFlightOperations } from "./graphql/in-flight";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./db/availability";
import cors from "cors";
import proxyaddr from "proxy-addr";
import type { DocumentNode } from "graphql";
import { builtStorefront, pageVariant, storefrontPages, withDemoBanner, type ExecuteOperation, type Renderer, type StorefrontSource } from "./storefront/pages";
import { seoRoutes } from "./storefront/seo";
import { createServices, type Services } from "./services";
import { fromRoot } from "./paths";
import { createMetrics, type ShopMetrics } from "./observability/metrics";
import { localsOf, requestLogging, type RequestLocals } from "./observability/requests";
import { operationMetrics, operationNames } from "./observability/graphql-operations";
import { clientOperationNames } from "./generated/client-operations";
import { routes as restRoutes } from "./rest/routes";
import { outboxBacklog } from "./modules/notifications";
import { feedRoutes } from "./modules/feeds";

export interface ShopDeps {
  config: Config;
  log: Logger;
  db: Database;
  identity: IdentityProvider;
  stripe: Stripe | null;
  /** Where the shop's series go (observability/metrics.ts); a registry of its own when not given. */
  metrics?: ShopMetrics;
}

export interface Shop {
  httpServer: http.Server;
  services: Services;
  responseCache: ResponseCache;
  metrics: ShopMetrics;
  /** Starts GraphQL; call before listening. */
  start(): Promise<void>;
  /** Stops accepting connections and waits for in-flight requests. */
  stop(): Promise<void>;
}

/** The operations the metrics name: the client's and the REST shim's (any other is "unknown"). */
const KNOWN_OPERATIONS = new Set([...clientOperationNames, ...operationNames(restRoutes.map((r) => r.operation))]);

/** Assembles the HTTP app: /graphql, /healthz, the runtime config, webhooks, and the built client. */
export function createShop({ config, log, db, identity, stripe, metrics = createMetrics() }: ShopDeps): Shop {
  const tokens = new AccessTokens(
    resolveAccessTokenSecret(config.accessToken.secret, config.dataDir),
    config.accessToken.ttlSeconds,
  );
  // With Redis, every process's changes reach every process's cache (ADR 0038); without it, one process.
  let bus: CacheBus | undefined;
  const responseCache = new ResponseCache({ maxEntries: 2_000, usable: () => bus?.listening() ?? true });
  // Server-rendered pages, apart from the API's answers (the same URL may be both: /search).
  const pageCache = new ResponseCache({ maxEntries: 500, usable: () => bus?.listening() ?? true, variantOf: pageVariant });
  if (config.redisUrl) {
    bus = createCacheBus({
      url: config.redisUrl,
      keyPrefix: config.redisKeyPrefix,
      log,
      onChange: () => {
        responseCache.invalidate();
        pageCache.invalidate();
      },
    });
  }
  metrics.watchResponseCache("api", responseCache);
  metrics.watchResponseCache("pages", pageCache);
  metrics.watchDatabase(db.kind, () => db.connections());
  metrics.watchOutbox(() => outboxBacklog(db.prisma));
  const { enabled: limitsOn, ...budgets } = config.rateLimits;
  const limiter = limitsOn
    ? createRateLimiter(budgets, log, config.redisUrl ? { url: config.redisUrl, keyPrefix: config.redisKeyPrefix } : undefined)
    : undefined;
  const services = createServices({
    prisma: db.prisma,
    reads: db.reads,
    log,
    config,
    identity,
    tokens,
    stripe,
    signInThrottle: limiter ? signInThrottle(limiter, log, metrics) : undefined,
    onCatalogueChange: () => {
      responseCache.invalidate();
      pageCache.invalidate();
      bus?.publish();
    },
    metrics,
  });
  const app = express();
  const operations = inFlightOperations();
  const apollo = createApolloServer({
    schema: buildSchema(),
    production: config.env === "production",
    plugins: [operations.plugin, operationMetrics(metrics, KNOWN_OPERATIONS), ...(limiter ? [rateLimitPlugin(limiter, metrics)] : [])],
  });

  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  const logging = requestLogging(log, metrics);
  const corsHeaders = cors(corsOptions(config));
  // Compression wraps every response it might encode (about 75 µs of CPU a request, ADR 0040): only for
  // clients that accept an encoding. Browsers always do; API clients and health checks often do not.
  const compress = compression();
  // (compression's types ask for Express's request and response; it uses only node's.)
  const compressWhenAsked: PlainMiddleware = (req, res, next) =>
    req.headers["accept-encoding"] ? compress(req as express.Request, res as express.Response, next) : next();
  app.use(logging);
  app.use(securityHeaders(config));
  app.use(corsHeaders);
  app.use(compressWhenAsked);

  // Express's `req.ip`, for the requests that do not pass through Express (POST /graphql).
  const trust = app.get("trust proxy fn") as Parameters<typeof proxyaddr>[1];
  const contextFor = (req: http.IncomingMessage, res: http.ServerResponse) =>
    createContext({
      requestId: localsOf(res).requestId,
      clientIp: proxyaddr(req, trust) ?? req.socket.remoteAddress ?? "unknown",
      log: localsOf(res).log,
      services,
      authorization: req.headers.authorization,
    });

  // Apollo's middleware can only be made once the server has started (see start()).
  let apolloStarted = false;
  let graphqlMiddleware: RequestHandler | undefined;
  const graphqlHandler: RequestHandler = (req, res, next) =>
    graphqlMiddleware
      ? graphqlMiddleware(req, res, next)
      : void res.status(503).json({ message: "The API is starting. Try again in a moment." });
  const graphqlBody = express.json({ limit: "100kb" });
  // POST /graphql, most of the traffic, is answered before Express (ADR 0042, http/graphql-posts.ts),
  // with the same middlewares: one added above with app.use for every request belongs in this list too
  // (hardening.test.ts compares the two paths' headers). The rest of /graphql (persisted queries' GETs,
  // Sandbox, preflights) comes first in Express: the routers below need not look at it.
  const apiPosts = graphqlPosts({
    apollo: () => (apolloStarted ? apollo : undefined),
    middleware: [logging, apiSecurityHeaders(), corsHeaders, compressWhenAsked, graphqlBody],
    context: contextFor,
    onError: (err, req, res) => answerError(err, req, res),
  });
  const httpServer = http.createServer((req, res) => apiPosts(req, res) || app(req, res));
  app.use("/graphql", responseCache.middleware(), graphqlBody, graphqlHandler);
  // Metrics are served on their own port (METRICS_PORT), never here.
  app.all("/metrics", (_req, res) => void res.status(404).json({ message: "No route for /metrics." }));

  // The catalogue as a file streams both ways: before the response cache, which would hold a copy.
  app.use(catalogueFileRoutes({ services, context: contextFor }));
  app.use(fitmentFileRoutes({ services, context: contextFor }));
  app.use(screeningFileRoutes({ services, context: contextFor }));
  app.use(orderDocumentRoutes({ services, context: contextFor }));
  app.use(devMailRoutes({ services, config }));
  // Product feeds stream from the catalogue as they are read, with their own ETags (ADR 0074).
  app.use(feedRoutes({ reads: db.reads, shipping: services.shipping, exchangeRates: services.exchangeRates, categories: services.categories, publicUrl: config.publicUrl, log }));
  app.use(["/parts", "/review"], responseCache.middleware());

  // Set on SIGTERM: the balancer's health checks see 503 and stop sending work before the listener closes.
  let draining = false;
  app.get("/healthz", async (_req, res) => {
    if (draining) {
      res.status(503).json({ status: "draining", database: db.kind });
      return;
    }
    try {
      await db.prisma.$queryRaw`SELECT 1`;
      res.json({ status: "ok", database: db.kind });
    } catch {
      res.status(503).json({ status: "unavailable", database: db.kind, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
  });

  app.get("/runtime-config", (_req, res) => {
    res.set("Cache-Control", "no-cache");
    res.json({
      firebase: {
        apiKey: config.firebase.apiKey,
        authDomain: config.firebase.authDomain,
        projectId: config.firebase.projectId,
        authEmulatorUrl: config.firebase.emulatorBrowserUrl?.replace(/\/+$/, "") ?? null,
      },
      payments: services.payments.publicConfig(),
    });
  });

  // Stripe signs the exact bytes it sent, so this route reads the raw body.
  app.post("/stripe/webhook", express.raw({ type: "*/*", limit: "1mb" }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await services.payments.handleWebhook(body, req.get("stripe-signature"));
    res.status(outcome.status).json(outcome.body);
  });

  app.use(
    restShim({
      apollo: () => (apolloStarted ? apollo : undefined),
      context: contextFor,
    }),
  );

  app.use(seoRoutes({ services, publicUrl: config.publicUrl, maxUrls: config.sitemapMaxUrls }));

  // In development the client is served from its sources by Vite (hot reload), else from the build.
  let devClient: { middleware: RequestHandler; source: StorefrontSource } | undefined;
  let source: StorefrontSource;
  if (config.clientDev) {
    app.use((req, res, next) => (devClient ? devClient.middleware(req, res, next) : next()));
    source = {
      template: (url) => (devClient ? devClient.source.template(url) : Promise.reject(new Error("Vite is starting"))),
      pageTemplate: (url) => (devClient ? devClient.source.pageTemplate(url) : Promise.reject(new Error("Vite is starting"))),
      renderer: () => (devClient ? devClient.source.renderer() : Promise.reject(new Error("Vite is starting"))),
    };
  } else {
    app.use(clientFiles(config.clientDistDir));
    source = builtStorefront(config.clientDistDir);
  }
  if (config.demoShop) source = withDemoBanner(source);
  // The renderer asks the API in process, as a signed-out visitor: one context (and its loaders) a page.
  const executeAsGuest = (req: express.Request, res: express.Response): ExecuteOperation => {
    const contextValue = createContext({ requestId: res.locals.requestId, clientIp: req.ip ?? "unknown", log: res.locals.log, services, authorization: undefined });
    return async ({ query, variables, operationName }) => {
      const response = await apollo.executeOperation({ query: query as DocumentNode, variables, operationName }, { contextValue });
      if (response.body.kind !== "single") throw new Error("pages run single-result operations");
      return response.body.singleResult;
    };
  };
  app.get(/.*/, storefrontPages({ source, execute: executeAsGuest, publicUrl: config.publicUrl, cache: pageCache, log }));
  app.use((req, res) => res.status(404).json({ message: `No route for ${req.method} ${req.path}.` }));
  app.use(errorHandler);

  return {
    httpServer,
    services,
    responseCache,
    metrics,
    async start() {
      await apollo.start();
      apolloStarted = true;
      if (config.clientDev) devClient = await createDevClient(httpServer);
      graphqlMiddleware = expressMiddleware(apollo, { context: async ({ req, res }) => contextFor(req, res) });
    },
    async stop() {
      draining = true;
      if (config.drainDelayMs > 0) {
        log.info({ ms: config.drainDelayMs }, "draining: /healthz answers 503 while the balancer takes this process out");
        await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
      }
      await drainHttpServer(httpServer, config.shutdownTimeoutMs);
      // Operations whose clients hung up are still running; the database stays open for them.
      const running = operations.running();
      if (running > 0) log.info({ running }, "shutdown: finishing operations whose clients hung up");
      if (!(await operations.settled(config.shutdownTimeoutMs))) {
        log.warn({ running: operations.running() }, "shutdown: operations still running after the timeout");
      }
      await apollo.stop();
      await limiter?.close();
      await bus?.close();
    },
  };
}

/** Vite's dev server: the client's modules with hot reload, and the renderer loaded from its sources. */
async function createDevClient(httpServer: http.Server): Promise<{ middleware: RequestHandler; source: StorefrontSource }> {
  const { createServer } = await import("vite");
  const root = fromRoot("client");
  const vite = await createServer({
    configFile: path.join(root, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  httpServer.once("close", () => void vite.close());
  const template = async (url: string) => vite.transformIndexHtml(url, await fs.promises.readFile(path.join(root, "index.html"), "utf8"));
  return {
    middleware: vite.middlewares as unknown as RequestHandler,
    source: {
      template,
      // Vite's page loads its client for hot reload at once: no boot script in development.
      pageTemplate: template,
      renderer: () => vite.ssrLoadModule("/src/entry-server.tsx") as Promise<Renderer>,
    },
  };
}

/** The built client's files: hashed assets cached for a year; pages are the storefront's (storefront/pages.ts). */
function clientFiles(distDir: string): RequestHandler {
  return express.static(distDir, {
    index: false,
    setHeaders(res, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.set("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
}

const errorHandler: ErrorRequestHandler = (err, req, res, _next) => answerError(err, req, res);

/** An error's answer, in Express or not: the caller's mistakes as 4xx with a message, never a stack. */
function answerError(err: unknown, req: http.IncomingMessage, res: http.ServerResponse): void {
  const e = (err ?? {}) as { status?: unknown; statusCode?: unknown; type?: unknown; expose?: unknown; message?: unknown };
  const status = typeof e.status === "number" ? e.status : typeof e.statusCode === "number" ? e.statusCode : 500;
  const locals = localsOf(res) as Partial<RequestLocals> | undefined;
  const answer = (code: number, body: object) => {
    if (res.headersSent) return void res.destroy();
    res.statusCode = code;
    res.setHeader("content-type", "application/json; charset=utf-8");
    res.end(JSON.stringify(body));
  };
  if (status === 400 && e.type === "entity.parse.failed") {
    answer(400, { message: "The request body is not valid JSON." });
  } else if (status === 413) {
    answer(413, { message: "The request body is too large." });
  } else if (status >= 400 && status < 500) {
    answer(status, { message: e.expose && e.message ? String(e.message) : "Bad request." });
  } else if (isDatabaseUnavailable(err)) {
    res.setHeader("Retry-After", "5");
    answer(503, { message: DATABASE_UNAVAILABLE_MESSAGE });
  } else {
    const details = { err, path: (req.url ?? "").split("?")[0] };
    if (locals?.log) locals.log.error(details, "unhandled error");
    else console.error("unhandled error", details);
    answer(500, { message: "Something went wrong on our side. Please try again.", requestId: locals?.requestId });
  }
}
