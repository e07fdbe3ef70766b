/**
 * The parts module's front door: what the rest of the server may use (ADR 0063). The catalogue: parts and
 * their categories.
 */
export { CategoriesService } from "./categories.service";
export { partsResolvers } from "./parts.resolvers";
export { PartsService, isSoldOut, partsWithIds, quantityProblem, specsOf } from "./parts.service";
export type { PartPage } from "./parts.service";
