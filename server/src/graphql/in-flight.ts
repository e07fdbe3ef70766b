import type { ApolloServerPlugin } from "@apollo/server";

/**
 * The GraphQL operations being executed (over HTTP or through the REST shim). A client that hangs up
 * does not stop its operation: its HTTP connection is gone, so draining the server does not wait for
 * it, yet it still needs the database. Shutdown waits for `settled()` before closing the database.
 */
export function inFlightOperations(): { plugin: ApolloServerPlugin; running(): number; settled(timeoutMs: number): Promise<boolean> } {
  let running = 0;
  let onIdle: (() => void)[] = [];

  const finish = () => {
    running -= 1;
    if (running > 0) return;
    for (const resolve of onIdle) resolve();
    onIdle = [];
  };

  return {
    plugin: {
      async requestDidStart() {
        running += 1;
        let finished = false;
        return {
          // Called once for every operation, answered or refused, errors included.
          async willSendResponse() {
            if (finished) return;
            finished = true;
            finish();
          },
        };
      },
    },
    running: () => running,
    /** Resolves true once no operation runs, or false after `timeoutMs` with some still running. */
    settled(timeoutMs) {
      if (running === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        onIdle.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
