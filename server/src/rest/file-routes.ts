import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Request, Response, Router } from "express";
import { AppError, badInput } from "../errors";
import type { GraphQLContext } from "../graphql/context";
import type { Services } from "../services";
import { megabytes } from "../csv/csv-files";
import type { ImportReport } from "../../../shared/imports";
import { errorResponse as error } from "./openapi";
import { sendFailure } from "./respond";

/**
 * What every CSV file route keeps to (ADR 0022): the admin behind the request, a download streamed as
 * `<name>-<day>.csv`, an upload that is a dry run unless `dryRun=false` and is answered with its report
 * (as JSON, or as lines of progress), and both described alike in /openapi.json. The routes stream, which
 * a GraphQL operation cannot, so they call the services directly, after the same admin check as @admin.
 */

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

type Admin = Awaited<ReturnType<typeof fileAdmin>>;

/** GET `path`: a CSV download for an admin, who may send a link token of `linkPurpose` instead of the header. */
export function downloadRoute(router: Router, deps: FileRouteDeps, path: string, how: { linkPurpose: string; csv: () => NodeJS.ReadableStream; name: string }): void {
  router.get(path, async (req, res) => {
    try {
      await fileAdmin(deps, req, res, how.linkPurpose);
    } catch (err) {
      return fail(res, err);
    }
    await sendCsv(res, how.csv(), how.name);
  });
}

/** Streams a CSV download named `<name>-<today>.csv`. */
async function sendCsv(res: Response, csv: NodeJS.ReadableStream, name: string): Promise<void> {
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

type Progress = (progress: { rows: number; bytes: number }) => void;

/** An import an upload route runs: the largest file it takes, and the run on the request's body. */
export interface CsvImporter<O> {
  limits: { maxBytes: number };
  import(source: Readable, options: O & { onProgress?: Progress }): Promise<ImportReport>;
}

/**
 * POST `path`: an admin's CSV import. `options` reads the query's flags (and the admin) as the importer
 * takes them: a request without an admin, or with a bad flag, is refused before the file is read.
 */
export function importRoute<O>(
  router: Router,
  deps: FileRouteDeps,
  path: string,
  how: { importer: CsvImporter<O>; options: (req: Request, admin: Admin) => O; nothingWritten?: (report: ImportReport) => string },
): void {
  router.post(path, async (req, res) => {
    let options: O;
    try {
      options = how.options(req, await fileAdmin(deps, req, res));
    } catch (err) {
      return fail(res, err);
    }
    await answerImport(req, res, {
      maxBytes: how.importer.limits.maxBytes,
      run: (onProgress) => how.importer.import(req, { ...options, onProgress }),
      nothingWritten: how.nothingWritten ?? nothingWritten,
    });
  });
}

/** The flags of an import that may write its good rows alone: a dry run unless dryRun=false, skipInvalid, and who imports. */
export function skippingImportOptions(req: Request, admin: Admin): { dryRun: boolean; skipInvalid: boolean; byEmail: string } {
  return { dryRun: flag(req, "dryRun", true), skipInvalid: flag(req, "skipInvalid", false), byEmail: admin.email };
}

/**
 * Runs an import of the request's body (text/csv, at most `maxBytes`) and answers its report: as JSON
 * (422 when bad rows kept it from being written), or, asked for with Accept: application/x-ndjson, as a
 * line of progress every 1,000 rows and then the report, on the same request.
 */
async function answerImport(
  req: Request,
  res: Response,
  how: { maxBytes: number; run: (onProgress?: Progress) => Promise<ImportReport>; nothingWritten: (report: ImportReport) => string },
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
function nothingWritten(report: ImportReport): string {
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

const fail = (res: Response, err: unknown) => sendFailure(res, err, "file request failed");

// ---- /openapi.json ----------------------------------------------------------------------------------

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

/** A download path: `what` as CSV, the columns `importPath` reads; `query` gives a link token for it. */
export function downloadPath(doc: { what: string; operationId: string; query: string; importPath: string; answer?: string }) {
  return {
    get: {
      summary: `${doc.what} as CSV (admin): the columns POST ${doc.importPath} reads.`,
      operationId: doc.operationId,
      security: [{ accessToken: [] }, {}],
      parameters: [
        { name: "token", in: "query", required: false, description: `A link token from the ${doc.query} query, instead of the Authorization header.`, schema: { type: "string" } },
      ],
      responses: {
        "200": { description: doc.answer ?? doc.what, content: { "text/csv": { schema: { type: "string" } } } },
        "401": error("Missing, expired or invalid token"),
        "403": error("Not an admin"),
      },
    },
  };
}

/** An upload path: `skipInvalid` says what that flag does, for an import that takes it; `ok`, a 200 that says more than the report. */
export function uploadPath(doc: { summary: string; operationId: string; unreadable: string; skipInvalid?: string; ok?: { description: string; schema: object } }) {
  return {
    post: {
      summary: doc.summary,
      operationId: doc.operationId,
      security: [{ accessToken: [] }],
      parameters: [
        { name: "dryRun", in: "query", required: false, description: "true (the default) only reports.", schema: { type: "boolean" } },
        ...(doc.skipInvalid ? [{ name: "skipInvalid", in: "query", required: false, description: doc.skipInvalid, schema: { type: "boolean" } }] : []),
      ],
      requestBody: { required: true, content: { "text/csv": { schema: { type: "string" } } } },
      responses: {
        "200": {
          description: doc.ok?.description ?? "What was (or would be) created, updated and left unchanged, and the bad rows",
          content: { "application/json": { schema: doc.ok?.schema ?? REPORT }, "application/x-ndjson": { schema: { type: "string" } } },
        },
        "400": error(`The file cannot be read (${doc.unreadable})`),
        "401": error("Missing, expired or invalid token"),
        "403": error("Not an admin"),
        "413": error("The file is too large"),
        "415": error("Not sent as text/csv"),
        "422": { description: "Bad rows: nothing was written", content: { "application/json": { schema: REPORT } } },
      },
    },
  };
}
