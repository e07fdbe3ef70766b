import { graphql } from "../../gql";

/** GraphQL operations of the Shipping page (its zones). */

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
