import type { Order } from "../../generated/prisma/client";
import { BASE_CURRENCY, chargedCurrency, type CurrencyCode } from "../../../../shared/currencies";
import { toMinor, USD_PRICING, type Pricing } from "../currencies";

/** The currency an order was charged in (ADR 0070). */
export const orderCurrency = (order: Pick<Order, "currency">): CurrencyCode => chargedCurrency(order.currency);

/** The pricing an order was charged at. */
export function orderPricing(order: Pick<Order, "currency" | "exchangeRate" | "exchangeRateId">): Pricing {
  const currency = orderCurrency(order);
  if (currency === BASE_CURRENCY || !order.exchangeRate) return USD_PRICING;
  return { currency, ratePerUsd: order.exchangeRate.toString(), exchangeRateId: order.exchangeRateId, lock: null };
}

/** US cents as the order's currency at its rate, rounded once. */
export const minorOfCents = (order: Pick<Order, "currency" | "exchangeRate" | "exchangeRateId">, cents: number) => toMinor(orderPricing(order), cents);

/** An amount in the order's currency back in US cents at its rate (a refund Stripe reports), rounded half up. */
export function centsOfMinor(order: Pick<Order, "currency" | "exchangeRate" | "exchangeRateId" | "totalCents" | "totalMinor">, minor: number): number {
  if (orderCurrency(order) === BASE_CURRENCY || order.totalMinor === 0) return minor;
  // In proportion to what was charged: the whole charged amount is the whole of the order's cents.
  return Math.round((minor * order.totalCents) / order.totalMinor);
}
