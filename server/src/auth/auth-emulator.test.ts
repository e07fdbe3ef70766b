import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { freePort, isAuthEmulatorReady, startAuthEmulator } from "./auth-emulator";

const ROOT = path.resolve(__dirname, "../../..");

/** A shop process that starts the emulator, says so, and is then killed with SIGKILL: no clean-up runs. */
async function startAndKillAShop(host: string, workDir: string): Promise<void> {
  const script = `
    const pino = require("pino");
    const { startAuthEmulator } = require("./server/src/auth/auth-emulator");
    startAuthEmulator({ host: "${host}", projectId: "demo-motoparts", workDir: ${JSON.stringify(workDir)}, persist: true, readyTimeoutMs: 240_000, log: pino({ level: "silent" }) })
      .then(() => process.stdout.write("ready\\n"));`;
  const child = spawn(process.execPath, ["--import", "tsx", "-e", script], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`the shop process exited (${code}) before the emulator was ready`)));
  });
  const gone = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await gone;
}

/**
 * The emulator takes seconds of CPU to boot, and much longer on a loaded machine: the waits below are for
 * it to answer, bounded generously so that only a machine that never gets there fails.
 */
describe("the Auth emulator an earlier run left behind", () => {
  it("is detected, reported, and stopped with the next run", async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-orphan-emulator-"));
    const host = `127.0.0.1:${await freePort()}`;
    try {
      await startAndKillAShop(host, workDir);
      expect(await isAuthEmulatorReady(host)).toBe(true);
      const orphanPid = Number(fs.readFileSync(path.join(workDir, "emulator.pid"), "utf8"));

      const lines: { level: number; msg: string; pid?: number }[] = [];
      const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
      const emulator = await startAuthEmulator({ host, projectId: "demo-motoparts", workDir, persist: true, readyTimeoutMs: 240_000, log });
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 40, pid: orphanPid, msg: expect.stringMatching(/an earlier run started is still running/) }),
      );

      await emulator.stop();
      expect(await isAuthEmulatorReady(host)).toBe(false);
      expect(() => process.kill(orphanPid, 0)).toThrow();
      expect(fs.existsSync(path.join(workDir, "emulator.pid"))).toBe(false);
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  }, 300_000);
});
