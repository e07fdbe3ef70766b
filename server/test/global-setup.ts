import net from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { startAuthEmulator, type AuthEmulator } from "../src/auth/auth-emulator";
import { TEST_PROJECT_ID } from "./auth-emulator-env";

declare global {
  var __AUTH_EMULATOR__: AuthEmulator | undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const emulatorWorkDir = () => path.join(os.tmpdir(), `motoparts-test-auth-emulator-${process.pid}`);

/** Starts the Firebase Auth emulator the server tests share (each test makes its own accounts). */
export default async function globalSetup(): Promise<void> {
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const host = `127.0.0.1:${port}`;
  globalThis.__AUTH_EMULATOR__ = await startAuthEmulator({
    host,
    projectId: TEST_PROJECT_ID,
    workDir: emulatorWorkDir(),
    persist: false,
    log: pino({ level: "warn" }),
    hubPort,
    loggingPort,
  });
  // Test workers start after global setup and inherit this.
  process.env.MOTOPARTS_TEST_AUTH_EMULATOR_HOST = host;
}
