import type { Transaction } from "../../db/transaction";
import { isUuid } from "../../validation";
import { lockOrder, moveOrder, type OrderActor, type OrderNotifier } from "./order-state";
import { restockLines } from "./order-rows";
import { centsOfMinor } from "./order-currency";

/**
 * Settling refunds (ADR 0037): what moves money in the books once a refund succeeds (or fails), whoever
 * asked for it, and what Stripe's refund webhooks apply. Each runs in its caller's transaction, under the
 * order's lock.
 */

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Settles a pending refund as succeeded, once (a second webhook finds it settled and changes nothing): adds it to the order's refunded total, puts its returned units back in stock, writes
 * its email, and moves the order when all of it is given back. The caller holds the order's lock.
 */
export async function settleRefund(
  tx: Transaction,
  notifier: OrderNotifier,
  refundId: string,
  by: { actor: OrderActor; actorEmail?: string | null; amountMinor?: number },
): Promise<boolean> {
  const refund = await tx.refund.findUnique({ where: { id: refundId }, include: { lines: { include: { orderLine: true } }, order: true } });
  if (!refund) return false;
  // What the provider says it gave back, in the payment's currency, when it says; else what was asked.
  const amountMinor = by.amountMinor ?? refund.amountMinor;
  const amountCents = by.amountMinor === undefined || by.amountMinor === refund.amountMinor ? refund.amountCents : centsOfMinor(refund.order, by.amountMinor);
  const { count } = await tx.refund.updateMany({
    where: { id: refundId, status: "pending" },
    data: { status: "succeeded", settledAt: new Date(), failureReason: null, amountCents, amountMinor },
  });
  if (count === 0) return false;
  // Never more than the order's total in the books, even when a provider gave back more.
  await tx.$executeRaw`UPDATE orders SET refunded_cents = LEAST(total_cents, refunded_cents + ${amountCents}),
    refunded_minor = LEAST(total_minor, refunded_minor + ${amountMinor}), updated_at = now() WHERE id = ${refund.orderId}::uuid`;
  const returned = refund.lines.filter((l) => l.restock && l.orderLine.partId).sort((a, b) => a.orderLine.partId!.localeCompare(b.orderLine.partId!));
  for (const line of returned) {
    await tx.part.updateMany({ where: { id: line.orderLine.partId! }, data: { availableQuantity: { increment: line.quantity } } });
  }
  await notifier.orderChanged(tx, { orderId: refund.orderId, to: "refunded", refundId: refund.id });
  await reconcileRefunds(tx, notifier, refund.orderId, by);
  return true;
}

/** Marks a pending refund failed, with the provider's reason; a settled one is left to the caller to report. */
export async function failRefund(tx: Transaction, refundId: string, reason: string | null): Promise<boolean> {
  const { count } = await tx.refund.updateMany({
    where: { id: refundId, status: "pending" },
    data: { status: "failed", failureReason: (reason ?? "Refused by the payment provider.").slice(0, 200), settledAt: new Date() },
  });
  return count === 1;
}

/**
 * Moves an order whose refunds give back all of it: a shipped or delivered one becomes refunded; a paid or
 * packed one (refunded in Stripe's dashboard before it shipped) is cancelled and its parts go back in
 * stock. An unpaid one waits: its payment's webhook calls this again. The caller holds the order's lock.
 * True when it put parts back in stock.
 */
export async function reconcileRefunds(tx: Transaction, notifier: OrderNotifier, orderId: string, by: { actor: OrderActor; actorEmail?: string | null }): Promise<boolean> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { status: true, totalCents: true, refundedCents: true } });
  if (!order || order.totalCents === 0 || order.refundedCents < order.totalCents) return false;
  const move = { orderId, actor: by.actor, actorEmail: by.actorEmail ?? null };
  if (order.status === "shipped" || order.status === "delivered") {
    await moveOrder(tx, notifier, { ...move, to: "refunded", note: `Refunded in full (${usd(order.totalCents)}).` });
  } else if (order.status === "paid" || order.status === "packed") {
    const moved = await moveOrder(tx, notifier, { ...move, to: "cancelled", note: "Refunded in full before shipping: its parts went back in stock.", data: { cancelledAt: new Date() } });
    if (moved) {
      await restockLines(tx, orderId);
      return true;
    }
  }
  return false;
}

/** A refund as the payment provider reports it in a webhook. */
export interface ProviderRefund {
  providerRefundId: string;
  /** In the payment's currency and minor unit, as Stripe writes it. */
  amountMinor: number;
  /** Stripe's status: pending, requires_action, succeeded, failed or canceled. */
  status: string;
  paymentIntentId: string | null;
  /** Our refund's id, from the metadata the shop sent; absent for a refund made in Stripe's dashboard. */
  refundId: string | null;
  failureReason: string | null;
}

/**
 * Applies what the provider says of one refund, in the caller's transaction: finds our row (by the id the
 * shop sent, or Stripe's), or writes one for a refund made in Stripe's dashboard, then settles or fails it.
 * The order's lock orders two webhooks of one refund one after the other; the second changes nothing.
 */
export async function applyProviderRefund(tx: Transaction, notifier: OrderNotifier, reported: ProviderRefund): Promise<string> {
  const ourId = reported.refundId && isUuid(reported.refundId) ? reported.refundId : null;
  const ours = ourId ? await tx.refund.findUnique({ where: { id: ourId }, select: { orderId: true } }) : null;
  const orderId =
    ours?.orderId ??
    (reported.paymentIntentId ? (await tx.order.findUnique({ where: { paymentIntentId: reported.paymentIntentId }, select: { id: true } }))?.id : undefined);
  if (!orderId) return "unknown-order";
  await lockOrder(tx, orderId);
  // Read under the lock: another webhook of the same refund may have settled it meanwhile.
  let row = (ours ? await tx.refund.findUnique({ where: { id: ourId! } }) : null) ?? (await tx.refund.findUnique({ where: { providerRefundId: reported.providerRefundId } }));
  if (row && row.orderId !== orderId) return "refund-mismatch";
  if (!row) {
    if (reported.status === "failed" || reported.status === "canceled") return "refund-failed";
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    row = await tx.refund.create({
      data: {
        orderId,
        amountCents: centsOfMinor(order, reported.amountMinor),
        amountMinor: reported.amountMinor,
        method: "stripe",
        providerRefundId: reported.providerRefundId,
        note: "Refunded in Stripe's dashboard.",
      },
    });
  } else if (!row.providerRefundId) {
    await tx.refund.update({ where: { id: row.id }, data: { providerRefundId: reported.providerRefundId } });
  }
  if (reported.status === "succeeded") {
    // Refused before, given back now: the money moved, but the shop's books may have refunded it again since.
    if (row.status === "failed") return "succeeded-after-failure";
    return (await settleRefund(tx, notifier, row.id, { actor: "payment", amountMinor: reported.amountMinor })) ? "refunded" : "already-refunded";
  }
  if (reported.status === "failed" || reported.status === "canceled") {
    if (await failRefund(tx, row.id, reported.failureReason)) return "refund-failed";
    // Failed after it succeeded (a closed card): the money did not go back after all. Someone must look.
    return row.status === "succeeded" ? "failed-after-success" : "already-settled";
  }
  return "refund-pending";
}
