import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Redis from "ioredis";
import { freePort } from "../src/auth/auth-emulator";

/**
 * The pieces of a scaled-out shop a test starts for itself: nginx balancing server processes, and a Redis
 * of its own that the test may stop and start again without disturbing the machine's.
 */

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): its connections stay open and nothing answers, as in a network partition. */
  pause(): void;
  resume(): void;
}

/** redis-server on a free port, keeping nothing on disk. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const ping = async () => {
    const client = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    client.on("error", () => {});
    try {
      await client.connect();
      return (await client.ping()) === "PONG";
    } finally {
      client.disconnect();
    }
  };
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    await until(ping, "redis-server answers");
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    pause: () => void child?.kill("SIGSTOP"),
    resume: () => void child?.kill("SIGCONT"),
    async stop() {
      if (!child) return;
      const c = child;
      child = undefined;
      c.kill("SIGKILL");
      await exited(c);
    },
  };
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx in front of `upstreams` (http://127.0.0.1:port), round robin. Without upstream keep-alive, so a
 * process that stops listening refuses the connection and nginx passes the request to the next one (a
 * POST too: it was never sent); GETs are also retried on a 502, 503 or timeout.
 */
export async function startNginx(upstreams: string[]): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-nginx-"));
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const servers = upstreams.map((u) => `    server ${new URL(u).host} max_fails=1 fail_timeout=2s;`).join("\n");
  const conf = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
  const confPath = path.join(dir, "nginx.conf");
  fs.writeFileSync(confPath, conf);
  const child = spawn(fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx", ["-c", confPath, "-p", dir], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    return (await fetch(`${url}/healthz`)).ok;
  }, "nginx answers");
  return {
    url,
    async stop() {
      child.kill("SIGQUIT");
      await exited(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
