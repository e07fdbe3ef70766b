import type { PartAnswer, PartQuestion, PrismaClient, User } from "../../generated/prisma/client";
import type { Transaction } from "../../db/transaction";
import { notFound } from "../../errors";
import { parseId, parseInput } from "../../validation";
import { answerText, questionText } from "../../../../shared/part-review-schemas";
import { authorName } from "./part-reviews.service";
import type { ContributionThrottle } from "./throttle";
import { offsetPage, type OffsetPage } from "./offset-page";
import { hadDelivered } from "./delivered";

/** A page of a part's questions, as `Part.questions` answers it. */
export type PartQuestionPage = OffsetPage<PartQuestion>;

/** Tells a rider their question was answered, in the transaction that writes the answer. */
export interface AnswerNotifier {
  questionAnswered(tx: Transaction, answered: { to: string; partId: string; partName: string; question: string; answer: string; answerId: string; byShop: boolean }): Promise<void>;
}

/**
 * Riders' questions about parts and the answers to them (ADR 0071). Any signed-in rider may answer; an
 * admin's answer is the shop's, and one from a rider who had the part delivered says they bought it.
 */
export class QuestionsService {
  constructor(
    private readonly options: { prisma: PrismaClient; throttle: ContributionThrottle; notifier: AnswerNotifier; changed: () => void },
  ) {}

  private get prisma() {
    return this.options.prisma;
  }

  async ask(user: User, partId: string, text: unknown): Promise<PartQuestion> {
    const id = parseId(partId, "partId");
    const input = parseInput(questionText, { text });
    if (!(await this.prisma.part.findUnique({ where: { id }, select: { id: true } }))) throw notFound("No part has this id.");
    await this.options.throttle.check(user);
    const question = await this.prisma.partQuestion.create({ data: { partId: id, userId: user.id, authorName: authorName(user), text: input.text } });
    this.options.changed();
    return question;
  }

  async answer(user: User, questionId: string, text: unknown): Promise<PartAnswer> {
    const input = parseInput(answerText, { text });
    const question = await this.prisma.partQuestion.findFirst({
      where: { id: parseId(questionId, "questionId"), hiddenAt: null },
      include: { part: { select: { name: true } }, user: { select: { email: true } } },
    });
    if (!question) throw notFound("No question has this id.");
    await this.options.throttle.check(user);
    const byShop = user.role === "admin";
    const byBuyer = !byShop && (await hadDelivered(this.prisma, user.id, question.partId));
    const answer = await this.prisma.$transaction(async (tx) => {
      const created = await tx.partAnswer.create({ data: { questionId: question.id, userId: user.id, authorName: byShop ? "MotoParts USA" : authorName(user), text: input.text, byShop, byBuyer } });
      if (question.userId !== user.id) {
        await this.options.notifier.questionAnswered(tx, {
          to: question.user.email,
          partId: question.partId,
          partName: question.part.name,
          question: question.text,
          answer: created.text,
          answerId: created.id,
          byShop,
        });
      }
      return created;
    });
    this.options.changed();
    return answer;
  }

  /** A part's shown questions, newest first. */
  list(partId: string, args: { first?: number | null; after?: string | null }): Promise<OffsetPage<PartQuestion>> {
    const where = { partId, hiddenAt: null };
    return offsetPage(
      args,
      "questions",
      (skip, take) => this.prisma.partQuestion.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip, take }),
      () => this.prisma.partQuestion.count({ where }),
    );
  }

  /** The shown answers of each question, oldest first. */
  async answersOf(questionIds: readonly string[]): Promise<PartAnswer[][]> {
    const rows = await this.prisma.partAnswer.findMany({ where: { questionId: { in: [...questionIds] }, hiddenAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    const byQuestion = new Map(questionIds.map((id) => [id, [] as PartAnswer[]]));
    for (const row of rows) byQuestion.get(row.questionId)!.push(row);
    return questionIds.map((id) => byQuestion.get(id)!);
  }
}
