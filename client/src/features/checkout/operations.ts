import { graphql } from "../../gql";

/** The cart as checkout needs it: each line as it is now, with what changed since it was added. */
export const CheckoutCartDocument = graphql(`
  query CheckoutCart {
    myCart {
      lines {
        id
        name
        quantity
        unitPrice
        lineTotal
        part {
          id
          partNumber
          picture
        }
        notices {
          kind
          message
        }
      }
      subtotal
      itemCount
    }
  }
`);

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
