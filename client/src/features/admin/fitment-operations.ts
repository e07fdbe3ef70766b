import { graphql } from "../../gql";

/** GraphQL operations of the admin's fitment screens: the Fitment dialog, and the fitment and bike files. */

/** A part's fitment and other numbers, read afresh each time the Fitment dialog opens. */
export const ManageProductsFitmentDocument = graphql(`
  query ManageProductsFitment($id: ID!) {
    part(id: $id) {
      id
      ...FitmentDialog_part
    }
  }
`);

/** Replaces a part's fitment; the answer updates the dialog's part in the cache. */
export const ManageProductsSetFitmentDocument = graphql(`
  mutation ManageProductsSetFitment($partId: ID!, $input: PartFitmentInput!) {
    setPartFitment(partId: $partId, input: $input) {
      id
      ...FitmentDialog_part
    }
  }
`);

/** Replaces the numbers a part is also known by (OEM, superseded, interchange). */
export const ManageProductsSetPartNumbersDocument = graphql(`
  mutation ManageProductsSetPartNumbers($partId: ID!, $numbers: [PartNumberInput!]!) {
    setPartNumbers(partId: $partId, numbers: $numbers) {
      id
      ...FitmentDialog_part
    }
  }
`);

/** The makes the shop knows, for the Fitment dialog's Make suggestions. */
export const ManageProductsVehicleMakesDocument = graphql(`
  query ManageProductsVehicleMakes {
    vehicleMakes {
      name
      slug
    }
  }
`);

/** The models of a make (its slug), for a range's Model suggestions. */
export const ManageProductsVehicleModelsDocument = graphql(`
  query ManageProductsVehicleModels($make: String!) {
    vehicleModels(make: $make) {
      name
      slug
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
