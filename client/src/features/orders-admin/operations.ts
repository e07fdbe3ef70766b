import { graphql } from "../../gql";

/** GraphQL operations of Manage All Orders and its dialogs. */

/** Orders per page on Manage All Orders. */
export const ORDERS_PAGE_SIZE = 20;

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
