import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { newPostgresDatabase } from "../../test/harness";
import { startPrivatePostgres, type PrivatePostgres } from "../../test/private-postgres";
import { fromRoot } from "../paths";
import { openDatabase, type Database } from "./database";
import { migrate, readMigrations } from "./migrate";
import { seedDatabase } from "../seed";

/**
 * Backing up and restoring the shop's PostgreSQL database with scripts/pg-backup.sh (pg_dump and
 * pg_restore; docs/operations.md). On DATABASE_URL's server, or on a PostgreSQL of the test's own when
 * the run has none: never skipped, and a DATABASE_URL whose server cannot be reached fails the test.
 */

const SCRIPT = fromRoot("scripts/pg-backup.sh");
const log = pino({ level: "silent" });

function script(...args: string[]) {
  return spawnSync("bash", [SCRIPT, ...args], { encoding: "utf8" });
}

/** Every table of the shop's schema with its row count. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    const counts: Record<string, number> = {};
    for (const { name } of tables) counts[name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`)).rows[0].n);
    return counts;
  } finally {
    await client.end();
  }
}

describe("PostgreSQL backup and restore (scripts/pg-backup.sh)", () => {
  let privatePostgres: PrivatePostgres | undefined;
  let serverUrl: string;
  let source: { url: string; drop: () => Promise<void> };
  let target: { url: string; drop: () => Promise<void> } | undefined;
  let db: Database;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-backup-"));
  const file = path.join(dir, "shop.dump");

  beforeAll(async () => {
    privatePostgres = process.env.DATABASE_URL ? undefined : await startPrivatePostgres();
    serverUrl = process.env.DATABASE_URL ?? privatePostgres!.url;
    source = await newPostgresDatabase(serverUrl, "motoparts_backup");
    db = await openDatabase({ url: source.url, log });
    await db.withConnection((conn) => migrate(conn, readMigrations()));
    await seedDatabase(db.prisma);
    // A buyer and an order with its line, event and email, as a running shop writes them.
    const buyer = await db.prisma.user.create({ data: { email: "backup.buyer@example.com", emailVerified: true } });
    const part = await db.prisma.part.findFirstOrThrow();
    await db.prisma.order.create({
      data: {
        buyerId: buyer.id,
        buyerEmail: buyer.email,
        productName: part.name,
        partId: part.id,
        quantity: 1,
        unitPriceCents: part.priceCents,
        subtotalCents: part.priceCents,
        totalCents: part.priceCents,
        subtotalMinor: part.priceCents,
        totalMinor: part.priceCents,
        lines: { create: [{ position: 0, partId: part.id, name: part.name, unitPriceCents: part.priceCents, unitPriceMinor: part.priceCents, quantity: 1 }] },
        events: { create: [{ toStatus: "unpaid", actor: "buyer" }] },
        emails: { create: [{ kind: "order-placed", dedupeKey: "backup-test:order-placed", toEmail: buyer.email, subject: "Your order", html: "<p>Hi</p>", text: "Hi" }] },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await target?.drop();
    await source?.drop();
    privatePostgres?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("backs a seeded shop up and restores it into a new database with every row", async () => {
    const backup = script("backup", source.url, file);
    expect({ status: backup.status, stderr: backup.stderr }).toEqual({ status: 0, stderr: "" });
    expect(backup.stdout).toContain(`backed up to ${file}`);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    target = await newPostgresDatabase(serverUrl, "motoparts_restore");
    const restore = script("restore", file, target.url);
    expect({ status: restore.status, stderr: restore.stderr }).toEqual({ status: 0, stderr: "" });

    const before = await rowCounts(source.url);
    const after = await rowCounts(target.url);
    expect(after).toEqual(before);
    for (const table of ["_prisma_migrations", "users", "categories", "parts", "reviews", "orders", "order_lines", "order_events", "outbox_emails", "vehicles", "fitments", "shipping_zones", "shipping_methods", "shipping_rates"]) {
      expect({ table, rows: after[table] > 0 }).toEqual({ table, rows: true });
    }

    // The restored shop runs: its migrations are all applied, and the next order takes the next number.
    const restored = await openDatabase({ url: target.url, log });
    try {
      expect((await restored.withConnection((conn) => migrate(conn, readMigrations()))).applied).toEqual([]);
      const last = await db.prisma.order.findFirstOrThrow({ orderBy: { number: "desc" } });
      const buyer = await restored.prisma.user.findUniqueOrThrow({ where: { email: "backup.buyer@example.com" } });
      const next = await restored.prisma.order.create({
        data: { buyerId: buyer.id, buyerEmail: buyer.email, productName: last.productName, partId: last.partId, quantity: 1, unitPriceCents: 100, subtotalCents: 100, totalCents: 100, subtotalMinor: 100, totalMinor: 100 },
      });
      expect(next.number).toBe(last.number + 1);
      // Text search reads the restored index and extensions (pg_trgm, unaccent).
      expect(await restored.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM part_search`).toEqual([{ n: after.part_search }]);
    } finally {
      await restored.close();
    }
  });

  it("refuses to restore over a database that holds tables, and says so", () => {
    // The target restored above now holds the shop.
    const again = script("restore", file, target!.url);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already has \d+ tables: restore into a new, empty database/);
  });

  it("writes no backup file when pg_dump fails", () => {
    const missing = path.join(dir, "never.dump");
    const url = new URL(source.url);
    url.pathname = "/motoparts_no_such_database";
    const failed = script("backup", url.toString(), missing);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain("pg_dump failed; nothing was written");
    expect(fs.existsSync(missing)).toBe(false);
  });

  it("is a bash script that shows its usage when called wrongly", () => {
    expect(execFileSync("bash", ["-n", SCRIPT])).toHaveLength(0);
    const wrong = script("copy", "a");
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("scripts/pg-backup.sh backup  <database-url> <file>");
  });
});
