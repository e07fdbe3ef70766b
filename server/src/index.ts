// First: with OTEL_EXPORTER_OTLP_ENDPOINT set, tracing must hook http, pg and graphql before they load.
import { tracing } from "./observability/tracing";
import path from "node:path";
import { loadProcessConfig } from "./config";
import { createLogger } from "./logger";
import { createShop } from "./app";
import { startAuthEmulator, type AuthEmulator } from "./auth/auth-emulator";
import { startBackgroundJobs } from "./jobs/background-jobs";
import { createFirebaseIdentityProvider } from "./auth/identity-provider";
import { openConfiguredDatabase } from "./db/open-configured";
import { migrate, readMigrations } from "./db/migrate";
import { demoUsers } from "./db/seed";
import { seedDatabase } from "./seed";
import { createStripeClient } from "./modules/payments";
import { createMetrics } from "./observability/metrics";
import { startProcessMetrics } from "./observability/metrics-server";

/** Process entry: config -> Auth emulator (demo project) -> database -> app -> listen; graceful shutdown. */
async function main(): Promise<void> {
  const config = loadProcessConfig();
  const log = createLogger(config.logLevel);
  const cleanups: [string, () => Promise<void>][] = [];
  const cleanUp = async () => {
    for (const [step, fn] of cleanups.reverse()) {
      log.debug({ step }, "stopping");
      await fn().catch((err) => log.error({ err, step }, "shutdown step failed"));
    }
    cleanups.length = 0;
  };

  try {
    if (tracing) {
      cleanups.push(["tracing", () => tracing!.shutdown()]);
      log.info({ endpoint: config.tracing.endpoint }, "exporting traces over OTLP/HTTP");
    }
    let emulator: AuthEmulator | undefined;
    if (config.firebase.startEmulator && config.firebase.emulatorHost) {
      emulator = await startAuthEmulator({
        host: config.firebase.emulatorHost,
        listenHost: config.firebase.emulatorListenHost,
        projectId: config.firebase.projectId,
        workDir: path.join(config.dataDir, "auth-emulator"),
        persist: true,
        log,
      });
      cleanups.push(["auth emulator", () => emulator!.stop()]);
    }

    const db = await openConfiguredDatabase(config, log);
    cleanups.push(["database", () => db.close()]);
    const migrations = readMigrations();
    const { applied, modified } = await db.withConnection((conn) => migrate(conn, migrations));
    if (applied.length) log.info({ applied }, "migrations applied");
    if (modified.length) log.warn({ modified }, "applied migrations were edited since; the database keeps the old version");
    if (applied.length === migrations.length && config.seedOnEmpty) {
      log.info(await seedDatabase(db.prisma), "new database seeded with the demo catalogue");
    }

    const identity = createFirebaseIdentityProvider(config.firebase);
    cleanups.push(["firebase", () => identity.close()]);
    if (emulator) {
      for (const user of demoUsers) await identity.ensureAccount(user);
    }

    const metrics = createMetrics({ processMetrics: true, onCollectError: (err) => log.warn({ err }, "a metric could not be collected") });
    const metricsServer = await startProcessMetrics(metrics, { ...config.metrics, production: config.env === "production" }, log);
    if (metricsServer) cleanups.push(["metrics", () => metricsServer.close()]);
    const shop = createShop({ config, log, db, identity, stripe: createStripeClient(config.stripe), metrics });
    await shop.start();
    cleanups.push(["http", () => shop.stop()]);
    if (config.runJobs) cleanups.push(["background jobs", startBackgroundJobs(db.prisma, config, log, shop.services.orders, metrics).stop]);
    else log.info("RUN_JOBS=false: emails and unpaid-order expiry are left to `npm run worker`");
    await new Promise<void>((resolve, reject) => {
      shop.httpServer.once("error", reject);
      shop.httpServer.listen(config.port, config.host, resolve);
    });
    log.info(
      { database: `${db.kind} (${db.location})`, payments: shop.services.payments.publicConfig().enabled },
      `MotoParts USA is serving http://localhost:${config.port}`,
    );
  } catch (err) {
    log.fatal({ err }, "could not start");
    await cleanUp();
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      log.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs + 15_000);
    force.unref();
    void cleanUp().then(() => {
      log.info("stopped");
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

void main();
