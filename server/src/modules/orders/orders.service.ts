import { z } from "zod";
import type { Order, OrderCharge, OrderLine, OrderStatus, PrismaClient, User } from "../../generated/prisma/client";
import { AppError, badInput, conflict, forbidden, notFound } from "../../errors";
import type { Logger } from "../../logger";
import { afterKeyset, decodeCursor, newestFirst, toPage, type Page } from "../../pagination";
import { parseId, parseInput, parsePageSize } from "../../validation";
import { isAdmin } from "../users/users.service";
import { limits, ruleMessages } from "../../../../shared/rules";
import { emailAddress, orderQuantity } from "../../../../shared/schemas";
import type { Transaction } from "../../db/transaction";
import { assertMayShipTo } from "../shipping/export-controls";
import { DEFAULT_HOLDS, UnpaidHoldGuard, type UnpaidHolds } from "./unpaid-holds";

export type OrderPage = Page<Order>;

/** An order's shipping address as stored (JSON): what checkout took. */
export interface OrderAddress {
  fullName: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string | null;
  country: string;
  phone: string;
}

/** An order's shipping method as stored (JSON): what the buyer chose. */
export interface OrderShippingMethod {
  id: string;
  label: string;
  minDays: number;
  maxDays: number;
}

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

export class OrdersService {
  private readonly guard: UnpaidHoldGuard;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly log: Logger,
    private readonly payments: PaymentCanceller,
    /** Told when stock changes (the response cache listens). */
    private readonly stockChanged: () => void = () => {},
    private readonly holds: UnpaidHolds = DEFAULT_HOLDS,
  ) {
    this.guard = new UnpaidHoldGuard(holds);
  }

  /**
   * Places an order priced by the server, taking its quantity out of stock in the same transaction.
   * The conditional decrement is the guard: two buyers can never both take the last units.
   */
  async place(buyer: User, input: PlaceOrderInput): Promise<Order> {
    const { quantity, ...named } = parseInput(placeOrderInput, input);
    if (named.buyerEmail && named.buyerEmail !== buyer.email) throw forbidden("You can only place orders for yourself.");
    const partId = await this.resolvePart(named);
    const order = await this.prisma.$transaction(async (tx) => {
      await this.guard.checkCount(tx, buyer);
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
      await this.guard.checkValue(tx, buyer, part.priceCents * quantity);
      const totalCents = part.priceCents * quantity;
      return tx.order.create({
        data: {
          partId,
          buyerId: buyer.id,
          productName: part.name,
          buyerName: buyer.displayName,
          buyerEmail: buyer.email,
          quantity,
          unitPriceCents: part.priceCents,
          subtotalCents: totalCents,
          totalCents,
          weightGrams: part.weightGrams * quantity,
          lines: {
            create: [
              {
                position: 0,
                partId,
                name: part.name,
                partNumber: part.partNumber,
                unitPriceCents: part.priceCents,
                quantity,
                weightGrams: part.weightGrams * quantity,
              },
            ],
          },
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

  /** The lines of each order, in their order: for a batch loader, so a list of orders reads them in one query. */
  async linesOf(orderIds: readonly string[]): Promise<OrderLine[][]> {
    const rows = await this.prisma.orderLine.findMany({ where: { orderId: { in: [...orderIds] } }, orderBy: [{ orderId: "asc" }, { position: "asc" }] });
    const byOrder = new Map<string, OrderLine[]>();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return orderIds.map((id) => byOrder.get(id) ?? []);
  }

  /** Each order's duties and taxes as computed at checkout, in one query for a page of orders. */
  async chargesOf(orderIds: readonly string[]): Promise<OrderCharge[][]> {
    const rows = await this.prisma.orderCharge.findMany({ where: { orderId: { in: [...orderIds] } }, orderBy: [{ orderId: "asc" }, { position: "asc" }] });
    const byOrder = new Map<string, OrderCharge[]>();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return orderIds.map((id) => byOrder.get(id) ?? []);
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
      await restockLines(tx, order.id);
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
    // The law may have closed its destination since the order was placed: such an order is never shipped.
    const placed = await this.prisma.order.findUnique({ where: { id: orderId }, select: { shippingAddress: true } });
    const address = placed?.shippingAddress as OrderAddress | null | undefined;
    if (address) assertMayShipTo(address, "id");
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

/**
 * Puts an order's lines back in stock (parts deleted since are skipped), in part-id order: the order in
 * which checkout takes stock, so that a cancel and a checkout never wait on each other's rows.
 */
export async function restockLines(tx: Transaction, orderId: string): Promise<void> {
  const lines = await tx.orderLine.findMany({ where: { orderId, partId: { not: null } }, orderBy: { partId: "asc" } });
  for (const line of lines) {
    await tx.part.updateMany({ where: { id: line.partId! }, data: { availableQuantity: { increment: line.quantity } } });
  }
}
