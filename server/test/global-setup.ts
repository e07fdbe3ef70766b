import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { freePort, startAuthEmulator, type AuthEmulator } from "../src/auth/auth-emulator";
import { dumpPgliteDataDir } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { seedDatabase } from "../src/seed";
import { TEST_PROJECT_ID } from "./auth-emulator-env";

declare global {
  var __AUTH_EMULATOR__: AuthEmulator | undefined;
}

export const emulatorWorkDir = () => path.join(os.tmpdir(), `motoparts-test-auth-emulator-${process.pid}`);
export const pgliteTemplatePath = () => path.join(os.tmpdir(), `motoparts-test-pglite-${process.pid}.tar`);
export const seededPgliteTemplatePath = () => path.join(os.tmpdir(), `motoparts-test-pglite-seeded-${process.pid}.tar`);

/**
 * Starts the Firebase Auth emulator the server tests share (each test makes its own accounts) and, on
 * the embedded database, migrates one PGlite database whose data directory every test shop starts from:
 * opening a copy takes about 0.4 s, where initdb and the migrations take about 2 s on each. A second one
 * holds the demo catalogue too, for the shops that ask for it (`seed: true`): the seed is deterministic,
 * so each of them would write the same rows again.
 */
export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    const template = await dumpPgliteDataDir((conn) => migrate(conn));
    fs.writeFileSync(pgliteTemplatePath(), Buffer.from(await template.arrayBuffer()));
    process.env.MOTOPARTS_TEST_PGLITE_TEMPLATE = pgliteTemplatePath();
    const seeded = await dumpPgliteDataDir((conn) => migrate(conn), (prisma) => seedDatabase(prisma));
    fs.writeFileSync(seededPgliteTemplatePath(), Buffer.from(await seeded.arrayBuffer()));
    process.env.MOTOPARTS_TEST_PGLITE_SEEDED_TEMPLATE = seededPgliteTemplatePath();
  }
  const host = `127.0.0.1:${await freePort()}`;
  globalThis.__AUTH_EMULATOR__ = await startAuthEmulator({
    host,
    projectId: TEST_PROJECT_ID,
    workDir: emulatorWorkDir(),
    persist: false,
    log: pino({ level: "warn" }),
  });
  // Test workers start after global setup and inherit this.
  process.env.MOTOPARTS_TEST_AUTH_EMULATOR_HOST = host;
}
