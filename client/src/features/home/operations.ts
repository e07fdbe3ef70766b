import { graphql } from "../../gql";

/** The home page's requests. */

export const PARTS_PAGE_SIZE = 12;

export const HomePartsDocument = graphql(`
  query HomeParts($first: Int, $after: String) {
    parts(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...PartCard_part
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const HomeReviewsDocument = graphql(`
  query HomeReviews($last: Int) {
    reviews(last: $last) {
      id
      ...ReviewCard_review
    }
  }
`);

export const HomeSendContactMessageDocument = graphql(`
  mutation HomeSendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      ok
      message
    }
  }
`);
