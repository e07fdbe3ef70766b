import type { Transaction } from "../../db/transaction";
import { writeEmail } from "./order-emails";
import { questionAnsweredEmail } from "./question-templates";

/** The emails of riders' questions about parts (ADR 0071), written to the outbox in the answer's transaction. */
export class QuestionEmails {
  private readonly publicUrl: string;

  constructor(options: { publicUrl: string }) {
    this.publicUrl = options.publicUrl.replace(/\/+$/, "");
  }

  async questionAnswered(
    tx: Transaction,
    answered: { to: string; partId: string; partName: string; question: string; answer: string; answerId: string; byShop: boolean },
  ): Promise<void> {
    await writeEmail(tx, {
      kind: "question-answered",
      dedupeKey: `question-answered:${answered.answerId}`,
      orderId: null,
      to: answered.to,
      content: questionAnsweredEmail({ ...answered, partUrl: `${this.publicUrl}/product/${answered.partId}#questions` }),
    });
  }
}
