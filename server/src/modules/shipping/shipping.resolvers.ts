import type { Resolvers } from "../../generated/graphql";
import { countryName } from "../../../../shared/addresses";

const dollars = (cents: number) => cents / 100;
const kilograms = (grams: number) => grams / 1000;

export const shippingResolvers: Resolvers = {
  Query: {
    checkoutQuote: (_, { lines, address }, ctx) => ctx.services.shipping.quote(lines, address),
    shippingZones: (_, __, ctx) => ctx.services.shipping.zones(),
    deliveryZones: (_, __, ctx) => ctx.services.shipping.deliveryZones(),
  },
  Mutation: {
    saveShippingZone: (_, { input }, ctx) => ctx.services.shipping.saveZone(input),
    deleteShippingZone: (_, { id }, ctx) => ctx.services.shipping.deleteZone(id),
  },
  CheckoutQuote: {
    weightKg: (q) => kilograms(q.weightGrams),
    subtotal: (q) => dollars(q.subtotalCents),
    duties: (q) => dollars(q.dutiesCents),
    taxes: (q) => dollars(q.taxesCents),
    total: (q) => dollars(q.totalCents),
    dueOnDelivery: (q) => dollars(q.landed.dueOnDeliveryCents),
    dutyBreakdown: (q) => q.landed.charges,
    incoterm: (q) => q.landed.incoterm,
    dutyReason: (q) => q.landed.reason,
  },
  LandedCost: {
    duties: ({ landed }) => dollars(landed.chargedCents.duties),
    taxes: ({ landed }) => dollars(landed.chargedCents.taxes),
    dueOnDelivery: ({ landed }) => dollars(landed.dueOnDeliveryCents),
    total: ({ totalCents }) => dollars(totalCents),
    breakdown: ({ landed }) => landed.charges,
    incoterm: ({ landed }) => landed.incoterm,
    reason: ({ landed }) => landed.reason,
    rulesVersion: ({ landed }) => landed.rulesVersion,
    localTotal: ({ landed, totalCents }) =>
      landed.currency === "USD" ? null : { currency: landed.currency, exchangeRate: landed.exchangeRate, amount: Math.round(totalCents * landed.exchangeRate) / 100 },
  },
  DutyCharge: {
    amount: (c) => dollars(c.amountCents),
    lineIndexes: (c) => c.lines,
  },
  QuoteLine: {
    unitPrice: (l) => dollars(l.unitPriceCents),
    lineTotal: (l) => dollars(l.lineTotalCents),
    weightKg: (l) => kilograms(l.weightGrams),
  },
  ShippingOption: {
    price: (o) => dollars(o.priceCents),
    landedCost: (o) => o,
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
