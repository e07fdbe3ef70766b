import { copy } from "../../lib/copy";

/** The Catalogue files page's strings: the catalogue's, the fitment's and the bikes' files (the import panel's own are components/import-copy.ts). */
export const catalogueFilesCopy = {
  /** The dashboard menu's entry and the page's title. */
  menu: copy.dashboard.menu.catalogueFiles,
  heading: "Catalogue import and export",
  intro: "Download the catalogue, the parts' fitment or the bikes as spreadsheet files, or change many at once by importing one.",
  export: {
    heading: "Export",
    body: "One row per part with its id, part number, brand, name, category, description, price in US dollars, minimum quantity, stock, shipping weight, HS code, Schedule B number, country of origin, box size in cm, images and specs: the same columns an import reads.",
    button: "Download the catalogue (CSV)",
    started: "The download has started.",
    failed: "The catalogue could not be downloaded.",
  },
  import: {
    heading: "Import",
    body: "Each row is matched to a part by its id, or by its part number and brand; a new part number adds a part. Columns left out of the file stay as they are. Check the file first: nothing is written until you import it.",
    fileLabel: "Catalogue file (CSV)",
    fileHelp: (megabytes: number, rows: number) =>
      `A CSV file with a header row, at most ${megabytes} MB and ${rows.toLocaleString("en-US")} rows. Columns: id, part_number, brand, gtin, name, category, description, price_usd, min_quantity, stock, lead_time_days, restock_date, weight_kg, hs_code, schedule_b, origin_country, box_cm, images, specs.`,
    tooLarge: (size: string, megabytes: number) => `This file is ${size}; a catalogue file may be at most ${megabytes} MB. Split it into smaller files.`,
    checkedHeading: "What the import would do",
    nothingToImport: "Nothing to import: no part would be created or changed.",
    applied: (created: number, updated: number, unchanged: number) =>
      `Created ${created} ${created === 1 ? "part" : "parts"}, updated ${updated}, unchanged ${unchanged}.`,
    notApplied: (invalid: number) =>
      `${invalid.toLocaleString("en-US")} ${invalid === 1 ? "row has an error" : "rows have errors"}. The report below lists them: fix them, or tick the box to skip them, then import again.`,
  },
  fitment: {
    heading: "Fitment",
    body: "Every range of bikes the parts fit, one row per range: the part (its number and brand), make, model, first and last year, variant, market, position and notes.",
    exportButton: "Download the fitment (CSV)",
    exportFailed: "The fitment could not be downloaded.",
    fileLabel: "Fitment file (CSV)",
    fileHelp: (megabytes: number, rows: number) =>
      `A CSV file with a header row, at most ${megabytes} MB and ${rows.toLocaleString("en-US")} rows. Columns: part_number, brand (optional), make, model, year_from, year_to, variant, market, position, notes. Ranges already there stay as they are.`,
    tooLarge: (size: string, megabytes: number) => `This file is ${size}; a fitment file may be at most ${megabytes} MB. Split it into smaller files.`,
    checkedHeading: "What the fitment import would do",
    nothingToImport: "Nothing to import: no range would be added or changed.",
    applied: (created: number, updated: number, unchanged: number) =>
      `Added ${created} ${created === 1 ? "range" : "ranges"}, updated ${updated}, unchanged ${unchanged}.`,
  },
  bikes: {
    heading: "Bikes",
    body: "Every bike the shop knows, one row per make, model, year, variant and market, with its engine size and type. Known bikes get their engine size and type updated.",
    exportButton: "Download the bikes (CSV)",
    exportFailed: "The bikes could not be downloaded.",
    fileLabel: "Bikes file (CSV)",
    fileHelp: (megabytes: number, rows: number) =>
      `A CSV file with a header row, at most ${megabytes} MB and ${rows.toLocaleString("en-US")} rows. Columns: make, model, year, variant, market, engine_cc, type.`,
    tooLarge: (size: string, megabytes: number) => `This file is ${size}; a bikes file may be at most ${megabytes} MB. Split it into smaller files.`,
    checkedHeading: "What the bikes import would do",
    nothingToImport: "Nothing to import: no bike would be added or changed.",
    applied: (created: number, updated: number, unchanged: number) =>
      `Added ${created} ${created === 1 ? "bike" : "bikes"}, updated ${updated}, unchanged ${unchanged}.`,
  },
  /** Why a fitment or bikes import stopped by bad rows wrote nothing (the catalogue's may skip them). */
  notApplied: (invalid: number) =>
    `${invalid.toLocaleString("en-US")} ${invalid === 1 ? "row has an error" : "rows have errors"}. The report below lists them: fix them, choose the file again and check it.`,
} as const;
