import type { PrismaClient, User } from "../../generated/prisma/client";
import { AppError } from "../../errors";
import { partReviewLimits } from "../../../../shared/part-review-schemas";

/**
 * The per-account limit on what riders write on parts: reviews, questions, answers and reports in the last
 * minute, counted in the database, so every server process sees the same count (the per-address limit is
 * the API's write budget). Admins answering questions are not limited; RATE_LIMITS=off turns it off with
 * the others.
 */
export class ContributionThrottle {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly enabled = true,
  ) {}

  async check(user: User): Promise<void> {
    if (!this.enabled || user.role === "admin") return;
    const since = new Date(Date.now() - 60_000);
    const [{ n }] = await this.prisma.$queryRaw<{ n: number }[]>`
      SELECT ((SELECT count(*) FROM part_reviews WHERE user_id = ${user.id}::uuid AND created_at >= ${since})
        + (SELECT count(*) FROM part_questions WHERE user_id = ${user.id}::uuid AND created_at >= ${since})
        + (SELECT count(*) FROM part_answers WHERE user_id = ${user.id}::uuid AND created_at >= ${since})
        + (SELECT count(*) FROM content_reports WHERE user_id = ${user.id}::uuid AND created_at >= ${since}))::int AS n`;
    if (n >= partReviewLimits.perMinute) {
      throw new AppError("TOO_MANY_REQUESTS", "You have written a lot in the last minute: try again in a minute.", {
        retryAfter: 60,
        http: { status: 429, headers: new Map([["retry-after", "60"]]) },
      });
    }
  }
}
