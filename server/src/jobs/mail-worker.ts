import type { Config } from "../config";
import type { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";
import type { ShopMetrics } from "../observability/metrics";
import { MailWorker, keepTransport, smtpTransport, type MailTransport } from "../modules/notifications";

/**
 * Sends the outbox's emails (ADR 0035) from this process: through SMTP_URL when set; else, outside
 * production, keeps them for /dev/mail. In production without SMTP_URL nothing is claimed: the emails
 * wait, pending, until a process with SMTP_URL starts. Each process may run it: workers share the
 * outbox without sending an email twice (barring a crash mid-send; see MailWorker).
 */
export function startMailWorker(
  prisma: PrismaClient,
  config: Config,
  log: Logger,
  metrics: Pick<ShopMetrics, "emailDelivered"> = { emailDelivered: () => {} },
): { stop(): Promise<void> } {
  let transport: MailTransport;
  if (config.mail.smtpUrl) transport = smtpTransport(config.mail.smtpUrl, config.mail.from);
  else if (config.env !== "production") transport = keepTransport();
  else {
    log.warn("SMTP_URL is not set: emails are written to the outbox and wait there, unsent, until it is");
    return { stop: async () => {} };
  }
  const worker = new MailWorker({
    prisma,
    transport,
    log: log.child({ job: "mail" }),
    leaseMs: config.mail.leaseMs,
    maxAttempts: config.mail.maxAttempts,
    pollIntervalMs: config.mail.pollIntervalMs,
    onDelivery: (outcome) => metrics.emailDelivered(outcome),
  });
  worker.start();
  if (transport.name === "keep") log.info("no SMTP_URL: emails are kept in the database; see them at /dev/mail");
  return {
    async stop() {
      await worker.stop();
      await transport.close();
    },
  };
}
