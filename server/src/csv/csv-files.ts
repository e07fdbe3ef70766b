import { Readable, Transform } from "node:stream";
import { parse, CsvError } from "csv-parse";
import { badInput } from "../errors";
import { MAX_LISTED_ERRORS, type ImportReport } from "../../../shared/imports";

/**
 * What every CSV file the shop imports shares (ADR 0022): the header matched without case, spaces or
 * punctuation, and the body streamed through a byte counter into csv-parse, a batch at a time, within the
 * file limits. The catalogue, fitment and bikes imports each bring their columns and their rules.
 */

/** The largest file taken: rows after the header, and bytes. */
export interface FileLimits {
  maxRows: number;
  maxBytes: number;
}

/** A row of the file: its number as a spreadsheet shows it (the header is row 1), and its cells. */
export interface FileRow {
  row: number;
  cells: string[];
}

/** Rows read, checked and written together. */
export const BATCH = 1_000;
/** A single record (a row, quoted newlines included) may not be larger than this. */
export const MAX_RECORD_BYTES = 256 * 1024;

/** A header cell as it is compared with the aliases: "Part Number" → "partnumber". */
export const headerName = (cell: string) => cell.replace(/^\uFEFF/, "").trim().toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Which cell holds which column, by the header names a spreadsheet may use for each. A header that names
 * no known column, or names one twice, is refused with a message saying what to fix.
 */
export function matchHeader<C extends string>(cells: string[], columns: readonly C[], aliases: Record<C, string[]>): { columns: (C | undefined)[] } | { problem: string } {
  const byAlias = new Map<string, C>(columns.flatMap((c) => aliases[c].map((a) => [a, c] as [string, C])));
  const found = cells.map((c) => byAlias.get(headerName(c)));
  const unknown = cells.filter((_, i) => found[i] === undefined && cells[i].trim() !== "");
  if (unknown.length > 0) {
    return { problem: `Unknown column${unknown.length > 1 ? "s" : ""} ${unknown.map((u) => `"${u.trim()}"`).join(", ")}. The columns are: ${columns.join(", ")}.` };
  }
  const seen = new Set<C>();
  for (const c of found) {
    if (c === undefined) continue;
    if (seen.has(c)) return { problem: `The column ${c} appears twice in the header.` };
    seen.add(c);
  }
  return { columns: found };
}

export interface ReadOptions<C> {
  limits: FileLimits;
  /** The header row's columns, or why the file is refused. */
  header: (cells: string[]) => { columns: (C | undefined)[] } | { problem: string };
  /** Checks (and writes) a batch; the next is read once it is done. */
  batch: (columns: (C | undefined)[], rows: FileRow[]) => Promise<void>;
  /** Told every BATCH rows, and at the end. */
  onProgress?: (progress: { rows: number; bytes: number }) => void;
  /** What a row of the file is, for the message on an empty file: "part", "range". */
  rowIs: string;
  /**
   * The import's report: a row whose cells do not line up with the header is recorded there as bad, and
   * never reaches `batch`, so no row is half-applied.
   */
  report: ImportReport;
}

/**
 * Why a row's cells do not line up with its header, or null. Fewer cells than columns is what a cell
 * with an unquoted line break, comma or quote leaves behind (its row cut in two); more, unless they are
 * empty (a spreadsheet's trailing commas), is one cut the other way.
 */
export function cellCountProblem(cells: readonly string[], columns: number): string | null {
  if (cells.length < columns) {
    return `This row has ${cells.length} cell${cells.length === 1 ? "" : "s"} where the header has ${columns}: a cell holding a line break, a comma or a quote must be quoted ("…"). Nothing of this row was read.`;
  }
  if (cells.slice(columns).some((cell) => cell.trim() !== "")) {
    return `This row has ${cells.length} cells where the header has ${columns}: a cell holding a line break, a comma or a quote must be quoted ("…"). Nothing of this row was read.`;
  }
  return null;
}

/**
 * Reads a file batch by batch, so that memory holds one batch. Returns the number of rows after the
 * header. A file that cannot be read as a whole (not CSV, over a limit, cut short, no header) is refused
 * with BAD_USER_INPUT on `file`.
 */
export async function readInBatches<C>(input: Readable | string, options: ReadOptions<C>): Promise<number> {
  const source = typeof input === "string" ? Readable.from([input]) : input;
  let bytes = 0;
  const { maxBytes, maxRows } = options.limits;
  const counter = new Transform({
    transform(chunk: Buffer | string, _enc, done) {
      bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
      if (bytes > maxBytes) done(badInput(`The file is larger than ${megabytes(maxBytes)}. Split it into smaller files.`, "file"));
      else done(null, chunk);
    },
  });
  // A client that hangs up mid-upload: the import stops (and rolls back) instead of waiting for the rest.
  const cutShort = () => badInput("The upload stopped before the end of the file; nothing was imported.", "file");
  source.on("error", () => counter.destroy(cutShort()));
  source.on("close", () => {
    if (!source.readableEnded) counter.destroy(cutShort());
  });
  const parser = source.pipe(counter).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: MAX_RECORD_BYTES }));
  counter.on("error", (err) => parser.destroy(err));

  let columns: (C | undefined)[] | undefined;
  let rows = 0;
  let batch: FileRow[] = [];
  // A row waits for the next before it is checked: when the next is a fragment, this one was cut too.
  let held: FileRow | null = null;
  const bad = (row: number, message: string) => {
    options.report.invalid += 1;
    if (options.report.errors.length < MAX_LISTED_ERRORS) options.report.errors.push({ row, message });
  };
  const pass = async (row: FileRow | null) => {
    if (!row) return;
    batch.push(row);
    if (batch.length === BATCH) {
      await options.batch(columns!, batch);
      batch = [];
      // The rows handled so far: the one read after this one waits for its own batch.
      options.onProgress?.({ rows: row.row - 1, bytes });
    }
  };
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      if (!columns) {
        const header = options.header(cells);
        if ("problem" in header) throw badInput(header.problem, "file");
        columns = header.columns;
        continue;
      }
      rows += 1;
      if (rows > maxRows) throw badInput(`The file has more than ${maxRows.toLocaleString("en-US")} rows. Split it into smaller files.`, "file");
      const problem = cellCountProblem(cells, columns.length);
      if (problem) {
        if (held) bad(held.row, CUT);
        held = null;
        bad(rows + 1, problem);
        continue;
      }
      await pass(held);
      held = { row: rows + 1, cells };
    }
    await pass(held);
  } catch (err) {
    if (err instanceof CsvError) throw badInput(`The file is not valid CSV near line ${parser.info.lines}: ${csvProblem(err)}`, "file");
    throw err;
  }
  if (!columns) throw badInput(`The file is empty: it needs a header row, then one row per ${options.rowIs}.`, "file");
  if (batch.length > 0) await options.batch(columns, batch);
  options.onProgress?.({ rows, bytes });
  return rows;
}

/** Why a whole row before a fragment is refused too: its last cell was cut where the fragment starts. */
const CUT =
  "This row's last cell goes on in the row after it, cut apart by a line break that is not quoted: quote the cell (\"…\"). Nothing of this row was read.";

function csvProblem(err: CsvError): string {
  if (err.code === "CSV_QUOTE_NOT_CLOSED") return "a quoted cell is not closed.";
  if (err.code === "CSV_MAX_RECORD_SIZE") return `a row is larger than ${MAX_RECORD_BYTES / 1024} KB.`;
  if (err.code === "CSV_INVALID_CLOSING_QUOTE" || err.code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE") return "a quote is followed by more text in the same cell.";
  return "the file cannot be read as comma-separated values.";
}

/** A size as the limit messages say it: "100 MB", "0.5 MB". */
export const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(3)).toLocaleString("en-US")} MB`;
