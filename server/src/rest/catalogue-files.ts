import express, { type Router } from "express";
import { EXPORT_LINK_PURPOSE } from "../modules/catalogue-files";
import { downloadPath, downloadRoute, importRoute, skippingImportOptions, uploadPath, type FileRouteDeps } from "./file-routes";

/** The catalogue as a file (ADR 0022): GET /parts/export.csv and POST /parts/import. */
export function catalogueFileRoutes(deps: FileRouteDeps): Router {
  const { services } = deps;
  const router = express.Router();
  downloadRoute(router, deps, "/parts/export.csv", { linkPurpose: EXPORT_LINK_PURPOSE, csv: () => services.catalogueExport.csv(), name: "motoparts-catalogue" });
  importRoute(router, deps, "/parts/import", { importer: services.catalogueImport, options: skippingImportOptions });
  return router;
}

/** The two paths in /openapi.json. */
export const catalogueFilePaths: Record<string, Record<string, unknown>> = {
  "/parts/export.csv": downloadPath({ what: "The whole catalogue", answer: "The catalogue", operationId: "exportCatalogue", query: "catalogueExport", importPath: "/parts/import" }),
  "/parts/import": uploadPath({
    summary:
      "Imports a catalogue CSV (admin). New part numbers (with brand) create parts; known ones update the columns the file has. A dry run only reports; applied, it is all or nothing unless skipInvalid.",
    operationId: "importCatalogueFile",
    skipInvalid: "Write the good rows even when some are bad.",
    unreadable: "no key column, an unknown column, not CSV, too many rows",
  }),
};
