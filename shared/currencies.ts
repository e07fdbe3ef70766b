import { z } from "zod";

/**
 * The currencies the shop shows and charges (ADR 0070): US dollars, the catalogue's base, and the currency of
 * every destination it ships to. Amounts are integers in each currency's minor unit (ISO 4217: cents for the
 * dollar, none for the yen and the won). A dollar amount becomes another currency's by its rate per dollar,
 * rounded once, half up, at that currency's minor unit.
 */
export const CURRENCIES = {
  USD: { minorDigits: 2, name: "US dollar" },
  EUR: { minorDigits: 2, name: "Euro" },
  GBP: { minorDigits: 2, name: "Pound sterling" },
  CAD: { minorDigits: 2, name: "Canadian dollar" },
  AUD: { minorDigits: 2, name: "Australian dollar" },
  NZD: { minorDigits: 2, name: "New Zealand dollar" },
  JPY: { minorDigits: 0, name: "Japanese yen" },
  CHF: { minorDigits: 2, name: "Swiss franc" },
  NOK: { minorDigits: 2, name: "Norwegian krone" },
  SEK: { minorDigits: 2, name: "Swedish krona" },
  DKK: { minorDigits: 2, name: "Danish krone" },
  PLN: { minorDigits: 2, name: "Polish złoty" },
  CZK: { minorDigits: 2, name: "Czech koruna" },
  HUF: { minorDigits: 2, name: "Hungarian forint" },
  RON: { minorDigits: 2, name: "Romanian leu" },
  MXN: { minorDigits: 2, name: "Mexican peso" },
  KRW: { minorDigits: 0, name: "South Korean won" },
  BRL: { minorDigits: 2, name: "Brazilian real" },
} as const satisfies Record<string, { minorDigits: 0 | 2; name: string }>;

export type CurrencyCode = keyof typeof CURRENCIES;

export const BASE_CURRENCY: CurrencyCode = "USD";

export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

export const isCurrencyCode = (value: unknown): value is CurrencyCode => typeof value === "string" && Object.hasOwn(CURRENCIES, value);

/** A currency as orders and Stripe write it ("eur"), as the shop's code; US dollars for one it does not know. */
export function chargedCurrency(code: string): CurrencyCode {
  const upper = code.toUpperCase();
  return isCurrencyCode(upper) ? upper : BASE_CURRENCY;
}

/** A currency as a client sends it ("eur" or "EUR"), checked against the shop's list. */
export const currencyCode = z
  .string({ error: "Choose a currency, e.g. EUR." })
  .trim()
  .transform((s) => s.toUpperCase())
  .refine(isCurrencyCode, { error: `The shop does not charge in this currency: use one of ${CURRENCY_CODES.join(", ")}.` })
  .transform((s) => s as CurrencyCode);

/** A rate per US dollar as the shop keeps it: a positive decimal with up to 10 places, e.g. "0.8612". */
export const RATE_SCALE = 10;
const RATE_PATTERN = /^(\d{1,10})(?:\.(\d{1,10}))?$/;

/** The rate as an integer of 10^-10 units, or null when it is not a positive decimal of that form. */
export function scaledRate(rate: string): bigint | null {
  const match = RATE_PATTERN.exec(rate.trim());
  if (!match) return null;
  const scaled = BigInt(match[1] + (match[2] ?? "").padEnd(RATE_SCALE, "0"));
  return scaled > 0n ? scaled : null;
}

/** A rate read from a number or a string, written as the shop keeps it ("1.08" → "1.08"). */
export function rateText(rate: string | number): string | null {
  const text = typeof rate === "number" ? (Number.isFinite(rate) ? rate.toFixed(RATE_SCALE) : "") : rate.trim();
  const scaled = scaledRate(text);
  if (scaled === null) return null;
  const whole = scaled / 10n ** BigInt(RATE_SCALE);
  const fraction = (scaled % 10n ** BigInt(RATE_SCALE)).toString().padStart(RATE_SCALE, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/**
 * US cents in `currency`'s minor unit at `ratePerUsd` units of it per dollar, rounded half up (away from
 * zero) once, at the minor unit. Exact: integers throughout, whatever the rate's places.
 */
export function convertCents(usdCents: number, ratePerUsd: string, currency: CurrencyCode): number {
  if (!Number.isSafeInteger(usdCents)) throw new RangeError(`Not a whole number of cents: ${usdCents}`);
  if (currency === BASE_CURRENCY) return usdCents;
  const rate = scaledRate(ratePerUsd);
  if (rate === null) throw new RangeError(`Not a rate: ${ratePerUsd}`);
  const numerator = BigInt(Math.abs(usdCents)) * rate * 10n ** BigInt(CURRENCIES[currency].minorDigits);
  const denominator = 100n * 10n ** BigInt(RATE_SCALE);
  const rounded = (numerator * 2n + denominator) / (denominator * 2n);
  return Number(rounded) * Math.sign(usdCents);
}

/**
 * The inverse of `convertCents` for the bounds of a price range typed in `currency`: `"min"` gives the fewest
 * US cents whose amount in `currency` (as `convertCents` makes it) is at least `minor`, `"max"` the most US
 * cents whose amount is at most `minor`. So a range of US cents made of the two holds exactly the prices
 * a shopper sees inside the range in their currency: a minimum rounds down to the cent, a maximum up, as
 * far as that keeps in every price shown inside it and no further. Exact, in integers.
 */
export function usdCentsOfBound(minor: number, ratePerUsd: string, currency: CurrencyCode, bound: "min" | "max"): number {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not a whole amount of 0 or more in the minor unit: ${minor}`);
  if (currency === BASE_CURRENCY) return minor;
  const rate = scaledRate(ratePerUsd);
  if (rate === null) throw new RangeError(`Not a rate: ${ratePerUsd}`);
  // convertCents(c) = ⌊(c·per + D) / 2D⌋ with per = 2·rate·10^digits and D = 100·10^RATE_SCALE (half up),
  // so convertCents(c) ≥ m ⇔ c·per ≥ (2m − 1)·D, and convertCents(c) ≤ m ⇔ c·per < (2m + 1)·D.
  const per = 2n * rate * 10n ** BigInt(CURRENCIES[currency].minorDigits);
  const denominator = 100n * 10n ** BigInt(RATE_SCALE);
  const m = BigInt(minor);
  if (bound === "min") {
    if (m === 0n) return 0;
    const numerator = (2n * m - 1n) * denominator;
    return Number((numerator + per - 1n) / per);
  }
  return Number(((2n * m + 1n) * denominator - 1n) / per);
}

/** An amount in minor units as a decimal string in major units: 1234 EUR → "12.34", 1234 JPY → "1234". */
export function decimalAmount(minor: number, currency: CurrencyCode): string {
  const digits = CURRENCIES[currency].minorDigits;
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, "0")}`;
}

/** An amount in minor units as major units (a number, for display arithmetic only). */
export const majorUnits = (minor: number, currency: CurrencyCode) => minor / 10 ** CURRENCIES[currency].minorDigits;

/** An amount as a shopper reads it in `locale`: "€12.34", "¥1,234", "12,34 €" (de-DE). */
export function formatMoney(minor: number, currency: CurrencyCode, locale = "en-US"): string {
  const digits = CURRENCIES[currency].minorDigits;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  } catch {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  }
  return format.format(majorUnits(minor, currency));
}

/** The euro area among the destinations the shop serves. */
const EURO_COUNTRIES = ["AT", "BE", "BG", "HR", "CY", "EE", "FI", "FR", "DE", "GR", "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PT", "SK", "SI", "ES"];

const COUNTRY_CURRENCIES: Readonly<Record<string, CurrencyCode>> = {
  US: "USD",
  CA: "CAD",
  MX: "MXN",
  GB: "GBP",
  CZ: "CZK",
  DK: "DKK",
  HU: "HUF",
  PL: "PLN",
  RO: "RON",
  SE: "SEK",
  NO: "NOK",
  CH: "CHF",
  AU: "AUD",
  NZ: "NZD",
  JP: "JPY",
  KR: "KRW",
  BR: "BRL",
  ...Object.fromEntries(EURO_COUNTRIES.map((c) => [c, "EUR" as const])),
};

/** The currency a destination pays in (ISO 3166-1 alpha-2), or US dollars where the shop names none. */
export const currencyOfCountry = (country: string | null | undefined): CurrencyCode =>
  (country && COUNTRY_CURRENCIES[country.toUpperCase()]) || BASE_CURRENCY;

/** Countries with a currency of their own in the table above (the destination rules must agree). */
export const countriesWithCurrency = () => Object.keys(COUNTRY_CURRENCIES);
