import { decimalAmount, formatMoney, type CurrencyCode } from "@shared/currencies";

/** A `Money` answer for `minor` units of `currency`, written as the server writes it. */
export function money(minor: number, currency: CurrencyCode = "USD") {
  return { __typename: "Money" as const, currency, amountMinor: minor, amount: decimalAmount(minor, currency), formatted: formatMoney(minor, currency) };
}

/** An order's `charged` amounts, all in `currency`. */
export function chargedAmounts(amounts: { subtotal: number; shipping?: number; duties?: number; taxes?: number; total: number; refunded?: number }, currency: CurrencyCode = "USD") {
  return {
    __typename: "OrderAmounts" as const,
    subtotal: money(amounts.subtotal, currency),
    shipping: money(amounts.shipping ?? 0, currency),
    duties: money(amounts.duties ?? 0, currency),
    taxes: money(amounts.taxes ?? 0, currency),
    total: money(amounts.total, currency),
    refunded: money(amounts.refunded ?? 0, currency),
  };
}
