/**
 * The landed-cost module's front door: what the rest of the server may use (ADR 0063). Duties and import
 * taxes of an order to a destination, from the versioned rules file (ADR 0033).
 */
export { landedCost, taxRegistrationFor } from "./landed-cost";
export type { LandedCharge, LandedCost } from "./landed-cost";
