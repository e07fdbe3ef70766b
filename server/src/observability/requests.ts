import crypto from "node:crypto";
import type http from "node:http";
import { requestScope, type Logger } from "../logger";
import { routeLabel } from "./http-route";
import type { ShopMetrics } from "./metrics";

/** What the first middleware keeps for the rest of a request: in Express's `res.locals`, or made here. */
export interface RequestLocals {
  requestId: string;
  log: Logger;
  /** Set by a response cache that answered: the route the cached answer came from. */
  cachedRoute?: string;
}

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: (err?: unknown) => void) => void;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const localsOf = (res: http.ServerResponse): RequestLocals => (res as http.ServerResponse & { locals: RequestLocals }).locals;

/**
 * The first middleware of every request: its id (the caller's `X-Request-Id` when well-formed), the
 * scope in which every line logged carries that id, and when it ends, a log line and its duration in the
 * metrics (by route pattern, never the raw path).
 */
export function requestLogging(log: Logger, metrics: ShopMetrics): Middleware {
  return (req, res, next) => {
    const given = req.headers["x-request-id"];
    const requestId = typeof given === "string" && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    const started = process.hrtime.bigint();
    const locals = ((res as http.ServerResponse & { locals?: RequestLocals }).locals ??= Object.create(null) as RequestLocals);
    locals.requestId = requestId;
    // The process's logger: its lines carry the request id from the scope (logger.ts).
    locals.log = log;
    res.setHeader("X-Request-Id", requestId);
    const scope = { requestId };
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpRequest(req.method ?? "", routeLabel(req, res.statusCode, locals.cachedRoute), res.statusCode, seconds);
      const level = res.statusCode >= 500 ? "error" : "info";
      const path = (req.url ?? "").split("?")[0];
      requestScope.run(scope, () => log[level]({ method: req.method, path, status: res.statusCode, ms: Math.round(seconds * 1e4) / 10 }, "request"));
    });
    requestScope.run(scope, next);
  };
}
