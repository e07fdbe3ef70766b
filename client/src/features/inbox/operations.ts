import { graphql } from "../../gql";

/** GraphQL operations of the Inbox page (the contact form's messages). */

/** Messages per page of the list (and per "Load more"). */
export const INBOX_PAGE_SIZE = 20;

export const InboxMessagesDocument = graphql(`
  query InboxMessages($status: ContactMessageStatus, $first: Int, $after: String) {
    contactMessages(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          name
          email
          message
          sentAt
          handledAt
        }
      }
    }
  }
`);

export const InboxMessageDocument = graphql(`
  query InboxMessage($id: ID!) {
    contactMessage(id: $id) {
      id
      name
      email
      message
      sentAt
      handledAt
      handledBy
      ...InboxReplies_message
    }
  }
`);

export const InboxReplyDocument = graphql(`
  mutation InboxReply($id: ID!, $body: String!) {
    replyToContactMessage(id: $id, body: $body) {
      id
      handledAt
      handledBy
      ...InboxReplies_message
    }
  }
`);

export const InboxMarkHandledDocument = graphql(`
  mutation InboxMarkHandled($id: ID!, $handled: Boolean!) {
    markContactMessageHandled(id: $id, handled: $handled) {
      id
      handledAt
      handledBy
    }
  }
`);
