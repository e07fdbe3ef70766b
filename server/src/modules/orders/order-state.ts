import type { Order, OrderStatus, Prisma } from "../../generated/prisma/client";
import { AppError, conflict } from "../../errors";
import type { Transaction } from "../../db/transaction";
import { assertMayShipTo, type AddressParts } from "../shipping";

/**
 * An order's states and the moves between them, in one place: every change of an order's
 * status goes through `moveOrder`, which refuses a move this table does not allow, makes it with a
 * conditional update (two moves at once: one wins), records it in the order's history, and tells the
 * notifier in the same transaction.
 */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  unpaid: ["paid", "cancelled"],
  paid: ["packed", "cancelled"],
  packed: ["shipped", "cancelled"],
  shipped: ["delivered", "refunded"],
  delivered: ["refunded"],
  cancelled: [],
  refunded: [],
};

export const ORDER_STATUSES = Object.keys(TRANSITIONS) as OrderStatus[];

/** How people call the states, in messages. */
export const STATUS_WORDS: Readonly<Record<OrderStatus, string>> = {
  unpaid: "awaiting payment",
  paid: "paid",
  packed: "packed",
  shipped: "shipped",
  delivered: "delivered",
  cancelled: "cancelled",
  refunded: "refunded",
};

export type OrderActor = "buyer" | "admin" | "system" | "payment";

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The CONFLICT for a move the table does not allow, naming both states. */
export function illegalMove(from: OrderStatus, to: OrderStatus) {
  return conflict(`An order that is ${STATUS_WORDS[from]} cannot become ${STATUS_WORDS[to]}.`);
}

/** Told of every move, inside its transaction: the outbox of emails listens. */
export interface OrderNotifier {
  orderChanged(tx: Transaction, change: { orderId: string; to: OrderStatus; shipmentId?: string | null; refundId?: string | null }): Promise<void>;
  /** An order the export screening held was cleared: its buyer may pay now. */
  screeningCleared(tx: Transaction, orderId: string): Promise<void>;
}

export const SILENT: OrderNotifier = { orderChanged: async () => {}, screeningCleared: async () => {} };

export interface Move {
  orderId: string;
  to: OrderStatus;
  actor: OrderActor;
  actorEmail?: string | null;
  note?: string | null;
  /** Columns written with the move (paidAt, the PaymentIntent's id…). */
  data?: Prisma.OrderUpdateManyMutationInput;
  /** The shipment this move tells of, for its email. */
  shipmentId?: string | null;
  /** Only from these states: from any other, nothing moves (false), whatever the table allows. */
  onlyFrom?: readonly OrderStatus[];
}

/**
 * Moves an order from the state it is in now to `move.to`, or throws CONFLICT when the table does not
 * allow it. Returns false, changing nothing, when the order is in `move.to` already or another
 * transaction moved it first (the caller reads the order again and decides).
 */
export async function moveOrder(tx: Transaction, notifier: OrderNotifier, move: Move): Promise<boolean> {
  const status = await lockOrder(tx, move.orderId);
  if (!status) return false;
  const order = { status };
  if (order.status === move.to) return false;
  if (move.onlyFrom && !move.onlyFrom.includes(order.status)) return false;
  if (!canMove(order.status, move.to)) throw illegalMove(order.status, move.to);
  if (move.to === "packed" || move.to === "shipped") await assertMayLeave(tx, move.orderId);
  const { count } = await tx.order.updateMany({ where: { id: move.orderId, status: order.status }, data: { ...move.data, status: move.to } });
  if (count === 0) return false;
  await tx.orderEvent.create({
    data: { orderId: move.orderId, fromStatus: order.status, toStatus: move.to, actor: move.actor, actorEmail: move.actorEmail ?? null, note: move.note ?? null },
  });
  await notifier.orderChanged(tx, { orderId: move.orderId, to: move.to, shipmentId: move.shipmentId ?? null });
  return true;
}

/**
 * Locks an order's row for the rest of the transaction and reads its state: moves of one order happen one
 * after the other, each seeing the state the last one left.
 */
export async function lockOrder(tx: Transaction, orderId: string): Promise<OrderStatus | null> {
  const rows = await tx.$queryRaw<{ status: OrderStatus }[]>`SELECT status FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
  return rows[0]?.status ?? null;
}

/** Records an order's birth in its history (placed: awaiting payment), and tells the notifier. */
export async function recordPlaced(tx: Transaction, notifier: OrderNotifier, orderId: string, buyerEmail: string): Promise<void> {
  await tx.orderEvent.create({ data: { orderId, fromStatus: null, toStatus: "unpaid", actor: "buyer", actorEmail: buyerEmail, note: "Placed." } });
  await notifier.orderChanged(tx, { orderId, to: "unpaid" });
}

/** The buyer's answer while an order's parties await an admin's screening review, or after it refused them. */
const SCREENING_HOLD = "This order is being reviewed before we can take payment or ship it. We will email you when the review is done.";

/** EXPORT_SCREENING_HOLD for an order held by the denied-party screening (or refused by it): it may not be paid, packed or shipped. */
export function assertNotHeld(order: Pick<Order, "screening">): void {
  if (order.screening === "HELD" || order.screening === "REFUSED") {
    throw new AppError("EXPORT_SCREENING_HOLD", SCREENING_HOLD, { reason: "EXPORT_SCREENING" });
  }
}

/**
 * What an order needs before it may be packed or shipped, checked again at that moment whatever was
 * checked when it was placed: an address (the spec's one-part orders have none until their buyer gives
 * one), a destination the export controls leave open, and no screening hold.
 */
async function assertMayLeave(tx: Transaction, orderId: string): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { number: true, screening: true, shippingAddress: true } });
  assertNotHeld(order);
  if (!order.shippingAddress) {
    throw new AppError("CONFLICT", `MP-${order.number} has no shipping address yet: its buyer must give one before it can be packed or shipped.`, {
      reason: "ADDRESS_REQUIRED",
    });
  }
  assertMayShipTo(order.shippingAddress as AddressParts, "id");
}

/** What someone may do with an order next (the schema's OrderAction). */
export type OrderAction =
  | "PAY"
  | "CANCEL"
  | "GIVE_ADDRESS"
  | "PACK"
  | "SHIP"
  | "ADD_SHIPMENT"
  | "DELIVER"
  | "CANCEL_WITH_REFUND"
  | "REFUND"
  | "REVIEW_SCREENING";

/**
 * What the viewer may do with an order now, as its state, its address and its screening allow: the pages
 * show these and never re-encode the rules. A buyer pays, cancels while unpaid and gives an address to an
 * order without one; an admin cancels an unpaid order, reviews a held one, packs and ships one that may
 * leave (it has an address and no hold), delivers a shipped one, and refunds paid ones.
 */
export function nextActions(
  order: Pick<Order, "status" | "screening" | "shippingAddress">,
  viewer: { buyer: boolean; admin: boolean },
): OrderAction[] {
  const held = order.screening === "HELD" || order.screening === "REFUSED";
  const hasAddress = order.shippingAddress !== null;
  const mayLeave = hasAddress && !held;
  const actions = new Set<OrderAction>();
  const { status } = order;
  if (viewer.buyer) {
    if (status === "unpaid" && !held) actions.add("PAY");
    if (status === "unpaid") actions.add("CANCEL");
    if (!hasAddress && (status === "unpaid" || status === "paid")) actions.add("GIVE_ADDRESS");
  }
  if (viewer.admin) {
    if (status === "unpaid") actions.add("CANCEL");
    if (status === "unpaid" && order.screening === "HELD") actions.add("REVIEW_SCREENING");
    if (status === "paid" && mayLeave) actions.add("PACK");
    if ((status === "paid" || status === "packed") && mayLeave) {
      actions.add("SHIP");
      actions.add("ADD_SHIPMENT");
    }
    if (status === "shipped") {
      actions.add("ADD_SHIPMENT");
      actions.add("DELIVER");
    }
    if (status === "paid" || status === "packed") actions.add("CANCEL_WITH_REFUND");
    if (status === "shipped" || status === "delivered") actions.add("REFUND");
  }
  return [...actions];
}
