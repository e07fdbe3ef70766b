import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pino from "pino";
import { freePort, startAuthEmulator, type AuthEmulator } from "../src/auth/auth-emulator";
import { dumpPgliteDataDir, openDatabase } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { seedDatabase } from "../src/seed";
import { TEST_PROJECT_ID } from "./auth-emulator-env";
import { dropPostgresDatabase, newPostgresDatabase } from "./postgres-databases";

declare global {
  var __AUTH_EMULATOR__: AuthEmulator | undefined;
  var __POSTGRES_TEMPLATES__: string[] | undefined;
}

export const emulatorWorkDir = () => path.join(os.tmpdir(), `motoparts-test-auth-emulator-${process.pid}`);
export const pgliteTemplatePath = () => path.join(os.tmpdir(), `motoparts-test-pglite-${process.pid}.tar`);
export const seededPgliteTemplatePath = () => path.join(os.tmpdir(), `motoparts-test-pglite-seeded-${process.pid}.tar`);

/**
 * Starts the Firebase Auth emulator the server tests share (each test makes its own accounts) and, beside
 * it, the two databases every test shop starts from: one migrated, one with the demo catalogue seeded too
 * (for the shops that ask for it, `seed: true`: the seed is deterministic, so each would write the same
 * rows again). On the embedded database they are PGlite data directories dumped to files, opened in about
 * 0.4 s where initdb and the migrations take about 2 s; on PostgreSQL they are template databases that each
 * test file's database is copied from (`CREATE DATABASE … TEMPLATE`).
 */
export default async function globalSetup(): Promise<void> {
  const host = `127.0.0.1:${await freePort()}`;
  const [emulator] = await Promise.all([
    startAuthEmulator({ host, projectId: TEST_PROJECT_ID, workDir: emulatorWorkDir(), persist: false, log: pino({ level: "warn" }) }),
    process.env.DATABASE_URL ? makePostgresTemplates(process.env.DATABASE_URL) : makePgliteTemplates(),
    // The tests that start the server or the worker as processes run them as `npm start` does, compiled:
    // built here, once, when a source is newer, so no two test workers build at the same time.
    buildServerIfStale(),
  ]);
  globalThis.__AUTH_EMULATOR__ = emulator;
  // Test workers start after global setup and inherit these.
  process.env.MOTOPARTS_TEST_AUTH_EMULATOR_HOST = host;
}

async function buildServerIfStale(): Promise<void> {
  await promisify(execFile)(process.execPath, ["scripts/build-server.mjs", "--if-stale"], { cwd: path.resolve(__dirname, "../..") });
}

async function makePgliteTemplates(): Promise<void> {
  const template = await dumpPgliteDataDir((conn) => migrate(conn));
  fs.writeFileSync(pgliteTemplatePath(), Buffer.from(await template.arrayBuffer()));
  process.env.MOTOPARTS_TEST_PGLITE_TEMPLATE = pgliteTemplatePath();
  const seeded = await dumpPgliteDataDir((conn) => migrate(conn), (prisma) => seedDatabase(prisma));
  fs.writeFileSync(seededPgliteTemplatePath(), Buffer.from(await seeded.arrayBuffer()));
  process.env.MOTOPARTS_TEST_PGLITE_SEEDED_TEMPLATE = seededPgliteTemplatePath();
}

async function makePostgresTemplates(serverUrl: string): Promise<void> {
  const log = pino({ level: "warn" });
  const prepare = async (name: string, seed: boolean) => {
    const { url } = await newPostgresDatabase(serverUrl, name);
    // Closed before any test copies it: PostgreSQL copies only a template no one is connected to.
    const db = await openDatabase({ url, poolSize: 2, log });
    try {
      await db.withConnection((conn) => migrate(conn));
      if (seed) await seedDatabase(db.prisma);
    } finally {
      await db.close();
    }
    return new URL(url).pathname.slice(1);
  };
  const [migrated, seeded] = await Promise.all([prepare(`motoparts_test_template_${process.pid}`, false), prepare(`motoparts_test_seeded_${process.pid}`, true)]);
  globalThis.__POSTGRES_TEMPLATES__ = [migrated, seeded];
  process.env.MOTOPARTS_TEST_PG_TEMPLATE = migrated;
  process.env.MOTOPARTS_TEST_PG_SEEDED_TEMPLATE = seeded;
}

/** The template databases on PostgreSQL, for the global teardown. */
export async function dropPostgresTemplates(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  for (const name of globalThis.__POSTGRES_TEMPLATES__ ?? []) await dropPostgresDatabase(serverUrl, name);
}
