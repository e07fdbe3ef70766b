import type { ApolloClient } from "@apollo/client";
import type { ImportKind, ImportKindCopy } from "../../components/ImportControls";
import { catalogueFilesCopy } from "./copy";
import { CatalogueFilesExportDocument, CatalogueFilesFitmentExportDocument, CatalogueFilesVehiclesExportDocument } from "./operations";

const catalogue = catalogueFilesCopy;

/** What tells one kind of file apart on the Catalogue files page: the strings the others do not share. */
export interface FileKindCopy extends ImportKindCopy {
  exportButton: string;
  exportFailed: string;
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
  copy: { ...catalogueFilesCopy.fitment, notApplied: catalogueFilesCopy.notApplied },
};

export const bikeFiles: FileKind = {
  importPath: "/vehicles/import",
  skipsInvalid: false,
  // The bike pickers and pages.
  changes: ["vehicleMakes", "vehicleModels", "vehicleYears", "vehicleVariants", "findVehicles", "vehicle", "bike"],
  exportLink: async (client) => urlOf((await client.query({ query: CatalogueFilesVehiclesExportDocument, fetchPolicy: "no-cache" })).data?.vehiclesExport),
  copy: { ...catalogueFilesCopy.bikes, notApplied: catalogueFilesCopy.notApplied },
};
