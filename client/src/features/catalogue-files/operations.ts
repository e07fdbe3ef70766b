import { graphql } from "../../gql";

/** GraphQL operations of the Catalogue files page: a download link for each kind of file. */

/** A link to download the whole catalogue as CSV: asked for on each click (it is valid for 5 minutes, once). */
export const CatalogueFilesExportDocument = graphql(`
  query CatalogueFilesExport {
    catalogueExport {
      url
      expiresAt
    }
  }
`);

/** A link to download every fitment range as CSV (the columns importFitment reads). */
export const CatalogueFilesFitmentExportDocument = graphql(`
  query CatalogueFilesFitmentExport {
    fitmentExport {
      url
      expiresAt
    }
  }
`);

/** A link to download every bike as CSV (the columns importVehicles reads). */
export const CatalogueFilesVehiclesExportDocument = graphql(`
  query CatalogueFilesVehiclesExport {
    vehiclesExport {
      url
      expiresAt
    }
  }
`);
