import { graphql } from "../../gql";

/**
 * The search and category pages' requests (the search box's is in SearchBox.tsx). With an active bike,
 * `$withBike` asks each result whether it fits `$vehicleId` (ResultCard_part); without one, both keep
 * their defaults and are not sent.
 */

export const SearchPartsDocument = graphql(`
  query SearchParts(
    $query: String
    $filter: PartFilter
    $sort: PartSort
    $first: Int
    $after: String
    $vehicleId: ID! = ""
    $withBike: Boolean! = false
  ) {
    searchParts(query: $query, filter: $filter, sort: $sort, first: $first, after: $after) {
      edges {
        cursor
        matchedNumber {
          kind
          number
        }
        node {
          id
          ...ResultCard_part
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      facets {
        categories {
          value
          label
          count
        }
        brands {
          value
          label
          count
        }
      }
      didYouMean
    }
  }
`);

export const SearchCategoryDocument = graphql(`
  query SearchCategory($slug: String!) {
    category(slug: $slug) {
      id
      slug
      label
      parent {
        id
        slug
        label
      }
    }
  }
`);
