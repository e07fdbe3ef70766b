/**
 * The screening module's front door: what the rest of the server may use (ADR 0063). Denied-party
 * screening against the US Consolidated Screening List (ADR 0016).
 */
export { seedScreeningList } from "./demo-list";
export { screeningResolvers } from "./screening.resolvers";
export { ScreeningService } from "./screening.service";
export type { ScreeningResult } from "./screening.service";
export type { ScreeningListSummary } from "./screening.service";
