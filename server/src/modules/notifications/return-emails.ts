import type { Transaction } from "../../db/transaction";
import { chargedCurrency, formatMoney } from "../../../../shared/currencies";
import { REASON_RULES, returnNumber, returnShippingWords, type ReturnReason, type ReturnStatus } from "../../../../shared/return-policy";
import { writeEmail } from "./order-emails";
import { orderNumber } from "./order-templates";
import { returnEmail, type ReturnEmailKind } from "./return-templates";

const KIND_OF: Partial<Record<ReturnStatus, ReturnEmailKind>> = {
  REQUESTED: "return-requested",
  APPROVED: "return-approved",
  REJECTED: "return-rejected",
  RECEIVED: "return-received",
  REFUNDED: "return-refunded",
  EXCHANGED: "return-exchanged",
};

/**
 * The emails of returns (ADR 0072), written to the outbox in the transaction of the move they tell of: one
 * per move (its key is the return and the state), none for the buyer's own cancellation.
 */
export class ReturnEmails {
  private readonly publicUrl: string;
  private readonly returnAddress: string[];

  /** `returnAddress`: where parcels come back to, one line each (the shop's warehouse). */
  constructor(options: { publicUrl: string; returnAddress: string[] }) {
    this.publicUrl = options.publicUrl.replace(/\/+$/, "");
    this.returnAddress = options.returnAddress;
  }

  async returnChanged(tx: Transaction, change: { returnId: string; to: ReturnStatus }): Promise<void> {
    const kind = KIND_OF[change.to];
    if (!kind) return;
    const row = await tx.returnRequest.findUniqueOrThrow({
      where: { id: change.returnId },
      include: {
        order: true,
        exchangeOrder: { select: { number: true } },
        buyer: { select: { email: true } },
        lines: { include: { orderLine: true } },
        refund: true,
        events: { where: { toStatus: "APPROVED" }, select: { note: true } },
      },
    });
    const reason = row.reason as ReturnReason;
    const lines = [...row.lines].sort((a, b) => a.orderLine.position - b.orderLine.position);
    const currency = chargedCurrency(row.order.currency);
    await writeEmail(tx, {
      kind,
      dedupeKey: `return:${row.id}:${change.to}`,
      orderId: row.orderId,
      to: row.buyer.email,
      content: returnEmail(kind, {
        number: returnNumber(row.number),
        orderNumber: orderNumber(row.order.number),
        orderUrl: `${this.publicUrl}/dashboard/orders/${row.orderId}`,
        lines: lines.map((l) => ({ name: l.orderLine.name, partNumber: l.orderLine.partNumber, quantity: l.quantity, receivedQuantity: l.receivedQuantity })),
        reasonLabel: REASON_RULES[reason].label,
        returnShipping: returnShippingWords(reason),
        returnAddress: this.returnAddress,
        fromAbroad: row.country !== "US",
        adminNote: row.events[0]?.note ?? null,
        rejectReason: row.rejectReason,
        refundAmount: row.refund ? formatMoney(row.refund.amountMinor, currency) : null,
        exchangeOrderNumber: row.exchangeOrder ? orderNumber(row.exchangeOrder.number) : null,
      }),
    });
  }
}
