import { getApolloContext, useQuery } from "@apollo/client/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { BASE_CURRENCY, CURRENCIES, chargedCurrency, convertCents, currencyOfCountry, formatMoney, isCurrencyCode, rateText, type CurrencyCode } from "@shared/currencies";
import { graphql } from "../gql";
import { usd } from "./copy";
import { useApolloClientLoader } from "./apollo";
import { afterHydration, isHydrating } from "./hydration";

/**
 * The currency a shopper sees prices in (ADR 0070): chosen in the top bar and kept in the `currency`
 * cookie, so that server-rendered pages are in it too; without one, the browser's region names it (once
 * the page is running, so that a server-rendered page hydrates as it was sent). Prices are converted here
 * with the shop's rates, by the same rule the server charges by: what a card shows is what checkout asks.
 */

export const CURRENCY_COOKIE = "currency";

/** The currency a `Cookie` header (or `document.cookie`) names, when it names one the shop knows. */
export function currencyFromCookie(cookie: string | null | undefined): CurrencyCode | null {
  const value = /(?:^|;\s*)currency=([A-Za-z]{3})(?:;|$)/.exec(cookie ?? "")?.[1]?.toUpperCase();
  return value && isCurrencyCode(value) ? value : null;
}

function rememberCurrency(code: CurrencyCode): void {
  // A year, for the whole shop; Lax, as a preference that every page reads.
  document.cookie = `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The browser's region as a currency ("de-DE" → EUR), when the shop has one for it. */
function regionCurrency(): CurrencyCode | null {
  const region = /-([A-Z]{2})\b/.exec(navigator.language ?? "")?.[1];
  const code = region ? currencyOfCountry(region) : null;
  return code && code !== BASE_CURRENCY ? code : null;
}

export const CurrenciesDocument = graphql(`
  query Currencies {
    currencies {
      code
      name
      available
      rate {
        ratePerUsd
      }
    }
  }
`);

interface CurrencyState {
  /** What the shopper chose (or the region gave). */
  chosen: CurrencyCode;
  /** What prices are shown in: the chosen currency, or US dollars while its rate is unknown or too old. */
  shown: CurrencyCode;
  /** The chosen currency's rate per dollar, when it is available. */
  rate: string | null;
  /** True when the chosen currency is not offered now (its rate is too old). */
  unavailable: boolean;
  /** The shopper's own choice, in the picker: kept, and never replaced by a default. */
  choose(code: CurrencyCode): void;
  /** A default from what the shop knows of the shopper; a stronger source replaces a weaker one's. */
  suggest(code: CurrencyCode, from: DefaultSource): void;
}

/**
 * Where a default currency comes from, weakest first: the browser's region, the market of the garage's
 * active bike, the country of the address book's default address. The picker's choice beats them all.
 */
export const DEFAULT_SOURCES = ["region", "garage", "address"] as const;
export type DefaultSource = (typeof DEFAULT_SOURCES)[number];

/** Set once the shopper picks a currency themselves: defaults leave it alone from then on. */
const PICKED_KEY = "motoparts.currency.picked";

function picked(): boolean {
  try {
    return localStorage.getItem(PICKED_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberPicked(): void {
  try {
    localStorage.setItem(PICKED_KEY, "1");
  } catch {
    // Storage refused (private mode): the cookie still keeps the choice.
  }
}

/** The currency of a bike's market (shared/vehicles.ts MARKETS), when the shop prices in one. */
export function currencyOfMarket(market: string): CurrencyCode | null {
  const code = ({ US: "USD", CA: "CAD", EU: "EUR", UK: "GBP", JP: "JPY", AU: "AUD", BR: "BRL" } as Record<string, string>)[market.toUpperCase()];
  return code && isCurrencyCode(code) ? code : null;
}

const USD_STATE: CurrencyState = { chosen: BASE_CURRENCY, shown: BASE_CURRENCY, rate: null, unavailable: false, choose: () => {}, suggest: () => {} };

const CurrencyContext = createContext<CurrencyState>(USD_STATE);

type CurrencyList = { code: string; available: boolean; rate?: { ratePerUsd: number } | null }[] | null | undefined;

/**
 * `initial`: the cookie's currency, as the server read it (server rendering) or the browser does. The rates
 * come with the page's API client where there is one (a server-rendered page, whose data holds them), else
 * from the shop's client once loaded; US dollars need none.
 */
export function CurrencyProvider({ initial, children }: { initial: CurrencyCode | null; children: ReactNode }) {
  // Without a cookie, the browser's region; on a server-rendered page only once it is hydrated as it was sent.
  const [chosen, setChosen] = useState<CurrencyCode>(() => initial ?? (typeof document !== "undefined" && !isHydrating() ? regionCurrency() : null) ?? BASE_CURRENCY);
  const choose = useCallback((code: CurrencyCode) => {
    rememberPicked();
    rememberCurrency(code);
    setChosen(code);
  }, []);
  // The strongest source a default came from so far (-1: none, or the cookie a default wrote earlier).
  const strength = useRef(-1);
  const suggest = useCallback((code: CurrencyCode, from: DefaultSource) => {
    const rank = DEFAULT_SOURCES.indexOf(from);
    if (picked() || rank < strength.current) return;
    strength.current = rank;
    rememberCurrency(code);
    setChosen(code);
  }, []);
  useEffect(() => {
    if (initial || !isHydrating()) return;
    afterHydration(() => {
      const fromRegion = regionCurrency();
      if (fromRegion) suggest(fromRegion, "region");
    });
  }, [initial, suggest]);
  const Rates = useContext(getApolloContext()).client ? RatesFromQuery : RatesFromLoader;
  return (
    <Rates chosen={chosen} choose={choose} suggest={suggest}>
      {children}
    </Rates>
  );
}

interface RatesProps {
  chosen: CurrencyCode;
  choose(code: CurrencyCode): void;
  suggest(code: CurrencyCode, from: DefaultSource): void;
  children: ReactNode;
}

function RatesFromQuery({ chosen, choose, suggest, children }: RatesProps) {
  const { data } = useQuery(CurrenciesDocument, { skip: chosen === BASE_CURRENCY });
  return <Provide chosen={chosen} choose={choose} suggest={suggest} list={data?.currencies}>{children}</Provide>;
}

function RatesFromLoader({ chosen, choose, suggest, children }: RatesProps) {
  const load = useApolloClientLoader();
  const [list, setList] = useState<CurrencyList>(null);
  useEffect(() => {
    if (chosen === BASE_CURRENCY) return;
    let live = true;
    load()
      .then((client) => client.query({ query: CurrenciesDocument }))
      .then((result) => live && setList(result.data?.currencies))
      // No rates: prices stay in US dollars, which is what checkout would charge.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [chosen, load]);
  return <Provide chosen={chosen} choose={choose} suggest={suggest} list={list}>{children}</Provide>;
}

function Provide({ chosen, choose, suggest, list, children }: RatesProps & { list: CurrencyList }) {
  const entry = list?.find((c) => c.code === chosen);
  const rate = entry?.available && entry.rate ? rateText(entry.rate.ratePerUsd) : null;
  const value = useMemo<CurrencyState>(
    () => ({ chosen, shown: rate && chosen !== BASE_CURRENCY ? chosen : BASE_CURRENCY, rate, unavailable: !!entry && !entry.available, choose, suggest }),
    [chosen, rate, entry, choose, suggest],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  return useContext(CurrencyContext);
}

export interface Money {
  currency: CurrencyCode;
  /** A US-dollar price in the shopper's currency. */
  price(dollars: number): string;
  /** Lines' total as checkout charges it: each unit price converted once, times its quantity. */
  lines(lines: readonly { unitPrice: number | null; quantity: number }[]): string;
  /** A US-dollar amount in the currency's minor unit, converted once. */
  minor(dollars: number): number;
  /** An amount in the currency's minor unit, as the shopper reads it. */
  format(minor: number): string;
}

/**
 * Formats US-dollar amounts in `currency` at `rate` (units per dollar) by the rule the server charges by:
 * each figure converted once, half up at the currency's minor unit; US dollars as they are without a rate.
 */
export function moneyIn(currency: CurrencyCode, rate: string | null): Money {
  const local = currency !== BASE_CURRENCY && rate !== null;
  const minor = (dollars: number) => {
    const cents = Math.round(Number((dollars * 100).toPrecision(15)));
    return local ? convertCents(cents, rate, currency) : cents;
  };
  const format = (amount: number) => (local ? formatMoney(amount, currency) : usd(amount / 100));
  return {
    currency: local ? currency : BASE_CURRENCY,
    price: (dollars) => (local ? format(minor(dollars)) : usd(dollars)),
    lines: (lines) => format(lines.reduce((sum, l) => sum + (l.unitPrice === null ? 0 : minor(l.unitPrice) * l.quantity), 0)),
    minor,
    format,
  };
}

/** Formats US-dollar prices of the catalogue in the shopper's currency, by the rule checkout charges by. */
export function useMoney(): Money {
  const { shown, rate } = useCurrency();
  return useMemo(() => moneyIn(shown, rate), [shown, rate]);
}

/** Whether an order was charged in another currency than US dollars (`Order.currency`, "eur"). */
export const chargedInOtherCurrency = (currency: string) => chargedCurrency(currency) !== BASE_CURRENCY;

/**
 * An order's US-dollar figures (its lines, duties, the estimate due on delivery) in the currency it was
 * charged in, at its rate: the server converted each of them the same way when it placed the order.
 */
export function chargedMoney(order: { currency: string; exchangeRate?: number | null }): Money {
  const code = chargedCurrency(order.currency);
  if (code === BASE_CURRENCY || !order.exchangeRate) return moneyIn(BASE_CURRENCY, null);
  return moneyIn(code, rateText(order.exchangeRate));
}

/** An amount the server gave in a currency (a quote's, an order's), as the shopper reads it. */
export function formatAmount(amount: number, currency: string): string {
  const code = chargedCurrency(currency);
  if (code === BASE_CURRENCY) return usd(amount);
  return formatMoney(Math.round(amount * 10 ** CURRENCIES[code].minorDigits), code);
}
