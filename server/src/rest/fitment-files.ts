import express, { type Router } from "express";
import type { ImportReport } from "../../../shared/imports";
import { FITMENT_EXPORT_LINK_PURPOSE, VEHICLES_EXPORT_LINK_PURPOSE } from "../modules/fitment-files";
import { downloadPath, downloadRoute, flag, importRoute, uploadPath, type FileRouteDeps } from "./file-routes";

/**
 * Bikes and fitment as files, as the catalogue's (ADR 0022): GET /fitment/export.csv and
 * /vehicles/export.csv, POST /fitment/import and /vehicles/import.
 */
export function fitmentFileRoutes(deps: FileRouteDeps): Router {
  const { services } = deps;
  const router = express.Router();
  downloadRoute(router, deps, "/fitment/export.csv", { linkPurpose: FITMENT_EXPORT_LINK_PURPOSE, csv: () => services.fitmentExport.fitmentCsv(), name: "motoparts-fitment" });
  downloadRoute(router, deps, "/vehicles/export.csv", { linkPurpose: VEHICLES_EXPORT_LINK_PURPOSE, csv: () => services.fitmentExport.vehiclesCsv(), name: "motoparts-bikes" });
  // All or nothing: these imports take no skipInvalid.
  const options = (req: express.Request) => ({ dryRun: flag(req, "dryRun", true) });
  importRoute(router, deps, "/fitment/import", { importer: services.fitmentImport, options, nothingWritten });
  importRoute(router, deps, "/vehicles/import", { importer: services.vehicleImport, options, nothingWritten });
  return router;
}

/** Why an import that was not a dry run wrote nothing. */
function nothingWritten(report: ImportReport): string {
  return `Nothing was imported: ${report.invalid} row${report.invalid === 1 ? " has an error" : "s have errors"}. Fix ${report.invalid === 1 ? "it" : "them"} and import the file again.`;
}

const unreadable = "a required column missing, an unknown column, not CSV, too many rows";

/** The four paths in /openapi.json. */
export const fitmentFilePaths: Record<string, Record<string, unknown>> = {
  "/fitment/export.csv": downloadPath({ what: "Every fitment range", operationId: "exportFitment", query: "fitmentExport", importPath: "/fitment/import" }),
  "/vehicles/export.csv": downloadPath({ what: "Every bike", operationId: "exportVehicles", query: "vehiclesExport", importPath: "/vehicles/import" }),
  "/fitment/import": uploadPath({
    summary:
      "Imports fitment ranges from CSV (admin), one row per range: part_number, brand (optional), make, model, year_from, year_to, variant, market, position, notes. A dry run only reports; applied, it is all or nothing. Ranges already there are unchanged (or updated when only their notes differ); ranges not in the file are kept.",
    operationId: "importFitmentFile",
    unreadable,
  }),
  "/vehicles/import": uploadPath({
    summary:
      "Imports bikes from CSV (admin), one row per bike: make, model, year, variant, market, engine_cc, type. New bikes are created; known ones get their names, engine size and type updated. A dry run only reports; applied, it is all or nothing.",
    operationId: "importVehiclesFile",
    unreadable,
  }),
};
