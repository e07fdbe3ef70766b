import type { Transaction } from "../../db/transaction";
import type { Prisma } from "../../generated/prisma/client";
import type { DeliveryPromise } from "../../../../shared/delivery";
import type { ShippingOption } from "../shipping";

/**
 * Orders as stored, for the services that read and change them: the shapes of the JSON columns, rows
 * of many orders handed back per order, and an order's lines put back in stock.
 */

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

/**
 * An order's shipping method as stored (JSON): what the buyer chose, and the dates checkout showed with it
 * (ADR 0073; absent on orders placed before the shop promised dates).
 */
export interface OrderShippingMethod {
  id: string;
  label: string;
  minDays: number;
  maxDays: number;
  promise?: DeliveryPromise;
}

/** The stored shipping method of an option chosen at checkout, with its delivery dates as the promise. */
export function shippingMethodOf(option: ShippingOption): OrderShippingMethod & Prisma.InputJsonObject {
  const promise = option.delivery ? { earliest: option.delivery.earliest, latest: option.delivery.latest, dispatchBy: option.delivery.dispatchBy } : undefined;
  return { id: option.id, label: option.label, minDays: option.minDays, maxDays: option.maxDays, ...(promise && { promise }) };
}

/** Rows of many orders, read in one query, handed back per order in the order asked (a DataLoader's batch). */
export function byOrder<T extends { orderId: string }>(orderIds: readonly string[], rows: T[]): T[][] {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.orderId);
    if (list) list.push(row);
    else grouped.set(row.orderId, [row]);
  }
  return orderIds.map((id) => grouped.get(id) ?? []);
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
