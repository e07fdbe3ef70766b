import express, { type Router } from "express";
import { importRoute, REPORT, skippingImportOptions, uploadPath, type FileRouteDeps } from "./file-routes";

/**
 * The denied-party screening list as a file (ADR 0016): POST /screening/import takes the US Consolidated
 * Screening List's CSV with the catalogue import's conventions (a dry run first, a report per row, all or
 * nothing unless skipInvalid).
 */
export function screeningFileRoutes(deps: FileRouteDeps): Router {
  const router = express.Router();
  importRoute(router, deps, "/screening/import", { importer: deps.services.screening, options: skippingImportOptions });
  return router;
}

export const screeningFilePaths: Record<string, Record<string, unknown>> = {
  "/screening/import": uploadPath({
    summary:
      "Loads the US Consolidated Screening List (admin), as CSV in its published layout: a header with at least source, name, alt_names, addresses and programs (other columns are ignored; lists in a cell are separated by ';'). A dry run only reports; applied, the file replaces the whole list in one transaction, all or nothing unless skipInvalid.",
    operationId: "importScreeningList",
    skipInvalid: "Load the good rows even when some are bad.",
    unreadable: "a required column missing, not CSV, too many rows, no entries",
    ok: {
      description: "How many entries were (or would be) loaded (`created`), how many they replace (`replaced`), and the bad rows",
      schema: { ...REPORT, properties: { ...REPORT.properties, replaced: { type: "integer" } } },
    },
  }),
};
