import path from "node:path";
import { loadProcessConfig } from "../config";
import { demoUsers } from "../db/seed";
import { createLogger } from "../logger";
import { startAuthEmulator } from "./auth-emulator";
import { createFirebaseIdentityProvider } from "./identity-provider";

/**
 * `npm run auth-emulator`: the Firebase Auth emulator of the demo project on its own, with the demo
 * accounts, for several server processes to share (docker compose runs the app as three replicas with
 * START_AUTH_EMULATOR=false; one emulator per process would give each its own accounts). It listens on
 * AUTH_EMULATOR_LISTEN_HOST (0.0.0.0 in a container) at FIREBASE_AUTH_EMULATOR_HOST's port.
 */
async function main(): Promise<void> {
  const config = loadProcessConfig();
  const log = createLogger(config.logLevel).child({ process: "auth-emulator" });
  if (!config.firebase.emulatorHost) throw new Error("No emulator to run: FIREBASE_PROJECT_ID names a real Firebase project.");
  const emulator = await startAuthEmulator({
    host: config.firebase.emulatorHost,
    listenHost: config.firebase.emulatorListenHost,
    projectId: config.firebase.projectId,
    workDir: path.join(config.dataDir, "auth-emulator"),
    persist: true,
    log,
  });
  const identity = createFirebaseIdentityProvider(config.firebase);
  for (const user of demoUsers) await identity.ensureAccount(user);
  await identity.close();
  log.info({ host: emulator.host }, "Auth emulator running with the demo accounts");
  const stop = () => void emulator.stop().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
