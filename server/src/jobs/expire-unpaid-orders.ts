import type { Logger } from "../logger";
import type { ShopMetrics } from "../observability/metrics";

/**
 * At start and then every minute, cancels the unpaid orders that held their stock too long (ADR 0014):
 * a process starting after downtime catches up at once. Each process may run it; an order is cancelled
 * by one conditional move only, so running it twice at once is harmless.
 */
export function startUnpaidOrderExpiry(
  orders: { expireUnpaid(now?: Date): Promise<number> },
  log: Logger,
  metrics: Pick<ShopMetrics, "unpaidOrdersExpired">,
  intervalMs = 60_000,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = orders.expireUnpaid().then((count) => metrics.unpaidOrdersExpired(count)).catch((err) => log.warn({ err }, "expiring unpaid orders failed; trying again in a minute"));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
