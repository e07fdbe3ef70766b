import os from "node:os";
import path from "node:path";
import pino from "pino";
import { startAuthEmulator, type AuthEmulator } from "../src/auth/auth-emulator";
import { TEST_EMULATOR_HOST, TEST_PROJECT_ID } from "./auth-emulator-env";

declare global {
  var __AUTH_EMULATOR__: AuthEmulator | undefined;
}

/** Starts the Firebase Auth emulator the server tests share (each test uses its own accounts). */
export default async function globalSetup(): Promise<void> {
  globalThis.__AUTH_EMULATOR__ = await startAuthEmulator({
    host: TEST_EMULATOR_HOST,
    projectId: TEST_PROJECT_ID,
    workDir: path.join(os.tmpdir(), `motoparts-test-auth-emulator-${process.pid}`),
    persist: false,
    log: pino({ level: "warn" }),
    hubPort: 4410,
    loggingPort: 4510,
  });
}
