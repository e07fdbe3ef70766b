import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The shop's Prometheus series (ADR 0066), one Registry per shop so that several shops in one process
 * (the tests) never share a counter. Code elsewhere reports through this interface; only this folder
 * knows prom-client. Every label takes a bounded set of values: routes by pattern, operations by a
 * known name, outcomes by error code.
 */
export interface ShopMetrics {
  readonly registry: Registry;
  /** One HTTP response: its method, route pattern (see http-route.ts), status and duration. */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  /** One GraphQL operation: its name (or "anonymous" / "unknown") and "ok" or its first error's code. */
  graphqlOperation(operation: string, outcome: string): void;
  /** A request refused by a rate limit, by budget class. */
  rateLimited(rateClass: string): void;
  orderPlaced(): void;
  /** Counted once the payment's transaction has committed. */
  orderPaid(method: "card" | "demo"): void;
  unpaidOrdersExpired(count: number): void;
  /** What the mail worker did with one claimed email (sent, kept, retry, failed, lost). */
  emailDelivered(outcome: string): void;
  /** Reports a response cache's hit and miss counts, read when scraped. */
  watchResponseCache(name: string, cache: { readonly hits: number; readonly misses: number }): void;
  /** Reports the database's connections, read when scraped. */
  watchDatabase(kind: string, connections: () => ConnectionStats): void;
  /** Reports the email outbox's backlog, queried when scraped. */
  watchOutbox(backlog: () => Promise<OutboxBacklog>): void;
}

export interface ConnectionStats {
  max: number;
  /** Unset where there is no pool (PGlite: one in-process connection). */
  inUse?: number;
  idle?: number;
  waiting?: number;
}

export interface OutboxBacklog {
  pending: number;
  sending: number;
  /** Age of the oldest pending email; null when none is pending. */
  oldestPendingSeconds: number | null;
}

/** The reports the domain's services make (a narrow view of ShopMetrics). */
export type OrderMetrics = Pick<ShopMetrics, "orderPlaced" | "orderPaid">;

/** Latency buckets, in seconds: from a cached answer (well under a millisecond) to a slow import. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A scrape that waits longer than this for the database reports no backlog rather than hanging. */
const COLLECT_TIMEOUT_MS = 2_000;

const RATE_CLASSES = ["read", "write", "form", "failedSignIn", "failedSignInAccount"];
const DELIVERY_OUTCOMES = ["sent", "kept", "retry", "failed", "lost"];

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export interface MetricsOptions {
  /** The process's own series (memory, CPU, event-loop lag, GC): for the registry a process serves. */
  processMetrics?: boolean;
  /** Logs why a collect-time query failed. */
  onCollectError?: (err: unknown) => void;
}

export function createMetrics({ processMetrics = false, onCollectError = () => {} }: MetricsOptions = {}): ShopMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (processMetrics) collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: "motoparts_http_request_duration_seconds",
    help: "HTTP responses by method, route pattern and status, and how long they took",
    labelNames: ["method", "route", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  // The child of each label combination, kept: looking one up by its labels costs more than observing.
  const durationChildren = new Map<string, { observe(value: number): void }>();
  const operations = new Counter({
    name: "motoparts_graphql_operations_total",
    help: "GraphQL operations by operation name and outcome (ok, or the first error's code)",
    labelNames: ["operation", "outcome"] as const,
    registers,
  });
  const refusals = new Counter({
    name: "motoparts_rate_limit_refusals_total",
    help: "Requests refused by a rate limit, by budget class",
    labelNames: ["class"] as const,
    registers,
  });
  const placed = new Counter({ name: "motoparts_orders_placed_total", help: "Orders placed", registers });
  const paid = new Counter({
    name: "motoparts_orders_paid_total",
    help: "Orders paid, by payment method, counted after the payment committed",
    labelNames: ["method"] as const,
    registers,
  });
  const expired = new Counter({ name: "motoparts_unpaid_orders_expired_total", help: "Unpaid orders cancelled because they held stock too long", registers });
  const deliveries = new Counter({
    name: "motoparts_outbox_deliveries_total",
    help: "Emails the mail worker handled, by outcome (sent, kept, retry, failed, lost)",
    labelNames: ["outcome"] as const,
    registers,
  });

  // Each known label value from 0, so that a rate over the first increase is not lost.
  for (const method of ["card", "demo"]) paid.inc({ method }, 0);
  for (const rateClass of RATE_CLASSES) refusals.inc({ class: rateClass }, 0);
  for (const outcome of DELIVERY_OUTCOMES) deliveries.inc({ outcome }, 0);

  const caches = new Map<string, { readonly hits: number; readonly misses: number }>();
  // Counted from the caches' own tallies when scraped: nothing is added to a cache hit's path.
  const reported = new Map<string, { hits: number; misses: number }>();
  new Counter({
    name: "motoparts_response_cache_lookups_total",
    help: "Response-cache lookups by cache (api, pages) and result (hit, miss)",
    labelNames: ["cache", "result"] as const,
    registers,
    collect() {
      for (const [name, cache] of caches) {
        const last = reported.get(name) ?? { hits: 0, misses: 0 };
        this.inc({ cache: name, result: "hit" }, cache.hits - last.hits);
        this.inc({ cache: name, result: "miss" }, cache.misses - last.misses);
        reported.set(name, { hits: cache.hits, misses: cache.misses });
      }
    },
  });

  return {
    registry,
    httpRequest(method, route, status, seconds) {
      const key = `${method} ${route} ${status}`;
      let child = durationChildren.get(key);
      if (!child) {
        child = duration.labels(METHODS.has(method) ? method : "other", route, String(status));
        durationChildren.set(key, child);
      }
      child.observe(seconds);
    },
    graphqlOperation: (operation, outcome) => operations.inc({ operation, outcome }),
    rateLimited: (rateClass) => refusals.inc({ class: rateClass }),
    orderPlaced: () => placed.inc(),
    orderPaid: (method) => paid.inc({ method }),
    unpaidOrdersExpired: (count) => expired.inc(count),
    emailDelivered: (outcome) => deliveries.inc({ outcome }),
    watchResponseCache(name, cache) {
      caches.set(name, cache);
    },
    watchDatabase(kind, connections) {
      new Gauge({
        name: "motoparts_db_pool_max",
        help: `Connections the database may open (${kind}; PGlite has one, in process)`,
        registers,
        collect() {
          this.set(connections().max);
        },
      });
      if (connections().inUse === undefined) return;
      new Gauge({
        name: "motoparts_db_pool_connections",
        help: "Open database connections by state (in_use, idle)",
        labelNames: ["state"] as const,
        registers,
        collect() {
          const now = connections();
          this.set({ state: "in_use" }, now.inUse ?? 0);
          this.set({ state: "idle" }, now.idle ?? 0);
        },
      });
      new Gauge({
        name: "motoparts_db_pool_waiting",
        help: "Queries waiting for a free database connection",
        registers,
        collect() {
          this.set(connections().waiting ?? 0);
        },
      });
    },
    watchOutbox(backlog) {
      // One query for both series: a scrape collects them at once, and shares the query in flight.
      let inFlight: Promise<OutboxBacklog | null> | undefined;
      const current = () =>
        (inFlight ??= withTimeout(backlog(), COLLECT_TIMEOUT_MS)
          .catch((err: unknown) => (onCollectError(err), null))
          .finally(() => (inFlight = undefined)));
      new Gauge({
        name: "motoparts_outbox_emails",
        help: "Emails waiting in the outbox, by status (pending, sending)",
        labelNames: ["status"] as const,
        registers,
        async collect() {
          const now = await current();
          // No answer from the database: no value, rather than a stale one.
          if (!now) return this.reset();
          this.set({ status: "pending" }, now.pending);
          this.set({ status: "sending" }, now.sending);
        },
      });
      new Gauge({
        name: "motoparts_outbox_oldest_pending_seconds",
        help: "Age of the oldest pending email in the outbox (0 when none is pending)",
        registers,
        async collect() {
          const now = await current();
          // (A gauge without labels cannot be left out: NaN shows a gap, and no alert fires on it.)
          this.set(now ? (now.oldestPendingSeconds ?? 0) : Number.NaN);
        },
      });
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
