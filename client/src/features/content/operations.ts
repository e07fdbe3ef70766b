import { graphql } from "../../gql";

/** GraphQL operations of the content pages: where the shop ships, for the shipping policy page. */

export const DeliveryZonesDocument = graphql(`
  query DeliveryZones {
    deliveryZones {
      name
      countries {
        code
        name
      }
      methods {
        label
        minDays
        maxDays
        fromPrice
      }
    }
  }
`);
