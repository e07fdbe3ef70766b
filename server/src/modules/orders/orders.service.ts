import type { Order, OrderCharge, OrderEvent, OrderLine, OrderStatus, Prisma, PrismaClient, ScreeningStatus, Shipment, User } from "../../generated/prisma/client";
import { badInput, conflict, forbidden, notFound } from "../../errors";
import type { Logger } from "../../logger";
import { afterKeyset, decodeCursor, newestFirst, toPage, type Page } from "../../pagination";
import { parseId, parseInput, parseInputFully, parsePageSize } from "../../validation";
import { isAdmin } from "../users";
import { emailAddress } from "../../../../shared/schemas";
import { orderNumberIn } from "../../../../shared/orders";
import type { Transaction } from "../../db/transaction";
import { DEFAULT_HOLDS, type UnpaidHolds } from "./unpaid-holds";
import { CARRIER_NAMES } from "../../../../shared/carriers";
import { screeningReviewNote, shipmentInput } from "../../../../shared/order-schemas";
import { MAX_ORDER_TOTAL_CENTS, TRANSACTION_OPTIONS } from "./order-writer";
import { illegalMove, lockOrder, moveOrder, SILENT, type OrderNotifier } from "./order-state";
import { byOrder, restockLines } from "./order-rows";

export type OrderPage = Page<Order>;

/** Orders a user may see: their own, or any for an admin. Anything else is reported as not found. */
const NOT_YOURS = "No order of yours has this id.";

export { MAX_ORDER_TOTAL_CENTS };

/** What cancelling needs from payments: a cancelled order's PaymentIntent must not be payable. */
export interface PaymentCanceller {
  cancelPaymentIntent(paymentIntentId: string): Promise<void>;
}

export interface OrdersServiceOptions {
  prisma: PrismaClient;
  log: Logger;
  payments: PaymentCanceller;
  /** Told when stock changes (the response cache listens). */
  stockChanged?: () => void;
  /** What unpaid orders may hold and for how long (ADR 0014). */
  holds?: UnpaidHolds;
  /** Told of every move of an order, inside its transaction (the email outbox). */
  notifier?: OrderNotifier;
}

/** Orders once placed (placing them is checkout.service.ts): reading, cancelling, expiring, packing, shipping. */
export class OrdersService {
  private readonly prisma: PrismaClient;
  private readonly log: Logger;
  private readonly payments: PaymentCanceller;
  private readonly stockChanged: () => void;
  private readonly holds: UnpaidHolds;
  private readonly notifier: OrderNotifier;

  constructor(options: OrdersServiceOptions) {
    this.prisma = options.prisma;
    this.log = options.log;
    this.payments = options.payments;
    this.stockChanged = options.stockChanged ?? (() => {});
    this.holds = options.holds ?? DEFAULT_HOLDS;
    this.notifier = options.notifier ?? SILENT;
  }

  /**
   * Cancels the unpaid orders that have held their stock too long (ADR 0014), putting it back. Safe to
   * run from several processes at once: each order is cancelled by one conditional update only.
   */
  async expireUnpaid(now = new Date()): Promise<number> {
    const { verified, unverified } = this.holds;
    // An order held by the screening waits for its review; once cleared, its buyer has the whole time again.
    const olderThan = (ms: number) => {
      const before = new Date(now.getTime() - ms);
      return { createdAt: { lt: before }, OR: [{ screeningReviewedAt: null }, { screeningReviewedAt: { lt: before } }] };
    };
    const expired = await this.prisma.order.findMany({
      where: {
        status: "unpaid",
        screening: { not: "HELD" },
        OR: [
          { buyer: { emailVerified: true }, ...olderThan(verified.ttlMs) },
          { buyer: { emailVerified: false }, ...olderThan(unverified.ttlMs) },
        ],
      },
      take: 500,
    });
    let count = 0;
    for (const order of expired) if ((await this.cancelUnpaid(order, "system")).cancelled) count++;
    if (count) this.log.info({ count }, "unpaid orders expired");
    return count;
  }

  /** The lines of each order, in their order: for a batch loader, so a list of orders reads them in one query. */
  async linesOf(orderIds: readonly string[]): Promise<OrderLine[][]> {
    const rows = await this.prisma.orderLine.findMany({ where: { orderId: { in: [...orderIds] } }, orderBy: [{ orderId: "asc" }, { position: "asc" }] });
    return byOrder(orderIds, rows);
  }

  /** Each order's duties and taxes as computed at checkout, in one query for a page of orders. */
  async chargesOf(orderIds: readonly string[]): Promise<OrderCharge[][]> {
    const rows = await this.prisma.orderCharge.findMany({ where: { orderId: { in: [...orderIds] } }, orderBy: [{ orderId: "asc" }, { position: "asc" }] });
    return byOrder(orderIds, rows);
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

  async list(args: { status?: OrderStatus | null; search?: string | null; first?: number | null; after?: string | null }): Promise<OrderPage> {
    const first = parsePageSize(args.first, 20);
    const filter: Prisma.OrderWhereInput = { ...(args.status ? { status: args.status } : {}), ...searchFilter(args.search) };
    const rows = await this.prisma.order.findMany({
      where: { ...filter, ...afterKeyset(decodeCursor(args.after)) },
      orderBy: newestFirst,
      take: first + 1,
    });
    return toPage(rows, first, () => this.prisma.order.count({ where: filter }));
  }

  /** The orders in one screening state (held ones first of all), oldest first: the admins' review queue. */
  screeningQueue(status: ScreeningStatus): Promise<Order[]> {
    return this.prisma.order.findMany({ where: { screening: status }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: 200 });
  }

  /**
   * An admin's decision on an order the screening held: cleared, it may be paid (and its unpaid time
   * starts again); refused, it is cancelled and its parts go back in stock, in the same transaction.
   * Deciding again as decided changes nothing; an order not held cannot be decided on.
   */
  async reviewScreening(admin: User, orderId: string, decision: "CLEARED" | "REFUSED", rawNote: unknown): Promise<Order> {
    const note = parseInput(screeningReviewNote, rawNote);
    const order = await this.byId(orderId);
    const changed = await this.prisma.$transaction(async (tx) => {
      await lockOrder(tx, order.id);
      const now = await tx.order.findUniqueOrThrow({ where: { id: order.id } });
      if (now.screening === decision) return false;
      if (now.screening !== "HELD") throw conflict(`MP-${now.number} is not held by the export screening.`);
      await tx.order.update({
        where: { id: order.id },
        data: { screening: decision, screeningNote: note, screeningReviewedBy: admin.email, screeningReviewedAt: new Date() },
      });
      if (decision === "CLEARED") await this.notifier.screeningCleared(tx, order.id);
      if (decision === "REFUSED") {
        const cancelled = await moveOrder(tx, this.notifier, {
          orderId: order.id,
          to: "cancelled",
          actor: "admin",
          actorEmail: admin.email,
          note: "Cancelled after the export screening review: we cannot sell to this buyer.",
          onlyFrom: ["unpaid"],
          data: { cancelledAt: new Date() },
        });
        if (cancelled) await restockLines(tx, order.id);
      }
      return true;
    }, TRANSACTION_OPTIONS);
    if (changed) {
      this.log.info({ orderId: order.id, decision, by: admin.email }, "export screening reviewed");
      if (decision === "REFUSED") this.stockChanged();
    }
    return this.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  }

  /**
   * Packs several paid orders in one transaction, all or none: their rows are locked in id order (two
   * admins packing overlapping sets never wait on each other in a circle); packed ones stay as they are.
   */
  async markManyPacked(admin: User, rawIds: readonly string[]): Promise<Order[]> {
    if (rawIds.length < 1 || rawIds.length > 50) throw badInput("Pack 1 to 50 orders at once.", "ids");
    const ids = [...new Set(rawIds.map((id) => parseId(id, "ids")))].sort();
    await this.prisma.$transaction(async (tx) => {
      for (const id of ids) {
        const status = await lockOrder(tx, id);
        if (!status) throw notFound("No order has this id.");
        if (status === "packed") continue;
        if (status !== "paid") {
          const { number } = await tx.order.findUniqueOrThrow({ where: { id }, select: { number: true } });
          throw conflict(`MP-${number}: ${illegalMove(status, "packed").message} Nothing was packed.`);
        }
        await moveOrder(tx, this.notifier, { orderId: id, to: "packed", actor: "admin", actorEmail: admin.email, note: "Packed." });
      }
    }, TRANSACTION_OPTIONS);
    this.log.info({ count: ids.length, by: admin.email }, "orders packed");
    const orders = await this.prisma.order.findMany({ where: { id: { in: ids } } });
    const byId = new Map(orders.map((o) => [o.id, o]));
    return [...new Set(rawIds.map((id) => id.toLowerCase()))].map((id) => byId.get(id)!);
  }

  /**
   * Cancels an unpaid order and puts its stock back, once: the status change and the restock are
   * one transaction, and only the call that moves the order out of `unpaid` restocks.
   */
  async cancel(viewer: User, id: string): Promise<Order> {
    const order = await this.get(viewer, id);
    if (order.status === "cancelled") return order;
    if (order.status !== "unpaid") throw conflict("This order is paid and cannot be cancelled.");
    const { order: now, cancelled } = await this.cancelUnpaid(order, order.buyerId === viewer.id ? "buyer" : "admin", viewer.email);
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

  private async cancelUnpaid(order: Order, by: "buyer" | "admin" | "system", byEmail: string | null = null): Promise<{ order: Order; cancelled: boolean }> {
    const note = by === "system" ? "Not paid in time: its parts went back in stock." : "Cancelled before payment: its parts went back in stock.";
    const cancelled = await this.prisma.$transaction(async (tx) => {
      // Only an unpaid order: one paid meanwhile needs a refund, which this is not.
      const moved = await moveOrder(tx, this.notifier, {
        orderId: order.id,
        to: "cancelled",
        actor: by,
        actorEmail: byEmail,
        note,
        onlyFrom: ["unpaid"],
        data: { cancelledAt: new Date() },
      });
      if (!moved) return false;
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

  /** Marks a paid order shipped (packed first, when it was not); shipping it again changes nothing. */
  async markShipped(admin: User, id: string): Promise<Order> {
    const order = await this.byId(id);
    const shipped = await this.prisma.$transaction(async (tx) => {
      const status = await lockOrder(tx, order.id);
      if (status === "shipped") return false;
      if (status === "paid") await this.move(tx, admin, order, "packed", "Packed.");
      await this.move(tx, admin, order, "shipped", "Shipped.");
      return true;
    }, TRANSACTION_OPTIONS);
    if (shipped) this.log.info({ orderId: order.id }, "order shipped");
    return this.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  }

  /** Marks a paid order packed; packing it again changes nothing. */
  async markPacked(admin: User, id: string): Promise<Order> {
    const order = await this.byId(id);
    await this.prisma.$transaction(async (tx) => {
      if ((await lockOrder(tx, order.id)) !== "packed") await this.move(tx, admin, order, "packed", "Packed.");
    }, TRANSACTION_OPTIONS);
    return this.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  }

  /** Marks a shipped order delivered; again changes nothing. */
  async markDelivered(admin: User, id: string): Promise<Order> {
    const order = await this.byId(id);
    await this.prisma.$transaction(async (tx) => {
      if ((await lockOrder(tx, order.id)) !== "delivered") await this.move(tx, admin, order, "delivered", "Delivered.");
    }, TRANSACTION_OPTIONS);
    return this.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  }

  /**
   * Records a parcel of an order with its carrier and tracking number. The first one ships a paid or
   * packed order (packing it first); more parcels may follow while it is shipped. The same tracking
   * number again is the same shipment.
   */
  async addShipment(admin: User, orderId: string, raw: unknown): Promise<Order> {
    const input = parseInputFully(shipmentInput, raw);
    const order = await this.byId(orderId);
    await this.prisma.$transaction(async (tx) => {
      order.status = (await lockOrder(tx, order.id)) ?? order.status;
      if (!["paid", "packed", "shipped"].includes(order.status)) throw illegalMove(order.status, "shipped");
      const known = await tx.shipment.findUnique({ where: { carrier_trackingNumber: { carrier: input.carrier, trackingNumber: input.trackingNumber } } });
      if (known) {
        if (known.orderId !== order.id) throw conflict(`Tracking number ${input.trackingNumber} is already a shipment of another order.`);
        return;
      }
      const shipment = await tx.shipment.create({ data: { orderId: order.id, carrier: input.carrier, trackingNumber: input.trackingNumber, createdByEmail: admin.email } });
      const note = `${CARRIER_NAMES[input.carrier]} ${input.trackingNumber}`;
      if (order.status === "paid") await this.move(tx, admin, order, "packed", "Packed.");
      if (order.status !== "shipped") await this.move(tx, admin, order, "shipped", note, shipment.id);
      // A further parcel of a shipped order is no move of its state, but its buyer hears of it.
      else await this.notifier.orderChanged(tx, { orderId: order.id, to: "shipped", shipmentId: shipment.id });
    }, TRANSACTION_OPTIONS);
    this.log.info({ orderId: order.id, carrier: input.carrier }, "shipment recorded");
    return this.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  }

  async shipmentsOf(orderIds: readonly string[]): Promise<Shipment[][]> {
    const rows = await this.prisma.shipment.findMany({ where: { orderId: { in: [...orderIds] } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    return byOrder(orderIds, rows);
  }

  async historyOf(orderIds: readonly string[]): Promise<OrderEvent[][]> {
    const rows = await this.prisma.orderEvent.findMany({ where: { orderId: { in: [...orderIds] } }, orderBy: { seq: "asc" } });
    return byOrder(orderIds, rows);
  }

  private async byId(id: string): Promise<Order> {
    const order = await this.prisma.order.findUnique({ where: { id: parseId(id) } });
    if (!order) throw notFound("No order has this id.");
    return order;
  }


  /** One move by an admin; a move another admin made first is refused by the table, or is no move. */
  private async move(tx: Transaction, admin: User, order: Order, to: OrderStatus, note: string, shipmentId: string | null = null): Promise<void> {
    const moved = await moveOrder(tx, this.notifier, {
      orderId: order.id,
      to,
      actor: "admin",
      actorEmail: admin.email,
      note,
      shipmentId,
      data: to === "shipped" ? { shippedAt: new Date() } : {},
    });
    if (moved) order.status = to;
  }
}

/**
 * What the admin's search box finds: an order by its number (MP-100123, mp 100123 or 100123), or orders
 * whose buyer's email holds the text.
 */
function searchFilter(raw: string | null | undefined): Prisma.OrderWhereInput {
  const text = raw?.trim().toLowerCase() ?? "";
  if (!text) return {};
  const number = orderNumberIn(text);
  if (number !== null) return { number };
  if (text.length < 3 || text.length > 254) throw badInput("Search by an order number, or 3 to 254 characters of an email.", "search");
  return { buyerEmail: { contains: text } };
}
