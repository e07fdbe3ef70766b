import { graphql } from "../../gql";

/** The search and category pages' requests (the search box's is in SearchBox.tsx). */

export const SearchPartsDocument = graphql(`
  query SearchParts($query: String, $filter: PartFilter, $sort: PartSort, $first: Int, $after: String) {
    searchParts(query: $query, filter: $filter, sort: $sort, first: $first, after: $after) {
      edges {
        cursor
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
