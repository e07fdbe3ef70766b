/**
 * The stock-alerts module's front door: what the rest of the server may use (ADR 0063). Back-in-stock
 * requests (ADR 0052).
 */
export { backInStockResolvers } from "./back-in-stock.resolvers";
export { BackInStockService } from "./back-in-stock.service";
