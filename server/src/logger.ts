import pino, { type Logger } from "pino";

export type { Logger };

/** Structured JSON logs. Request logs carry a `requestId`; secrets never reach a log line. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "motoparts" },
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "headers.authorization", "*.password", "*.token"],
      censor: "[redacted]",
    },
  });
}
