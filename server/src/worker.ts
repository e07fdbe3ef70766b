import { loadProcessConfig } from "./config";
import { createLogger } from "./logger";
import { openConfiguredDatabase } from "./db/open-configured";
import { migrate, readMigrations } from "./db/migrate";
import { startBackgroundJobs } from "./jobs/background-jobs";
import { createCacheBus } from "./http/cache-bus";
import { OrderEmails } from "./modules/notifications";
import { OrdersService } from "./modules/orders";
import { createStripeClient, PaymentsService } from "./modules/payments";

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
  const db = await openConfiguredDatabase(config, log);
  // The same migrations as the servers, under the same advisory lock: whichever process starts first applies them.
  const { applied } = await db.withConnection((conn) => migrate(conn, readMigrations()));
  if (applied.length) log.info({ applied }, "migrations applied");

  // Stock an expiry puts back reaches the servers' response caches through Redis, when there is one.
  const bus = config.redisUrl ? createCacheBus({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log, publishOnly: true }) : undefined;
  const stockChanged = () => bus?.publish();
  const emails = new OrderEmails(db.prisma, { publicUrl: config.publicUrl });
  const payments = new PaymentsService({
    prisma: db.prisma,
    log,
    stripe: createStripeClient(config.stripe),
    settings: config.stripe,
    demo: config.demoPayments,
    notifier: emails,
    stockChanged,
  });
  const orders = new OrdersService({ prisma: db.prisma, log, payments, stockChanged, holds: config.unpaidOrders, notifier: emails });
  const jobs = startBackgroundJobs(db.prisma, config, log, orders);
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
      .then(() => bus?.close())
      .then(() => db.close())
      .then(() => {
        log.info("worker stopped");
        process.exit(0);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

void main();
