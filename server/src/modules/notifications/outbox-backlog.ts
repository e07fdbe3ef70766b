import type { PrismaClient } from "../../generated/prisma/client";

export interface OutboxBacklog {
  pending: number;
  sending: number;
  /** Seconds since the oldest pending email was written; null when none is pending. */
  oldestPendingSeconds: number | null;
}

/** The emails not yet handed over (the metrics read it when scraped): one query on the status index. */
export async function outboxBacklog(prisma: PrismaClient): Promise<OutboxBacklog> {
  const [row] = await prisma.$queryRaw<{ pending: number; sending: number; oldest: number | null }[]>`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE status = 'sending')::int AS sending,
           extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending'))::float8 AS oldest
    FROM outbox_emails WHERE status IN ('pending', 'sending')`;
  return { pending: row.pending, sending: row.sending, oldestPendingSeconds: row.oldest };
}
