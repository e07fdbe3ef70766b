/**
 * What a CSV import answers (the catalogue, fitment, bikes and screening list imports, ADR 0022): the
 * server writes it, the admin pages read it.
 */
export interface ImportReport {
  dryRun: boolean;
  /** Whether the changes were written: false on a dry run, and when bad rows stopped the import. */
  applied: boolean;
  /** Rows after the header. */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Rows with an error (skipped when skipInvalid, else the reason nothing was written); `errors` lists the first 1,000. */
  invalid: number;
  /** The row as a spreadsheet numbers it (the header is row 1), and what is wrong with it. */
  errors: { row: number; message: string }[];
}

export const MAX_LISTED_ERRORS = 1_000;
