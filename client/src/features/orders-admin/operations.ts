import { graphql } from "../../gql";

/** GraphQL operations of Manage All Orders and its dialogs. */

/** Orders per page on Manage All Orders. */
export const ORDERS_PAGE_SIZE = 20;

/**
 * Where an order stands after an action: every action answers it, so the cached row (its status, its
 * buttons) follows.
 */
export const ManageOrdersStateFragment = graphql(`
  fragment ManageOrders_state on Order {
    id
    status
    nextActions
    paid
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
          currency
          totalMoney {
            formatted
          }
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
      ...ManageOrders_state
      shippedAt
    }
  }
`);

export const ManageOrdersMarkPackedDocument = graphql(`
  mutation ManageOrdersMarkPacked($id: ID!) {
    markOrderPacked(id: $id) {
      ...ManageOrders_state
    }
  }
`);

export const ManageOrdersMarkDeliveredDocument = graphql(`
  mutation ManageOrdersMarkDelivered($id: ID!) {
    markOrderDelivered(id: $id) {
      ...ManageOrders_state
    }
  }
`);

/** A parcel of a paid, packed or shipped order; the first one ships the order. */
export const ManageOrdersAddShipmentDocument = graphql(`
  mutation ManageOrdersAddShipment($orderId: ID!, $input: ShipmentInput!) {
    addShipment(orderId: $orderId, input: $input) {
      ...ManageOrders_state
      shippedAt
    }
  }
`);

/** Packs several paid orders at once, all or none. */
export const ManageOrdersPackManyDocument = graphql(`
  mutation ManageOrdersPackMany($ids: [ID!]!) {
    markOrdersPacked(ids: $ids) {
      ...ManageOrders_state
    }
  }
`);

/** Cancels a paid or packed order with a full refund. */
export const ManageOrdersCancelWithRefundDocument = graphql(`
  mutation ManageOrdersCancelWithRefund($id: ID!) {
    cancelOrderWithRefund(id: $id) {
      ...ManageOrders_state
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
      currency
      exchangeRate
      charged {
        total {
          amountMinor
        }
        refunded {
          amountMinor
        }
      }
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
        amountMoney {
          amountMinor
        }
        status
      }
    }
  }
`);

export const ManageOrdersRefundDocument = graphql(`
  mutation ManageOrdersRefund($orderId: ID!, $input: RefundInput) {
    refundOrder(orderId: $orderId, input: $input) {
      ...ManageOrders_state
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
      ...ManageOrders_state
      cancelledAt
    }
  }
`);
