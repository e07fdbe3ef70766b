import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { newPostgresDatabase, startTestShop, type TestShop } from "../../test/harness";
import { SCHEMA_PATH, diffDatabaseWithSchema, postgresAdapterFor, prismaMigrateDeploy } from "../../test/prisma-schema-engine";
import { MIGRATIONS_DIR, migrate, readMigrations } from "./migrate";
import { pgliteExtensions } from "./pglite-extensions";
import type { SqlConnection } from "./sql";

interface Row {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
}

/** A new, empty database of the run's kind: PostgreSQL when DATABASE_URL is set, else PGlite in memory. */
interface FreshDatabase {
  conn: SqlConnection;
  /** The same database for Prisma's schema engine. */
  adapter: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
}

async function freshDatabase(): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { url, drop } = await newPostgresDatabase(serverUrl, "motoparts_schema");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const adapter = postgresAdapterFor(url);
    return {
      conn: { query: async (sql, params) => (await client.query(sql, params)).rows, exec: async (sql) => void (await client.query(sql)) },
      adapter,
      close: async () => {
        await adapter.close();
        await client.end();
        await drop();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const pglite = await PGlite.create({ extensions: await pgliteExtensions() });
  return {
    conn: { query: async (sql, params) => (await pglite.query(sql, params)).rows as never, exec: async (sql) => void (await pglite.exec(sql)) },
    adapter: withoutShadowDatabase(new PrismaPGlite(pglite as never)),
    close: () => pglite.close(),
  };
}

/** pglite-prisma-adapter would open a PGlite for a shadow database that nothing closes; none is needed here. */
function withoutShadowDatabase(factory: SqlMigrationAwareDriverAdapterFactory): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => factory.connect(),
    connectToShadowDb: () => Promise.reject(new Error("this comparison needs no shadow database")),
  };
}

/** Everything PostgreSQL knows about the tables of a database that a migration could get wrong. */
async function catalogue(conn: SqlConnection): Promise<Record<string, unknown[]>> {
  const q = (sql: string) => conn.query(sql);
  return {
    columns: await q(`SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length,
                             numeric_precision, datetime_precision
                      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`),
    constraints: await q(`SELECT c.conrelid::regclass::text AS table_name, c.conname, c.contype::text, pg_get_constraintdef(c.oid) AS definition
                          FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
                          WHERE n.nspname = 'public' ORDER BY 1, 2`),
    indexes: await q(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2`),
    enums: await q(`SELECT t.typname, e.enumlabel, e.enumsortorder::float AS position FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
                    JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' ORDER BY 1, 3`),
  };
}

describe("the database the migration runner makes, checked by Prisma's own schema engine", () => {
  let byRunner: FreshDatabase;
  beforeAll(async () => {
    byRunner = await freshDatabase();
    await migrate(byRunner.conn);
  });
  afterAll(() => byRunner?.close());

  it("is what prisma/schema.prisma describes (prisma migrate diff --from-config-datasource --to-schema --exit-code)", async () => {
    const difference = await diffDatabaseWithSchema(byRunner.adapter, fs.readFileSync(SCHEMA_PATH, "utf8"));
    // On a difference, the message shows Prisma's summary and the SQL a new migration would need.
    expect(`${difference.summary}\n${difference.script}`).toBe("No difference detected.\n-- This is an empty migration.");
    expect(difference.exitCode).toBe(0);
  });

  it("would be reported if it differed: the comparison sees a changed default and nullability", async () => {
    const schema = fs.readFileSync(SCHEMA_PATH, "utf8");
    const changed = schema
      .replace(/(\n\s+currency\s+String\s+)@default\("usd"\)/, '$1@default("eur")')
      .replace(/(\n\s+location\s+String)\?/, "$1");
    expect(changed).not.toBe(schema);
    const difference = await diffDatabaseWithSchema(byRunner.adapter, changed);
    expect(difference.exitCode).toBe(2);
    expect(difference.summary).toMatch(/Changed the `orders` table\s+\[\*\] Altered column `currency` \(default changed/);
    expect(difference.summary).toMatch(/Changed the `users` table\s+\[\*\] Altered column `location` \(changed from Nullable to Required\)/);
    expect(difference.script).toContain(`ALTER TABLE "orders" ALTER COLUMN "currency" SET DEFAULT 'eur'`);
  });

  it("is the database `prisma migrate deploy` makes, _prisma_migrations included", async () => {
    const byPrisma = await freshDatabase();
    try {
      expect(await prismaMigrateDeploy(byPrisma.adapter, MIGRATIONS_DIR)).toEqual(readMigrations().map((m) => m.name));
      const made = await catalogue(byRunner.conn);
      expect(made.columns).toContainEqual(expect.objectContaining({ table_name: "orders", column_name: "currency", column_default: "'usd'::character varying" }));
      expect(made.constraints).toContainEqual(expect.objectContaining({ table_name: "orders", conname: "orders_quantity_check" }));
      expect(made).toEqual(await catalogue(byPrisma.conn));
      const recorded = (conn: SqlConnection) =>
        conn.query(`SELECT migration_name, checksum, applied_steps_count, finished_at IS NOT NULL AS finished, logs, rolled_back_at
                    FROM "_prisma_migrations" ORDER BY migration_name`);
      expect(await recorded(byRunner.conn)).toEqual(await recorded(byPrisma.conn));
    } finally {
      await byPrisma.close();
    }
  });
});

describe("migration runner", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  const rows = () =>
    shop.db.withConnection((c) => c.query<Row>(`SELECT * FROM "_prisma_migrations" ORDER BY started_at, migration_name`));

  it("records each migration as Prisma does: sha256 checksum, finished, one step", async () => {
    const applied = await rows();
    const files = readMigrations();
    expect(applied.map((r) => r.migration_name)).toEqual(files.map((m) => m.name));
    for (const [i, row] of applied.entries()) {
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(crypto.createHash("sha256").update(sql).digest("hex"));
      expect(row.checksum).toBe(files[i].checksum);
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("keeps the table's columns exactly as Prisma creates them", async () => {
    const columns = await shop.db.withConnection((c) =>
      c.query<{ column_name: string; data_type: string; is_nullable: string; character_maximum_length: number | null }>(
        `SELECT column_name, data_type, is_nullable, character_maximum_length FROM information_schema.columns
         WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
      ),
    );
    expect(columns).toEqual([
      { column_name: "id", data_type: "character varying", is_nullable: "NO", character_maximum_length: 36 },
      { column_name: "checksum", data_type: "character varying", is_nullable: "NO", character_maximum_length: 64 },
      { column_name: "finished_at", data_type: "timestamp with time zone", is_nullable: "YES", character_maximum_length: null },
      { column_name: "migration_name", data_type: "character varying", is_nullable: "NO", character_maximum_length: 255 },
      { column_name: "logs", data_type: "text", is_nullable: "YES", character_maximum_length: null },
      { column_name: "rolled_back_at", data_type: "timestamp with time zone", is_nullable: "YES", character_maximum_length: null },
      { column_name: "started_at", data_type: "timestamp with time zone", is_nullable: "NO", character_maximum_length: null },
      { column_name: "applied_steps_count", data_type: "integer", is_nullable: "NO", character_maximum_length: null },
    ]);
  });

  it("applies nothing the second time", async () => {
    const result = await shop.db.withConnection((c) => migrate(c));
    expect(result).toEqual({ applied: [], modified: [] });
  });

  it("rolls a failed migration back, records it, and refuses to go on past it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-migrations-"));
    try {
      for (const m of readMigrations()) {
        fs.mkdirSync(path.join(dir, m.name));
        fs.writeFileSync(path.join(dir, m.name, "migration.sql"), m.sql);
      }
      fs.mkdirSync(path.join(dir, "29990101000000_broken"));
      fs.writeFileSync(
        path.join(dir, "29990101000000_broken", "migration.sql"),
        `CREATE TABLE "half_done" (id int);\nALTER TABLE "no_such_table" ADD COLUMN x int;\n`,
      );
      fs.mkdirSync(path.join(dir, "29990102000000_after"));
      fs.writeFileSync(path.join(dir, "29990102000000_after", "migration.sql"), `CREATE TABLE "after_broken" (id int);\n`);

      await expect(shop.db.withConnection((c) => migrate(c, readMigrations(dir)))).rejects.toThrow(/29990101000000_broken failed/);
      const failed = (await rows()).find((r) => r.migration_name === "29990101000000_broken")!;
      expect(failed.finished_at).toBeNull();
      expect(failed.logs).toMatch(/no_such_table/);
      const tables = await shop.db.withConnection((c) =>
        c.query(`SELECT table_name FROM information_schema.tables WHERE table_name IN ('half_done', 'after_broken')`),
      );
      expect(tables).toEqual([]);

      await expect(shop.db.withConnection((c) => migrate(c, readMigrations(dir)))).rejects.toThrow(/failed before and was not resolved/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the catalogue migration (20261125100000)", () => {
  const CATALOGUE = "20261125100000_catalogue_categories_brands_specs";

  it("keeps every part's category, as a row of the new categories table, and every order", async () => {
    const db = await freshDatabase();
    try {
      const before = readMigrations().filter((m) => m.name < CATALOGUE);
      await migrate(db.conn, before);
      await db.conn.exec(`
        INSERT INTO users (id, email, updated_at) VALUES ('00000000-0000-4000-8000-000000000001', 'rider@example.com', now());
        INSERT INTO parts (id, name, description, picture, category, price_cents, min_quantity, available_quantity, added_by_email, updated_at) VALUES
          ('00000000-0000-4000-8000-00000000000a', 'Chain', 'A chain.', '/images/parts/a.svg', 'chains_and_sprockets', 12900, 1, 5, 'admin@example.com', now()),
          ('00000000-0000-4000-8000-00000000000b', 'Pads', 'Pads.', '/images/parts/b.svg', 'brakes', 4250, 2, 10, 'admin@example.com', now()),
          ('00000000-0000-4000-8000-00000000000c', 'Misc', 'No category.', '/images/parts/c.svg', NULL, 100, 1, 1, 'admin@example.com', now());
        INSERT INTO orders (id, part_id, buyer_id, product_name, buyer_email, quantity, unit_price_cents, total_cents, updated_at) VALUES
          ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-000000000001', 'Chain', 'rider@example.com', 1, 12900, 12900, now());
      `);

      expect((await migrate(db.conn)).applied).toEqual(readMigrations().filter((m) => m.name >= CATALOGUE).map((m) => m.name));

      const parts = await db.conn.query(
        `SELECT p.name, c.slug, c.label, p.brand, p.part_number, p.specs, p.gallery
         FROM parts p LEFT JOIN categories c ON c.id = p.category_id ORDER BY p.name`,
      );
      expect(parts).toEqual([
        { name: "Chain", slug: "chains-and-sprockets", label: "Chains & sprockets", brand: null, part_number: null, specs: [], gallery: [] },
        { name: "Misc", slug: null, label: null, brand: null, part_number: null, specs: [], gallery: [] },
        { name: "Pads", slug: "brakes", label: "Brakes", brand: null, part_number: null, specs: [], gallery: [] },
      ]);
      const categories = await db.conn.query<{ slug: string }>(`SELECT slug FROM categories WHERE parent_id IS NULL ORDER BY position`);
      expect(categories.map((c) => c.slug)).toEqual([
        "brakes",
        "exhaust",
        "tyres",
        "chains-and-sprockets",
        "lighting",
        "filters",
        "suspension",
        "electrics",
        "controls",
      ]);
      expect(await db.conn.query(`SELECT product_name, part_id FROM orders`)).toEqual([
        { product_name: "Chain", part_id: "00000000-0000-4000-8000-00000000000a" },
      ]);
    } finally {
      await db.close();
    }
  });
});

describe("the shipping, order-number and order-line migrations (20261126000000, 20261126020000, 20261126030000)", () => {
  const SHIPPING = "20261126000000_addresses_and_shipping";

  it("gives existing parts their section's weight, numbers existing orders in the order they were placed, and makes each an order of one line", async () => {
    const db = await freshDatabase();
    try {
      await migrate(db.conn, readMigrations().filter((m) => m.name < SHIPPING));
      await db.conn.exec(`
        INSERT INTO users (id, email, updated_at) VALUES ('00000000-0000-4000-8000-000000000001', 'rider@example.com', now());
        INSERT INTO parts (id, name, description, picture, category_id, price_cents, min_quantity, available_quantity, added_by_email, updated_at) VALUES
          ('00000000-0000-4000-8000-00000000000a', 'Tyre', 'A tyre.', '/images/parts/a.svg', (SELECT id FROM categories WHERE slug = 'tyres'), 15900, 1, 5, 'admin@example.com', now()),
          ('00000000-0000-4000-8000-00000000000b', 'Misc', 'No category.', '/images/parts/b.svg', NULL, 100, 1, 1, 'admin@example.com', now());
        INSERT INTO orders (id, part_id, buyer_id, product_name, buyer_email, quantity, unit_price_cents, total_cents, created_at, updated_at) VALUES
          ('00000000-0000-4000-8000-0000000000f2', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-000000000001', 'Tyre', 'rider@example.com', 1, 15900, 15900, '2026-02-01', now()),
          ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-000000000001', 'Misc', 'rider@example.com', 2, 100, 200, '2026-01-01', now()),
          ('00000000-0000-4000-8000-0000000000f0', NULL, '00000000-0000-4000-8000-000000000001', 'A part deleted since', 'rider@example.com', 3, 250, 750, '2025-12-01', now());
      `);
      await migrate(db.conn);

      expect(await db.conn.query(`SELECT name, weight_grams FROM parts ORDER BY name`)).toEqual([
        { name: "Misc", weight_grams: 1000 },
        { name: "Tyre", weight_grams: 6000 },
      ]);
      expect(
        await db.conn.query(`SELECT product_name, number, subtotal_cents, shipping_cents, total_cents, weight_grams, shipping_address FROM orders ORDER BY number`),
      ).toEqual([
        { product_name: "A part deleted since", number: 100001, subtotal_cents: 750, shipping_cents: 0, total_cents: 750, weight_grams: 0, shipping_address: null },
        { product_name: "Misc", number: 100002, subtotal_cents: 200, shipping_cents: 0, total_cents: 200, weight_grams: 2000, shipping_address: null },
        { product_name: "Tyre", number: 100003, subtotal_cents: 15900, shipping_cents: 0, total_cents: 15900, weight_grams: 6000, shipping_address: null },
      ]);
      // Each order became one line with the same part, name, price and quantity: nothing lost.
      expect(
        await db.conn.query(
          `SELECT o.number, l.position, l.part_id, l.name, l.unit_price_cents, l.quantity FROM order_lines l JOIN orders o ON o.id = l.order_id ORDER BY o.number`,
        ),
      ).toEqual([
        { number: 100001, position: 0, part_id: null, name: "A part deleted since", unit_price_cents: 250, quantity: 3 },
        { number: 100002, position: 0, part_id: "00000000-0000-4000-8000-00000000000b", name: "Misc", unit_price_cents: 100, quantity: 2 },
        { number: 100003, position: 0, part_id: "00000000-0000-4000-8000-00000000000a", name: "Tyre", unit_price_cents: 15900, quantity: 1 },
      ]);
      // They were charged in US dollars: their amounts in the charged currency are their cents (ADR 0070).
      expect(await db.conn.query(`SELECT o.currency, o.subtotal_minor, o.total_minor, l.unit_price_minor FROM orders o JOIN order_lines l ON l.order_id = o.id ORDER BY o.number`)).toEqual([
        { currency: "usd", subtotal_minor: 750, total_minor: 750, unit_price_minor: 250 },
        { currency: "usd", subtotal_minor: 200, total_minor: 200, unit_price_minor: 100 },
        { currency: "usd", subtotal_minor: 15900, total_minor: 15900, unit_price_minor: 15900 },
      ]);
      // A new order continues the sequence; its total must be what its amounts add up to.
      await db.conn.exec(`
        INSERT INTO orders (id, part_id, buyer_id, product_name, buyer_email, quantity, unit_price_cents, subtotal_cents, shipping_cents, total_cents, subtotal_minor, total_minor, updated_at) VALUES
          ('00000000-0000-4000-8000-0000000000f3', NULL, '00000000-0000-4000-8000-000000000001', 'Later', 'rider@example.com', 1, 100, 100, 900, 1000, 100, 1000, now());
      `);
      expect(await db.conn.query(`SELECT number FROM orders WHERE product_name = 'Later'`)).toEqual([{ number: 100004 }]);
      await expect(
        db.conn.exec(`
          INSERT INTO orders (id, part_id, buyer_id, product_name, buyer_email, quantity, unit_price_cents, subtotal_cents, total_cents, subtotal_minor, total_minor, updated_at) VALUES
            ('00000000-0000-4000-8000-0000000000f4', NULL, '00000000-0000-4000-8000-000000000001', 'Wrong', 'rider@example.com', 1, 100, 100, 99, 100, 99, now());
        `),
      ).rejects.toThrow(/orders_total_cents_check/);
    } finally {
      await db.close();
    }
  });
});

