import fs from "node:fs";
import path from "node:path";

/**
 * OpenTelemetry traces (ADR 0066), off by default. With OTEL_EXPORTER_OTLP_ENDPOINT set, the Node SDK
 * exports HTTP, GraphQL and PostgreSQL spans over OTLP/HTTP (JSON). It hooks `require`, so this module is
 * the first import of each process entry (index.ts, worker.ts): the compiled bundles leave every package
 * to node_modules, so http, pg and graphql are still required after it. Unset, no SDK is loaded at all.
 *
 * The rest of the environment is the SDK's own (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_TRACES_SAMPLER, OTEL_BSP_SCHEDULE_DELAY...). config.ts validates the endpoint and refuses a bad one.
 */
export interface Tracing {
  /** Exports the spans still buffered, then stops. */
  shutdown(): Promise<void>;
}

/** Requests that would drown the traces: the balancer's health checks and Prometheus's scrapes. */
const UNTRACED_PATHS = new Set(["/healthz", "/metrics"]);

function configuredEndpoint(): string | undefined {
  // The same .env the configuration reads (config.ts), read first here: the variables set win over it.
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return endpoint && /^https?:\/\//.test(endpoint) && URL.canParse(endpoint) ? endpoint : undefined;
}

function startTracing(): Tracing | undefined {
  if (!configuredEndpoint()) return undefined;
  // Loaded only when tracing is on, and synchronously: the hooks must be in place before the next import.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require("@opentelemetry/sdk-node") as typeof import("@opentelemetry/sdk-node");
  const { OTLPTraceExporter } = require("@opentelemetry/exporter-trace-otlp-http") as typeof import("@opentelemetry/exporter-trace-otlp-http");
  const { HttpInstrumentation } = require("@opentelemetry/instrumentation-http") as typeof import("@opentelemetry/instrumentation-http");
  const { PgInstrumentation } = require("@opentelemetry/instrumentation-pg") as typeof import("@opentelemetry/instrumentation-pg");
  const { GraphQLInstrumentation } = require("@opentelemetry/instrumentation-graphql") as typeof import("@opentelemetry/instrumentation-graphql");
  /* eslint-enable @typescript-eslint/no-require-imports */
  const role = path.basename(process.argv[1] ?? "").startsWith("worker") ? "motoparts-worker" : "motoparts";
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME, when set, names the service instead.
    serviceName: process.env.OTEL_SERVICE_NAME ? undefined : role,
    // Traces only: the metrics are Prometheus's (METRICS_PORT) and the logs go to stdout.
    traceExporter: new OTLPTraceExporter(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.has((req.url ?? "").split("?")[0]) }),
      new PgInstrumentation(),
      // A span per resolver that does work; fields read off their parent object are left out.
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}

export const tracing: Tracing | undefined = startTracing();
