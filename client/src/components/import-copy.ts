/** The strings of the CSV import panel (ImportControls, ImportReport): what every kind of file shares. */
export const importCopy = {
  chosen: (name: string, size: string) => `${name} (${size})`,
  check: "Check file",
  checking: "Checking the file…",
  importing: "Importing…",
  progressLabel: (dryRun: boolean) => (dryRun ? "Checking the file" : "Importing the file"),
  sending: "Sending the file…",
  read: (rows: number, percent: number) => `Read ${rows.toLocaleString("en-US")} ${rows === 1 ? "row" : "rows"} (${percent}%)`,
  checked: (rows: number) => `The file has ${rows.toLocaleString("en-US")} ${rows === 1 ? "row" : "rows"} after the header.`,
  counts: {
    create: "Would create",
    update: "Would update",
    unchanged: "Would leave unchanged",
    invalid: "Rows with errors",
  },
  checkDone: (created: number, updated: number, unchanged: number, invalid: number) =>
    `Check finished: ${created} to create, ${updated} to update, ${unchanged} unchanged, ${invalid} with errors.`,
  errorsCaption: (invalid: number, listed: number) =>
    listed < invalid
      ? `Rows with errors: the first ${listed.toLocaleString("en-US")} of ${invalid.toLocaleString("en-US")} are listed`
      : `Rows with errors (${invalid.toLocaleString("en-US")})`,
  errorsRegion: "Rows with errors, scrollable",
  columns: { row: "Row", message: "Problem" },
  rowNote: "Row numbers count the header as row 1, as a spreadsheet does.",
  skip: (invalid: number) => `Skip the ${invalid.toLocaleString("en-US")} ${invalid === 1 ? "row" : "rows"} with errors`,
  skipHelp: "Otherwise nothing is written: an import with bad rows is all or nothing. Or fix the rows, choose the file again and check it.",
  apply: "Import",
  appliedTitle: "Import done",
  skipped: (invalid: number) => `Skipped ${invalid.toLocaleString("en-US")} ${invalid === 1 ? "row" : "rows"} with errors.`,
  notAppliedTitle: "Nothing was imported",
  failedTitle: (dryRun: boolean) => (dryRun ? "The file could not be checked" : "The file could not be imported"),
  tooLargeAnswer: "The file is too large for the shop. Split it into smaller files.",
  cutShort: (dryRun: boolean) =>
    dryRun
      ? "The connection ended before the check finished. Try again."
      : "The connection ended before the import finished, so it may or may not have been written. Check the file again to see what is left to import.",
  /** A file with bad rows, of a kind whose import is all or nothing: the rows are fixed and the file checked again. */
  fixFirst: (invalid: number) =>
    `Fix the ${invalid.toLocaleString("en-US")} ${invalid === 1 ? "row" : "rows"} with errors, choose the file again and check it: an import with bad rows writes nothing.`,
} as const;
