import { graphql } from "../../gql";

/** GraphQL operations of the Export screening page. */

export const ScreeningListDocument = graphql(`
  query ScreeningList {
    screeningList {
      entries
      importedAt
      importedBy
      sources {
        source
        entries
      }
    }
  }
`);

export const ScreeningReviewsDocument = graphql(`
  query ScreeningReviews($status: ScreeningStatus) {
    screeningReviews(status: $status) {
      status
      note
      reviewedBy
      reviewedAt
      order {
        id
        number
        email
        total
        createdAt
        shippingAddress {
          fullName
          city
          countryName
        }
      }
      matches {
        party
        partyName
        entryName
        source
        programs
        countries
        score
        sameCountry
      }
    }
  }
`);

export const ClearScreeningDocument = graphql(`
  mutation ClearScreening($orderId: ID!, $note: String!) {
    clearScreening(orderId: $orderId, note: $note) {
      id
      screening
      status
    }
  }
`);

export const RefuseScreeningDocument = graphql(`
  mutation RefuseScreening($orderId: ID!, $note: String!) {
    refuseScreening(orderId: $orderId, note: $note) {
      id
      screening
      status
    }
  }
`);
