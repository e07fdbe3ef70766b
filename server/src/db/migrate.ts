import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SqlConnection } from "./sql";
import { fromRoot } from "../paths";

/**
 * Applies prisma/migrations the way `prisma migrate deploy` does, and records them in
 * `_prisma_migrations` exactly as Prisma does, so either tool can take over the same database.
 */

export const MIGRATIONS_DIR = fromRoot("prisma", "migrations");

/** The lock id Prisma's schema engine takes for migrations. */
const ADVISORY_LOCK_ID = 72707369;

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export class MigrationError extends Error {}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

export interface MigrateResult {
  applied: string[];
  /** Applied migrations whose file changed since (Prisma warns about these too). */
  modified: string[];
}

export async function migrate(conn: SqlConnection, migrations = readMigrations()): Promise<MigrateResult> {
  await conn.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_ID]);
  try {
    await conn.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await conn.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
    );
    const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
    if (failed) {
      throw new MigrationError(
        `Migration ${failed.migration_name} failed before and was not resolved; fix the database and run \`prisma migrate resolve\` before starting again.`,
      );
    }
    const done = new Map(rows.filter((r) => r.finished_at !== null).map((r) => [r.migration_name, r.checksum]));
    const modified = migrations.filter((m) => done.has(m.name) && done.get(m.name) !== m.checksum).map((m) => m.name);
    const applied: string[] = [];
    for (const migration of migrations.filter((m) => !done.has(m.name))) {
      await apply(conn, migration);
      applied.push(migration.name);
    }
    return { applied, modified };
  } finally {
    await conn.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_ID]);
  }
}

async function apply(conn: SqlConnection, migration: Migration): Promise<void> {
  const id = crypto.randomUUID();
  await conn.exec("BEGIN");
  try {
    await conn.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    await conn.exec(migration.sql);
    await conn.query(
      `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = applied_steps_count + 1 WHERE id = $1`,
      [id],
    );
    await conn.exec("COMMIT");
  } catch (err) {
    await conn.exec("ROLLBACK");
    const message = err instanceof Error ? err.message : String(err);
    // Recorded as Prisma records a failed migration, so both tools refuse to go on past it.
    await conn.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, logs, started_at, applied_steps_count) VALUES ($1, $2, $3, $4, now(), 0)`,
      [id, migration.checksum, migration.name, message],
    );
    throw new MigrationError(`Migration ${migration.name} failed: ${message}`);
  }
}
