import type { Config } from "../config";
import type { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";
import type { ShopMetrics } from "../observability/metrics";
import { startUnpaidOrderExpiry } from "./expire-unpaid-orders";
import { startMailWorker } from "./mail-worker";

/**
 * The shop's background jobs, in whichever process runs them (every `npm start` by default, or
 * `npm run worker`): the mail worker sends the outbox (ADR 0035) and the expiry cancels unpaid orders held
 * too long (ADR 0014). Both are safe in several processes at once: the mail worker claims with SKIP
 * LOCKED and leases, and each expiry is one conditional move of the order.
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
  return {
    async stop() {
      await expiry.stop();
      await mail.stop();
    },
  };
}
