import os from "node:os";
import path from "node:path";
import pino from "pino";
import { freePort, startAuthEmulator, type AuthEmulator } from "../src/auth/auth-emulator";
import { TEST_PROJECT_ID } from "./auth-emulator-env";

declare global {
  var __AUTH_EMULATOR__: AuthEmulator | undefined;
}

export const emulatorWorkDir = () => path.join(os.tmpdir(), `motoparts-test-auth-emulator-${process.pid}`);

/** Starts the Firebase Auth emulator the server tests share (each test makes its own accounts). */
export default async function globalSetup(): Promise<void> {
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
