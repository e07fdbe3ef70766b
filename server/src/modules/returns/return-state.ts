import type { ReturnRequest } from "../../generated/prisma/client";
import type { Transaction } from "../../db/transaction";
import { conflict } from "../../errors";
import type { ReturnStatus } from "../../../../shared/return-policy";

/**
 * A return's states and the moves between them, in one table (ADR 0072): every change of a return's
 * status goes through `moveReturn`, which refuses a move the table does not allow, makes it under the
 * return's row lock, records it in the return's history and tells the notifier (its email), all in the
 * caller's transaction.
 */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  REQUESTED: ["APPROVED", "REJECTED", "CANCELLED"],
  APPROVED: ["RECEIVED", "CANCELLED"],
  RECEIVED: ["REFUNDED", "EXCHANGED"],
  REJECTED: [],
  CANCELLED: [],
  REFUNDED: [],
  EXCHANGED: [],
};

/** The states whose units are still on their way back: they count against what may be asked again. */
export const OPEN_STATUSES: readonly ReturnStatus[] = ["REQUESTED", "APPROVED"];

const WORDS: Readonly<Record<ReturnStatus, string>> = {
  REQUESTED: "requested",
  APPROVED: "approved",
  REJECTED: "rejected",
  CANCELLED: "cancelled",
  RECEIVED: "received",
  REFUNDED: "refunded",
  EXCHANGED: "exchanged",
};

export type ReturnActor = "buyer" | "admin" | "payment";

/** Told of every move, inside its transaction: the return's emails. */
export interface ReturnNotifier {
  returnChanged(tx: Transaction, change: { returnId: string; to: ReturnStatus }): Promise<void>;
}

export const QUIET: ReturnNotifier = { returnChanged: async () => {} };

export function illegalReturnMove(from: ReturnStatus, to: ReturnStatus) {
  return conflict(`A return that is ${WORDS[from]} cannot become ${WORDS[to]}.`, { reason: "RETURN_STATE" });
}

/** Locks a return's row for the rest of the transaction and reads it. */
export async function lockReturn(tx: Transaction, id: string): Promise<ReturnRequest | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM returns WHERE id = ${id}::uuid FOR UPDATE`;
  if (rows.length === 0) return null;
  return tx.returnRequest.findUnique({ where: { id } });
}

/**
 * Moves a locked return to `to`, or throws CONFLICT naming both states when the table does not allow it
 * (moving it to the state it is in included: a second approval is refused, not repeated).
 */
export async function moveReturn(
  tx: Transaction,
  notifier: ReturnNotifier,
  row: ReturnRequest,
  move: { to: ReturnStatus; actor: ReturnActor; actorEmail?: string | null; note?: string | null; data?: { rejectReason?: string; refundId?: string; exchangeOrderId?: string } },
): Promise<void> {
  const from = row.status as ReturnStatus;
  if (!RETURN_TRANSITIONS[from].includes(move.to)) throw illegalReturnMove(from, move.to);
  await tx.returnRequest.update({ where: { id: row.id }, data: { ...move.data, status: move.to } });
  await tx.returnEvent.create({
    data: { returnId: row.id, fromStatus: from, toStatus: move.to, actor: move.actor, actorEmail: move.actorEmail ?? null, note: move.note ?? null },
  });
  await notifier.returnChanged(tx, { returnId: row.id, to: move.to });
}

/** What a return's viewer may do with it now (the schema's ReturnAction). */
export type ReturnAction = "CANCEL" | "APPROVE" | "REJECT" | "RECEIVE";

export function nextReturnActions(status: ReturnStatus, viewer: { buyer: boolean; admin: boolean }): ReturnAction[] {
  const actions: ReturnAction[] = [];
  if (viewer.buyer && RETURN_TRANSITIONS[status].includes("CANCELLED")) actions.push("CANCEL");
  if (viewer.admin && status === "REQUESTED") actions.push("APPROVE", "REJECT");
  if (viewer.admin && status === "APPROVED") actions.push("RECEIVE");
  return actions;
}
