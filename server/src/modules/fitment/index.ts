/**
 * The fitment module's front door: what the rest of the server may use (ADR 0063). Bikes, fitment ranges
 * and their answers, part numbers, and the garage (ADR 0023).
 */
export { fitmentResolvers } from "./fitment.resolvers";
export { FitmentService, fitAnswer, partFitColumns } from "./fitment.service";
export type { FitAnswer, FitmentRow, PartFit } from "./fitment.service";
export { GarageService } from "./garage.service";
export { PartNumbersService } from "./part-numbers.service";
export type { ListedNumber } from "./part-numbers.service";
export { VehiclesService, bikeLoader } from "./vehicles.service";
export type { BikeLookup } from "./vehicles.service";
export type { Bike, VehicleModel } from "./vehicles.service";
export type { GarageEntry } from "./garage.service";
