import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../src/auth/auth-emulator";

/**
 * A PostgreSQL server of the test's own (Debian's binaries, a temporary cluster on a free port), which a
 * test may stop and start again without disturbing the machine's server other tests use.
 */
export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin")).find((d) => fs.existsSync(path.join(d, "initdb")));
  if (!found) throw new Error("PostgreSQL's server binaries (initdb, pg_ctl) are needed: apt-get install postgresql");
  return found;
}

/** Runs as the postgres user when we are root (initdb refuses root). */
function asPostgres(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "pipe" });
  else execFileSync(command, args, { stdio: "pipe" });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-pg-"));
  const data = path.join(dir, "data");
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  asPostgres(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const ctl = (...args: string[]) => asPostgres(path.join(bin, "pg_ctl"), ["-D", data, ...args]);
  const start = () => ctl("-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "-l", path.join(dir, "log"), "-w", "start");
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: () => ctl("-m", "fast", "-w", "stop"),
    start,
    destroy() {
      try {
        ctl("-m", "immediate", "-w", "stop");
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
