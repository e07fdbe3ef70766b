import type { Order, PrismaClient, Refund, RefundLine, User } from "../../generated/prisma/client";
import type { Transaction } from "../../db/transaction";
import { minorOfCents } from "./order-currency";
import { AppError, badInput, conflict, notFound } from "../../errors";
import type { Logger } from "../../logger";
import { parseId, parseInputFully } from "../../validation";
import { refundInput, refundNote, type RefundInput } from "../../../../shared/order-schemas";
import { illegalMove, lockOrder, moveOrder, SILENT, type OrderNotifier } from "./order-state";
import { byOrder, restockLines } from "./order-rows";
import { failRefund, settleRefund } from "./refund-settlement";

/**
 * Refunds (ADR 0037). An admin refunds a shipped or delivered order, all of it or some of its
 * lines, or cancels a paid or packed one with a full refund. A card payment is refunded through a Stripe
 * Refund: the refund row is written first (pending), Stripe is asked with the row's id in its metadata,
 * and Stripe's webhooks settle it (`settleRefund`), whenever and however often they come. The demo
 * method settles at once. Settling is what moves money in the books (`refunded_cents`), puts returned
 * units back in stock, tells the buyer, and, once all of the order is given back, moves its state.
 */

/** What refunds need from the payment provider: asking it to give money back. */
export interface RefundGateway {
  /** Whether card refunds can be asked now (Stripe is configured). */
  cardRefundsEnabled(): boolean;
  /** Asks for a refund of `amountMinor` (in the payment's currency) of the order's payment; resolves with the provider's refund id, or throws an AppError. */
  requestRefund(order: { id: string; paymentIntentId: string }, refund: { id: string; amountMinor: number }): Promise<string>;
}

export type RefundWithLines = Refund & { lines: RefundLine[] };

/** A refund as the API shows it: with the currency its order was charged in, which its `amountMinor` is in. */
export type RefundView = RefundWithLines & { currency: string };

export type RefundMethod = "stripe" | "demo";

const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

export class RefundsService {
  private readonly prisma: PrismaClient;
  private readonly log: Logger;
  private readonly gateway: RefundGateway;
  private readonly stockChanged: () => void;
  private readonly notifier: OrderNotifier;

  constructor(options: {
    prisma: PrismaClient;
    log: Logger;
    /** Where card refunds are asked for (Stripe, through the payments module). */
    gateway: RefundGateway;
    /** Told when stock changes (the response cache listens). */
    stockChanged?: () => void;
    /** Told of every move and settled refund, inside its transaction (the email outbox). */
    notifier?: OrderNotifier;
  }) {
    this.prisma = options.prisma;
    this.log = options.log;
    this.gateway = options.gateway;
    this.stockChanged = options.stockChanged ?? (() => {});
    this.notifier = options.notifier ?? SILENT;
  }

  /**
   * Refunds some lines of a shipped or delivered order (or every unit not refunded yet, when `lines` is
   * left out). The refund that leaves no unit unrefunded also gives back shipping, duties and taxes.
   * On a cancelled order that was paid, it asks again for what a failed refund did not give back.
   */
  async refund(admin: User, orderId: string, raw: RefundInput): Promise<Order> {
    const input = parseInputFully(refundInput, raw ?? {}, "input") ?? {};
    const order = await this.byId(orderId);
    const method = this.methodOf(order);
    if (method === "stripe") await this.askUnconfirmed(order);
    const key = input.idempotencyKey ?? null;
    const refund = await this.prisma.$transaction(async (tx) => {
      const status = (await lockOrder(tx, order.id))!;
      // The same key again (a retried request) is the refund it made: nothing more is given back.
      if (key && (await tx.refund.findUnique({ where: { orderId_idempotencyKey: { orderId: order.id, idempotencyKey: key } } }))) return null;
      const now = await tx.order.findUniqueOrThrow({ where: { id: order.id } });
      const given = await committedCents(tx, order.id);
      if (status === "cancelled" && now.paidAt && given < now.totalCents && !input.lines) {
        return createRefund(tx, this.notifier, { order: now, method, amountCents: now.totalCents - given, lines: [], admin, note: input.note ?? "Refund of the cancelled order asked again.", idempotencyKey: key });
      }
      if (status !== "shipped" && status !== "delivered") throw illegalMove(status, "refunded");
      const plan = await planLines(tx, now, input.lines ?? null, given);
      return createRefund(tx, this.notifier, { order: now, method, amountCents: plan.amountCents, lines: plan.lines, admin, note: input.note ?? null, idempotencyKey: key });
    }, TRANSACTION_OPTIONS);
    if (!refund) return this.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    return this.finish(admin, order, refund);
  }

  /**
   * Cancels a paid or packed order with a full refund: its parts go back in stock at once. Again changes
   * nothing, unless a refund of it was refused: then what is still owed is asked again.
   */
  async cancelWithRefund(admin: User, orderId: string, rawNote?: string | null): Promise<Order> {
    const note = parseInputFully(refundNote, rawNote, "note");
    const order = await this.byId(orderId);
    const method = this.methodOf(order);
    if (method === "stripe") await this.askUnconfirmed(order);
    const refund = await this.prisma.$transaction(async (tx) => {
      const status = (await lockOrder(tx, order.id))!;
      if (status === "cancelled") {
        // Cancelled already: what its refunds have not given back (a refund Stripe refused) is asked again.
        const now = await tx.order.findUniqueOrThrow({ where: { id: order.id } });
        const left = now.totalCents - (await committedCents(tx, order.id));
        if (!now.paidAt || left <= 0) return null;
        return createRefund(tx, this.notifier, { order: now, method, amountCents: left, lines: [], admin, note: note ?? "Refund of the cancelled order asked again." });
      }
      if (status === "unpaid") throw conflict("This order is not paid: cancel it without a refund.");
      if (status !== "paid" && status !== "packed") throw illegalMove(status, "cancelled");
      await moveOrder(tx, this.notifier, {
        orderId: order.id,
        to: "cancelled",
        actor: "admin",
        actorEmail: admin.email,
        note: note || "Cancelled with a full refund: its parts went back in stock.",
        data: { cancelledAt: new Date() },
      });
      await restockLines(tx, order.id);
      const now = await tx.order.findUniqueOrThrow({ where: { id: order.id } });
      const amountCents = now.totalCents - (await committedCents(tx, order.id));
      if (amountCents <= 0) return null;
      return createRefund(tx, this.notifier, { order: now, method, amountCents, lines: [], admin, note: note ?? "Cancelled before shipping." });
    }, TRANSACTION_OPTIONS);
    this.stockChanged();
    if (!refund) return this.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    return this.finish(admin, order, refund);
  }

  /**
   * Refunds what came back of a return (ADR 0072), in one transaction with `within` (the return's own move,
   * which runs first, under the order's lock): the units' price, the duties and taxes charged on them, and,
   * when `shipping` is set, their share of the shipping paid; the units that leave nothing unrefunded take
   * the rest of the order with them, as any refund does. `linked` runs once the refund's row exists, before
   * the demo method settles it. Returns the refund, or null when `within` decided there is nothing to do.
   */
  async refundReturn(
    admin: User,
    orderId: string,
    args: { lines: { lineId: string; quantity: number; returned: boolean }[]; shipping: boolean; note: string },
    within: (tx: Transaction) => Promise<boolean>,
    linked: (tx: Transaction, refund: Refund) => Promise<void>,
  ): Promise<Refund | null> {
    const order = await this.byId(orderId);
    const method = this.methodOf(order);
    if (method === "stripe") await this.askUnconfirmed(order);
    const refund = await this.prisma.$transaction(async (tx) => {
      const status = (await lockOrder(tx, order.id))!;
      if (!(await within(tx))) return null;
      if (status !== "shipped" && status !== "delivered") throw illegalMove(status, "refunded");
      const now = await tx.order.findUniqueOrThrow({ where: { id: order.id } });
      const given = await committedCents(tx, order.id);
      const plan = await planLines(tx, now, args.lines, given, { charges: true, shipping: args.shipping });
      return createRefund(tx, this.notifier, { order: now, method, amountCents: plan.amountCents, lines: plan.lines, admin, note: args.note, linked });
    }, TRANSACTION_OPTIONS);
    if (!refund) return null;
    await this.finish(admin, order, refund);
    return refund;
  }

  /** Each order's refunds with their lines, oldest first, in one query for a page of orders. */
  async refundsOf(orderIds: readonly string[]): Promise<RefundWithLines[][]> {
    const rows = await this.prisma.refund.findMany({
      where: { orderId: { in: [...orderIds] } },
      include: { lines: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    return byOrder(orderIds, rows);
  }

  /**
   * After the refund row is written: the demo method settled it in its transaction; a card refund is
   * asked of Stripe now, and its webhooks settle it.
   */
  private async finish(admin: User, order: Order, refund: Refund): Promise<Order> {
    this.log.info({ orderId: order.id, refundId: refund.id, amountCents: refund.amountCents, method: refund.method, by: admin.email }, "refund asked");
    if (refund.method === "demo") this.stockChanged();
    if (refund.method === "stripe") await this.ask(order, refund);
    return this.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  }

  /**
   * Asks Stripe for a refund, its row's id as the idempotency key: asking again is the same refund. A
   * refusal (Stripe answered no) marks it failed and is the admin's answer. No answer (Stripe unreachable,
   * or its error) leaves it pending: Stripe may have made it, and its webhook will say; the next refund or
   * cancellation of the order asks again first (askUnconfirmed), which cannot pay twice.
   */
  private async ask(order: Order, refund: Refund): Promise<void> {
    try {
      const providerRefundId = await this.gateway.requestRefund({ id: order.id, paymentIntentId: order.paymentIntentId! }, refund);
      // Its webhook may have come first and written it already.
      await this.prisma.refund.updateMany({ where: { id: refund.id, providerRefundId: null }, data: { providerRefundId } });
    } catch (err) {
      const refused = err instanceof AppError && err.extensions.code === "CONFLICT";
      if (refused) {
        await this.prisma.$transaction((tx) => failRefund(tx, refund.id, err.message));
        this.log.error({ orderId: order.id, refundId: refund.id, err: err.message }, "refund refused by the payment provider");
        throw err;
      }
      this.log.error({ orderId: order.id, refundId: refund.id, err: (err as Error).message }, "refund not confirmed by the payment provider: left pending");
      throw new AppError(
        "SERVICE_UNAVAILABLE",
        "The payment provider did not confirm the refund. It stays pending: refunding or cancelling this order again asks for it again first, and cannot pay it twice.",
      );
    }
  }

  /** Asks Stripe again for the order's refunds it never confirmed (no refund id yet), before anything new. */
  private async askUnconfirmed(order: Order): Promise<void> {
    const unconfirmed = await this.prisma.refund.findMany({ where: { orderId: order.id, method: "stripe", status: "pending", providerRefundId: null }, orderBy: { createdAt: "asc" } });
    for (const refund of unconfirmed) await this.ask(order, refund);
  }

  private async byId(id: string): Promise<Order> {
    const order = await this.prisma.order.findUnique({ where: { id: parseId(id) } });
    if (!order) throw notFound("No order has this id.");
    return order;
  }

  /** A card payment is refunded through Stripe; an order paid with the demo method, at once. */
  private methodOf(order: Order): RefundMethod {
    if (!order.paymentIntentId) return "demo";
    if (!this.gateway.cardRefundsEnabled()) throw new AppError("PAYMENTS_NOT_CONFIGURED", "Card payments are not configured on this shop: its card refunds cannot be asked.");
    return "stripe";
  }
}

/** What the order's refunds give back or are asking for (pending and succeeded ones). */
async function committedCents(tx: Transaction, orderId: string): Promise<number> {
  const sum = await tx.refund.aggregate({ where: { orderId, status: { in: ["pending", "succeeded"] } }, _sum: { amountCents: true } });
  return sum._sum.amountCents ?? 0;
}

/**
 * A refund in the order's currency (ADR 0070): what is left of the charge when it gives back the rest of the
 * order, else its lines as charged (each unit price converted once) or its cents at the order's rate, never
 * more than is left of what was charged in it.
 */
async function refundMinor(tx: Transaction, order: Order, amountCents: number, lines: PlannedLine[]): Promise<number> {
  const committed = await tx.refund.aggregate({ where: { orderId: order.id, status: { in: ["pending", "succeeded"] } }, _sum: { amountCents: true, amountMinor: true } });
  const leftMinor = order.totalMinor - (committed._sum.amountMinor ?? 0);
  if (amountCents >= order.totalCents - (committed._sum.amountCents ?? 0)) return leftMinor;
  const charged = new Map((await tx.orderLine.findMany({ where: { orderId: order.id }, select: { id: true, unitPriceMinor: true } })).map((l) => [l.id, l.unitPriceMinor]));
  const linesMinor = lines.reduce((sum, l) => sum + (charged.get(l.orderLineId) ?? 0) * l.quantity, 0);
  const linesCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const minor = lines.length > 0 && linesCents === amountCents ? linesMinor : minorOfCents(order, amountCents);
  return Math.min(minor, leftMinor);
}

interface PlannedLine {
  orderLineId: string;
  quantity: number;
  amountCents: number;
  restock: boolean;
}

/**
 * The lines a refund takes, checked against what is left of each (units not refunded or being refunded),
 * and its amount: the lines' price, or everything the order has not given back when no unit is left after it.
 */
async function planLines(
  tx: Transaction,
  order: Order,
  wanted: { lineId: string; quantity: number; returned: boolean }[] | null,
  givenCents: number,
  share: { charges: boolean; shipping: boolean } = { charges: false, shipping: false },
): Promise<{ lines: PlannedLine[]; amountCents: number }> {
  const lines = await tx.orderLine.findMany({ where: { orderId: order.id }, orderBy: { position: "asc" } });
  const taken = await tx.refundLine.groupBy({
    by: ["orderLineId"],
    where: { refund: { orderId: order.id, status: { in: ["pending", "succeeded"] } } },
    _sum: { quantity: true },
  });
  const left = new Map(lines.map((l) => [l.id, l.quantity]));
  for (const t of taken) left.set(t.orderLineId, (left.get(t.orderLineId) ?? 0) - (t._sum.quantity ?? 0));

  const asked = wanted ?? lines.filter((l) => left.get(l.id)! > 0).map((l) => ({ lineId: l.id, quantity: left.get(l.id)!, returned: false }));
  if (asked.length === 0) throw conflict("Every unit of this order is refunded already.");
  const seen = new Set<string>();
  const planned: PlannedLine[] = asked.map((a, i) => {
    const line = lines.find((l) => l.id === a.lineId);
    if (!line) throw badInput("This order has no such line.", `input.lines.${i}.lineId`);
    if (seen.has(a.lineId)) throw badInput("A line appears twice: give each line once.", `input.lines.${i}.lineId`);
    seen.add(a.lineId);
    const remaining = left.get(line.id)!;
    if (a.quantity > remaining) {
      throw badInput(
        remaining === 0 ? `${line.name} is refunded already.` : `Only ${remaining} of ${line.name} can still be refunded.`,
        `input.lines.${i}.quantity`,
      );
    }
    left.set(line.id, remaining - a.quantity);
    return { orderLineId: line.id, quantity: a.quantity, amountCents: line.unitPriceCents * a.quantity, restock: a.returned };
  });
  const linesCents = planned.reduce((sum, l) => sum + l.amountCents, 0);
  // A return gives back the lines' share of the duties and taxes charged on the order (and of its shipping
  // when the shop was at fault), in proportion to their price.
  const part = order.subtotalCents > 0 ? linesCents / order.subtotalCents : 0;
  const sharedCents = Math.round(part * ((share.charges ? order.dutiesCents + order.taxesCents : 0) + (share.shipping ? order.shippingCents : 0)));
  const nothingLeft = [...left.values()].every((n) => n === 0);
  // The last units take shipping, duties and taxes with them: the order is then given back in full.
  const amountCents = nothingLeft ? order.totalCents - givenCents : Math.min(linesCents + sharedCents, order.totalCents - givenCents);
  if (amountCents <= 0) throw conflict("This order's payment is refunded in full already.");
  return { lines: planned, amountCents };
}

async function createRefund(
  tx: Transaction,
  notifier: OrderNotifier,
  args: {
    order: Order;
    method: RefundMethod;
    amountCents: number;
    lines: PlannedLine[];
    admin: User;
    note: string | null;
    idempotencyKey?: string | null;
    /** Runs once the row exists, before the demo method settles it. */
    linked?: (tx: Transaction, refund: Refund) => Promise<void>;
  },
): Promise<Refund> {
  const refund = await tx.refund.create({
    data: {
      orderId: args.order.id,
      amountCents: args.amountCents,
      amountMinor: await refundMinor(tx, args.order, args.amountCents, args.lines),
      method: args.method,
      note: args.note,
      idempotencyKey: args.idempotencyKey ?? null,
      createdByEmail: args.admin.email,
      lines: { create: args.lines },
    },
  });
  await args.linked?.(tx, refund);
  // The demo method moves no money: its refund is settled now, in this transaction.
  if (args.method === "demo") await settleRefund(tx, notifier, refund.id, { actor: "admin", actorEmail: args.admin.email });
  return refund;
}
