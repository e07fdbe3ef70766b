import type { Order, OrderLine, PrismaClient, ReturnEvent, ReturnLine, ReturnRequest, User } from "../../generated/prisma/client";
import type { Transaction } from "../../db/transaction";
import { badInput, conflict, notFound } from "../../errors";
import type { Logger } from "../../logger";
import { afterKeyset, decodeCursor, newestFirst, toPage, type Page } from "../../pagination";
import { parseId, parseInputFully, parsePageSize } from "../../validation";
import { lockOrder, writeReplacement, type RefundsService } from "../orders";
import { isAdmin } from "../users";
import {
  REASON_RULES,
  mayReturnPart,
  returnNumber,
  returnDeadline,
  returnWindowFor,
  type ReturnReason,
  type ReturnStatus,
} from "../../../../shared/return-policy";
import { approveNote, receiveReturnLines, rejectReason, requestReturnInput, type RequestReturnInput } from "../../../../shared/return-schemas";
import { OPEN_STATUSES, QUIET, illegalReturnMove, lockReturn, moveReturn, type ReturnNotifier } from "./return-state";

/** A return as the API reads it: its row (lines, events and the order are loaded per request). */
export type ReturnView = ReturnRequest;
export type ReturnPage = Page<ReturnRequest>;
/** A line of a return with the order line it takes units of. */
export type ReturnLineView = ReturnLine & { orderLine: OrderLine };

/** A part returned as not fitting one bike more than once. */
export interface FitmentReturn {
  partId: string;
  vehicleId: string;
  returns: number;
  lastReturnedAt: Date;
}

const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };
const NOT_YOURS = "No return of yours has this id.";

const dateWords = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * Returns (RMAs, ADR 0072): a buyer asks to send parts of a delivered order back within the destination's
 * window; an admin approves or refuses, then records what arrived, which refunds it through the order's
 * refunds and puts restocked units back on sale when the refund succeeds. Every move goes through the
 * table in return-state.ts, in a transaction with its event and its email.
 */
export class ReturnsService {
  private readonly prisma: PrismaClient;
  private readonly log: Logger;
  private readonly refunds: RefundsService;
  private readonly notifier: ReturnNotifier;
  private readonly stockChanged: () => void;

  constructor(options: {
    prisma: PrismaClient;
    log: Logger;
    refunds: RefundsService;
    notifier?: ReturnNotifier;
    /** Told when an exchange changes stock (the response cache listens); refunds tell it themselves. */
    stockChanged?: () => void;
  }) {
    this.prisma = options.prisma;
    this.log = options.log;
    this.refunds = options.refunds;
    this.notifier = options.notifier ?? QUIET;
    this.stockChanged = options.stockChanged ?? (() => {});
  }

  /**
   * Asks for a return of some units of one of the buyer's delivered orders. The order's lock puts two
   * requests of one order one after the other, so the second sees the units the first asked for.
   */
  async request(buyer: User, raw: RequestReturnInput): Promise<ReturnRequest> {
    const input = parseInputFully(requestReturnInput, raw, "input");
    const created = await this.prisma.$transaction(async (tx) => {
      const status = await lockOrder(tx, input.orderId);
      const order = status ? await tx.order.findUnique({ where: { id: input.orderId }, include: { lines: { include: { part: { select: { returnable: true } } } } } }) : null;
      if (!order || order.buyerId !== buyer.id) throw notFound("No order of yours has this id.");
      const deadline = await this.assertWithinWindow(tx, order);
      const left = await unitsLeft(tx, order.id);
      const seen = new Set<string>();
      input.lines.forEach((wanted, i) => {
        const field = `input.lines.${i}`;
        const line = order.lines.find((l) => l.id === wanted.orderLineId);
        if (!line) throw badInput("This order has no such line.", `${field}.orderLineId`);
        if (seen.has(line.id)) throw badInput("A line appears twice: give each line once.", `${field}.orderLineId`);
        seen.add(line.id);
        const remaining = left.get(line.id) ?? line.quantity;
        if (wanted.quantity > remaining) {
          throw badInput(
            remaining === 0
              ? `${line.name} is returned or refunded already.`
              : `Only ${remaining} of ${line.name} can still be returned (${line.quantity} bought, ${line.quantity - remaining} returned or refunded already).`,
            `${field}.quantity`,
          );
        }
        if (!mayReturnPart(line.part?.returnable ?? true, input.reason)) {
          throw badInput(`${line.name} cannot be returned once fitted, unless it was wrong, damaged or faulty.`, `${field}.orderLineId`);
        }
      });
      if (input.exchange && !REASON_RULES[input.reason].exchangeable) {
        throw badInput("An exchange sends the same part again: ask for one when it arrived damaged or faulty.", "input.exchange");
      }
      const vehicleId = input.reason === "DOES_NOT_FIT" ? await this.bikeOf(tx, buyer.id, input.vehicleId ?? null) : null;
      const row = await tx.returnRequest.create({
        data: {
          orderId: order.id,
          buyerId: buyer.id,
          reason: input.reason,
          note: input.note,
          exchange: input.exchange,
          vehicleId,
          country: (order.shippingAddress as { country: string }).country,
          deadline,
          lines: { create: input.lines.map((l) => ({ orderLineId: l.orderLineId, quantity: l.quantity })) },
        },
      });
      await tx.returnEvent.create({ data: { returnId: row.id, fromStatus: null, toStatus: "REQUESTED", actor: "buyer", actorEmail: buyer.email, note: input.note } });
      await this.notifier.returnChanged(tx, { returnId: row.id, to: "REQUESTED" });
      return row;
    }, TRANSACTION_OPTIONS);
    this.log.info({ returnId: created.id, orderId: created.orderId, reason: created.reason }, "return requested");
    return created;
  }

  /** The buyer cancels their return before it ships back. */
  async cancel(buyer: User, rawId: string): Promise<ReturnRequest> {
    const id = parseId(rawId);
    return this.prisma.$transaction(async (tx) => {
      const row = await lockReturn(tx, id);
      if (!row || row.buyerId !== buyer.id) throw notFound(NOT_YOURS);
      await moveReturn(tx, this.notifier, row, { to: "CANCELLED", actor: "buyer", actorEmail: buyer.email, note: "Cancelled by the buyer." });
      return tx.returnRequest.findUniqueOrThrow({ where: { id } });
    }, TRANSACTION_OPTIONS);
  }

  async approve(admin: User, rawId: string, rawNote?: string | null): Promise<ReturnRequest> {
    const id = parseId(rawId);
    const note = parseInputFully(approveNote, rawNote, "note");
    return this.adminMove(id, (tx, row) => moveReturn(tx, this.notifier, row, { to: "APPROVED", actor: "admin", actorEmail: admin.email, note }));
  }

  async reject(admin: User, rawId: string, rawReason: string): Promise<ReturnRequest> {
    const id = parseId(rawId);
    const reason = parseInputFully(rejectReason, rawReason, "reason");
    return this.adminMove(id, (tx, row) => moveReturn(tx, this.notifier, row, { to: "REJECTED", actor: "admin", actorEmail: admin.email, note: reason, data: { rejectReason: reason } }));
  }

  /**
   * Records what arrived of an approved return and refunds it, in one transaction (the order's refunds
   * lock the order, then this locks the return): two admins receiving at once refund it once, the second
   * refused with CONFLICT. Lines left out arrived with no units. An exchange sends the units that arrived
   * again instead, unless `refundInstead` (the replacement is out of stock, say).
   */
  async receive(admin: User, rawId: string, rawLines: unknown, refundInstead = false): Promise<ReturnRequest> {
    const id = parseId(rawId);
    const given = parseInputFully(receiveReturnLines, rawLines, "lines");
    const row = await this.prisma.returnRequest.findUnique({ where: { id }, include: { lines: true } });
    if (!row) throw notFound("No return has this id.");
    const seen = new Set<string>();
    const arrived = given.map((g, i) => {
      const line = row.lines.find((l) => l.id === g.returnLineId);
      if (!line) throw badInput("This return has no such line.", `lines.${i}.returnLineId`);
      if (seen.has(line.id)) throw badInput("A line appears twice: give each line once.", `lines.${i}.returnLineId`);
      seen.add(line.id);
      if (g.quantity > line.quantity) throw badInput(`Only ${line.quantity} of this line were asked back.`, `lines.${i}.quantity`);
      return { line, quantity: g.quantity, restock: g.restock };
    });
    const refunded = arrived.filter((a) => a.quantity > 0);
    if (refunded.length === 0) throw badInput("Record at least one unit that arrived.", "lines");
    if (row.exchange && !refundInstead) return this.exchange(admin, row, arrived);
    const shopAtFault = REASON_RULES[row.reason as ReturnReason].shopAtFault;
    await this.refunds.refundReturn(
      admin,
      row.orderId,
      {
        lines: refunded.map((a) => ({ lineId: a.line.orderLineId, quantity: a.quantity, returned: a.restock })),
        shipping: shopAtFault,
        note: `Return ${returnNumber(row.number)} received.`,
      },
      async (tx) => {
        const locked = (await lockReturn(tx, id))!;
        if (locked.status !== "APPROVED") throw illegalReturnMove(locked.status as ReturnStatus, "RECEIVED");
        await this.recordArrival(tx, admin, locked, row.lines, arrived);
        return true;
      },
      async (tx, refund) => {
        await tx.returnRequest.update({ where: { id }, data: { refundId: refund.id } });
      },
    );
    return this.prisma.returnRequest.findUniqueOrThrow({ where: { id } });
  }

  /**
   * Receives an exchange: records what arrived, puts the restocked units back, and sends as many again in
   * a zero-price order linked to the return, all in one transaction under the order's and the return's locks.
   */
  private async exchange(admin: User, row: ReturnRequest & { lines: ReturnLine[] }, arrived: { line: ReturnLine; quantity: number; restock: boolean }[]): Promise<ReturnRequest> {
    await this.prisma.$transaction(async (tx) => {
      await lockOrder(tx, row.orderId);
      const locked = (await lockReturn(tx, row.id))!;
      if (locked.status !== "APPROVED") throw illegalReturnMove(locked.status as ReturnStatus, "RECEIVED");
      const units = await this.recordArrival(tx, admin, locked, row.lines, arrived);
      for (const a of arrived.filter((x) => x.restock && x.quantity > 0)) {
        const line = await tx.orderLine.findUniqueOrThrow({ where: { id: a.line.orderLineId }, select: { partId: true } });
        if (line.partId) await tx.part.updateMany({ where: { id: line.partId }, data: { availableQuantity: { increment: a.quantity } } });
      }
      const original = await tx.order.findUniqueOrThrow({ where: { id: row.orderId } });
      const replacement = await writeReplacement(tx, {
        original,
        lines: arrived.filter((a) => a.quantity > 0).map((a) => ({ orderLineId: a.line.orderLineId, quantity: a.quantity })),
        note: `Replacement for ${returnNumber(row.number)}: nothing to pay.`,
      });
      const received = (await tx.returnRequest.findUniqueOrThrow({ where: { id: row.id } }));
      await moveReturn(tx, this.notifier, received, {
        to: "EXCHANGED",
        actor: "admin",
        actorEmail: admin.email,
        note: `${units === 1 ? "A replacement" : "Replacements"} sent as order MP-${replacement.number}.`,
        data: { exchangeOrderId: replacement.id },
      });
    }, TRANSACTION_OPTIONS);
    this.stockChanged();
    return this.prisma.returnRequest.findUniqueOrThrow({ where: { id: row.id } });
  }

  /** Writes what arrived of each line (a line left out: none) and moves the return to received; answers the units. */
  private async recordArrival(
    tx: Transaction,
    admin: User,
    locked: ReturnRequest,
    lines: ReturnLine[],
    arrived: { line: ReturnLine; quantity: number; restock: boolean }[],
  ): Promise<number> {
    for (const line of lines) {
      const got = arrived.find((a) => a.line.id === line.id);
      await tx.returnLine.update({ where: { id: line.id }, data: { receivedQuantity: got?.quantity ?? 0, restocked: got?.restock ? got.quantity : 0 } });
    }
    const units = arrived.reduce((sum, a) => sum + a.quantity, 0);
    await moveReturn(tx, this.notifier, locked, { to: "RECEIVED", actor: "admin", actorEmail: admin.email, note: `${units} ${units === 1 ? "unit" : "units"} arrived.` });
    return units;
  }

  /** A return its buyer or an admin may read; NOT_FOUND for anyone else. */
  async byId(viewer: User, rawId: string): Promise<ReturnRequest> {
    const row = await this.prisma.returnRequest.findUnique({ where: { id: parseId(rawId) } });
    if (!row || (row.buyerId !== viewer.id && !isAdmin(viewer))) throw notFound(NOT_YOURS);
    return row;
  }

  /** Every return, newest first, optionally of one status. */
  async list(args: { status?: ReturnStatus | null; first?: number | null; after?: string | null }): Promise<ReturnPage> {
    const first = parsePageSize(args.first, 20);
    const after = decodeCursor(args.after);
    const where = args.status ? { status: args.status } : {};
    const rows = await this.prisma.returnRequest.findMany({ where: { ...where, ...afterKeyset(after) }, orderBy: newestFirst, take: first + 1 });
    return toPage(rows, first, () => this.prisma.returnRequest.count({ where }));
  }

  /** Each order's returns, oldest first: one statement for a page of orders. */
  async ofOrders(orderIds: readonly string[]): Promise<ReturnRequest[][]> {
    const rows = await this.prisma.returnRequest.findMany({ where: { orderId: { in: [...orderIds] } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    return orderIds.map((id) => rows.filter((r) => r.orderId === id));
  }

  async linesOf(returnIds: readonly string[]): Promise<ReturnLineView[][]> {
    const rows = await this.prisma.returnLine.findMany({ where: { returnId: { in: [...returnIds] } }, include: { orderLine: true } });
    rows.sort((a, b) => a.orderLine.position - b.orderLine.position);
    return returnIds.map((id) => rows.filter((r) => r.returnId === id));
  }

  async eventsOf(returnIds: readonly string[]): Promise<ReturnEvent[][]> {
    const rows = await this.prisma.returnEvent.findMany({ where: { returnId: { in: [...returnIds] } }, orderBy: { seq: "asc" } });
    return returnIds.map((id) => rows.filter((r) => r.returnId === id));
  }

  /** For each order, until when its buyer may ask for a return: its delivery plus its destination's window; null before delivery. */
  /** The orders of a page of returns. */
  async ordersOf(orderIds: readonly string[]): Promise<Order[]> {
    const rows = await this.prisma.order.findMany({ where: { id: { in: [...orderIds] } } });
    return orderIds.map((id) => rows.find((o) => o.id === id)!);
  }

  /** For each order, until when its buyer may ask for a return: its delivery plus its destination's window; null before delivery. */
  async deadlinesOf(orderIds: readonly string[]): Promise<(Date | null)[]> {
    const orders = await this.prisma.order.findMany({ where: { id: { in: [...orderIds] } }, select: { id: true, shippingAddress: true } });
    const delivered = await this.prisma.orderEvent.groupBy({ by: ["orderId"], where: { orderId: { in: [...orderIds] }, toStatus: "delivered" }, _max: { createdAt: true } });
    const at = new Map(delivered.map((d) => [d.orderId, d._max.createdAt]));
    return orderIds.map((id) => {
      const when = at.get(id);
      const country = (orders.find((o) => o.id === id)?.shippingAddress as { country?: string } | null)?.country;
      return when && country ? returnDeadline(when, country) : null;
    });
  }

  /** For each order line, the units its buyer may still ask to return. */
  async unitsLeftOf(lineIds: readonly string[]): Promise<number[]> {
    const lines = await this.prisma.orderLine.findMany({ where: { id: { in: [...lineIds] } }, select: { id: true, orderId: true, quantity: true } });
    const byOrder = new Map<string, Map<string, number>>();
    for (const orderId of new Set(lines.map((l) => l.orderId))) byOrder.set(orderId, await unitsLeft(this.prisma, orderId));
    return lineIds.map((id) => {
      const line = lines.find((l) => l.id === id);
      return line ? (byOrder.get(line.orderId)?.get(id) ?? line.quantity) : 0;
    });
  }

  /** Parts returned as not fitting the same bike more than once, most returns first. */
  async fitmentReport(rawFirst?: number | null): Promise<FitmentReturn[]> {
    const first = parsePageSize(rawFirst, 50);
    const rows = await this.prisma.$queryRaw<{ part_id: string; vehicle_id: string; returns: number; last: Date }[]>`
      SELECT ol.part_id, r.vehicle_id, count(DISTINCT r.id)::int AS returns, max(r.created_at) AS last
      FROM returns r
      JOIN return_lines rl ON rl.return_id = r.id
      JOIN order_lines ol ON ol.id = rl.order_line_id
      WHERE r.reason = 'DOES_NOT_FIT' AND r.vehicle_id IS NOT NULL AND r.status <> 'CANCELLED' AND ol.part_id IS NOT NULL
      GROUP BY ol.part_id, r.vehicle_id
      HAVING count(DISTINCT r.id) > 1
      ORDER BY returns DESC, last DESC, ol.part_id, r.vehicle_id
      LIMIT ${first}`;
    return rows.map((r) => ({ partId: r.part_id, vehicleId: r.vehicle_id, returns: r.returns, lastReturnedAt: r.last }));
  }

  /** CONFLICT unless the order is delivered and its window is open; answers the window's end. */
  private async assertWithinWindow(tx: Transaction, order: Order): Promise<Date> {
    if (order.status !== "delivered") {
      const why =
        order.status === "shipped"
          ? "This order is on its way: ask for a return once it is delivered."
          : order.status === "refunded"
            ? "This order is refunded in full: nothing is left to return."
            : "Only a delivered order can be returned.";
      throw conflict(why, { reason: "NOT_DELIVERED" });
    }
    const delivered = await tx.orderEvent.findFirst({ where: { orderId: order.id, toStatus: "delivered" }, orderBy: { seq: "desc" }, select: { createdAt: true } });
    const country = (order.shippingAddress as { country: string }).country;
    const deadline = returnDeadline(delivered!.createdAt, country);
    if (Date.now() > deadline.getTime()) {
      const { days } = returnWindowFor(country);
      throw conflict(`The ${days}-day return window of this order closed on ${dateWords.format(deadline)}.`, { reason: "RETURN_WINDOW_CLOSED" });
    }
    return deadline;
  }

  /** The bike a part did not fit: the one named (it must be in the buyer's garage), else the garage's active one. */
  private async bikeOf(tx: Transaction, userId: string, vehicleId: string | null): Promise<string | null> {
    if (vehicleId) {
      const bike = await tx.garageBike.findUnique({ where: { userId_vehicleId: { userId, vehicleId } } });
      if (!bike) throw badInput("This bike is not in your garage.", "input.vehicleId");
      return vehicleId;
    }
    return (await tx.garageBike.findFirst({ where: { userId, active: true }, select: { vehicleId: true } }))?.vehicleId ?? null;
  }

  private async adminMove(id: string, move: (tx: Transaction, row: ReturnRequest) => Promise<void>): Promise<ReturnRequest> {
    return this.prisma.$transaction(async (tx) => {
      const row = await lockReturn(tx, id);
      if (!row) throw notFound("No return has this id.");
      await move(tx, row);
      return tx.returnRequest.findUniqueOrThrow({ where: { id } });
    }, TRANSACTION_OPTIONS);
  }
}

/**
 * Units of each line of an order that may still be asked back: bought, less those refunded or being
 * refunded (failed refunds left out) and those in returns still on their way.
 */
async function unitsLeft(db: Transaction | PrismaClient, orderId: string): Promise<Map<string, number>> {
  const [lines, refunded, open] = await Promise.all([
    db.orderLine.findMany({ where: { orderId }, select: { id: true, quantity: true } }),
    db.refundLine.groupBy({ by: ["orderLineId"], where: { refund: { orderId, status: { in: ["pending", "succeeded"] } } }, _sum: { quantity: true } }),
    db.returnLine.groupBy({ by: ["orderLineId"], where: { returnRequest: { orderId, status: { in: [...OPEN_STATUSES] } } }, _sum: { quantity: true } }),
  ]);
  const left = new Map(lines.map((l) => [l.id, l.quantity]));
  for (const t of [...refunded, ...open]) left.set(t.orderLineId, Math.max(0, (left.get(t.orderLineId) ?? 0) - (t._sum.quantity ?? 0)));
  return left;
}

/**
 * When a return's refund succeeds (whoever settles it: the demo method at once, Stripe's webhook later),
 * the return becomes refunded, in the settling transaction. Called by the order notifier with every
 * settled refund; a refund of no return changes nothing.
 */
export async function settleReturnRefund(tx: Transaction, notifier: ReturnNotifier, refundId: string): Promise<void> {
  const row = await tx.returnRequest.findFirst({ where: { refundId }, select: { id: true } });
  if (!row) return;
  const locked = (await lockReturn(tx, row.id))!;
  if (locked.status !== "RECEIVED") return;
  const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId }, select: { amountCents: true } });
  await moveReturn(tx, notifier, locked, { to: "REFUNDED", actor: "payment", note: `Refunded $${(refund.amountCents / 100).toFixed(2)}.` });
}
