import { graphql } from "../../gql";

/** GraphQL operations of the Returns page (admins). */

/** Returns per page of the list; "Show more" asks for as many again. */
export const RETURNS_PAGE_SIZE = 20;

/**
 * What the page shows of a return, and what its dialogs need: every action answers it, so the cached
 * return (its status, its buttons, what arrived, its refund or replacement order) follows the action
 * without asking again.
 */
export const AdminReturnCardFragment = graphql(`
  fragment AdminReturnCard_return on Return {
    id
    number
    status
    orderNumber
    email
    order {
      id
    }
    reason
    note
    vehicle {
      id
      name
    }
    rejectReason
    returnShipping
    createdAt
    lines {
      id
      quantity
      receivedQuantity
      restocked
      orderLine {
        id
        name
        partNumber
        quantity
      }
    }
    refund {
      id
      status
      amountMoney {
        formatted
      }
    }
    exchange
    exchangeOrder {
      id
      number
    }
    nextActions
  }
`);

export const ReturnsAdminListDocument = graphql(`
  query ReturnsAdminList($status: ReturnStatus, $first: Int, $after: String) {
    returns(status: $status, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...AdminReturnCard_return
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One return afresh from the server: after a refusal (CONFLICT), to show where it stands now. */
export const ReturnsAdminReturnDocument = graphql(`
  query ReturnsAdminReturn($id: ID!) {
    returnRequest(id: $id) {
      id
      ...AdminReturnCard_return
    }
  }
`);

export const ReturnsAdminApproveDocument = graphql(`
  mutation ReturnsAdminApprove($id: ID!, $note: String) {
    approveReturn(id: $id, note: $note) {
      id
      ...AdminReturnCard_return
    }
  }
`);

export const ReturnsAdminRejectDocument = graphql(`
  mutation ReturnsAdminReject($id: ID!, $reason: String!) {
    rejectReturn(id: $id, reason: $reason) {
      id
      ...AdminReturnCard_return
    }
  }
`);

/** Receives a return: refunds what arrived, or for an exchange sends it again (the replacement order read beside the card's fields for the announcement). */
export const ReturnsAdminReceiveDocument = graphql(`
  mutation ReturnsAdminReceive($id: ID!, $lines: [ReceiveReturnLineInput!]!, $refundInstead: Boolean) {
    receiveReturn(id: $id, lines: $lines, refundInstead: $refundInstead) {
      id
      ...AdminReturnCard_return
      exchangeOrder {
        id
        number
      }
    }
  }
`);

/** Parts that came back more than once as not fitting the same bike, most returns first. */
export const ReturnsAdminFitmentReportDocument = graphql(`
  query ReturnsAdminFitmentReport {
    returnFitmentReport {
      part {
        id
        name
        partNumber
      }
      vehicle {
        id
        name
      }
      returns
      lastReturnedAt
    }
  }
`);
