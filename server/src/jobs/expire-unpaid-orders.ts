import type { Logger } from "../logger";

/**
 * Every minute, cancels the unpaid orders that held their stock too long (ADR 0014). Each process runs
 * it; an order is cancelled by one conditional update only, so running it twice at once is harmless.
 */
export function startUnpaidOrderExpiry(
  orders: { expireUnpaid(now?: Date): Promise<number> },
  log: Logger,
  intervalMs = 60_000,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = orders.expireUnpaid().catch((err) => log.warn({ err }, "expiring unpaid orders failed; trying again in a minute"));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
