import type http from "node:http";

/**
 * Stops an HTTP server gracefully: no new connections; every request already received (even partly)
 * is finished and answered; keep-alive connections are closed as soon as they fall idle. After
 * `timeoutMs` the remaining connections are cut.
 *
 * Node knows which connections are mid-request, which counting 'request' events cannot: a request
 * whose bytes arrived but whose handler has not run yet is still "active" to closeIdleConnections().
 */
export function drainHttpServer(server: http.Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const sweep = setInterval(() => server.closeIdleConnections(), 25);
    const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
