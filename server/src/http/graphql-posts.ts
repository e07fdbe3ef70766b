import type http from "node:http";
import { HeaderMap, type ApolloServer, type BaseContext } from "@apollo/server";

/** A connect-style middleware: what helmet, cors, compression and body-parser are, Express or not. */
export type PlainMiddleware = (req: http.IncomingMessage, res: http.ServerResponse, next: (err?: unknown) => void) => void;

export interface GraphqlPostsOptions<Context extends BaseContext> {
  /** The started server, or undefined while it starts. */
  apollo: () => ApolloServer<Context> | undefined;
  /**
   * What every request gets before its answer, in order: the request id and log line, the security
   * headers, CORS, compression, the JSON body. The same middlewares the Express app runs for everything
   * else, run here as they are.
   */
  middleware: PlainMiddleware[];
  context: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<Context> | Context;
  /** Answers an error a middleware passed on (a body too large, not JSON), as the Express app does. */
  onError: (err: unknown, req: http.IncomingMessage, res: http.ServerResponse) => void;
}

/** Whether a request is the API's POST: `/graphql`, with or without a query string. */
export function isGraphqlPost(req: http.IncomingMessage): boolean {
  if (req.method !== "POST") return false;
  const url = req.url ?? "";
  return url === "/graphql" || url.startsWith("/graphql?");
}

/**
 * `POST /graphql` without Express (ADR 0042): most of the API's traffic, and its answers need
 * none of Express's routing, request and response objects, nor its ETags. The request still passes the
 * same middlewares as every other request (`middleware`), then goes to Apollo Server as
 * `@as-integrations/express5` would hand it over. Apollo keeps its own protections (CSRF prevention, no
 * batching, the limits and access rules of the schema, the rate limiter's plugin).
 *
 * Returns a handler that answers the requests `isGraphqlPost` picks and returns true, or returns false.
 */
export function graphqlPosts<Context extends BaseContext>(options: GraphqlPostsOptions<Context>) {
  const { middleware, onError } = options;
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const apollo = options.apollo();
    if (!apollo) {
      send(res, 503, JSON.stringify({ message: "The API is starting. Try again in a moment." }));
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
    }
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: "POST", headers, search: query >= 0 ? url.slice(query) : "", body: (req as { body?: unknown }).body },
      context: () => Promise.resolve(options.context(req, res)),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    if (response.body.kind === "complete") {
      send(res, response.status ?? 200, response.body.string);
      return;
    }
    res.statusCode = response.status ?? 200;
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (!isGraphqlPost(req)) return false;
    // One `next` for the whole chain: a closure per middleware costs more than the middleware (helmet's
    // eleven headers) on this path.
    let i = 0;
    const next = (err?: unknown): void => {
      if (err) return onError(err, req, res);
      if (i < middleware.length) return middleware[i++](req, res, next);
      answer(req, res).catch((error: unknown) => onError(error, req, res));
    };
    next();
    return true;
  };
}

function send(res: http.ServerResponse, status: number, body: string): void {
  // Encoded once: its length is the bytes' (measuring a string's UTF-8 length walks it a second time).
  const bytes = Buffer.from(body);
  res.statusCode = status;
  if (!res.hasHeader("content-type")) res.setHeader("content-type", "application/json; charset=utf-8");
  res.setHeader("content-length", bytes.length);
  res.end(bytes);
}
