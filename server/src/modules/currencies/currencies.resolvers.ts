import type { Resolvers } from "../../generated/graphql";
import { CURRENCIES, decimalAmount, formatMoney, type CurrencyCode } from "../../../../shared/currencies";
import type { CurrencyStatus } from "./exchange-rates.service";

/** A Money's parent: an amount in a currency's minor unit. */
export interface MoneyValue {
  currency: CurrencyCode;
  minor: number;
}

export const money = (currency: CurrencyCode, minor: number): MoneyValue => ({ currency, minor });

/** A quote's hold on its rate, as the API shows it. */
export interface RateLockView {
  id: string;
  currency: CurrencyCode;
  ratePerUsd: string;
  expiresAt: Date;
}

export interface RateImportView {
  imported: number;
  currencies: CurrencyStatus[];
}

export const currenciesResolvers: Resolvers = {
  Query: {
    currencies: async (_, __, { services, loaders }) => services.exchangeRates.statuses(await loaders.exchangeRates.load("current")),
  },
  Mutation: {
    importExchangeRates: async (_, { csv }, ctx) => {
      const { imported, statuses } = await ctx.services.exchangeRates.importCsv(ctx.user(), csv);
      return { imported, currencies: statuses };
    },
  },
  Currency: {
    code: (c) => c.currency,
    name: (c) => CURRENCIES[c.currency].name,
    minorDigits: (c) => CURRENCIES[c.currency].minorDigits,
    rate: (c) => c.rate,
  },
  ExchangeRate: {
    ratePerUsd: (r) => Number(r.ratePerUsd),
    ageHours: (r) => Math.round((Date.now() - r.asOf.getTime()) / 360_000) / 10,
  },
  RateLock: {
    ratePerUsd: (l) => Number(l.ratePerUsd),
  },
  Money: {
    amountMinor: (m) => m.minor,
    amount: (m) => decimalAmount(m.minor, m.currency),
    formatted: (m, { locale }) => formatMoney(m.minor, m.currency, locale ?? undefined),
  },
};
