import crypto from "node:crypto";
import pg from "pg";

async function run(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database on a PostgreSQL server (named `<prefix>_<random>`): empty, or a copy of `template` (a
 * database no one is connected to, copied file by file in milliseconds); `drop` removes it.
 */
export async function newPostgresDatabase(serverUrl: string, prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(4).toString("hex")}`;
  await run(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropPostgresDatabase(serverUrl, name) };
}

export function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  return run(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
