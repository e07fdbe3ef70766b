import fs from "node:fs";
import type { ChildProcess } from "node:child_process";

/** The shop the global setup started: its process (tsx), its data directory, its log. */
export interface ShopProcess {
  app: ChildProcess;
  dataDir: string;
  logStream: fs.WriteStream;
}

/** Stops what the global setup started: the shop (which stops its Auth emulator), the stand-ins, the temp data. */

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopApp(app: ChildProcess): Promise<void> {
  if (exited(app)) return;
  const gone = new Promise<void>((resolve) => app.once("exit", () => resolve()));
  // SIGTERM: the server drains requests, stops the emulator it started (exporting its accounts), exits.
  app.kill("SIGTERM");
  const timer = setTimeout(() => {
    if (!exited(app)) app.kill("SIGKILL");
  }, 40_000);
  await gone;
  clearTimeout(timer);
}

/**
 * Processes still running from this run's data directory: the shop's processes have DATA_DIR=<it> in their
 * environment, and the Auth emulator it started also has it on its command line. There are none unless
 * the shop died without stopping them.
 */
function leftovers(dataDir: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      const environ = fs.readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      if (cmdline.some((arg) => arg.startsWith(dataDir)) || environ.includes(`DATA_DIR=${dataDir}`)) pids.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return pids;
}

async function stopLeftovers(dataDir: string): Promise<void> {
  if (!fs.existsSync("/proc")) return;
  let pids = leftovers(dataDir);
  if (!pids.length) return;
  console.warn(`e2e teardown: stopping processes the shop left running: ${pids.join(", ")}`);
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 15_000;
  while ((pids = leftovers(dataDir)).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

/** Stops the shop (and anything it left running) and deletes its data directory. */
export async function stopShop(shop: ShopProcess): Promise<void> {
  await stopApp(shop.app);
  await stopLeftovers(shop.dataDir);
  await new Promise<void>((resolve) => shop.logStream.end(() => resolve()));
  fs.rmSync(shop.dataDir, { recursive: true, force: true });
}

export default async function globalTeardown(): Promise<void> {
  const run = globalThis.__MOTOPARTS_E2E__;
  if (!run) return;
  globalThis.__MOTOPARTS_E2E__ = undefined;
  await stopShop(run.shop);
  await run.stripe.close().catch(() => undefined);
  await run.thirdParty.close().catch(() => undefined);
}
