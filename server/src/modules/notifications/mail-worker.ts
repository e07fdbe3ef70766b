import type { PrismaClient } from "../../generated/prisma/client";
import type { Logger } from "../../logger";
import type { MailTransport, OutgoingEmail } from "./transports";

/** An email a worker has claimed: `attempts` (this claim's number) identifies the lease. */
export interface ClaimedEmail extends OutgoingEmail {
  kind: string;
  attempts: number;
}

/** What became of a claimed email. "lost": its lease expired and another worker took it over first. */
export type DeliveryOutcome = "sent" | "kept" | "retry" | "failed" | "lost";

export interface MailWorkerOptions {
  prisma: PrismaClient;
  transport: MailTransport;
  log: Logger;
  /** Emails claimed at once (default 10). */
  batchSize?: number;
  /** How long a claim holds an email (default 2 minutes); a crashed worker's emails are resent after it. */
  leaseMs?: number;
  /** Tries before an email is marked failed (default 8). */
  maxAttempts?: number;
  /** How often to look for due emails (default 2 s). */
  pollIntervalMs?: number;
  /** The wait after a failed attempt (the `attempts`-th); default `retryDelayMs`. */
  retryDelayMs?: (attempts: number) => number;
  /** Told what became of each email delivered (the metrics count it). */
  onDelivery?: (outcome: DeliveryOutcome) => void;
}

/** 30 s, 1 min, 2 min, 4 min… doubling after each failed attempt, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * The mail worker (ADR 0035): claims due emails of `outbox_emails` in small batches with a lease
 * (UPDATE … FOR UPDATE SKIP LOCKED, so several workers, in one process or many, never claim the same
 * email), hands each to the transport, then marks it sent (or kept) if its lease is still this claim's.
 * A failed attempt waits and is retried; after `maxAttempts`, the email is failed.
 *
 * Delivery is at least once: a worker that dies after the SMTP server accepted an email and before
 * marking it sent leaves it `sending`; once the lease expires another worker sends it again, with the
 * same Message-ID (`<outbox-id@motoparts-usa>`), by which receivers can drop the duplicate. Nothing is
 * lost: an email is marked sent only after the server accepted it.
 */
export class MailWorker {
  private readonly prisma: PrismaClient;
  private readonly transport: MailTransport;
  private readonly log: Logger;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly pollIntervalMs: number;
  private readonly retryDelay: (attempts: number) => number;
  private readonly onDelivery: (outcome: DeliveryOutcome) => void;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(options: MailWorkerOptions) {
    this.prisma = options.prisma;
    this.transport = options.transport;
    this.log = options.log;
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.pollIntervalMs = options.pollIntervalMs ?? 2_000;
    this.retryDelay = options.retryDelayMs ?? retryDelayMs;
    this.onDelivery = options.onDelivery ?? (() => {});
  }

  /**
   * Claims up to `limit` due emails: pending ones whose time has come, and ones still `sending` whose
   * lease expired (their worker died). Each claim counts an attempt.
   */
  async claim(limit = this.batchSize): Promise<ClaimedEmail[]> {
    // An email whose last attempt's worker died is not tried beyond the limit.
    await this.prisma.$executeRaw`
      UPDATE outbox_emails SET status = 'failed', locked_until = NULL,
        last_error = 'The worker sending it stopped during its last attempt.'
      WHERE status = 'sending' AND locked_until < now() AND attempts >= ${this.maxAttempts}::integer`;
    return this.prisma.$queryRaw<ClaimedEmail[]>`
      UPDATE outbox_emails
      SET status = 'sending', locked_until = now() + ${this.leaseMs}::integer * interval '1 millisecond', attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM outbox_emails
        WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now())
        ORDER BY created_at, id
        LIMIT ${limit}::integer
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id::text AS id, kind, to_email AS "to", reply_to AS "replyTo", subject, html, text, attempts`;
  }

  /** Hands one claimed email to the transport and records what happened. */
  async deliver(email: ClaimedEmail): Promise<DeliveryOutcome> {
    try {
      await this.transport.send(email, AbortSignal.timeout(Math.max(1_000, Math.floor(this.leaseMs / 2))));
    } catch (err) {
      return this.failed(email, err);
    }
    const done = this.transport.delivered;
    // Only while the lease is this claim's: a later claim (ours expired) has its own attempt number.
    const count = await this.prisma.$executeRaw`
      UPDATE outbox_emails
      SET status = ${done}, sent_at = CASE WHEN ${done} = 'sent' THEN now() END, locked_until = NULL, last_error = NULL
      WHERE id = ${email.id}::uuid AND status = 'sending' AND attempts = ${email.attempts}::integer`;
    if (count === 0) {
      this.log.warn({ outboxId: email.id, kind: email.kind }, "email handed over after its lease was taken by another worker; it may arrive twice (same Message-ID)");
      return "lost";
    }
    this.log.info({ outboxId: email.id, kind: email.kind, transport: this.transport.name, attempts: email.attempts }, `email ${done}`);
    return done;
  }

  private async failed(email: ClaimedEmail, err: unknown): Promise<DeliveryOutcome> {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    const last = email.attempts >= this.maxAttempts;
    const delay = this.retryDelay(email.attempts);
    const count = await this.prisma.$executeRaw`
      UPDATE outbox_emails
      SET status = ${last ? "failed" : "pending"}, next_attempt_at = now() + ${delay}::integer * interval '1 millisecond',
        locked_until = NULL, last_error = ${message}
      WHERE id = ${email.id}::uuid AND status = 'sending' AND attempts = ${email.attempts}::integer`;
    if (count === 0) return "lost";
    if (last) this.log.error({ outboxId: email.id, kind: email.kind, attempts: email.attempts, error: message }, "email failed for good");
    else this.log.warn({ outboxId: email.id, kind: email.kind, attempts: email.attempts, retryInMs: delay, error: message }, "email not sent; trying again later");
    return last ? "failed" : "retry";
  }

  /** Claims one batch and delivers it, one email after the other; returns how many were claimed. */
  async runOnce(): Promise<number> {
    const batch = await this.claim();
    for (const email of batch) this.onDelivery(await this.deliver(email));
    return batch.length;
  }

  /** Delivers batches until none is full (or the worker is stopping). */
  private async drain(): Promise<void> {
    while (!this.stopped && (await this.runOnce()) === this.batchSize);
  }

  /** Runs now, then every `pollIntervalMs` after each run ends. */
  start(): void {
    if (this.timer || this.stopped) return;
    const tick = () => {
      this.inFlight = this.drain()
        .catch((err) => this.log.warn({ err }, "mail worker run failed; trying again shortly"))
        .finally(() => {
          if (this.stopped) return;
          this.timer = setTimeout(tick, this.pollIntervalMs);
          this.timer.unref();
        });
    };
    this.timer = setTimeout(tick, 0);
    this.timer.unref();
  }

  /** Stops polling and waits for the batch in flight, so no email is left half-handled by this process. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.inFlight;
  }
}
