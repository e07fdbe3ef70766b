import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestShop, type TestShop } from "../../test/harness";
import { MIGRATIONS_DIR, migrate, readMigrations } from "./migrate";

interface Row {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
}

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
