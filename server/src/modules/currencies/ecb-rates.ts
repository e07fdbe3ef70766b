import { RATE_SCALE, isCurrencyCode, rateText, scaledRate, type CurrencyCode } from "../../../../shared/currencies";

/** One currency's rate per US dollar, of a moment. */
export interface RateRow {
  currency: CurrencyCode;
  ratePerUsd: string;
  asOf: Date;
}

/**
 * The European Central Bank's daily reference rates (eurofxref-daily.xml): rates per euro, published around
 * 16:00 CET on working days, in `<Cube time="YYYY-MM-DD">` with one `<Cube currency="…" rate="…"/>` each. The
 * shop keeps rates per US dollar: a currency's rate per dollar is its rate per euro over the dollar's, and the
 * euro's is one over the dollar's. Currencies the shop does not charge in are skipped. Throws on a document
 * without a date or without the dollar.
 */
export function ratesFromEcbXml(xml: string): RateRow[] {
  const time = /<Cube\s+time\s*=\s*["'](\d{4}-\d{2}-\d{2})["']/.exec(xml)?.[1];
  if (!time) throw new Error("The document has no <Cube time=…>: not the ECB's reference-rate layout.");
  const perEuro = new Map<string, bigint>();
  for (const match of xml.matchAll(/<Cube\s+currency\s*=\s*["']([A-Z]{3})["']\s+rate\s*=\s*["']([0-9.]+)["']\s*\/>/g)) {
    const scaled = scaledRate(match[2]);
    if (scaled !== null) perEuro.set(match[1], scaled);
  }
  const dollar = perEuro.get("USD");
  if (!dollar) throw new Error("The document has no rate for USD.");
  // 16:00 CET, when the ECB publishes them.
  const asOf = new Date(`${time}T15:00:00Z`);
  const unit = 10n ** BigInt(RATE_SCALE);
  const divide = (a: bigint, b: bigint) => (a * unit * 2n + b) / (b * 2n);
  const rows: RateRow[] = [{ currency: "EUR", ratePerUsd: rateOf(divide(unit, dollar)), asOf }];
  for (const [code, rate] of perEuro) {
    if (code === "USD" || !isCurrencyCode(code)) continue;
    rows.push({ currency: code, ratePerUsd: rateOf(divide(rate, dollar)), asOf });
  }
  return rows;
}

function rateOf(scaled: bigint): string {
  const unit = 10n ** BigInt(RATE_SCALE);
  return rateText(`${scaled / unit}.${(scaled % unit).toString().padStart(RATE_SCALE, "0")}`) ?? "0";
}
