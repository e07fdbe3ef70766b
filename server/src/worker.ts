// First: with OTEL_EXPORTER_OTLP_ENDPOINT set, tracing must hook http and pg before they load.
import { tracing } from "./observability/tracing";
import { loadProcessConfig } from "./config";
import { createLogger } from "./logger";
import { openConfiguredDatabase } from "./db/open-configured";
import { migrate, readMigrations } from "./db/migrate";
import { startBackgroundJobs } from "./jobs/background-jobs";
import { createCacheBus } from "./http/cache-bus";
import { OrderEmails, outboxBacklog } from "./modules/notifications";
import { OrdersService } from "./modules/orders";
import { createStripeClient, PaymentsService } from "./modules/payments";
import { createMetrics } from "./observability/metrics";
import { startProcessMetrics } from "./observability/metrics-server";

/**
 * `npm run worker`: the background jobs as their own process (the mail worker and unpaid-order expiry),
 * for a shop whose servers run with RUN_JOBS=false. It needs PostgreSQL (DATABASE_URL): the embedded
 * database belongs to the one server process that opened it.
 */
async function main(): Promise<void> {
  const config = loadProcessConfig();
  if (!config.database.url) {
    console.error(
      "npm run worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the server process, which runs the jobs itself unless RUN_JOBS=false.",
    );
    process.exit(1);
  }
  const log = createLogger(config.logLevel).child({ process: "worker" });
  if (tracing) log.info({ endpoint: config.tracing.endpoint }, "exporting traces over OTLP/HTTP");
  const db = await openConfiguredDatabase(config, log);
  // The same migrations as the servers, under the same advisory lock: whichever process starts first applies them.
  const { applied } = await db.withConnection((conn) => migrate(conn, readMigrations()));
  if (applied.length) log.info({ applied }, "migrations applied");

  // Stock an expiry puts back reaches the servers' response caches through Redis, when there is one.
  const bus = config.redisUrl ? createCacheBus({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log, publishOnly: true }) : undefined;
  const stockChanged = () => bus?.publish();
  const metrics = createMetrics({ processMetrics: true, onCollectError: (err) => log.warn({ err }, "a metric could not be collected") });
  metrics.watchDatabase(db.kind, () => db.connections());
  metrics.watchOutbox(() => outboxBacklog(db.prisma));
  let metricsServer: Awaited<ReturnType<typeof startProcessMetrics>>;
  try {
    metricsServer = await startProcessMetrics(metrics, { ...config.metrics, production: config.env === "production" }, log);
  } catch (err) {
    log.fatal({ err }, "could not start");
    await db.close();
    process.exit(1);
  }
  const emails = new OrderEmails(db.prisma, { publicUrl: config.publicUrl });
  const payments = new PaymentsService({
    prisma: db.prisma,
    log,
    stripe: createStripeClient(config.stripe),
    settings: config.stripe,
    demo: config.demoPayments,
    notifier: emails,
    stockChanged,
    metrics,
  });
  const orders = new OrdersService({ prisma: db.prisma, log, payments, stockChanged, holds: config.unpaidOrders, notifier: emails });
  const jobs = startBackgroundJobs(db.prisma, config, log, orders, metrics);
  log.info({ database: db.location }, "worker running: emails and unpaid-order expiry");

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "worker stopping: finishing the jobs in flight");
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 15_000);
    force.unref();
    void jobs
      .stop()
      .then(() => metricsServer?.close())
      .then(() => bus?.close())
      .then(() => db.close())
      .then(() => tracing?.shutdown())
      .then(() => {
        log.info("worker stopped");
        process.exit(0);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

void main();
