/**
 * The currencies module's front door: what the rest of the server may use (ADR 0063). Exchange rates, their
 * loads and holds, and pricing in a currency (ADR 0070).
 */
export { currenciesResolvers, money } from "./currencies.resolvers";
export type { MoneyValue, RateImportView, RateLockView } from "./currencies.resolvers";
export { ExchangeRatesService, seedExchangeRates, unavailable } from "./exchange-rates.service";
export type { CurrentRate, CurrencyStatus } from "./exchange-rates.service";
export { USD_PRICING, landedMinor, toMinor } from "./pricing";
export type { LandedMinor, Pricing } from "./pricing";
export { ratesFromEcbXml } from "./ecb-rates";
