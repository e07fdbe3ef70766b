import fs from "node:fs";
import { parse } from "yaml";
import { loadConfig } from "../config";
import { fromRoot } from "../paths";
import { createMetrics } from "./metrics";

/**
 * `docker compose --profile observability up` (ADR 0066). CI has no Docker, so the files are read: the
 * compose file, Prometheus's configuration and alerts, Grafana's provisioning and dashboard. Prometheus
 * must scrape every process of the shop where it listens, and the dashboard and alerts must query only
 * series the shop serves, so that they cannot drift from the code.
 */

interface ComposeService {
  image?: string;
  build?: string | { context: string; target?: string };
  command?: string[];
  profiles?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  deploy?: { replicas?: number };
}

const readYaml = <T>(file: string): T => parse(fs.readFileSync(fromRoot(file), "utf8"), { merge: true }) as T;
const compose = readYaml<{ services: Record<string, ComposeService> }>("docker-compose.yml");
const services = compose.services;
const prometheus = readYaml<{
  rule_files: string[];
  scrape_configs: { job_name: string; dns_sd_configs?: { names: string[]; type: string; port: number }[]; static_configs?: { targets: string[] }[] }[];
}>("deploy/prometheus/prometheus.yml");
const alerts = readYaml<{ groups: { rules: { alert: string; expr: string }[] }[] }>("deploy/prometheus/alerts.yml");
const dashboard = JSON.parse(fs.readFileSync(fromRoot("deploy/grafana/dashboards/motoparts.json"), "utf8")) as {
  panels: { title: string; datasource: { uid: string }; targets: { expr: string }[] }[];
};

/** host:/container mounts of a service, by the path inside the container. */
const mounts = (service: ComposeService) => new Map((service.volumes ?? []).map((v) => v.split(":")).map(([from, to]) => [to, from]));

/** The services that run the shop's own image: its server processes and its worker (not the emulator's build stage). */
const shopProcesses = Object.entries(services).filter(([, s]) => (s.build === "." || (typeof s.build === "object" && !s.build.target)) && !s.profiles);

describe("the observability profile", () => {
  it("adds Prometheus and Grafana, only with --profile observability", () => {
    const profiled = Object.entries(services).filter(([, s]) => s.profiles?.includes("observability")).map(([name]) => name);
    expect(profiled.sort()).toEqual(["grafana", "prometheus"]);
    expect(shopProcesses.map(([name]) => name).sort()).toEqual(["app", "worker"]);
    expect(services.app.deploy?.replicas).toBe(3);
  });

  it("scrapes every replica of every shop process on the port it listens on, which is never published", () => {
    const scraped = new Map<string, number>();
    for (const job of prometheus.scrape_configs) {
      for (const sd of job.dns_sd_configs ?? []) {
        // An A lookup of a compose service name answers one address per replica: each is scraped.
        expect(sd.type).toBe("A");
        for (const name of sd.names) scraped.set(name, sd.port);
      }
      for (const target of (job.static_configs ?? []).flatMap((c) => c.targets)) {
        const [host, port] = target.split(":");
        scraped.set(host, Number(port));
      }
    }
    expect([...scraped.keys()].sort()).toEqual(shopProcesses.map(([name]) => name).sort());
    for (const [name, service] of shopProcesses) {
      // What the process itself reads from that environment (config.ts).
      const { metrics } = loadConfig(service.environment);
      expect({ service: name, host: metrics.host, port: metrics.port }).toEqual({ service: name, host: "0.0.0.0", port: scraped.get(name) });
      expect((service.ports ?? []).some((p) => p.endsWith(`:${metrics.port}`) || p === String(metrics.port))).toBe(false);
    }
    // A replica scaled as one service, found by name: not a fixed list that misses the fourth.
    expect(prometheus.scrape_configs.find((j) => j.dns_sd_configs?.some((sd) => sd.names.includes("app")))).toBeDefined();
  });

  it("publishes Prometheus and Grafana on loopback only, and mounts the files this repository holds", () => {
    for (const name of ["prometheus", "grafana"]) {
      for (const port of services[name].ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);
      for (const from of mounts(services[name]).values()) if (from.startsWith("./")) expect(fs.existsSync(fromRoot(from))).toBe(true);
    }
    const promMounts = mounts(services.prometheus);
    expect(promMounts.get("/etc/prometheus/prometheus.yml")).toBe("./deploy/prometheus/prometheus.yml");
    for (const rules of prometheus.rule_files) expect(promMounts.get(rules)).toBe("./deploy/prometheus/alerts.yml");
  });

  it("gives Grafana the compose Prometheus as its data source, and the dashboard where the provider reads it", () => {
    const datasources = readYaml<{ datasources: { uid: string; type: string; url: string }[] }>("deploy/grafana/provisioning/datasources/prometheus.yml").datasources;
    expect(datasources).toEqual([expect.objectContaining({ type: "prometheus", url: "http://prometheus:9090" })]);
    const providers = readYaml<{ providers: { options: { path: string } }[] }>("deploy/grafana/provisioning/dashboards/motoparts.yml").providers;
    const grafanaMounts = mounts(services.grafana);
    expect(grafanaMounts.get("/etc/grafana/provisioning")).toBe("./deploy/grafana/provisioning");
    expect(grafanaMounts.get(providers[0].options.path)).toBe("./deploy/grafana/dashboards");
    for (const panel of dashboard.panels) expect(panel.datasource.uid).toBe(datasources[0].uid);
  });

  it("queries only series the shop's registry serves, in the dashboard and the alerts", async () => {
    // A server process's registry as index.ts makes it, on PostgreSQL (the pool's series).
    const metrics = createMetrics({ processMetrics: true });
    metrics.watchDatabase("postgresql", () => ({ max: 10, inUse: 0, idle: 0, waiting: 0 }));
    metrics.watchOutbox(async () => ({ pending: 0, sending: 0, oldestPendingSeconds: null }));
    const served = new Set<string>();
    for (const m of await metrics.registry.getMetricsAsJSON()) {
      served.add(m.name);
      if (String(m.type) === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) served.add(`${m.name}${suffix}`);
    }
    const queried = (expr: string) => [...expr.matchAll(/\b(?:motoparts|process|nodejs)_[a-z0-9_]+/g)].map((m) => m[0]);

    for (const panel of dashboard.panels) {
      const names = panel.targets.flatMap((t) => queried(t.expr));
      expect({ panel: panel.title, queries: names.length > 0 }).toEqual({ panel: panel.title, queries: true });
      for (const name of names) expect({ panel: panel.title, name, served: served.has(name) }).toEqual({ panel: panel.title, name, served: true });
    }
    for (const rule of alerts.groups.flatMap((g) => g.rules)) {
      for (const name of queried(rule.expr)) expect({ alert: rule.alert, name, served: served.has(name) }).toEqual({ alert: rule.alert, name, served: true });
    }
    // The check can fail: a name the registry does not have is caught.
    expect(served.has("motoparts_http_requests_total")).toBe(false);
  });

  it("has every alert explained in the operator's page", () => {
    const operations = fs.readFileSync(fromRoot("docs/operations.md"), "utf8");
    const names = alerts.groups.flatMap((g) => g.rules.map((r) => r.alert));
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const name of names) expect({ name, explained: operations.includes(`**${name}**`) }).toEqual({ name, explained: true });
  });

  it("shows requests, latency percentiles, errors, the pool, the cache, the outbox and memory", () => {
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)).join("\n");
    for (const q of ["0.5", "0.95", "0.99"]) expect(exprs).toContain(`histogram_quantile(${q}, sum by (le) (rate(motoparts_http_request_duration_seconds_bucket`);
    for (const name of ["motoparts_http_request_duration_seconds_count", "motoparts_db_pool_connections", "motoparts_db_pool_waiting", "motoparts_response_cache_lookups_total", "motoparts_outbox_emails", "motoparts_outbox_oldest_pending_seconds", "process_resident_memory_bytes"]) {
      expect(exprs).toContain(name);
    }
    expect(exprs).toMatch(/status=~"5\.\."/);
  });
});
