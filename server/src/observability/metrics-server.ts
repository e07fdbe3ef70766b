import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "../logger";
import type { ShopMetrics } from "./metrics";

export interface MetricsServer {
  /** Where Prometheus scrapes, e.g. http://127.0.0.1:9464/metrics. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on a port of its own (METRICS_PORT, on METRICS_HOST: loopback unless told otherwise),
 * never the shop's: nothing a shopper can reach. Everything else there is 404.
 */
export async function serveMetrics(metrics: ShopMetrics, { port, host }: { port: number; host: string }, log: Logger): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found: metrics are at GET /metrics.\n");
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { "content-type": metrics.registry.contentType }).end(req.method === "HEAD" ? undefined : body),
      (err: unknown) => {
        log.warn({ err }, "metrics could not be collected");
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("The metrics could not be collected.\n");
      },
    );
  });
  // A scrape is one short request: no keep-alive connection holds shutdown up.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${bound}/metrics`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The metrics endpoint of a server or worker process, as configured: none with METRICS_PORT=off. A port
 * already taken stops a production process (its metrics would be missing unnoticed); elsewhere (a second
 * shop on a developer's machine) it is a warning and the process runs without metrics.
 */
export async function startProcessMetrics(
  metrics: ShopMetrics,
  settings: { port: number | null; host: string; production: boolean },
  log: Logger,
): Promise<MetricsServer | undefined> {
  if (settings.port === null) {
    log.info("METRICS_PORT=off: no metrics endpoint");
    return undefined;
  }
  try {
    const server = await serveMetrics(metrics, { port: settings.port, host: settings.host }, log);
    log.info({ url: server.url }, "metrics endpoint listening");
    return server;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const problem = code === "EADDRINUSE" ? `port ${settings.port} on ${settings.host} is in use` : `${settings.host}:${settings.port} cannot be listened on (${code ?? String(err)})`;
    const advice = "set METRICS_PORT to a free port, or METRICS_PORT=off";
    if (settings.production) throw new Error(`The metrics endpoint cannot start: ${problem}; ${advice}.`);
    log.warn(`no metrics endpoint: ${problem}; ${advice}`);
    return undefined;
  }
}
