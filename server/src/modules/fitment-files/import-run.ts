import type { Readable } from "node:stream";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { MAX_LISTED_ERRORS, type ImportReport } from "../../../../shared/imports";
import { readInBatches, type FileLimits, type FileRow, type ReadOptions } from "../../csv/csv-files";

/**
 * How the bikes and fitment imports run (as the catalogue import, ADR 0022): a dry run reads and checks
 * only; applied, the whole file is one transaction, and after the first bad row the rest is only checked
 * before it rolls back, so the report lists every bad row and nothing is half-written.
 */

export type Db = PrismaClient | Prisma.TransactionClient;

export interface FileImportOptions {
  /** Only say what would change. */
  dryRun: boolean;
  /** Told every 1,000 rows, and at the end. */
  onProgress?: (progress: { rows: number; bytes: number }) => void;
}

export interface RunState {
  report: ImportReport;
  /** Whether this batch's changes are written: false on a dry run, and once a row was bad. */
  writing: boolean;
}

/** The import may take a while on a big file. */
const TRANSACTION_TIMEOUT_MS = 10 * 60_000;

/** Rolls the transaction back once every row has been checked. */
class NothingWritten extends Error {}

/** Runs `read` as a dry run or in one transaction; `changed` is told after a commit that wrote something. */
export async function runImport(prisma: PrismaClient, dryRun: boolean, read: (db: Db, state: RunState) => Promise<void>, changed: () => void): Promise<ImportReport> {
  const report: ImportReport = { dryRun, applied: false, rows: 0, created: 0, updated: 0, unchanged: 0, invalid: 0, errors: [] };
  const state: RunState = { report, writing: !dryRun };
  if (dryRun) {
    await read(prisma, state);
    return finished(report);
  }
  try {
    await prisma.$transaction(
      async (tx) => {
        await read(tx, state);
        if (report.invalid > 0) throw new NothingWritten();
      },
      { timeout: TRANSACTION_TIMEOUT_MS, maxWait: 30_000 },
    );
  } catch (err) {
    if (err instanceof NothingWritten) return finished(report);
    throw err;
  }
  report.applied = true;
  if (report.created + report.updated > 0) changed();
  return finished(report);
}

function finished(report: ImportReport): ImportReport {
  report.errors.sort((a, b) => a.row - b.row);
  return report;
}

/** Counts a bad row (listing the first MAX_LISTED_ERRORS); from then on nothing more is written. */
export function badRow(state: RunState, row: number, message: string): void {
  state.report.invalid += 1;
  state.writing = false;
  if (state.report.errors.length < MAX_LISTED_ERRORS) state.report.errors.push({ row, message });
}

export interface FileImportServiceOptions {
  prisma: PrismaClient;
  /** Told after an import wrote something (the response cache listens). */
  changed?: () => void;
  /** The largest file taken: rows after the header, and bytes. */
  limits: FileLimits;
}

/**
 * An import of the bikes or the fitment: the file read a batch at a time (csv/csv-files.ts) as a dry run
 * or in one transaction (runImport). Each import says what a row of its file is, how its header reads,
 * what a run keeps from one batch to the next, and what a batch checks and writes.
 */
export abstract class FileImportService<Column, Run> {
  readonly limits: FileLimits;
  private readonly prisma: PrismaClient;
  private readonly changed: () => void;
  /** What a row of the file is, for the message on an empty file. */
  protected abstract readonly rowIs: string;
  protected abstract readonly header: ReadOptions<Column>["header"];

  constructor(options: FileImportServiceOptions) {
    this.prisma = options.prisma;
    this.changed = options.changed ?? (() => {});
    this.limits = options.limits;
  }

  import(source: Readable | string, options: FileImportOptions): Promise<ImportReport> {
    return runImport(
      this.prisma,
      options.dryRun,
      async (db, state) => {
        const run = await this.start(db, state);
        state.report.rows = await readInBatches(source, {
          limits: this.limits,
          header: this.header,
          batch: (columns, rows) => this.batch(db, columns, rows, run),
          onProgress: options.onProgress,
          rowIs: this.rowIs,
          report: state.report,
        });
      },
      this.changed,
    );
  }

  /** What the run keeps from one batch to the next. */
  protected abstract start(db: Db, state: RunState): Promise<Run>;

  /** Checks a batch of rows and, while the run writes, writes them. */
  protected abstract batch(db: Db, columns: (Column | undefined)[], rows: FileRow[], run: Run): Promise<void>;
}
