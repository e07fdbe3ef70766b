import { graphql } from "../../gql";

export const CheckoutQuoteDocument = graphql(`
  query CheckoutShippingQuote($lines: [CartLineInput!]!, $address: DestinationInput!, $currency: CurrencyCode) {
    checkoutQuote(lines: $lines, address: $address, currency: $currency) {
      currency
      rateLock {
        id
        expiresAt
      }
      lines {
        partId
        unitPrice
        lineTotal
      }
      subtotal
      weightKg
      shippingOptions {
        id
        label
        price
        minDays
        maxDays
        deliveryEstimate {
          earliest
          latest
          dispatchBy
          orderBefore
        }
        landedCost {
          duties
          taxes
          dueOnDelivery
          total
          incoterm
          reason
          breakdown {
            kind
            label
            amount
            rate
            collected
            lineIndexes
          }
          localTotal {
            currency
            amount
          }
        }
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
