/**
 * The shipping module's front door: what the rest of the server may use (ADR 0063). Shipping zones,
 * methods and rates, the checkout quote, and the export controls (ADR 0030, ADR 0032, ADR 0016).
 */
export { asAddressParts, assertMayShipTo, eeiFiling, exportRefusal } from "./export-controls";
export type { AddressParts } from "./export-controls";
export { shippingResolvers } from "./shipping.resolvers";
export { landedTotal, ShippingService } from "./shipping.service";
export { localAmounts, priceQuote, unitMinor } from "./local-quote";
export type { LocalAmounts, PricedCharge, PricedLanded, PricedLine, PricedOption, PricedQuote } from "./local-quote";
export type { Quote, ShippingOption } from "./shipping.service";
export type { Landed, LandedOption, MethodWithRates, QuoteLine, ZoneWithMethods } from "./shipping.service";
