/**
 * The search module's front door: what the rest of the server may use (ADR 0063). Search by words and part
 * numbers, with facets (ADR 0021).
 */
export { searchResolvers } from "./search.resolvers";
export { SearchService } from "./search.service";
