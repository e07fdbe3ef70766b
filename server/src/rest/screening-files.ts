import express, { type Router } from "express";
import { answerImport, error, fail, fileAdmin, flag, nothingWritten, REPORT, type FileRouteDeps } from "./catalogue-files";

/**
 * The denied-party screening list as a file (ADR 0016): POST /screening/import takes the US Consolidated
 * Screening List's CSV with the catalogue import's conventions (a dry run first, a report per row, all or
 * nothing unless skipInvalid). It streams, so it calls the service directly, after the admin check.
 */
export function screeningFileRoutes(deps: FileRouteDeps): Router {
  const { services } = deps;
  const router = express.Router();
  router.post("/screening/import", async (req, res) => {
    let byEmail: string;
    let options: { dryRun: boolean; skipInvalid: boolean };
    try {
      byEmail = (await fileAdmin(deps, req, res)).email;
      options = { dryRun: flag(req, "dryRun", true), skipInvalid: flag(req, "skipInvalid", false) };
    } catch (err) {
      return fail(res, err);
    }
    await answerImport(req, res, {
      maxBytes: services.screening.limits.maxBytes,
      run: (onProgress) => services.screening.import(req, { ...options, byEmail, onProgress }),
      nothingWritten,
    });
  });
  return router;
}

export const screeningFilePaths: Record<string, Record<string, unknown>> = {
  "/screening/import": {
    post: {
      summary:
        "Loads the US Consolidated Screening List (admin), as CSV in its published layout: a header with at least source, name, alt_names, addresses and programs (other columns are ignored; lists in a cell are separated by ';'). A dry run only reports; applied, the file replaces the whole list in one transaction, all or nothing unless skipInvalid.",
      operationId: "importScreeningList",
      security: [{ accessToken: [] }],
      parameters: [
        { name: "dryRun", in: "query", required: false, description: "true (the default) only reports.", schema: { type: "boolean" } },
        { name: "skipInvalid", in: "query", required: false, description: "Load the good rows even when some are bad.", schema: { type: "boolean" } },
      ],
      requestBody: { required: true, content: { "text/csv": { schema: { type: "string" } } } },
      responses: {
        "200": {
          description: "How many entries were (or would be) loaded (`created`), how many they replace (`replaced`), and the bad rows",
          content: {
            "application/json": { schema: { ...REPORT, properties: { ...REPORT.properties, replaced: { type: "integer" } } } },
            "application/x-ndjson": { schema: { type: "string" } },
          },
        },
        "400": error("The file cannot be read (a required column missing, not CSV, too many rows, no entries)"),
        "401": error("Missing, expired or invalid token"),
        "403": error("Not an admin"),
        "413": error("The file is too large"),
        "415": error("Not sent as text/csv"),
        "422": { description: "Bad rows: nothing was written", content: { "application/json": { schema: REPORT } } },
      },
    },
  },
};
