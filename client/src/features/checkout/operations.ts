import { graphql } from "../../gql";

export const CheckoutQuoteDocument = graphql(`
  query CheckoutShippingQuote($lines: [CartLineInput!]!, $address: DestinationInput!) {
    checkoutQuote(lines: $lines, address: $address) {
      subtotal
      weightKg
      duties
      taxes
      shippingOptions {
        id
        label
        price
        minDays
        maxDays
      }
    }
  }
`);

export const PlaceCheckoutOrderDocument = graphql(`
  mutation PlaceCheckoutOrder($input: CheckoutInput!) {
    checkout(input: $input) {
      id
      number
      status
    }
  }
`);
