import type { Resolvers } from "../../generated/graphql";
import { countryName } from "../../../../shared/addresses";
import { major, optionAmounts, localAmounts, priceQuote, unitMinor, type PricedQuote } from "./local-quote";
import { toMinor } from "../currencies";

const dollars = (cents: number) => cents / 100;
const kilograms = (grams: number) => grams / 1000;

export const shippingResolvers: Resolvers = {
  Query: {
    checkoutQuote: async (_, { lines, address, currency }, ctx) => {
      const quote = await ctx.services.shipping.quote(lines, address);
      return priceQuote(quote, await ctx.services.exchangeRates.quotePricing(currency ?? "USD"));
    },
    shippingZones: (_, __, ctx) => ctx.services.shipping.zones(),
    deliveryZones: (_, __, ctx) => ctx.services.shipping.deliveryZones(),
  },
  Mutation: {
    saveShippingZone: (_, { input }, ctx) => ctx.services.shipping.saveZone(input),
    deleteShippingZone: (_, { id }, ctx) => ctx.services.shipping.deleteZone(id),
  },
  CheckoutQuote: {
    weightKg: (q) => kilograms(q.weightGrams),
    subtotal: (q) => major(quoteAmounts(q).subtotalMinor, q.pricing.currency),
    duties: (q) => major(quoteAmounts(q).dutiesMinor, q.pricing.currency),
    taxes: (q) => major(quoteAmounts(q).taxesMinor, q.pricing.currency),
    total: (q) => major(quoteAmounts(q).totalMinor, q.pricing.currency),
    dueOnDelivery: (q) => major(quoteAmounts(q).dueOnDeliveryMinor, q.pricing.currency),
    currency: (q) => q.pricing.currency,
    exchangeRate: (q) => (q.pricing.exchangeRateId ? Number(q.pricing.ratePerUsd) : null),
    rateLock: (q) => (q.pricing.lock ? { ...q.pricing.lock, currency: q.pricing.currency, ratePerUsd: q.pricing.ratePerUsd } : null),
    dutyBreakdown: (q) => q.landed.charges,
    incoterm: (q) => q.landed.incoterm,
    dutyReason: (q) => q.landed.reason,
  },
  LandedCost: {
    duties: (o) => amountOf(o, (a) => a.dutiesMinor, o.landed.chargedCents.duties),
    taxes: (o) => amountOf(o, (a) => a.taxesMinor, o.landed.chargedCents.taxes),
    dueOnDelivery: (o) => amountOf(o, (a) => a.dueOnDeliveryMinor, o.landed.dueOnDeliveryCents),
    total: (o) => amountOf(o, (a) => a.totalMinor, o.totalCents),
    breakdown: ({ landed }) => landed.charges,
    incoterm: ({ landed }) => landed.incoterm,
    reason: ({ landed }) => landed.reason,
    rulesVersion: ({ landed }) => landed.rulesVersion,
    localTotal: ({ landed, totalCents }) =>
      landed.currency === "USD" ? null : { currency: landed.currency, exchangeRate: landed.exchangeRate, amount: Math.round(totalCents * landed.exchangeRate) / 100 },
  },
  DutyCharge: {
    amount: (c) => (c.pricing ? major(toMinor(c.pricing, c.amountCents), c.pricing.currency) : dollars(c.amountCents)),
    lineIndexes: (c) => c.lines,
  },
  QuoteLine: {
    unitPrice: (l) => (l.pricing ? major(unitMinor(l.pricing, l), l.pricing.currency) : dollars(l.unitPriceCents)),
    lineTotal: (l) => (l.pricing ? major(unitMinor(l.pricing, l) * l.quantity, l.pricing.currency) : dollars(l.lineTotalCents)),
    weightKg: (l) => kilograms(l.weightGrams),
  },
  ShippingOption: {
    price: (o) => (o.pricing ? major(toMinor(o.pricing, o.priceCents), o.pricing.currency) : dollars(o.priceCents)),
    landedCost: (o) => o,
    deliveryEstimate: (o) => o.delivery,
  },
  Part: {
    deliveryEstimate: (part, { country, postalCode }, ctx) => ctx.services.shipping.partDelivery(part, country, postalCode),
  },
  DeliveryZone: {
    countries: (z) => z.countries.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, "en")),
    methods: (z) => z.methods.filter((m) => m.rates.length > 0),
  },
  DeliveryMethod: {
    // Rates come lightest band first; the cheapest is the starting price whatever the bands' order.
    fromPrice: (m) => dollars(Math.min(...m.rates.map((r) => r.priceCents))),
  },
  ShippingRate: {
    maxWeightKg: (r) => kilograms(r.maxWeightGrams),
    price: (r) => dollars(r.priceCents),
  },
};

/** A priced quote's amounts with its cheapest option, computed once per quote. */
const amountsOfQuote = new WeakMap<object, ReturnType<typeof localAmounts>>();
function quoteAmounts(q: PricedQuote) {
  let amounts = amountsOfQuote.get(q);
  if (!amounts) {
    amounts = localAmounts(q.pricing, q.lines, q.shippingOptions[0]?.priceCents ?? 0, q.landed);
    amountsOfQuote.set(q, amounts);
  }
  return amounts;
}

/** An option's amount in its quote's currency, or its US dollars outside a quote. */
function amountOf(option: Parameters<typeof optionAmounts>[0], pick: (a: NonNullable<ReturnType<typeof optionAmounts>>) => number, cents: number): number {
  const amounts = optionAmounts(option);
  return amounts ? major(pick(amounts), amounts.currency) : dollars(cents);
}
