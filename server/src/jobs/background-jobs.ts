import type { Config } from "../config";
import type { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";
import type { ShopMetrics } from "../observability/metrics";
import { startUnpaidOrderExpiry } from "./expire-unpaid-orders";
import { startMailWorker } from "./mail-worker";
import { startExchangeRateJob } from "./exchange-rates";
import { ExchangeRatesService } from "../modules/currencies";

/**
 * The shop's background jobs, in whichever process runs them (every `npm start` by default, or
 * `npm run worker`): the mail worker sends the outbox (ADR 0035) and the expiry cancels unpaid orders held
 * too long (ADR 0014), and the exchange-rate job fetches rates and prunes quotes' holds (ADR 0070). All are
 * safe in several processes at once: the mail worker claims with SKIP LOCKED and leases, each expiry is
 * one conditional move of the order, and a day's rates are added once.
 */
export function startBackgroundJobs(
  prisma: PrismaClient,
  config: Config,
  log: Logger,
  orders: { expireUnpaid(now?: Date): Promise<number> },
  metrics: Pick<ShopMetrics, "unpaidOrdersExpired" | "emailDelivered">,
): { stop(): Promise<void> } {
  const expiry = startUnpaidOrderExpiry(orders, log, metrics);
  const mail = startMailWorker(prisma, config, log, metrics);
  const rates = startExchangeRateJob(
    new ExchangeRatesService({ prisma, log, maxAgeMs: config.exchangeRates.maxAgeMs, lockMs: config.exchangeRates.lockMs }),
    log,
    { url: config.exchangeRates.url, refreshMs: config.exchangeRates.refreshMs },
  );
  return {
    async stop() {
      await expiry.stop();
      await mail.stop();
      await rates.stop();
    },
  };
}
