import type { ImportReport } from "@shared/imports";
import { limits } from "@shared/rules";
import { getAccessToken } from "./access-token";

/**
 * What an import did, or would do on a dry run (POST /parts/import, /fitment/import, /vehicles/import;
 * schema.graphql's CatalogueImportReport and FitmentImportReport).
 */
export type { ImportReport };

export interface ImportProgress {
  rows: number;
  bytes: number;
}

/** Why there is no report: the file could not be read at all, or the request was refused. */
export interface ImportProblem {
  message: string | null;
  code?: string;
  /** The HTTP status of a refusal before the stream started; absent for a refusal in the stream. */
  status?: number;
  /** The stream ended without a report (connection lost, server stopped). */
  cutShort?: boolean;
}

export type ImportOutcome = { report: ImportReport } | { problem: ImportProblem };

/** The largest file the server takes, in bytes (its megabyte is 1024 × 1024 bytes). */
export const MAX_IMPORT_BYTES = limits.importFileMegabytes * 1024 * 1024;

interface SendOptions {
  dryRun: boolean;
  /** Write the good rows of a file with bad ones (the catalogue only); left out of the request when undefined. */
  skipInvalid?: boolean;
  onProgress: (progress: ImportProgress) => void;
  signal?: AbortSignal;
  /**
   * Gets a new access token after a 401 (the Apollo client's renewal); true when it did. The file is then
   * sent once more.
   */
  renewAccessToken?: () => Promise<boolean>;
}

type Line = { progress?: ImportProgress; report?: ImportReport; error?: { message: string; code?: string } };

/**
 * Sends a CSV file to an import path (POST /parts/import, /fitment/import or /vehicles/import) and reads
 * its answer as lines of JSON (NDJSON): progress every 1,000 rows, then the report or a file-level error.
 * A failure to reach the server rejects (as fetch does), and so does an abort.
 */
export async function sendImportFile(path: string, file: File, options: SendOptions): Promise<ImportOutcome> {
  const query = new URLSearchParams({ dryRun: String(options.dryRun) });
  if (options.skipInvalid !== undefined) query.set("skipInvalid", String(options.skipInvalid));
  const send = () => {
    const token = getAccessToken();
    return fetch(`${path}?${query}`, {
      method: "POST",
      body: file,
      signal: options.signal,
      headers: {
        "Content-Type": "text/csv",
        Accept: "application/x-ndjson",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  };

  let res = await send();
  if (res.status === 401 && options.renewAccessToken) {
    const renewed = await options.renewAccessToken().catch(() => false);
    if (renewed) {
      await res.body?.cancel();
      res = await send();
    }
  }
  if (!res.ok) return { problem: await refusal(res) };
  if (!res.body) return { problem: { message: null, cutShort: true } };

  let outcome: ImportOutcome | null = null;
  const read = (text: string) => {
    if (!text.trim()) return;
    const line = JSON.parse(text) as Line;
    if (line.progress) options.onProgress(line.progress);
    else if (line.report) outcome = { report: line.report };
    else if (line.error) outcome = { problem: { message: line.error.message, code: line.error.code } };
  };

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf("\n")) >= 0) {
        read(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
      }
    }
    read(buffered + decoder.decode());
  } catch (err) {
    if (options.signal?.aborted) throw err;
    // The connection broke mid-stream: say so rather than guess.
    return { problem: { message: null, cutShort: true } };
  }
  return outcome ?? { problem: { message: null, cutShort: true } };
}

/** A refusal before the stream: the server's `{ message, code }` when it sent one. */
async function refusal(res: Response): Promise<ImportProblem> {
  try {
    const body = (await res.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === "string") {
      return { message: body.message, status: res.status, ...(typeof body.code === "string" ? { code: body.code } : {}) };
    }
  } catch {
    // Not JSON (a proxy's page, say): the status decides the message.
  }
  return { message: null, status: res.status };
}

/** A size as people read it: 812 bytes, 2.4 KB, 12.5 MB (1 KB = 1024 bytes, as the server counts). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;
}
