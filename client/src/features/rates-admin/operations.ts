import { graphql } from "../../gql";

/**
 * GraphQL operations of the Exchange rates page. The load answers every currency as the list shows it
 * (one fragment), so that its answer replaces the list in the cache (and the currency picker's with it).
 */

export const ExchangeRateRowFragment = graphql(`
  fragment ExchangeRateRow_currency on Currency {
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
`);

export const ExchangeRatesDocument = graphql(`
  query ExchangeRates {
    currencies {
      ...ExchangeRateRow_currency
    }
  }
`);

export const ImportExchangeRatesDocument = graphql(`
  mutation ImportExchangeRates($csv: String!) {
    importExchangeRates(csv: $csv) {
      imported
      currencies {
        ...ExchangeRateRow_currency
      }
    }
  }
`);
