import { z } from "zod";
import type { Order, OrderStatus, PrismaClient, User } from "../../generated/prisma/client";
import { AppError, badInput, conflict, forbidden, notFound } from "../../errors";
import type { Logger } from "../../logger";
import { afterKeyset, decodeCursor, newestFirst, toPage, type Page } from "../../pagination";
import { parseId, parseInput, parsePageSize } from "../../validation";
import { isAdmin } from "../users/users.service";
import { limits, ruleMessages } from "../../../../shared/rules";
import { emailAddress, orderQuantity } from "../../../../shared/schemas";
import { lockUser, type Transaction } from "../../db/transaction";

export type OrderPage = Page<Order>;

const placeOrderInput = z.object({
  partId: z.string().nullish(),
  productName: z.string().trim().max(limits.partName, "No part has this name.").nullish(),
  buyerEmail: z.string().trim().toLowerCase().nullish(),
  quantity: orderQuantity,
});

export type PlaceOrderInput = z.input<typeof placeOrderInput>;

/** Orders a user may see: their own, or any for an admin. Anything else is reported as not found. */
const NOT_YOURS = "No order of yours has this id.";

/** The largest total one card payment can take (Stripe's limit for USD), well inside the column's range. */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/** How long a buyer waits for a transaction slot under contention before being told to retry. */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

/** What cancelling needs from payments: a cancelled order's PaymentIntent must not be payable. */
export interface PaymentCanceller {
  cancelPaymentIntent(paymentIntentId: string): Promise<void>;
}

/** What one account may hold in unpaid orders, and for how long (ADR 0014). */
export interface UnpaidHoldPolicy {
  maxOrders: number;
  maxCents: number;
  ttlMs: number;
}

export interface UnpaidHolds {
  verified: UnpaidHoldPolicy;
  unverified: UnpaidHoldPolicy;
}

const policyFor = (holds: UnpaidHolds, buyer: Pick<User, "emailVerified">) => (buyer.emailVerified ? holds.verified : holds.unverified);

const DEFAULT_HOLDS: UnpaidHolds = {
  verified: { maxOrders: 3, maxCents: 500_000, ttlMs: 48 * 3_600_000 },
  unverified: { maxOrders: 1, maxCents: 25_000, ttlMs: 3_600_000 },
};


export class OrdersService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly log: Logger,
    private readonly payments: PaymentCanceller,
    /** Told when stock changes (the response cache listens). */
    private readonly stockChanged: () => void = () => {},
    private readonly holds: UnpaidHolds = DEFAULT_HOLDS,
  ) {}

  /**
   * Places an order priced by the server, taking its quantity out of stock in the same transaction.
   * The conditional decrement is the guard: two buyers can never both take the last units.
   */
  async place(buyer: User, input: PlaceOrderInput): Promise<Order> {
    const { quantity, ...named } = parseInput(placeOrderInput, input);
    if (named.buyerEmail && named.buyerEmail !== buyer.email) throw forbidden("You can only place orders for yourself.");
    const partId = await this.resolvePart(named);
    const order = await this.prisma.$transaction(async (tx) => {
      await this.checkUnpaidHold(tx, buyer);
      const taken = await tx.part.updateMany({
        where: { id: partId, minQuantity: { lte: quantity }, availableQuantity: { gte: quantity } },
        data: { availableQuantity: { decrement: quantity } },
      });
      if (taken.count === 0) return null;
      // The row is locked by this transaction now, so the price read is the one the stock was taken at.
      const part = await tx.part.findUniqueOrThrow({ where: { id: partId } });
      // Thrown inside the transaction, so the stock taken above goes back.
      if (part.priceCents * quantity > MAX_ORDER_TOTAL_CENTS) {
        throw badInput(`An order can total at most $${(MAX_ORDER_TOTAL_CENTS / 100).toLocaleString("en-US")}: order fewer units.`, "quantity");
      }
      await this.checkUnpaidValue(tx, buyer, part.priceCents * quantity);
      return tx.order.create({
        data: {
          partId,
          buyerId: buyer.id,
          productName: part.name,
          buyerName: buyer.displayName,
          buyerEmail: buyer.email,
          quantity,
          unitPriceCents: part.priceCents,
          totalCents: part.priceCents * quantity,
        },
      });
    }, TRANSACTION_OPTIONS);
    if (order) {
      this.stockChanged();
      this.log.info({ orderId: order.id, partId, quantity }, "order placed");
      return order;
    }
    // Nothing was written; say why.
    const part = await this.prisma.part.findUnique({ where: { id: partId } });
    if (!part) throw notFound("No part has this id.");
    throw new AppError("BAD_USER_INPUT", ruleMessages.quantityOutOfRange, {
      field: "quantity",
      minquantity: part.minQuantity,
      avquantity: part.availableQuantity,
    });
  }

  /**
   * Unpaid orders hold stock, so what one account may hold unpaid is bounded (ADR 0014): a number of
   * orders here, their value in checkUnpaidValue. The buyer's row is locked first, so two orders of the
   * same buyer placed at once are counted one after the other.
   */
  private async checkUnpaidHold(tx: Transaction, buyer: User): Promise<void> {
    await lockUser(tx, buyer.id);
    const policy = policyFor(this.holds, buyer);
    const unpaid = await tx.order.count({ where: { buyerId: buyer.id, status: "unpaid" } });
    if (unpaid >= policy.maxOrders) {
      throw conflict(
        buyer.emailVerified
          ? `You already have ${unpaid} unpaid ${unpaid === 1 ? "order" : "orders"}: pay or cancel one before ordering again.`
          : `You already have ${unpaid} unpaid ${unpaid === 1 ? "order" : "orders"}. Pay or cancel it first, or verify your email address to hold more.`,
      );
    }
  }

  private async checkUnpaidValue(tx: Transaction, buyer: User, addedCents: number): Promise<void> {
    const policy = policyFor(this.holds, buyer);
    const { _sum } = await tx.order.aggregate({ where: { buyerId: buyer.id, status: "unpaid" }, _sum: { totalCents: true } });
    if ((_sum.totalCents ?? 0) + addedCents > policy.maxCents) {
      const most = `$${(policy.maxCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
      throw conflict(
        buyer.emailVerified
          ? `Unpaid orders may hold at most ${most} of parts: pay or cancel an order first, or order fewer units.`
          : `Until your email address is verified, unpaid orders may hold at most ${most} of parts.`,
      );
    }
  }

  /**
   * Cancels the unpaid orders that have held their stock too long (ADR 0014), putting it back. Safe to
   * run from several processes at once: each order is cancelled by one conditional update only.
   */
  async expireUnpaid(now = new Date()): Promise<number> {
    const { verified, unverified } = this.holds;
    const expired = await this.prisma.order.findMany({
      where: {
        status: "unpaid",
        OR: [
          { buyer: { emailVerified: true }, createdAt: { lt: new Date(now.getTime() - verified.ttlMs) } },
          { buyer: { emailVerified: false }, createdAt: { lt: new Date(now.getTime() - unverified.ttlMs) } },
        ],
      },
      take: 500,
    });
    let count = 0;
    for (const order of expired) if ((await this.cancelUnpaid(order, "system")).cancelled) count++;
    if (count) this.log.info({ count }, "unpaid orders expired");
    return count;
  }

  /** The part an order names: by id, or by its exact name for older clients. */
  private async resolvePart({ partId, productName }: { partId?: string | null; productName?: string | null }): Promise<string> {
    if (partId) return parseId(partId, "partId");
    if (!productName) throw badInput("partId is required.", "partId");
    const matches = await this.prisma.part.findMany({ where: { name: productName }, select: { id: true }, take: 2 });
    if (matches.length === 0) throw badInput(`No part is named "${productName}".`, "productName");
    if (matches.length > 1) throw badInput(`Several parts are named "${productName}": send partId.`, "productName");
    return matches[0].id;
  }

  /** Someone's orders: your own, or anyone's for an admin. */
  async ofEmail(viewer: User, email: string): Promise<Order[]> {
    const wanted = parseInput(emailAddress(), email);
    if (wanted !== viewer.email && !isAdmin(viewer)) throw forbidden("You can only see your own orders.");
    const buyer = wanted === viewer.email ? viewer : await this.prisma.user.findUnique({ where: { email: wanted } });
    return buyer ? this.mine(buyer) : [];
  }

  /** The buyer's orders, newest first, without cancelled ones. */
  mine(buyer: User): Promise<Order[]> {
    return this.prisma.order.findMany({
      where: { buyerId: buyer.id, status: { not: "cancelled" } },
      orderBy: newestFirst,
      take: 500,
    });
  }

  /** One order, for its buyer or an admin; NOT_FOUND for anyone else, so nothing leaks. */
  async get(viewer: User, id: string): Promise<Order> {
    const order = await this.prisma.order.findUnique({ where: { id: parseId(id) } });
    if (!order || (order.buyerId !== viewer.id && !isAdmin(viewer))) throw notFound(NOT_YOURS);
    return order;
  }

  async list(args: { status?: OrderStatus | null; first?: number | null; after?: string | null }): Promise<OrderPage> {
    const first = parsePageSize(args.first, 20);
    const statusFilter = args.status ? { status: args.status } : {};
    const rows = await this.prisma.order.findMany({
      where: { ...statusFilter, ...afterKeyset(decodeCursor(args.after)) },
      orderBy: newestFirst,
      take: first + 1,
    });
    return toPage(rows, first, () => this.prisma.order.count({ where: statusFilter }));
  }

  /**
   * Cancels an unpaid order and puts its stock back, once: the status change and the restock are
   * one transaction, and only the call that moves the order out of `unpaid` restocks.
   */
  async cancel(viewer: User, id: string): Promise<Order> {
    const order = await this.get(viewer, id);
    if (order.status === "cancelled") return order;
    if (order.status !== "unpaid") throw conflict("This order is paid and cannot be cancelled.");
    const { order: now, cancelled } = await this.cancelUnpaid(order, order.buyerId === viewer.id ? "buyer" : "admin");
    if (!cancelled && now.status !== "cancelled") {
      // It was paid between our read and our write.
      throw conflict("This order is paid and cannot be cancelled.");
    }
    return now;
  }

  /** Cancels every unpaid order of a buyer (their stock goes back); paid ones are left alone. */
  async cancelAllUnpaidOf(buyerId: string, by: "system" | "admin"): Promise<number> {
    const unpaid = await this.prisma.order.findMany({ where: { buyerId, status: "unpaid" } });
    let count = 0;
    for (const order of unpaid) if ((await this.cancelUnpaid(order, by)).cancelled) count++;
    return count;
  }

  private async cancelUnpaid(order: Order, by: "buyer" | "admin" | "system"): Promise<{ order: Order; cancelled: boolean }> {
    const cancelled = await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.order.updateMany({
        where: { id: order.id, status: "unpaid" },
        data: { status: "cancelled", cancelledAt: new Date() },
      });
      if (count === 0) return false;
      if (order.partId) {
        await tx.part.updateMany({
          where: { id: order.partId },
          data: { availableQuantity: { increment: order.quantity } },
        });
      }
      return true;
    }, TRANSACTION_OPTIONS);
    const now = await this.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    if (cancelled) {
      this.stockChanged();
      this.log.info({ orderId: order.id, by }, "order cancelled");
      if (now.paymentIntentId) await this.payments.cancelPaymentIntent(now.paymentIntentId);
    }
    return { order: now, cancelled };
  }

  /** Marks a paid order shipped; shipping it again changes nothing. */
  async markShipped(id: string): Promise<Order> {
    const orderId = parseId(id);
    const { count } = await this.prisma.order.updateMany({
      where: { id: orderId, status: "paid" },
      data: { status: "shipped", shippedAt: new Date() },
    });
    const order = await this.prisma.order.findUnique({ where: { id: orderId } });
    if (!order) throw notFound("No order has this id.");
    if (count === 0 && order.status !== "shipped") {
      throw conflict(`Only a paid order can be shipped; this one is ${order.status}.`);
    }
    if (count > 0) this.log.info({ orderId }, "order shipped");
    return order;
  }
}
