import { majorUnits, type CurrencyCode } from "../../../../shared/currencies";
import { landedMinor, toMinor, USD_PRICING, type Pricing } from "../currencies";
import type { LandedCharge, LandedCost } from "../landed-cost";
import type { Landed, LandedOption, Quote, QuoteLine } from "./shipping.service";

/** A charge of a quote, with the quote's pricing (none: US dollars, as an order's charges are shown). */
export type PricedCharge = LandedCharge & { pricing?: Pricing };

/** A quote's amounts in its pricing's currency (ADR 0070): the quote as computed in US cents, each amount converted once. */
export interface LocalAmounts {
  currency: CurrencyCode;
  subtotalMinor: number;
  shippingMinor: number;
  dutiesMinor: number;
  taxesMinor: number;
  dueOnDeliveryMinor: number;
  totalMinor: number;
  charges: number[];
}

/** The unit price, converted once; the line is that times the quantity. */
export const unitMinor = (pricing: Pricing, line: Pick<QuoteLine, "unitPriceCents">) => toMinor(pricing, line.unitPriceCents);

/** The lines' subtotal in the pricing's currency: each unit price converted once, times its quantity. */
export const subtotalMinor = (pricing: Pricing, lines: readonly Pick<QuoteLine, "unitPriceCents" | "quantity">[]) =>
  lines.reduce((sum, l) => sum + unitMinor(pricing, l) * l.quantity, 0);

/** What an order of these lines shipped by this option costs in the pricing's currency: the sum of its converted parts. */
export function localAmounts(pricing: Pricing, lines: readonly Pick<QuoteLine, "unitPriceCents" | "quantity">[], shippingCents: number, landed: Pick<LandedCost, "charges" | "dueOnDeliveryCents">): LocalAmounts {
  const subtotal = subtotalMinor(pricing, lines);
  const shipping = toMinor(pricing, shippingCents);
  const charged = landedMinor(pricing, landed);
  return {
    currency: pricing.currency,
    subtotalMinor: subtotal,
    shippingMinor: shipping,
    dutiesMinor: charged.duties,
    taxesMinor: charged.taxes,
    dueOnDeliveryMinor: charged.dueOnDelivery,
    totalMinor: subtotal + shipping + charged.duties + charged.taxes,
    charges: charged.charges,
  };
}

/** A quote priced in a currency: every line, option and charge carries the pricing its amounts are shown in. */
export interface PricedQuote extends Quote {
  pricing: Pricing;
}

export function priceQuote(quote: Quote, pricing: Pricing = USD_PRICING): PricedQuote {
  const priced = <T extends object>(value: T) => ({ ...value, pricing });
  const charges = (landed: LandedCost): LandedCost => ({ ...landed, charges: landed.charges.map(priced) });
  return {
    ...quote,
    pricing,
    lines: quote.lines.map(priced),
    landed: charges(quote.landed),
    shippingOptions: quote.shippingOptions.map((o) => ({ ...o, pricing, lines: quote.lines, landed: charges(o.landed) })),
  };
}

/** A landed option as the API shows it: with its quote's pricing and lines, when it has them. */
export type PricedLanded = Landed & { pricing?: Pricing; lines?: readonly QuoteLine[]; priceCents?: number };
export type PricedOption = LandedOption & { pricing?: Pricing; lines?: readonly QuoteLine[] };
export type PricedLine = QuoteLine & { pricing?: Pricing };

/** The amounts of an option of a priced quote; null outside one (US dollars, as computed). */
export function optionAmounts(option: PricedLanded): LocalAmounts | null {
  if (!option.pricing || !option.lines || option.priceCents === undefined) return null;
  return localAmounts(option.pricing, option.lines, option.priceCents, option.landed);
}

/** Minor units as the API's Float amounts. */
export const major = (minor: number, currency: CurrencyCode) => majorUnits(minor, currency);
