import type { Logger } from "../logger";
import type { ExchangeRatesService } from "../modules/currencies";

/**
 * Exchange rates (ADR 0070): when EXCHANGE_RATES_URL is set, fetches the ECB's daily reference rates at start
 * and then every `refreshMs`; and every hour, deletes quotes' rate holds that ended a day ago. Each process
 * may run it: a day's rates already kept are not added again, and deleting is idempotent.
 */
export function startExchangeRateJob(
  rates: Pick<ExchangeRatesService, "fetchEcb" | "pruneLocks">,
  log: Logger,
  options: { url?: string; refreshMs: number; pruneMs?: number },
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, work: () => Promise<unknown>) => {
    const run = () => {
      running = Promise.all([running, work()]);
    };
    run();
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
  };
  const { url } = options;
  if (url) {
    every(options.refreshMs, () =>
      rates
        .fetchEcb(url)
        .then((added) => log.info({ url, added }, "exchange rates fetched"))
        .catch((err) => log.warn({ err, url }, "fetching exchange rates failed; the rates kept stay until they are too old")),
    );
  }
  every(options.pruneMs ?? 3_600_000, () => rates.pruneLocks().catch((err) => log.warn({ err }, "pruning rate holds failed")));
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await running.catch(() => {});
    },
  };
}
