import { pipeline } from "node:stream/promises";
import express, { type Request, type Response, type Router } from "express";
import { AppError, badInput } from "../errors";
import type { GraphQLContext } from "../graphql/context";
import type { Services } from "../services";
import { EXPORT_LINK_PURPOSE } from "../modules/catalogue-files";
import { megabytes } from "../csv/csv-files";
import type { ImportReport } from "../../../shared/imports";
import { sendError } from "./respond";

/**
 * The catalogue as a file (ADR 0022): GET /parts/export.csv and POST /parts/import. They stream CSV both
 * ways, which a GraphQL operation cannot, so they call the services directly, after the same admin check
 * as the @admin directive.
 */
export function catalogueFileRoutes(deps: FileRouteDeps): Router {
  const { services } = deps;
  const router = express.Router();

  router.get("/parts/export.csv", async (req, res) => {
    try {
      await fileAdmin(deps, req, res, EXPORT_LINK_PURPOSE);
    } catch (err) {
      return fail(res, err);
    }
    await sendCsv(res, services.catalogueExport.csv(), "motoparts-catalogue");
  });

  router.post("/parts/import", async (req, res) => {
    let byEmail: string;
    let options: { dryRun: boolean; skipInvalid: boolean };
    try {
      byEmail = (await fileAdmin(deps, req, res)).email;
      options = { dryRun: flag(req, "dryRun", true), skipInvalid: flag(req, "skipInvalid", false) };
    } catch (err) {
      return fail(res, err);
    }
    await answerImport(req, res, {
      maxBytes: services.catalogueImport.limits.maxBytes,
      run: (onProgress) => services.catalogueImport.import(req, { ...options, byEmail, onProgress }),
      nothingWritten,
    });
  });

  return router;
}

export interface FileRouteDeps {
  services: Services;
  context: (req: Request, res: Response) => GraphQLContext;
}

/** The admin behind a file request: its access token, or (downloads only) a link token in `?token=`. */
export async function fileAdmin(deps: FileRouteDeps, req: Request, res: Response, linkPurpose?: string) {
  const link = typeof req.query.token === "string" ? req.query.token : undefined;
  if (linkPurpose && link && !req.get("authorization")) return deps.services.users.assertAdmin(await deps.services.users.fromLinkToken(linkPurpose, link));
  const ctx = deps.context(req, res);
  await ctx.authorize("admin");
  return ctx.user();
}

/** Streams a CSV download named `<name>-<today>.csv`. */
export async function sendCsv(res: Response, csv: NodeJS.ReadableStream, name: string): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
    "Cache-Control": "no-store",
  });
  try {
    await pipeline(csv, res);
  } catch (err) {
    // The headers are gone: all that is left is to cut the download short, which the client sees.
    res.locals.log?.warn({ err }, `${name} export stopped`);
    res.destroy();
  }
}

/**
 * Runs an import of the request's body (text/csv, at most `maxBytes`) and answers its report: as JSON
 * (422 when bad rows kept it from being written), or, asked for with Accept: application/x-ndjson, as a
 * line of progress every 1,000 rows and then the report, on the same request.
 */
export async function answerImport(
  req: Request,
  res: Response,
  how: { maxBytes: number; run: (onProgress?: (progress: { rows: number; bytes: number }) => void) => Promise<ImportReport>; nothingWritten: (report: ImportReport) => string },
): Promise<void> {
  if (!req.is(["text/csv", "text/plain", "application/vnd.ms-excel"])) {
    res.status(415).json({ message: "Send the file as the request body with Content-Type: text/csv.", code: "BAD_USER_INPUT" });
    return;
  }
  if (Number(req.get("content-length") ?? 0) > how.maxBytes) {
    res.status(413).json({ message: `The file is larger than ${megabytes(how.maxBytes)}. Split it into smaller files.`, code: "BAD_USER_INPUT" });
    return;
  }

  if (req.accepts(["application/json", "application/x-ndjson"]) === "application/x-ndjson") {
    res.status(200).set({ "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store" });
    res.flushHeaders();
    // Each line is flushed through compression, so the admin page sees it as it is written.
    const line = (value: unknown) => {
      res.write(`${JSON.stringify(value)}\n`);
      (res as Response & { flush?: () => void }).flush?.();
    };
    try {
      const report = await how.run((progress) => line({ progress }));
      line({ report });
    } catch (err) {
      line({ error: problemOf(err, res) });
    }
    res.end();
    return;
  }
  try {
    const report = await how.run();
    if (!report.dryRun && !report.applied) {
      res.status(422).json({ ...report, message: how.nothingWritten(report) });
      return;
    }
    res.json(report);
  } catch (err) {
    fail(res, err);
  }
}

/** Why an import that was not a dry run wrote nothing. */
export function nothingWritten(report: ImportReport): string {
  return `Nothing was imported: ${report.invalid} row${report.invalid === 1 ? " has an error" : "s have errors"}. Fix ${report.invalid === 1 ? "it" : "them"}, or import with skipInvalid=true to write the other rows.`;
}

/** A true/false query parameter. */
export function flag(req: Request, name: string, fallback: boolean): boolean {
  const value = req.query[name];
  if (value === undefined) return fallback;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw badInput(`${name}: must be true or false.`, name);
}

/** A refusal as { message, code } (an unexpected failure is logged and masked). */
function problemOf(err: unknown, res: Response): { message: string; code: string; field?: string } {
  if (err instanceof AppError) {
    const field = err.extensions.field;
    return { message: err.message, code: String(err.extensions.code), ...(typeof field === "string" ? { field } : {}) };
  }
  res.locals.log?.error({ err }, "import failed");
  return { message: "The import failed on our side and nothing was written. Try again.", code: "INTERNAL_SERVER_ERROR" };
}

export function fail(res: Response, err: unknown): void {
  if (err instanceof AppError) {
    sendError(res, { message: err.message, extensions: err.extensions }, res.locals.requestId);
    return;
  }
  res.locals.log?.error({ err }, "file request failed");
  sendError(res, { message: "Something went wrong on our side.", extensions: { code: "INTERNAL_SERVER_ERROR" } }, res.locals.requestId);
}

/** An import's report, as /openapi.json describes it. */
export const REPORT = {
  type: "object",
  properties: {
    dryRun: { type: "boolean" },
    applied: { type: "boolean", description: "Whether the changes were written." },
    rows: { type: "integer" },
    created: { type: "integer" },
    updated: { type: "integer" },
    unchanged: { type: "integer" },
    invalid: { type: "integer", description: "Rows with an error." },
    errors: {
      type: "array",
      description: "The first 1,000 bad rows; the header is row 1.",
      items: { type: "object", properties: { row: { type: "integer" }, message: { type: "string" } }, required: ["row", "message"] },
    },
    message: { type: "string", description: "Why nothing was written (422 only)." },
  },
  required: ["dryRun", "applied", "rows", "created", "updated", "unchanged", "invalid", "errors"],
};

export const error = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });

/** The two paths in /openapi.json. */
export const catalogueFilePaths: Record<string, Record<string, unknown>> = {
  "/parts/export.csv": {
    get: {
      summary: "The whole catalogue as CSV (admin): the columns POST /parts/import reads.",
      operationId: "exportCatalogue",
      security: [{ accessToken: [] }, {}],
      parameters: [
        {
          name: "token",
          in: "query",
          required: false,
          description: "A link token from the catalogueExport query, instead of the Authorization header.",
          schema: { type: "string" },
        },
      ],
      responses: {
        "200": { description: "The catalogue", content: { "text/csv": { schema: { type: "string" } } } },
        "401": error("Missing, expired or invalid token"),
        "403": error("Not an admin"),
      },
    },
  },
  "/parts/import": {
    post: {
      summary:
        "Imports a catalogue CSV (admin). New part numbers (with brand) create parts; known ones update the columns the file has. A dry run only reports; applied, it is all or nothing unless skipInvalid.",
      operationId: "importCatalogueFile",
      security: [{ accessToken: [] }],
      parameters: [
        { name: "dryRun", in: "query", required: false, description: "true (the default) only reports.", schema: { type: "boolean" } },
        { name: "skipInvalid", in: "query", required: false, description: "Write the good rows even when some are bad.", schema: { type: "boolean" } },
      ],
      requestBody: { required: true, content: { "text/csv": { schema: { type: "string" } } } },
      responses: {
        "200": {
          description: "What was (or would be) created, updated and left unchanged, and the bad rows",
          content: { "application/json": { schema: REPORT }, "application/x-ndjson": { schema: { type: "string" } } },
        },
        "400": error("The file cannot be read (no key column, an unknown column, not CSV, too many rows)"),
        "401": error("Missing, expired or invalid token"),
        "403": error("Not an admin"),
        "413": error("The file is too large"),
        "415": error("Not sent as text/csv"),
        "422": { description: "Bad rows: nothing was written", content: { "application/json": { schema: REPORT } } },
      },
    },
  },
};
