import { graphql } from "../../gql";

/** GraphQL operations of the admin pages (each prefixed with its page: one namespace for the whole client). */

/** Orders per page on Manage All Orders, parts per page on Manage Products. */
export const ORDERS_PAGE_SIZE = 20;
export const PRODUCTS_PAGE_SIZE = 20;

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

export const MakeAdminUsersDocument = graphql(`
  query MakeAdminUsers {
    users {
      id
      email
      displayName
      role
      isAdmin
      twoStepVerification
    }
  }
`);

export const MakeAdminPromoteDocument = graphql(`
  mutation MakeAdminPromote($email: String!) {
    makeAdmin(email: $email) {
      changed
      user {
        id
        email
        role
        isAdmin
      }
    }
  }
`);

export const MakeAdminRemoveUserDocument = graphql(`
  mutation MakeAdminRemoveUser($email: String!) {
    removeUser(email: $email) {
      email
    }
  }
`);

export const ManageOrdersListDocument = graphql(`
  query ManageOrdersList($status: OrderStatus, $search: String, $first: Int, $after: String) {
    orders(status: $status, search: $search, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          number
          createdAt
          userName
          email
          shippingAddress {
            city
            countryName
          }
          productname
          quantity
          productPrice
          refunded
          status
          nextActions
          paid
          exportFiling {
            required
            reason
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ManageOrdersMarkShippedDocument = graphql(`
  mutation ManageOrdersMarkShipped($id: ID!) {
    markOrderShipped(id: $id) {
      id
      status
      nextActions
      paid
      shippedAt
    }
  }
`);

export const ManageOrdersMarkPackedDocument = graphql(`
  mutation ManageOrdersMarkPacked($id: ID!) {
    markOrderPacked(id: $id) {
      id
      status
      nextActions
      paid
    }
  }
`);

export const ManageOrdersMarkDeliveredDocument = graphql(`
  mutation ManageOrdersMarkDelivered($id: ID!) {
    markOrderDelivered(id: $id) {
      id
      status
      nextActions
      paid
    }
  }
`);

/** A parcel of a paid, packed or shipped order; the first one ships the order. */
export const ManageOrdersAddShipmentDocument = graphql(`
  mutation ManageOrdersAddShipment($orderId: ID!, $input: ShipmentInput!) {
    addShipment(orderId: $orderId, input: $input) {
      id
      status
      nextActions
      paid
      shippedAt
    }
  }
`);

/** Packs several paid orders at once, all or none. */
export const ManageOrdersPackManyDocument = graphql(`
  mutation ManageOrdersPackMany($ids: [ID!]!) {
    markOrdersPacked(ids: $ids) {
      id
      status
      nextActions
      paid
    }
  }
`);

/** Cancels a paid or packed order with a full refund. */
export const ManageOrdersCancelWithRefundDocument = graphql(`
  mutation ManageOrdersCancelWithRefund($id: ID!) {
    cancelOrderWithRefund(id: $id) {
      id
      status
      nextActions
      paid
      cancelledAt
      refunded
    }
  }
`);

/** What the refund dialog offers: each line with the units not refunded yet, and the order's totals. */
export const ManageOrdersRefundableDocument = graphql(`
  query ManageOrdersRefundable($id: ID!) {
    order(id: $id) {
      id
      number
      status
      nextActions
      total
      refunded
      lines {
        id
        name
        partNumber
        quantity
        unitPrice
        refundedQuantity
      }
      refunds {
        id
        amount
        status
      }
    }
  }
`);

export const ManageOrdersRefundDocument = graphql(`
  mutation ManageOrdersRefund($orderId: ID!, $input: RefundInput) {
    refundOrder(orderId: $orderId, input: $input) {
      id
      status
      nextActions
      paid
      refunded
      lines {
        id
        refundedQuantity
      }
      refunds {
        id
        amount
        status
      }
    }
  }
`);

export const ManageOrdersCancelDocument = graphql(`
  mutation ManageOrdersCancel($id: ID!) {
    cancelOrder(id: $id) {
      id
      status
      nextActions
      paid
      cancelledAt
    }
  }
`);

export const ManageProductsListDocument = graphql(`
  query ManageProductsList($first: Int, $after: String) {
    parts(first: $first, after: $after) {
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

/** A link to download the whole catalogue as CSV: asked for on each click (it is valid for 5 minutes, once). */
export const CatalogueFilesExportDocument = graphql(`
  query CatalogueFilesExport {
    catalogueExport {
      url
      expiresAt
    }
  }
`);

export const ShippingZonesDocument = graphql(`
  query ShippingZones {
    shippingZones {
      id
      name
      countries
      methods {
        id
        label
        minDays
        maxDays
        rates {
          maxWeightKg
          price
        }
      }
    }
  }
`);

export const SaveShippingZoneDocument = graphql(`
  mutation SaveShippingZone($input: ShippingZoneInput!) {
    saveShippingZone(input: $input) {
      id
      name
    }
  }
`);

export const DeleteShippingZoneDocument = graphql(`
  mutation DeleteShippingZone($id: ID!) {
    deleteShippingZone(id: $id) {
      id
      name
    }
  }
`);
