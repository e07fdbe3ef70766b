import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

/** The request being served, for every line logged while serving it (ADR 0065). */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Structured JSON logs (pino, ADR 0065), one object a line. Every line logged while a request is served
 * carries its `requestId`, through whichever logger it is logged (the services log through the
 * process's); secrets never reach a log line.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "motoparts" },
      mixin: () => {
        const request = requestScope.getStore();
        return request ? { requestId: request.requestId } : {};
      },
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", "headers.authorization", "*.password", "*.token"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
