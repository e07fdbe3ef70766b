/**
 * Whether an error means the database cannot be reached right now (server down, restarting, pool
 * exhausted), as opposed to a bug or bad input. Such errors become 503 "try again" answers.
 */
const UNREACHABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "ECONNREFUSED", "ECONNRESET", "57P01", "57P02", "57P03", "08000", "08003", "08006"]);
const UNREACHABLE_MESSAGE = /ECONNREFUSED|ECONNRESET|Connection terminated|connection timeout|timeout exceeded when trying to connect|Can't reach database|terminating connection|the database system is (starting up|shutting down)|Client has encountered a connection error|DatabaseNotReachable|ConnectionClosed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: unknown; message?: unknown; kind?: unknown; cause?: unknown; originalError?: unknown };
    if (typeof e.code === "string" && UNREACHABLE_CODES.has(e.code)) return true;
    if (typeof e.kind === "string" && /DatabaseNotReachable|ConnectionClosed|SocketTimeout/.test(e.kind)) return true;
    if (typeof e.message === "string" && UNREACHABLE_MESSAGE.test(e.message)) return true;
    current = e.originalError ?? e.cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = "The shop's database is unavailable right now. Please try again in a moment.";
