/** The strings of the admin's fitment screens: the Fitment dialog, and the fitment and bike files. */
export const fitmentCopy = {
  dialog: {
    open: "Fitment",
    openLabel: (name: string) => `Edit fitment and part numbers of ${name}`,
    title: (name: string) => `Fitment and part numbers: ${name}`,
    save: "Save",
    saved: (name: string) => `Saved the fitment and part numbers of ${name}`,
    loading: "Loading the part's fitment…",
    loadError: "The part's fitment could not be loaded.",
    ownNumber: (brand: string | null, number: string) => `Own part number: ${brand ? `${brand} ` : ""}${number} (edit it with the part's details).`,
    universal: {
      label: "Universal fit",
      help: "Fits every bike (grips, tie-downs, tools). A universal part lists no ranges.",
      clears: (n: number) => `Turning this on removes the ${n} ${n === 1 ? "range" : "ranges"} below; Cancel keeps them.`,
      universalNote: "This part fits every bike: no ranges to list.",
    },
    ranges: {
      legend: "Bikes it fits",
      help: (max: number) =>
        `One row per range of bikes: a make and model the shop knows, the first and last model year; a variant, market or position only when it fits those alone. At most ${max}.`,
      empty: "No ranges: the shop will say the fit is unknown.",
      rowLabel: (n: number) => `Range ${n}`,
      make: "Make",
      model: "Model",
      yearFrom: "Year from",
      yearTo: "Year to",
      variant: "Variant",
      variantPlaceholder: "Every variant",
      market: "Market",
      anyMarket: "Every market",
      position: "Position",
      anyPosition: "Any position",
      positions: { front: "Front", rear: "Rear", left: "Left", right: "Right" } as Record<string, string>,
      notes: "Notes",
      notesPlaceholder: "With ABS; requires adapter kit 1234",
      remove: (n: number) => `Remove range ${n}`,
      removeText: "Remove",
      removed: (n: number) => `Range ${n} removed.`,
      add: "Add a range",
      full: (max: number) => `A part may have at most ${max} ranges.`,
    },
    numbers: {
      legend: "Other part numbers",
      help: (max: number) => `OEM numbers it replaces, older numbers of it, and other brands' numbers for the same part. At most ${max}.`,
      empty: "No other numbers.",
      rowLabel: (n: number) => `Number ${n}`,
      kind: "Kind",
      kinds: { oem: "OEM", superseded: "Superseded", interchange: "Interchange" } as Record<string, string>,
      brand: "Brand",
      number: "Number",
      remove: (n: number) => `Remove number ${n}`,
      removeText: "Remove",
      removed: (n: number) => `Number ${n} removed.`,
      add: "Add a number",
      full: (max: number) => `A part may list at most ${max} other numbers.`,
    },
  },
  /** The Catalogue files page's fitment and bikes sections (the shared import strings are adminCopy's). */
  files: {
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
    fixFirst: (invalid: number) =>
      `Fix the ${invalid.toLocaleString("en-US")} ${invalid === 1 ? "row" : "rows"} with errors, choose the file again and check it: an import with bad rows writes nothing.`,
    notApplied: (invalid: number) =>
      `${invalid.toLocaleString("en-US")} ${invalid === 1 ? "row has an error" : "rows have errors"}. The report below lists them: fix them, choose the file again and check it.`,
  },
} as const;
