import { Prisma, type Order, type Part, type User } from "../../generated/prisma/client";
import { AppError, badInput, badInputs } from "../../errors";
import type { Transaction } from "../../db/transaction";
import type { ShippingAddress } from "../../../../shared/addresses";
import { quantityProblem } from "../../../../shared/stock";
import { landedTotal, localAmounts, unitMinor, type ShippingOption } from "../shipping";
import { shippingMethodOf } from "./order-rows";
import { formatMoney } from "../../../../shared/currencies";
import type { Pricing } from "../currencies";
import type { ScreeningResult } from "../screening";
import { SILENT, recordPlaced, type OrderNotifier } from "./order-state";
import type { UnpaidHoldGuard } from "./unpaid-holds";

/** The largest total one card payment can take (Stripe's limit for USD), well inside the column's range. */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;
/** Stripe's largest amount in any currency's minor unit (eight digits). */
export const MAX_ORDER_TOTAL_MINOR = 99_999_999;

/** How long a buyer waits for a transaction slot under contention before being told to retry. */
export const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

/** "Brake pads" or "Brake pads and 2 more": the spec's one-part name of an order. */
export function orderTitle(names: string[]): string {
  const first = names[0] ?? "";
  return names.length === 1 ? first : `${first} and ${names.length - 1} more`;
}

/** An order to write: its lines as asked (each part once), where it goes and how, and its screening. */
export interface OrderRequest {
  buyer: User;
  lines: { partId: string; quantity: number }[];
  /** Null for the spec's one-part order placed before its buyer gave an address. */
  address: ShippingAddress | null;
  option: ShippingOption | null;
  /** Checkout's key and the digest of what it asked for; the spec's one-part orders have none. */
  idempotency: { key: string; fingerprint: string } | null;
  screening: ScreeningResult;
  /** Checkout takes the ordered parts out of the cart; the spec's purchase page leaves the cart alone. */
  clearsCart: boolean;
  /** The currency charged and its rate (ADR 0070); the spec's one-part orders are in US dollars. */
  pricing: Pricing;
}

export interface OrderWriterDeps {
  guard: UnpaidHoldGuard;
  notifier: OrderNotifier;
}

/**
 * The one place orders are written, in the caller's transaction (checkout and the spec's one-part order
 * both come here). The buyer's row is locked (their unpaid holds are counted one after the other), each
 * line's stock is taken by a conditional decrement in part-id order (two orders over the same parts never
 * wait on each other in a circle), the lines are priced from the rows just locked, duties and taxes are
 * computed for the address, and the order is written with its lines. A line that cannot be taken throws,
 * and every line taken before it goes back with the transaction: all or nothing.
 */
export async function writeOrder(tx: Transaction, deps: OrderWriterDeps, request: OrderRequest): Promise<Order> {
  const { buyer, address, option, pricing } = request;
  await deps.guard.checkCount(tx, buyer);

  const wanted = request.lines.map((line, index) => ({ ...line, index }));
  for (const line of [...wanted].sort((a, b) => (a.partId < b.partId ? -1 : a.partId > b.partId ? 1 : 0))) {
    const taken = await tx.part.updateMany({
      where: { id: line.partId, minQuantity: { lte: line.quantity }, availableQuantity: { gte: line.quantity } },
      data: { availableQuantity: { decrement: line.quantity } },
    });
    if (taken.count === 0) throw await shortage(tx, line.partId, line.quantity, line.index);
  }
  // The rows are locked by this transaction now: the prices read are the ones the stock was taken at.
  const parts = new Map((await tx.part.findMany({ where: { id: { in: wanted.map((l) => l.partId) } } })).map((p) => [p.id, p]));
  const lines = wanted.map((line, position) => {
    const part = parts.get(line.partId) as Part;
    return {
      position,
      partId: part.id,
      name: part.name,
      partNumber: part.partNumber,
      unitPriceCents: part.priceCents,
      unitPriceMinor: unitMinor(pricing, { unitPriceCents: part.priceCents }),
      quantity: line.quantity,
      weightGrams: part.weightGrams * line.quantity,
      hsCode: part.hsCode,
      scheduleB: part.scheduleB,
      originCountry: part.originCountry,
    };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  // Duties and taxes of the lines as priced now, with the chosen method's price in their base where the country says so.
  const priced =
    address && option
      ? landedTotal(
          address,
          lines.map((l) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity })),
          option.priceCents,
        )
      : null;
  const totalCents = priced?.totalCents ?? subtotalCents;
  if (totalCents > MAX_ORDER_TOTAL_CENTS) {
    throw badInput(`An order can total at most $${(MAX_ORDER_TOTAL_CENTS / 100).toLocaleString("en-US")}: order fewer units.`, "lines");
  }
  await deps.guard.checkValue(tx, buyer, subtotalCents);
  // The amounts charged in the order's currency: each converted once from the cents above, then added up.
  const local = localAmounts(pricing, lines, option?.priceCents ?? 0, priced?.landed ?? { charges: [], dueOnDeliveryCents: 0 });
  const localTotal = priced ? local.totalMinor : local.subtotalMinor;
  if (localTotal > MAX_ORDER_TOTAL_MINOR) {
    throw badInput(`An order can total at most ${formatMoney(MAX_ORDER_TOTAL_MINOR, pricing.currency)}: order fewer units.`, "lines");
  }

  const landed = priced?.landed;
  const order = await tx.order.create({
    data: {
      buyerId: buyer.id,
      buyerName: buyer.displayName,
      buyerEmail: buyer.email,
      partId: lines[0].partId,
      productName: orderTitle(lines.map((l) => l.name)),
      quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      unitPriceCents: lines[0].unitPriceCents,
      subtotalCents,
      totalCents,
      currency: pricing.currency.toLowerCase(),
      exchangeRate: pricing.exchangeRateId ? pricing.ratePerUsd : null,
      exchangeRateId: pricing.exchangeRateId,
      subtotalMinor: local.subtotalMinor,
      totalMinor: localTotal,
      weightGrams: lines.reduce((sum, l) => sum + l.weightGrams, 0),
      ...(landed && address && option
        ? {
            shippingCents: option.priceCents,
            dutiesCents: landed.chargedCents.duties,
            taxesCents: landed.chargedCents.taxes,
            shippingMinor: local.shippingMinor,
            dutiesMinor: local.dutiesMinor,
            taxesMinor: local.taxesMinor,
            dueOnDeliveryCents: landed.dueOnDeliveryCents,
            incoterm: landed.incoterm,
            dutyRulesVersion: landed.rulesVersion,
            dutyReason: landed.reason,
            charges: {
              create: landed.charges.map((c, position) => ({ position, kind: c.kind, label: c.label, amountCents: c.amountCents, amountMinor: local.charges[position], rate: c.rate, collected: c.collected, linePositions: c.lines })),
            },
            shippingAddress: address,
            shippingMethod: shippingMethodOf(option),
          }
        : {}),
      idempotencyKey: request.idempotency?.key,
      idempotencyFingerprint: request.idempotency?.fingerprint,
      screening: request.screening.status,
      screeningMatches: request.screening.status === "HELD" ? (request.screening.matches as unknown as Prisma.InputJsonValue) : undefined,
      lines: { create: lines },
    },
  });
  if (request.clearsCart) await tx.cartLine.deleteMany({ where: { userId: buyer.id, partId: { in: lines.map((l) => l.partId) } } });
  await recordPlaced(tx, deps.notifier, order.id, buyer.email);
  return order;
}

/** Why a line's stock could not be taken, named by the line's field; thrown, so the lines taken before it go back. */
async function shortage(tx: Transaction, partId: string, quantity: number, index: number): Promise<AppError> {
  const part = await tx.part.findUnique({ where: { id: partId } });
  const message = !part ? "No part has this id." : (quantityProblem(part, quantity) ?? "Not enough stock for this quantity.");
  return badInputs([{ field: `lines.${index}.${part ? "quantity" : "partId"}`, message }]);
}

/**
 * Writes the replacement of an exchange (ADR 0072): a zero-price order of the same parts for the same
 * buyer and address, paid at once (there is nothing to pay), in the caller's transaction, its stock taken
 * as any order's is. CONFLICT naming the part when too few are in stock: the return is refunded instead.
 * Its buyer hears of it from the return's email, not from order-placed and payment emails of nothing.
 */
export async function writeReplacement(
  tx: Transaction,
  args: { original: Order; lines: { orderLineId: string; quantity: number }[]; note: string },
): Promise<Order> {
  const { original } = args;
  const ordered = await tx.orderLine.findMany({ where: { orderId: original.id }, orderBy: { position: "asc" } });
  const wanted = args.lines.flatMap((l) => {
    const line = ordered.find((o) => o.id === l.orderLineId);
    return line?.partId ? [{ line, partId: line.partId, quantity: l.quantity }] : [];
  });
  if (wanted.length === 0) throw new AppError("CONFLICT", "These parts are no longer in the catalogue: refund the return instead.");
  for (const w of [...wanted].sort((a, b) => (a.partId < b.partId ? -1 : a.partId > b.partId ? 1 : 0))) {
    const taken = await tx.part.updateMany({ where: { id: w.partId, availableQuantity: { gte: w.quantity } }, data: { availableQuantity: { decrement: w.quantity } } });
    if (taken.count === 0) throw new AppError("CONFLICT", `Not enough ${w.line.name} in stock to send a replacement: refund the return instead.`, { reason: "OUT_OF_STOCK" });
  }
  const method = original.shippingMethod as { label?: string } | null;
  const lines = wanted.map((w, position) => ({
    position,
    partId: w.partId,
    name: w.line.name,
    partNumber: w.line.partNumber,
    unitPriceCents: 0,
    unitPriceMinor: 0,
    quantity: w.quantity,
    weightGrams: Math.round((w.line.weightGrams / w.line.quantity) * w.quantity),
    hsCode: w.line.hsCode,
    scheduleB: w.line.scheduleB,
    originCountry: w.line.originCountry,
  }));
  const now = new Date();
  const order = await tx.order.create({
    data: {
      buyerId: original.buyerId,
      buyerName: original.buyerName,
      buyerEmail: original.buyerEmail,
      partId: lines[0].partId,
      productName: orderTitle(lines.map((l) => l.name)),
      quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      unitPriceCents: 0,
      subtotalCents: 0,
      totalCents: 0,
      currency: original.currency,
      exchangeRate: original.exchangeRate,
      exchangeRateId: original.exchangeRateId,
      subtotalMinor: 0,
      totalMinor: 0,
      weightGrams: lines.reduce((sum, l) => sum + l.weightGrams, 0),
      incoterm: original.incoterm,
      dutyReason: "A replacement sent at no charge.",
      shippingAddress: original.shippingAddress ?? undefined,
      shippingMethod: { ...(method ?? {}), label: `Replacement${method?.label ? `, ${method.label}` : ""}` },
      // The same buyer and address the screening already looked at.
      screening: original.screening,
      status: "paid",
      paidAt: now,
      lines: { create: lines },
    },
  });
  await recordPlaced(tx, SILENT, order.id, original.buyerEmail);
  await tx.orderEvent.create({ data: { orderId: order.id, fromStatus: "unpaid", toStatus: "paid", actor: "system", note: args.note } });
  return order;
}
