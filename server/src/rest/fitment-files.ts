import express, { type Router } from "express";
import type { ImportReport } from "../../../shared/imports";
import { FITMENT_EXPORT_LINK_PURPOSE, VEHICLES_EXPORT_LINK_PURPOSE } from "../modules/fitment-files";
import { answerImport, error, fail, fileAdmin, flag, REPORT, sendCsv, type FileRouteDeps } from "./catalogue-files";

/**
 * Bikes and fitment as files, as the catalogue's (ADR 0022): GET /fitment/export.csv and
 * /vehicles/export.csv, POST /fitment/import and /vehicles/import. They stream CSV both ways, so they call
 * the services directly, after the same admin check as the @admin directive.
 */
export function fitmentFileRoutes(deps: FileRouteDeps): Router {
  const { services } = deps;
  const router = express.Router();

  const downloads = [
    { path: "/fitment/export.csv", purpose: FITMENT_EXPORT_LINK_PURPOSE, csv: () => services.fitmentExport.fitmentCsv(), name: "motoparts-fitment" },
    { path: "/vehicles/export.csv", purpose: VEHICLES_EXPORT_LINK_PURPOSE, csv: () => services.fitmentExport.vehiclesCsv(), name: "motoparts-bikes" },
  ];
  for (const d of downloads) {
    router.get(d.path, async (req, res) => {
      try {
        await fileAdmin(deps, req, res, d.purpose);
      } catch (err) {
        return fail(res, err);
      }
      await sendCsv(res, d.csv(), d.name);
    });
  }

  for (const [path, importer] of [
    ["/fitment/import", services.fitmentImport],
    ["/vehicles/import", services.vehicleImport],
  ] as const) {
    router.post(path, async (req, res) => {
      let dryRun: boolean;
      try {
        await fileAdmin(deps, req, res);
        dryRun = flag(req, "dryRun", true);
      } catch (err) {
        return fail(res, err);
      }
      await answerImport(req, res, { maxBytes: importer.limits.maxBytes, run: (onProgress) => importer.import(req, { dryRun, onProgress }), nothingWritten });
    });
  }

  return router;
}

/** Why an import that was not a dry run wrote nothing. */
function nothingWritten(report: ImportReport): string {
  return `Nothing was imported: ${report.invalid} row${report.invalid === 1 ? " has an error" : "s have errors"}. Fix ${report.invalid === 1 ? "it" : "them"} and import the file again.`;
}

const download = (what: string, operationId: string, query: string, importPath: string) => ({
  get: {
    summary: `${what} as CSV (admin): the columns POST ${importPath} reads.`,
    operationId,
    security: [{ accessToken: [] }, {}],
    parameters: [
      { name: "token", in: "query", required: false, description: `A link token from the ${query} query, instead of the Authorization header.`, schema: { type: "string" } },
    ],
    responses: {
      "200": { description: what, content: { "text/csv": { schema: { type: "string" } } } },
      "401": error("Missing, expired or invalid token"),
      "403": error("Not an admin"),
    },
  },
});

const upload = (summary: string, operationId: string) => ({
  post: {
    summary,
    operationId,
    security: [{ accessToken: [] }],
    parameters: [{ name: "dryRun", in: "query", required: false, description: "true (the default) only reports.", schema: { type: "boolean" } }],
    requestBody: { required: true, content: { "text/csv": { schema: { type: "string" } } } },
    responses: {
      "200": {
        description: "What was (or would be) created, updated and left unchanged, and the bad rows",
        content: { "application/json": { schema: REPORT }, "application/x-ndjson": { schema: { type: "string" } } },
      },
      "400": error("The file cannot be read (a required column missing, an unknown column, not CSV, too many rows)"),
      "401": error("Missing, expired or invalid token"),
      "403": error("Not an admin"),
      "413": error("The file is too large"),
      "415": error("Not sent as text/csv"),
      "422": { description: "Bad rows: nothing was written", content: { "application/json": { schema: REPORT } } },
    },
  },
});

/** The four paths in /openapi.json. */
export const fitmentFilePaths: Record<string, Record<string, unknown>> = {
  "/fitment/export.csv": download("Every fitment range", "exportFitment", "fitmentExport", "/fitment/import"),
  "/vehicles/export.csv": download("Every bike", "exportVehicles", "vehiclesExport", "/vehicles/import"),
  "/fitment/import": upload(
    "Imports fitment ranges from CSV (admin), one row per range: part_number, brand (optional), make, model, year_from, year_to, variant, market, position, notes. A dry run only reports; applied, it is all or nothing. Ranges already there are unchanged (or updated when only their notes differ); ranges not in the file are kept.",
    "importFitmentFile",
  ),
  "/vehicles/import": upload(
    "Imports bikes from CSV (admin), one row per bike: make, model, year, variant, market, engine_cc, type. New bikes are created; known ones get their names, engine size and type updated. A dry run only reports; applied, it is all or nothing.",
    "importVehiclesFile",
  ),
};
