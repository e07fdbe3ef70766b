import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default async function globalTeardown(): Promise<void> {
  await globalThis.__AUTH_EMULATOR__?.stop();
  fs.rmSync(path.join(os.tmpdir(), `motoparts-test-auth-emulator-${process.pid}`), { recursive: true, force: true });
}
