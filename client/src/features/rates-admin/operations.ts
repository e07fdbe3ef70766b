import { graphql } from "../../gql";

/**
 * GraphQL operations of the Exchange rates page. The load answers every currency with the same fields
 * as the list, so that its answer replaces the list in the cache (and the currency picker's with it).
 */

export const ExchangeRatesDocument = graphql(`
  query ExchangeRates {
    currencies {
      code
      name
      minorDigits
      available
      rate {
        id
        currency
        ratePerUsd
        asOf
        fetchedAt
        ageHours
        source
      }
    }
  }
`);

export const ImportExchangeRatesDocument = graphql(`
  mutation ImportExchangeRates($csv: String!) {
    importExchangeRates(csv: $csv) {
      imported
      currencies {
        code
        name
        minorDigits
        available
        rate {
          id
          currency
          ratePerUsd
          asOf
          fetchedAt
          ageHours
          source
        }
      }
    }
  }
`);
