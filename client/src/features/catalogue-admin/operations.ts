import { graphql } from "../../gql";

/** GraphQL operations of the catalogue's admin pages: Add Product, Manage Products and its dialogs (each prefixed with its page: one namespace for the whole client). */


export const AddProductAddPartDocument = graphql(`
  mutation AddProductAddPart($input: PartInput!) {
    addPart(input: $input) {
      id
      name
      description
      picture
      category
      price
      priceCents
      minquantity
      avquantity
      email
      createdAt
    }
  }
`);

export const ManageProductsListDocument = graphql(`
  query ManageProductsList($after: String) {
    # 20 parts a page, written here rather than as a variable: the API's cost limit counts a variable as its largest page (100).
    parts(first: 20, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          name
          picture
          category
          brand
          partNumber
          productCategory {
            id
            label
          }
          price
          minquantity
          avquantity
          ...EditPartDialog_part
          ...RestockDialog_part
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ManageProductsUpdateDocument = graphql(`
  mutation ManageProductsUpdate($id: ID!, $input: PartDetailsInput!) {
    updatePart(id: $id, input: $input) {
      id
      name
      description
      picture
      category
      price
      priceCents
      minquantity
      avquantity
      ...EditPartDialog_part
    }
  }
`);

export const ManageProductsRestockDocument = graphql(`
  mutation ManageProductsRestock($id: ID!, $quantity: Int!) {
    restockPart(id: $id, quantity: $quantity) {
      id
      avquantity
    }
  }
`);

export const ManageProductsDeleteDocument = graphql(`
  mutation ManageProductsDelete($id: ID!) {
    deletePart(id: $id) {
      id
    }
  }
`);

/**
 * The catalogue's sections, for the part forms' Category select and the Add category dialog's parent
 * (parents come before their children, siblings in their order).
 */
export const AdminCategoriesDocument = graphql(`
  query AdminCategories {
    categories {
      id
      slug
      label
      position
      parent {
        id
        slug
      }
    }
  }
`);

export const ManageProductsAddCategoryDocument = graphql(`
  mutation ManageProductsAddCategory($input: CategoryInput!) {
    addCategory(input: $input) {
      id
      slug
      label
      position
      parent {
        id
        slug
      }
    }
  }
`);

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
