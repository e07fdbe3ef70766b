/**
 * The catalogue-files module's front door: what the rest of the server may use (ADR 0063). The catalogue
 * as CSV: the export, and the import with its dry run (ADR 0022).
 */
export { readImages, readSpecs, writeImages, writePrice, writeSpecs, writeWeight } from "./catalogue-csv";
export { CatalogueExportService, EXPORT_LINK_PURPOSE } from "./catalogue-export.service";
export { catalogueFilesResolvers } from "./catalogue-files.resolvers";
export { CatalogueImportService } from "./catalogue-import.service";
