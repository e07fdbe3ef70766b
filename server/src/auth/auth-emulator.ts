import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import type { Logger } from "../logger";
import { fromRoot } from "../paths";

export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  host: string;
  stop(): Promise<void>;
}

export interface AuthEmulatorOptions {
  /** host:port to reach it at, e.g. 127.0.0.1:9099. */
  host: string;
  /** Interface to listen on, when not the host above (0.0.0.0 in a container). */
  listenHost?: string;
  projectId: string;
  /** Holds the emulator's config and logs, and (when `persist`) its accounts between runs. */
  workDir: string;
  /** Keep accounts across restarts by exporting them on exit and importing them on start. */
  persist: boolean;
  log: Logger;
  /** Ports of the emulator hub and logging services (free ones when unset, so emulators can run side by side). */
  hubPort?: number;
  loggingPort?: number;
  readyTimeoutMs?: number;
}

const FIREBASE_BIN = fromRoot("node_modules", ".bin", "firebase");

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Whether a Firebase Auth emulator already answers at host:port. Uses a one-off connection (no
 * keep-alive), so no idle pooled socket is left for the emulator to close under a later request.
 */
export function isAuthEmulatorReady(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`http://${host}/`, { agent: false, timeout: 1_000 }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => {
        try {
          resolve((JSON.parse(body) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready === true);
        } catch {
          resolve(false);
        }
      });
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(false));
  });
}

/**
 * Starts the Firebase Auth emulator (from firebase-tools, offline, for a demo- project) as a child
 * process and waits until it answers. An emulator already running at the address is reused.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const { host, projectId, workDir, log } = options;
  if (!projectId.startsWith("demo-")) throw new Error(`The Auth emulator only runs for a demo- project, not ${projectId}.`);
  const pidFile = path.join(workDir, "emulator.pid");
  const leftBehind = readPid(pidFile);
  const orphanAlive = leftBehind !== null && isAlive(leftBehind);
  // An earlier run's emulator still alive may be slow to answer on a busy machine: it gets a while to, since
  // starting a second one at its address would fail to listen and leave the first running untracked.
  if (orphanAlive ? await answersWithin(host, ORPHAN_ANSWER_MS) : await isAuthEmulatorReady(host)) {
    if (orphanAlive) {
      // The shop that started it was killed (kill -9, a crash) before it could stop it.
      log.warn(
        { host, pid: leftBehind },
        "the Firebase Auth emulator an earlier run started is still running (that run was killed before it could stop it); using it, and stopping it with this run",
      );
      return { host, stop: () => stopOrphan(leftBehind, pidFile) };
    }
    log.warn({ host }, "a Firebase Auth emulator this shop did not start already answers at this address; using it as it is");
    return { host, stop: async () => {} };
  }
  if (leftBehind !== null) fs.rmSync(pidFile, { force: true });
  const [hostname, port] = host.split(":");
  fs.mkdirSync(workDir, { recursive: true });
  const exportDir = path.join(workDir, "export");
  fs.writeFileSync(
    path.join(workDir, "firebase.json"),
    JSON.stringify({
      emulators: {
        auth: { host: options.listenHost ?? hostname, port: Number(port) },
        hub: { host: "127.0.0.1", port: options.hubPort ?? (await freePort()) },
        logging: { host: "127.0.0.1", port: options.loggingPort ?? (await freePort()) },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = ["emulators:start", "--only", "auth", "--project", projectId];
  if (options.persist) {
    if (fs.existsSync(path.join(exportDir, "firebase-export-metadata.json"))) args.push("--import", exportDir);
    args.push("--export-on-exit", exportDir);
  }
  const child = spawn(FIREBASE_BIN, args, {
    cwd: workDir,
    env: { ...process.env, NO_UPDATE_NOTIFIER: "1", FIREBASE_AUTH_EMULATOR_HOST: undefined },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid) fs.writeFileSync(pidFile, String(child.pid));
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // Booting takes the emulator seconds of CPU, minutes on a busy machine: only one that never answers fails.
  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  let gone = false;
  void exited.then(() => (gone = true));
  while (!(await isAuthEmulatorReady(host))) {
    if (gone || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The Firebase Auth emulator did not start at ${host}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  log.info({ host, projectId }, "Firebase Auth emulator started");
  // An emulator that stops on its own leaves the shop's sign-ins refused: say so, with what it last printed.
  let stopping = false;
  void exited.then((code) => {
    if (!stopping) log.error({ host, code, output: output.slice(-2_000) }, "the Firebase Auth emulator exited on its own");
  });
  return {
    host,
    stop: async () => {
      stopping = true;
      await stopChild(child, exited);
      fs.rmSync(pidFile, { force: true });
    },
  };
}

/** How long an emulator an earlier run left running gets to answer before it is taken for something else. */
const ORPHAN_ANSWER_MS = 20_000;

async function answersWithin(host: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await isAuthEmulatorReady(host)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Stops an emulator an earlier run left behind (it exports its accounts on SIGTERM, as on a normal stop). */
async function stopOrphan(pid: number, pidFile: string): Promise<void> {
  try {
    process.kill(pid, "SIGTERM");
  } catch {
    // already gone
  }
  const deadline = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, "SIGKILL");
  fs.rmSync(pidFile, { force: true });
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
