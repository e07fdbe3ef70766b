import type { ApolloClient } from "@apollo/client";
import { CatalogueFilesFitmentExportDocument, CatalogueFilesVehiclesExportDocument } from "./fitment-operations";
import { CatalogueFilesExportDocument } from "./operations";
import { adminCopy } from "./copy";
import { fitmentCopy } from "./fitment-copy";

const catalogue = adminCopy.catalogueFiles;

/** What tells one kind of file apart on the Catalogue files page: the strings the others do not share. */
export interface FileKindCopy {
  exportButton: string;
  exportFailed: string;
  fileLabel: string;
  fileHelp: (megabytes: number, rows: number) => string;
  tooLarge: (size: string, megabytes: number) => string;
  /** The report's heading (and its region's name). */
  checkedHeading: string;
  nothingToImport: string;
  applied: (created: number, updated: number, unchanged: number) => string;
  /** Why an import stopped by bad rows wrote nothing, and what to do. */
  notApplied: (invalid: number) => string;
}

/** A kind of file an admin page imports: the catalogue, the fitment, the bikes, the screening list. */
export interface ImportKind {
  /** The REST import path, which streams its progress (POST, text/csv, `?dryRun=`). */
  importPath: string;
  /** Whether an import may write the good rows of a file with bad ones (`skipInvalid`); else it is all or nothing. */
  skipsInvalid: boolean;
  /** The Query fields whose answers an applied import changes: they are dropped from the cache. */
  changes: readonly string[];
  copy: Omit<FileKindCopy, "exportButton" | "exportFailed">;
}

/** A kind of file the Catalogue files page exports and imports: the catalogue, the fitment, the bikes. */
export interface FileKind extends ImportKind {
  /** A new download link, signed for one download and valid for 5 minutes, so never cached. */
  exportLink: (client: ApolloClient) => Promise<string>;
  copy: FileKindCopy;
}

/** The link of an answer ("no link" when the answer holds none). */
function urlOf(link: { url: string } | undefined): string {
  if (!link) throw new Error("no export link");
  return link.url;
}

export const catalogueFiles: FileKind = {
  importPath: "/parts/import",
  skipsInvalid: true,
  changes: ["parts", "part", "searchParts", "searchSuggestions", "category"],
  exportLink: async (client) => urlOf((await client.query({ query: CatalogueFilesExportDocument, fetchPolicy: "no-cache" })).data?.catalogueExport),
  copy: {
    exportButton: catalogue.export.button,
    exportFailed: catalogue.export.failed,
    fileLabel: catalogue.import.fileLabel,
    fileHelp: catalogue.import.fileHelp,
    tooLarge: catalogue.import.tooLarge,
    checkedHeading: catalogue.import.checkedHeading,
    nothingToImport: catalogue.import.nothingToImport,
    applied: catalogue.import.applied,
    notApplied: catalogue.import.notApplied,
  },
};

export const fitmentFiles: FileKind = {
  importPath: "/fitment/import",
  skipsInvalid: false,
  // Which parts fit which bike: the lists filtered by bike, the bike pages, a part's fitment.
  changes: ["parts", "part", "searchParts", "bike"],
  exportLink: async (client) => urlOf((await client.query({ query: CatalogueFilesFitmentExportDocument, fetchPolicy: "no-cache" })).data?.fitmentExport),
  copy: { ...fitmentCopy.files.fitment, notApplied: fitmentCopy.files.notApplied },
};

export const bikeFiles: FileKind = {
  importPath: "/vehicles/import",
  skipsInvalid: false,
  // The bike pickers and pages.
  changes: ["vehicleMakes", "vehicleModels", "vehicleYears", "vehicleVariants", "findVehicles", "vehicle", "bike"],
  exportLink: async (client) => urlOf((await client.query({ query: CatalogueFilesVehiclesExportDocument, fetchPolicy: "no-cache" })).data?.vehiclesExport),
  copy: { ...fitmentCopy.files.bikes, notApplied: fitmentCopy.files.notApplied },
};
