import { parse } from "csv-parse/sync";
import type { PrismaClient, User } from "../../generated/prisma/client";
import { AppError, badInput, badInputs } from "../../errors";
import type { Logger } from "../../logger";
import { headerName } from "../../csv/csv-files";
import { BASE_CURRENCY, CURRENCY_CODES, currencyCode, isCurrencyCode, rateText, type CurrencyCode } from "../../../../shared/currencies";
import { ratesFromEcbXml, type RateRow } from "./ecb-rates";
import { USD_PRICING, type Pricing } from "./pricing";
import snapshot from "./data/rates-snapshot.json";

/** A currency's newest rate. */
export interface CurrentRate {
  id: string;
  currency: CurrencyCode;
  ratePerUsd: string;
  asOf: Date;
  fetchedAt: Date;
  source: string;
}

/** A currency as the shop offers it: its newest rate, and whether that is recent enough to price in. */
export interface CurrencyStatus {
  currency: CurrencyCode;
  rate: CurrentRate | null;
  available: boolean;
}

export interface ExchangeRatesOptions {
  prisma: PrismaClient;
  log: Logger;
  /** A rate older than this makes its currency unavailable. */
  maxAgeMs: number;
  /** How long a quote's rate holds. */
  lockMs: number;
  now?: () => Date;
}

/** The CSV admins load: `currency,rate_per_usd,as_of`, a row per currency, small. */
const CSV_MAX_BYTES = 16 * 1024;
const CSV_MAX_ROWS = 200;
const COLUMNS = ["currency", "rate_per_usd", "as_of"] as const;
const ALIASES: Record<(typeof COLUMNS)[number], string[]> = {
  currency: ["currency", "code", "currencycode"],
  rate_per_usd: ["rateperusd", "rate", "perusd"],
  as_of: ["asof", "date", "time"],
};

/**
 * Exchange rates (ADR 0070): loaded by admins as CSV, fetched by the job from the ECB's daily layout, or
 * written by the seed; each load adds rows and the newest `asOf` of a currency counts. A currency whose
 * newest rate is older than the limit is unavailable: prices fall back to US dollars and checkout in it is
 * refused. Read from the database every time (one indexed statement per request), so every process sees a
 * load at once.
 */
export class ExchangeRatesService {
  private readonly prisma: PrismaClient;
  private readonly log: Logger;
  private readonly maxAgeMs: number;
  private readonly lockMs: number;
  private readonly now: () => Date;

  constructor(options: ExchangeRatesOptions) {
    this.prisma = options.prisma;
    this.log = options.log;
    this.maxAgeMs = options.maxAgeMs;
    this.lockMs = options.lockMs;
    this.now = options.now ?? (() => new Date());
  }

  /** Every currency's newest rate, in one statement. */
  async current(): Promise<Map<CurrencyCode, CurrentRate>> {
    const rows = await this.prisma.$queryRaw<{ id: string; currency: string; rate: string; as_of: Date; fetched_at: Date; source: string }[]>`
      SELECT DISTINCT ON (currency) id, currency, rate_per_usd::text AS rate, as_of, fetched_at, source
      FROM exchange_rates ORDER BY currency, as_of DESC, fetched_at DESC`;
    const rates = new Map<CurrencyCode, CurrentRate>();
    for (const r of rows) {
      if (!isCurrencyCode(r.currency)) continue;
      rates.set(r.currency, { id: r.id, currency: r.currency, ratePerUsd: rateText(r.rate) ?? r.rate, asOf: r.as_of, fetchedAt: r.fetched_at, source: r.source });
    }
    return rates;
  }

  /** Every currency the shop knows, US dollars first, with its newest rate and whether it can be used. */
  async statuses(rates?: Map<CurrencyCode, CurrentRate>): Promise<CurrencyStatus[]> {
    const current = rates ?? (await this.current());
    return CURRENCY_CODES.map((currency) => {
      const rate = current.get(currency) ?? null;
      return { currency, rate, available: currency === BASE_CURRENCY || (rate !== null && this.fresh(rate)) };
    });
  }

  /** Whether a rate is recent enough to price in. */
  fresh(rate: Pick<CurrentRate, "asOf">): boolean {
    return this.now().getTime() - rate.asOf.getTime() <= this.maxAgeMs;
  }

  /** How to price in `currency` now; CURRENCY_UNAVAILABLE when its rate is missing or too old. */
  async pricing(currency: CurrencyCode, rates?: Map<CurrencyCode, CurrentRate>): Promise<Pricing> {
    if (currency === BASE_CURRENCY) return USD_PRICING;
    const rate = (rates ?? (await this.current())).get(currency);
    if (!rate || !this.fresh(rate)) throw unavailable(currency);
    return { currency, ratePerUsd: rate.ratePerUsd, exchangeRateId: rate.id, lock: null };
  }

  /** Prices in `currency` now and holds the rate for a checkout (`lockMs`); US dollars need no hold. */
  async quotePricing(currency: CurrencyCode): Promise<Pricing> {
    const pricing = await this.pricing(currency);
    if (!pricing.exchangeRateId) return pricing;
    const lock = await this.prisma.rateLock.create({
      data: { exchangeRateId: pricing.exchangeRateId, currency, ratePerUsd: pricing.ratePerUsd, expiresAt: new Date(this.now().getTime() + this.lockMs) },
    });
    return { ...pricing, lock: { id: lock.id, expiresAt: lock.expiresAt } };
  }

  /**
   * The pricing of a quote's hold: its rate while it holds (also when a newer rate came since, or its own is
   * now too old), else null. A hold that is not there, or is for another currency, is BAD_USER_INPUT.
   */
  async locked(lockId: string, currency: CurrencyCode): Promise<Pricing | null> {
    const lock = /^[0-9a-f-]{36}$/i.test(lockId) ? await this.prisma.rateLock.findUnique({ where: { id: lockId } }) : null;
    if (!lock || lock.currency !== currency) throw badInput("This quote's rate is not one the shop gave for this currency: ask for a new quote.", "rateLockId");
    if (lock.expiresAt.getTime() < this.now().getTime()) return null;
    return { currency, ratePerUsd: rateText(lock.ratePerUsd.toString()) ?? lock.ratePerUsd.toString(), exchangeRateId: lock.exchangeRateId, lock: { id: lock.id, expiresAt: lock.expiresAt } };
  }

  /** Deletes holds that ended a day ago or more (the job's housekeeping); how many went. */
  async pruneLocks(): Promise<number> {
    const { count } = await this.prisma.rateLock.deleteMany({ where: { expiresAt: { lt: new Date(this.now().getTime() - 86_400_000) } } });
    return count;
  }

  /**
   * Loads rates from CSV text (`currency,rate_per_usd,as_of`, a header row first): every row is checked
   * and every problem reported by row before anything is written; then all are written together.
   */
  async importCsv(admin: User, csv: string): Promise<{ imported: number; statuses: CurrencyStatus[] }> {
    if (Buffer.byteLength(csv, "utf8") > CSV_MAX_BYTES) throw badInput(`The file is larger than ${CSV_MAX_BYTES / 1024} KB: one row per currency is enough.`, "csv");
    let records: string[][];
    try {
      records = parse(csv, { relax_column_count: true, skip_empty_lines: true, trim: true });
    } catch {
      throw badInput("The file is not CSV: send `currency,rate_per_usd,as_of` and a row per currency.", "csv");
    }
    const [header, ...body] = records;
    const names = (header ?? []).map(headerName);
    const at = COLUMNS.map((c) => names.findIndex((n) => ALIASES[c].includes(n)));
    if (!header || at.some((i) => i < 0)) throw badInput("The header must name the columns currency, rate_per_usd and as_of.", "csv");
    if (body.length === 0) throw badInput("The file has no rates: add a row per currency under the header.", "csv");
    if (body.length > CSV_MAX_ROWS) throw badInput(`The file has ${body.length} rows; at most ${CSV_MAX_ROWS} are taken.`, "csv");
    const rows: RateRow[] = [];
    const problems: { field: string; message: string }[] = [];
    body.forEach((cells, i) => {
      const row = i + 2;
      const [code, rate, asOf] = at.map((column) => cells[column] ?? "");
      const currency = currencyCode.safeParse(code);
      const text = rateText(rate);
      const when = parseMoment(asOf);
      const wrong = [
        !currency.success ? `"${code}" is not a currency the shop charges in (${CURRENCY_CODES.filter((c) => c !== BASE_CURRENCY).join(", ")})` : currency.data === BASE_CURRENCY ? "USD is the base: its rate is always 1" : null,
        text === null ? `rate_per_usd "${rate}" is not a positive number with at most 10 decimals` : null,
        when === null ? `as_of "${asOf}" is not a date (YYYY-MM-DD) or an ISO 8601 time` : when.getTime() > this.now().getTime() + 86_400_000 ? `as_of ${asOf} is in the future` : null,
      ].filter(Boolean);
      if (wrong.length > 0) problems.push({ field: `csv.row${row}`, message: `Row ${row}: ${wrong.join("; ")}.` });
      else rows.push({ currency: currency.data as CurrencyCode, ratePerUsd: text as string, asOf: when as Date });
    });
    const seen = new Set<string>();
    for (const r of rows) {
      if (seen.has(r.currency)) problems.push({ field: "csv", message: `${r.currency} appears twice: keep one row per currency.` });
      seen.add(r.currency);
    }
    if (problems.length > 0) throw badInputs(problems);
    const imported = await this.write(rows, `CSV loaded by ${admin.email}`);
    this.log.info({ imported, by: admin.email }, "exchange rates loaded");
    return { imported, statuses: await this.statuses() };
  }

  /** Fetches the ECB's daily layout from `url` and writes its rates (the job); how many were new. */
  async fetchEcb(url: string, fetchImpl: typeof fetch = fetch): Promise<number> {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const rows = ratesFromEcbXml(await response.text());
    // Several processes may fetch the same day's document: a rate already kept for its moment is not added again.
    const kept = await this.prisma.exchangeRate.findMany({ where: { OR: rows.map((r) => ({ currency: r.currency, asOf: r.asOf })) }, select: { currency: true } });
    const known = new Set(kept.map((k) => k.currency));
    return this.write(rows.filter((r) => !known.has(r.currency)), url);
  }

  private write(rows: RateRow[], source: string): Promise<number> {
    return writeRates(this.prisma, rows, source);
  }
}

async function writeRates(prisma: PrismaClient, rows: RateRow[], source: string): Promise<number> {
  if (rows.length === 0) return 0;
  const { count } = await prisma.exchangeRate.createMany({
    data: rows.map((r) => ({ currency: r.currency, ratePerUsd: r.ratePerUsd, asOf: r.asOf, source: source.slice(0, 300) })),
  });
  return count;
}

/**
 * The seed's dated snapshot (data/rates-snapshot.json), written as of now when the shop has no rates at all
 * (ADR 0070): a freshly seeded shop offers every currency until its rates are older than the limit.
 */
export async function seedExchangeRates(prisma: PrismaClient, now = new Date()): Promise<number> {
  if ((await prisma.exchangeRate.count()) > 0) return 0;
  const rows = Object.entries(snapshot.rates).flatMap(([currency, rate]) => (isCurrencyCode(currency) ? [{ currency, ratePerUsd: rate, asOf: now }] : []));
  return writeRates(prisma, rows, `seed snapshot of the ECB reference rates of ${snapshot.date}`);
}

export const unavailable = (currency: string) =>
  new AppError("CURRENCY_UNAVAILABLE", `Prices in ${currency} are not available right now (the shop has no recent exchange rate for it): pay in US dollars, or try again later.`, { field: "currency", currency });

/** A date (YYYY-MM-DD, taken as its start in UTC) or an ISO 8601 time with its offset. */
function parseMoment(text: string): Date | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 ? null : date;
}

