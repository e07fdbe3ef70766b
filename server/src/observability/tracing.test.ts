import { spawnSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { newPostgresDatabase } from "../../test/harness";
import { startPrivatePostgres, type PrivatePostgres } from "../../test/private-postgres";
import { startServerProcess, type ServerProcess } from "../../test/server-process";

/**
 * OpenTelemetry traces, off by default (ADR 0066). A small OTLP/HTTP receiver stands in for the
 * collector at the network edge and reads what the compiled server exports (the JSON encoding).
 */

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

interface ReceivedSpan extends OtlpSpan {
  scope: string;
  service: string;
}

/** POST /v1/traces as an OpenTelemetry collector answers it; everything else 404. */
async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/traces" || !req.headers["content-type"]?.startsWith("application/json")) {
        res.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks);
      const text = req.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body).toString() : body.toString();
      const payload = JSON.parse(text) as {
        resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[];
      };
      for (const rs of payload.resourceSpans) {
        const service = rs.resource.attributes.find((a) => a.key === "service.name")?.value.stringValue ?? "";
        for (const ss of rs.scopeSpans) for (const span of ss.spans) spans.push({ ...span, scope: ss.scope.name, service });
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const attributeValues = (span: OtlpSpan) => (span.attributes ?? []).map((a) => Object.values(a.value)[0]);

describe("traces", () => {
  let privatePostgres: PrivatePostgres | undefined;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // PostgreSQL spans need PostgreSQL: DATABASE_URL's server, or one of this test's own.
    privatePostgres = process.env.DATABASE_URL ? undefined : await startPrivatePostgres();
    database = await newPostgresDatabase(process.env.DATABASE_URL ?? privatePostgres!.url, "motoparts_traces");
    receiver = await startOtlpReceiver();
  }, 120_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await receiver?.close();
    await database?.drop();
    privatePostgres?.destroy();
  });

  it("exports HTTP, GraphQL and PostgreSQL spans of one request, in one trace, when OTEL_EXPORTER_OTLP_ENDPOINT is set", async () => {
    server = await startServerProcess(
      { DATABASE_URL: database!.url, SEED_ON_EMPTY: "false", OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: "100" },
    );
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "query HomeParts { parts(first: 2) { edges { node { id name } } } }" }),
    });
    expect(res.status).toBe(200);

    const served = () => receiver.spans.find((s) => s.scope === "@opentelemetry/instrumentation-http" && s.kind === 2 && attributeValues(s).includes("/graphql"));
    await waitFor(() => !!served(), "the request's HTTP span arrives");
    const traceId = served()!.traceId;
    const inTrace = (scope: string) => receiver.spans.filter((s) => s.traceId === traceId && s.scope === scope);
    await waitFor(() => inTrace("@opentelemetry/instrumentation-pg").length > 0 && inTrace("@opentelemetry/instrumentation-graphql").length > 0, "its GraphQL and PostgreSQL spans arrive");

    expect(served()!.service).toBe("motoparts");
    expect(inTrace("@opentelemetry/instrumentation-graphql").map((s) => s.name)).toContain("query HomeParts");
    const queries = inTrace("@opentelemetry/instrumentation-pg");
    expect(queries.some((s) => attributeValues(s).some((v) => typeof v === "string" && /\bFROM\b.*\bparts\b/is.test(v)))).toBe(true);
    // The balancer's health checks (this test's start-up polled /healthz) are not traced.
    expect(receiver.spans.some((s) => attributeValues(s).includes("/healthz"))).toBe(false);
    expect(server.output()).toContain("exporting traces over OTLP/HTTP");
  });

  it("loads no OpenTelemetry SDK at all without an endpoint", () => {
    const probe = `
      const { tracing } = require("./server/src/observability/tracing.ts");
      const loaded = Object.keys(require.cache).filter((f) => f.includes("@opentelemetry"));
      console.log(JSON.stringify({ tracing: tracing === undefined ? "off" : "on", loaded }));`;
    const run = (env: Record<string, string>) => {
      const { stdout, status, stderr } = spawnSync(process.execPath, ["--import", "tsx", "-e", probe], {
        cwd: path.resolve(__dirname, "../../.."),
        env: { ...process.env, NODE_OPTIONS: "", OTEL_EXPORTER_OTLP_ENDPOINT: "", ...env },
        encoding: "utf8",
      });
      expect({ status, stderr }).toEqual({ status: 0, stderr: "" });
      return JSON.parse(stdout) as { tracing: string; loaded: string[] };
    };
    expect(run({})).toEqual({ tracing: "off", loaded: [] });
    // The same probe sees the SDK when an endpoint is set: the check above can fail.
    const on = run({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
    expect(on.tracing).toBe("on");
    expect(on.loaded.some((f) => f.includes("@opentelemetry/sdk-node"))).toBe(true);
  });
});
