import { BASE_CURRENCY, convertCents, type CurrencyCode } from "../../../../shared/currencies";

/**
 * The currency a quote or an order is priced in and the rate it converts US cents at (ADR 0070). Every
 * amount is converted once from its US cents and rounded at the currency's minor unit; sums are sums of
 * the converted amounts, so a total is always its parts added up.
 */
export interface Pricing {
  currency: CurrencyCode;
  /** Units of `currency` per US dollar, as text ("1" for US dollars). */
  ratePerUsd: string;
  /** The rate's row; null for US dollars. */
  exchangeRateId: string | null;
  /** The quote's hold on the rate, when it was quoted for a checkout. */
  lock: { id: string; expiresAt: Date } | null;
}

export const USD_PRICING: Pricing = { currency: BASE_CURRENCY, ratePerUsd: "1", exchangeRateId: null, lock: null };

/** US cents in the pricing's minor unit. */
export const toMinor = (pricing: Pricing, cents: number) => convertCents(cents, pricing.ratePerUsd, pricing.currency);

/** The parts of a landed cost that carry amounts. */
export interface LandedAmounts {
  charges: readonly { kind: string; amountCents: number; collected: string }[];
  dueOnDeliveryCents: number;
}

export interface LandedMinor {
  /** Each charge's amount, in the order of `charges`. */
  charges: number[];
  duties: number;
  taxes: number;
  dueOnDelivery: number;
}

/** A landed cost's charges in the pricing's currency: duties and taxes charged now, and what is due on delivery. */
export function landedMinor(pricing: Pricing, landed: LandedAmounts): LandedMinor {
  const charges = landed.charges.map((c) => toMinor(pricing, c.amountCents));
  const sum = (pick: (c: LandedAmounts["charges"][number]) => boolean) => landed.charges.reduce((total, c, i) => total + (pick(c) ? charges[i] : 0), 0);
  return {
    charges,
    duties: sum((c) => c.collected === "checkout" && c.kind === "duty"),
    taxes: sum((c) => c.collected === "checkout" && c.kind !== "duty"),
    // The estimate due on delivery is converted as one figure: it is not charged, only shown.
    dueOnDelivery: toMinor(pricing, landed.dueOnDeliveryCents),
  };
}
