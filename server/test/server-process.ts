import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../src/auth/auth-emulator";
import { testEmulatorHost } from "./auth-emulator-env";

const ROOT = path.resolve(__dirname, "../..");

/** The shop as `npm start` runs it, in a child process of the test, on the tests' Auth emulator. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** How it ended, with the end of what it printed: what a test shows when the exit was not the one expected. */
  ending(): string;
}

/**
 * Starts the server as `npm start` runs it: the compiled server/dist under plain node, which the tests'
 * global setup built from the current sources when they were newer (global-setup.ts).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["--enable-source-maps", "server/dist/index.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      RATE_LIMITS: "off",
      FIREBASE_AUTH_EMULATOR_HOST: testEmulatorHost(),
      START_AUTH_EMULATOR: "false",
      ACCESS_TOKEN_SECRET: "test-secret-test-secret-test-secret-1234",
      // Processes of several test files may run at once: a test that reads the metrics gives its own port.
      METRICS_PORT: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  let endedBy = "";
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      endedBy = signal ? `signal ${signal}` : `code ${code}`;
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, output: () => output, exited, ending: () => `ended by ${endedBy || "nothing yet"}; its last output:\n${output.slice(-3_000)}` };
}
