import type { PrismaClient, User } from "../../generated/prisma/client";
import { notFound } from "../../errors";
import { parseId, parseInput } from "../../validation";
import { reportReason } from "../../../../shared/part-review-schemas";
import { refreshFigures } from "./part-reviews.service";
import type { ContributionThrottle } from "./throttle";

export type ContentKind = "REVIEW" | "QUESTION" | "ANSWER";
const KIND_COLUMN = { REVIEW: "review", QUESTION: "question", ANSWER: "answer" } as const;

export interface ModeratedItem {
  kind: ContentKind;
  id: string;
  hidden: boolean;
  hiddenReason: string | null;
}

export interface ReportedItem extends ModeratedItem {
  text: string;
  authorName: string;
  partId: string;
  reports: number;
  reasons: string[];
  lastReportedAt: Date | null;
}

interface Item {
  id: string;
  partId: string;
  text: string;
  authorName: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}

/**
 * Abuse reports from riders and an admin's hiding and restoring of reviews, questions and answers (ADR 0071).
 * A hidden item leaves every page and the part's figures at once: the caches are told (`changed`).
 */
export class ModerationService {
  constructor(private readonly options: { prisma: PrismaClient; throttle: ContributionThrottle; changed: () => void }) {}

  private get prisma() {
    return this.options.prisma;
  }

  /** One report per rider and item; `recorded` is false for a second. */
  async report(user: User, kind: ContentKind, id: string, reason: unknown): Promise<{ recorded: boolean }> {
    const input = parseInput(reportReason, { reason });
    const item = await this.item(kind, id);
    if (!item || item.hiddenAt) throw notFound(`No ${KIND_COLUMN[kind]} has this id.`);
    await this.options.throttle.check(user);
    const { count } = await this.prisma.contentReport.createMany({ data: [{ kind: KIND_COLUMN[kind], itemId: item.id, userId: user.id, reason: input.reason }], skipDuplicates: true });
    return { recorded: count === 1 };
  }

  async hide(kind: ContentKind, id: string, reason: unknown): Promise<ModeratedItem> {
    const input = parseInput(reportReason, { reason });
    return this.set(kind, id, { hiddenAt: new Date(), hiddenReason: input.reason });
  }

  restore(kind: ContentKind, id: string): Promise<ModeratedItem> {
    return this.set(kind, id, { hiddenAt: null, hiddenReason: null });
  }

  /** Reported items, the most recently reported first, then hidden items nobody reported. */
  async queue(first: number | null | undefined): Promise<ReportedItem[]> {
    const take = Math.min(Math.max(first ?? 50, 1), 100);
    const reports = await this.prisma.contentReport.groupBy({ by: ["kind", "itemId"], _count: { _all: true }, _max: { createdAt: true }, orderBy: { _max: { createdAt: "desc" } }, take });
    const items: ReportedItem[] = [];
    for (const r of reports) {
      const kind = (Object.keys(KIND_COLUMN) as ContentKind[]).find((k) => KIND_COLUMN[k] === r.kind)!;
      const item = await this.item(kind, r.itemId);
      if (!item) continue;
      const reasons = await this.prisma.contentReport.findMany({ where: { kind: r.kind, itemId: r.itemId }, orderBy: { createdAt: "desc" }, take: 5, select: { reason: true } });
      items.push({ ...view(kind, item), text: item.text, authorName: item.authorName, partId: item.partId, reports: r._count._all, reasons: reasons.map((x) => x.reason), lastReportedAt: r._max.createdAt });
    }
    return items;
  }

  private async set(kind: ContentKind, id: string, data: { hiddenAt: Date | null; hiddenReason: string | null }): Promise<ModeratedItem> {
    const itemId = parseId(id);
    const missing = () => notFound(`No ${KIND_COLUMN[kind]} has this id.`);
    const item = await this.prisma.$transaction(async (tx) => {
      if (kind === "REVIEW") {
        const review = await tx.partReview.update({ where: { id: itemId }, data }).catch(() => null);
        if (!review) throw missing();
        await refreshFigures(tx, review.partId);
        return review;
      }
      const row = kind === "QUESTION" ? await tx.partQuestion.update({ where: { id: itemId }, data }).catch(() => null) : await tx.partAnswer.update({ where: { id: itemId }, data }).catch(() => null);
      if (!row) throw missing();
      return row;
    });
    this.options.changed();
    return { kind, id: item.id, hidden: item.hiddenAt !== null, hiddenReason: item.hiddenReason };
  }

  private async item(kind: ContentKind, id: string): Promise<Item | null> {
    const itemId = parseId(id);
    if (kind === "REVIEW") {
      const r = await this.prisma.partReview.findUnique({ where: { id: itemId } });
      return r && { id: r.id, partId: r.partId, text: `${r.title}\n${r.body}`, authorName: r.authorName, hiddenAt: r.hiddenAt, hiddenReason: r.hiddenReason };
    }
    if (kind === "QUESTION") {
      const q = await this.prisma.partQuestion.findUnique({ where: { id: itemId } });
      return q && { id: q.id, partId: q.partId, text: q.text, authorName: q.authorName, hiddenAt: q.hiddenAt, hiddenReason: q.hiddenReason };
    }
    const a = await this.prisma.partAnswer.findUnique({ where: { id: itemId }, include: { question: { select: { partId: true } } } });
    return a && { id: a.id, partId: a.question.partId, text: a.text, authorName: a.authorName, hiddenAt: a.hiddenAt, hiddenReason: a.hiddenReason };
  }
}

function view(kind: ContentKind, item: Item): ModeratedItem {
  return { kind, id: item.id, hidden: item.hiddenAt !== null, hiddenReason: item.hiddenReason };
}
