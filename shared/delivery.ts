import { addDestinationDays, addUsBusinessDays, daysBetween, DISPATCH_TIME_ZONE, instantOf, isUsBusinessDay, usBusinessDayFrom, addDays, wallClock } from "./delivery-calendar";

/**
 * When a parcel arrives (ADR 0073): the day the shop dispatches it, then the shipping method's transit in
 * the destination's working days. The shop dispatches an order placed before the cut-off (14:00 US
 * Eastern by default) on that US business day, and one placed after it on the next; a sold-out part
 * dispatches after its restock date, or its supplier's lead time in US business days from the order.
 */

/** Minutes after midnight, US Eastern: orders placed before it dispatch the same business day. */
export const DEFAULT_CUTOFF_MINUTES = 14 * 60;

/** How a part or a cart stands for dispatch. */
export type Readiness =
  | { inStock: true }
  /** Sold out: dispatched once restocked; neither known means no date can be promised. */
  | { inStock: false; restockDate: string | null; leadTimeDays: number | null };

export interface DeliveryRequest {
  now: Date;
  /** The destination (ISO 3166-1 alpha-2): its working week counts the transit days. */
  country: string;
  /** The method's transit in business days, as its zone lists it. */
  method: { label: string; minDays: number; maxDays: number };
  readiness: Readiness;
  cutoffMinutes?: number;
}

export interface DeliveryEstimate {
  /** The first and last days it may arrive (YYYY-MM-DD). */
  earliest: string;
  latest: string;
  /** The US business day the shop hands it to the carrier. */
  dispatchBy: string;
  /** Order before this instant to keep these dates; null when a restock decides them. */
  orderBefore: Date | null;
  method: string;
  inStock: boolean;
}

/** The day an order placed now dispatches when everything is in stock, and the cut-off it must beat. */
export function orderDay(now: Date, cutoffMinutes = DEFAULT_CUTOFF_MINUTES): { day: string; orderBefore: Date } {
  const clock = wallClock(now, DISPATCH_TIME_ZONE);
  const day = isUsBusinessDay(clock.day) && clock.minutes < cutoffMinutes ? clock.day : usBusinessDayFrom(addDays(clock.day, 1));
  return { day, orderBefore: instantOf(day, cutoffMinutes, DISPATCH_TIME_ZONE) };
}

/** The dispatch day of an order placed now: today's or the next business day, or after a sold-out part's restock. */
export function dispatchDay(now: Date, readiness: Readiness, cutoffMinutes = DEFAULT_CUTOFF_MINUTES): { day: string; orderBefore: Date | null } | null {
  const placed = orderDay(now, cutoffMinutes);
  if (readiness.inStock) return placed;
  // Stock arriving on a day is shelved that day and goes out the next business day.
  if (readiness.restockDate && readiness.restockDate >= placed.day) return { day: usBusinessDayFrom(addDays(readiness.restockDate, 1)), orderBefore: null };
  if (readiness.leadTimeDays) return { day: addUsBusinessDays(placed.day, readiness.leadTimeDays), orderBefore: null };
  // A restock date already past, with no lead time: expected any day, so the next business day.
  if (readiness.restockDate) return { day: usBusinessDayFrom(addDays(placed.day, 1)), orderBefore: null };
  return null;
}

/** The dates a parcel shipped by this method arrives; null for a sold-out part that nobody knows when it comes back. */
export function estimateDelivery(request: DeliveryRequest): DeliveryEstimate | null {
  const dispatch = dispatchDay(request.now, request.readiness, request.cutoffMinutes);
  if (!dispatch) return null;
  return {
    earliest: addDestinationDays(dispatch.day, request.method.minDays, request.country),
    latest: addDestinationDays(dispatch.day, request.method.maxDays, request.country),
    dispatchBy: dispatch.day,
    orderBefore: dispatch.orderBefore,
    method: request.method.label,
    inStock: request.readiness.inStock,
  };
}

/** How a cart's lines stand together: in stock when all are; otherwise the latest of the sold-out ones decides. */
export function readinessOf(parts: readonly { availableQuantity: number; quantity: number; restockDate: string | null; leadTimeDays: number | null }[]): Readiness {
  const short = parts.filter((p) => p.quantity > p.availableQuantity);
  if (short.length === 0) return { inStock: true };
  if (short.some((p) => !p.restockDate && !p.leadTimeDays)) return { inStock: false, restockDate: null, leadTimeDays: null };
  const restockDate = short.map((p) => p.restockDate).reduce<string | null>((a, b) => (a && b ? (a > b ? a : b) : (a ?? b)), null);
  const leadTimeDays = Math.max(0, ...short.map((p) => p.leadTimeDays ?? 0)) || null;
  return { inStock: false, restockDate, leadTimeDays };
}

/** "Tue 8 Dec": a delivery day as the shop writes it, in a page's language. */
export function deliveryDay(day: string, locale = "en-GB"): string {
  const parts = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value.replace(/\.$/, "") ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")}`;
}

/** "Tue 8 Dec – Fri 11 Dec": the days it may arrive (one day when both are the same). */
export function dayRange(estimate: Pick<DeliveryEstimate, "earliest" | "latest">, locale = "en-GB"): string {
  const from = deliveryDay(estimate.earliest, locale);
  return estimate.earliest === estimate.latest ? from : `${from} – ${deliveryDay(estimate.latest, locale)}`;
}

/** "Arrives Tue 8 Dec – Fri 11 Dec". */
export const arrivalWords = (estimate: Pick<DeliveryEstimate, "earliest" | "latest">, locale = "en-GB"): string => `Arrives ${dayRange(estimate, locale)}`;

/** What an order promised at checkout: the dates it showed, kept with the order. */
export interface DeliveryPromise {
  earliest: string;
  latest: string;
  dispatchBy: string;
}

export type PromiseOutcome = "pending" | "early" | "onTime" | "late";

/** How what happened compares with the promise: the delivered day (in UTC) against its dates, in calendar days. */
export function promiseOutcome(promise: DeliveryPromise, deliveredAt: Date | null): { outcome: PromiseOutcome; daysLate: number } {
  if (!deliveredAt) return { outcome: "pending", daysLate: 0 };
  const day = deliveredAt.toISOString().slice(0, 10);
  if (day < promise.earliest) return { outcome: "early", daysLate: 0 };
  if (day <= promise.latest) return { outcome: "onTime", daysLate: 0 };
  return { outcome: "late", daysLate: daysBetween(promise.latest, day) };
}
