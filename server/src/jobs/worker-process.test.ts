import { spawn } from "node:child_process";
import path from "node:path";
import pino from "pino";
import { openDatabase, type Database } from "../db/database";
import { migrate, readMigrations } from "../db/migrate";
import { newPostgresDatabase } from "../../test/harness";
import { startPrivatePostgres, type PrivatePostgres } from "../../test/private-postgres";
import { scrape } from "../../test/metrics-scrape";
import { waitUntil } from "../../test/wait";
import { freePort } from "../auth/auth-emulator";

/** `npm run worker`: the background jobs in their own process, on PostgreSQL. */

const ROOT = path.resolve(__dirname, "../../..");
const log = pino({ level: "silent" });

function startWorker(env: Record<string, string>) {
  let output = "";
  // As `npm run worker` runs it: the compiled worker, built by the tests' global setup when stale.
  const child = spawn(process.execPath, ["--enable-source-maps", "server/dist/worker.js"], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: "", LOG_LEVEL: "info", MAIL_POLL_INTERVAL_MS: "100", METRICS_PORT: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe("npm run worker", () => {
  let privatePostgres: PrivatePostgres | undefined;
  let database: { url: string; drop: () => Promise<void> };
  let db: Database;

  beforeAll(async () => {
    privatePostgres = process.env.DATABASE_URL ? undefined : await startPrivatePostgres();
    database = await newPostgresDatabase(process.env.DATABASE_URL ?? privatePostgres!.url, "motoparts_worker");
    db = await openDatabase({ url: database.url, log });
    await db.withConnection((conn) => migrate(conn, readMigrations()));
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
    privatePostgres?.destroy();
  });

  it("sends the outbox and expires unpaid orders held too long, then stops cleanly on SIGTERM", async () => {
    const { prisma } = db;
    const buyer = await prisma.user.create({ data: { email: "late.payer@example.com", emailVerified: true } });
    const part = await prisma.part.create({
      data: { name: "Worker test lever", description: "x", picture: "/images/parts/adjustable-levers.svg", priceCents: 2_500, minQuantity: 1, availableQuantity: 7, addedByEmail: "admin@motoparts.test" },
    });
    // Placed three days ago and never paid: past the 48-hour hold.
    const order = await prisma.order.create({
      data: {
        buyerId: buyer.id,
        buyerEmail: buyer.email,
        productName: part.name,
        partId: part.id,
        quantity: 3,
        unitPriceCents: 2_500,
        subtotalCents: 7_500,
        totalCents: 7_500,
        subtotalMinor: 7_500,
        totalMinor: 7_500,
        createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000),
        lines: { create: [{ position: 0, partId: part.id, name: part.name, unitPriceCents: 2_500, unitPriceMinor: 2_500, quantity: 3 }] },
      },
    });
    const email = await prisma.outboxEmail.create({
      data: { kind: "order-placed", dedupeKey: `order:${order.id}:order-placed`, orderId: order.id, toEmail: buyer.email, subject: "Your order", html: "<p>Hi</p>", text: "Hi" },
    });

    const metricsPort = await freePort();
    const worker = startWorker({ DATABASE_URL: database.url, METRICS_PORT: String(metricsPort) });
    try {
      await waitUntil(async () => (await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status === "cancelled", "the unpaid order expires", { timeoutMs: 60_000, everyMs: 50 });
      expect((await prisma.part.findUniqueOrThrow({ where: { id: part.id } })).availableQuantity).toBe(10);
      expect(await prisma.orderEvent.findFirst({ where: { orderId: order.id, toStatus: "cancelled" } })).toMatchObject({ actor: "system", fromStatus: "unpaid" });
      // Its own email and the cancellation's: the worker keeps both for /dev/mail (no SMTP_URL outside production).
      await waitUntil(async () => (await prisma.outboxEmail.count({ where: { orderId: order.id, status: "kept" } })) === 2, "the worker takes both emails", { timeoutMs: 60_000, everyMs: 50 });
      expect(await prisma.outboxEmail.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({ status: "kept", attempts: 1 });
      expect(worker.output()).toContain("worker running: emails and unpaid-order expiry");

      // Its metrics, on their own loopback port: what it did, the outbox and the database's pool.
      const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      // Counted once the job's run has returned, just after the rows it changed.
      await waitUntil(async () => (await scrape(metricsUrl)).value("motoparts_outbox_deliveries_total", { outcome: "kept" }) === 2, "the metrics count both emails", { timeoutMs: 60_000, everyMs: 50 });
      await waitUntil(async () => (await scrape(metricsUrl)).value("motoparts_unpaid_orders_expired_total") === 1, "the metrics count the expiry", { timeoutMs: 60_000, everyMs: 50 });
      const metrics = await scrape(metricsUrl);
      expect(metrics.value("motoparts_outbox_deliveries_total", { outcome: "failed" })).toBe(0);
      expect(metrics.value("motoparts_outbox_emails", { status: "pending" })).toBe(0);
      expect(metrics.value("motoparts_db_pool_max")).toBe(10);
      expect(metrics.value("process_resident_memory_bytes")).toBeGreaterThan(0);
    } finally {
      worker.child.kill("SIGTERM");
    }
    expect(await worker.exited).toBe(0);
    expect(worker.output()).toContain("worker stopped");
  });

  it("refuses to start on the embedded database, saying why", async () => {
    const worker = startWorker({ DATABASE_URL: "" });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("npm run worker needs DATABASE_URL (PostgreSQL)");
  });
});
