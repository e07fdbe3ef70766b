/**
 * The fitment-files module's front door: what the rest of the server may use (ADR 0063). Fitment and bikes
 * as CSV files: exports and imports (ADR 0022, ADR 0023).
 */
export { FITMENT_EXPORT_LINK_PURPOSE, FitmentExportService, VEHICLES_EXPORT_LINK_PURPOSE } from "./fitment-export.service";
export { fitmentFilesResolvers } from "./fitment-files.resolvers";
export { FitmentImportService } from "./fitment-import.service";
export { VehicleImportService } from "./vehicle-import.service";
