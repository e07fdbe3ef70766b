import fs from "node:fs";
import { dropPostgresTemplates, emulatorWorkDir, pgliteTemplatePath, seededPgliteTemplatePath } from "./global-setup";

export default async function globalTeardown(): Promise<void> {
  await globalThis.__AUTH_EMULATOR__?.stop();
  fs.rmSync(emulatorWorkDir(), { recursive: true, force: true });
  fs.rmSync(pgliteTemplatePath(), { force: true });
  fs.rmSync(seededPgliteTemplatePath(), { force: true });
  await dropPostgresTemplates();
}
