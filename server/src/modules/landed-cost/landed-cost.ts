import type { TaxRegistration } from "../../../../shared/tax-registrations";
import { DESTINATION_RULES, type CountryRule, type DestinationRules, type Money } from "./destination-rules";

export type { CountryRule, DestinationRules, Money } from "./destination-rules";

/**
 * Landed cost: the import duty and tax an order from the US will meet at its destination, which of it the shop
 * charges at checkout and which the buyer pays the carrier on delivery (an estimate). Pure: no I/O, no clock;
 * the rules are those of `rules.asOf` (destination-rules.ts).
 *
 * Method:
 * - Thresholds are compared in the destination's currency: USD cents are converted with the country's
 *   `exchangeRate`; a threshold stated in another currency (USD, or EUR for a non-euro EU state) is converted
 *   through `rules.exchangeRates`.
 * - Amounts are computed in USD cents without rounding along the way (duty feeds the tax base unrounded); each
 *   charge is rounded once, at the end, to whole cents, half up (x.5 goes up). Float noise is removed first by
 *   snapping to a millionth of a cent, so 0.5 computed as 0.49999999 still rounds up.
 * - Duty per line = the line's value (+ its share of shipping, by value, when the country's customs value is
 *   CIF) x its heading's rate; 0 when the country grants a preference to the line's origin. A null hsCode uses
 *   the country's default rate; a null origin gets no preference. Duty charges are grouped by rate.
 * - Tax base = goods (+ shipping when the country says) + duty.
 */

export interface LandedLine {
  hsCode: string | null;
  originCountry: string | null;
  /** The line's total in USD cents. */
  valueCents: number;
}

export interface LandedInput {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** State/province code or name, e.g. "ON" or "Ontario". */
  region?: string | null;
  lines: LandedLine[];
  /** USD cents. */
  shippingCents: number;
}

export type ChargeKind = "duty" | "vat" | "gst";
export type Collected = "checkout" | "delivery";

export interface LandedCharge {
  kind: ChargeKind;
  /** "Import duty 3.7%", "UK VAT 20%", "HST 13%". */
  label: string;
  /** USD cents, > 0. */
  amountCents: number;
  /** Percent, e.g. 20; 0 for a flat per-subheading duty. */
  rate: number;
  collected: Collected;
  /** Which of the input's lines (their indexes, ascending) the charge is on: a duty those at its rate, a tax all. */
  lines: number[];
}

export interface LandedCost {
  /** Only non-zero amounts. */
  charges: LandedCharge[];
  /** What is added to the order total now (charges collected at checkout). */
  chargedCents: { duties: number; taxes: number };
  /** Estimates the buyer pays the carrier or customs on delivery. */
  dueOnDeliveryCents: number;
  /** DDP when nothing is due on delivery, else DAP. */
  incoterm: "DDP" | "DAP";
  /** One line for the shopper. */
  reason: string;
  /** The destination's currency and rate (local units per USD), for showing an estimate in local currency. */
  currency: string;
  exchangeRate: number;
  rulesVersion: string;
}

export const NO_RULE_REASON = "Import duty and taxes, if any, are paid on delivery.";

/** The HS heading: the first 4 digits of an HS/HTS/Schedule B code (dots and spaces ignored), or null. */
export function hsHeading(hsCode: string | null | undefined): string | null {
  const digits = (hsCode ?? "").replace(/\D/g, "");
  return digits.length >= 4 ? digits.slice(0, 4) : null;
}

/** The HS subheading: the first 6 digits, or null when the code has fewer. */
export function hsSubheading(hsCode: string | null | undefined): string | null {
  const digits = (hsCode ?? "").replace(/\D/g, "");
  return digits.length >= 6 ? digits.slice(0, 6) : null;
}

/** The rule for a destination (ISO-2, any case), or null when there is none. */
export function destinationRule(country: string, rules: DestinationRules = DESTINATION_RULES): CountryRule | null {
  const code = country.trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(rules.countries, code) ? rules.countries[code] : null;
}

/** Whole USD cents, half up, after removing float noise (see the module comment). */
/** The registration under which the shop collects a destination's tax at the sale; null where it never does. */
export function taxRegistrationFor(country: string, rules: DestinationRules = DESTINATION_RULES): TaxRegistration | null {
  return destinationRule(country, rules)?.sellerCollects?.registration ?? null;
}

export function roundHalfUpCents(exactCents: number): number {
  const snapped = Math.round(exactCents * 1e6) / 1e6;
  return Math.floor(snapped + 0.5);
}

interface Pending {
  kind: ChargeKind;
  label: string;
  exact: number;
  rate: number;
  collected: Collected;
  lines: number[];
}

const SYMBOLS: Record<string, string> = {
  USD: "US$",
  EUR: "€",
  GBP: "£",
  CAD: "CA$",
  AUD: "A$",
  NZD: "NZ$",
  JPY: "¥",
  KRW: "₩",
};

function money(m: Money): string {
  const amount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(m.amount);
  const symbol = SYMBOLS[m.currency];
  return symbol ? `${symbol}${amount}` : `${m.currency} ${amount}`;
}

const percent = (rate: number) => `${rate}%`;

function assertCents(value: number, field: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${field} must be a finite, non-negative number of cents`);
}

/** The tax rate and name for a destination, with a region override (Canada's HST provinces). */
function taxFor(rule: CountryRule, region: string | null | undefined): { rate: number; name: string } {
  const overrides = rule.regionTaxRates;
  const raw = (region ?? "").trim();
  if (overrides && raw) {
    const upper = raw.toUpperCase().replace(/^[A-Z]{2}-/, "");
    const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    const byName = Object.entries(overrides).find(([, r]) => fold(r.name) === fold(raw));
    const hit = overrides[upper] ?? byName?.[1];
    if (hit) return { rate: hit.rate, name: hit.taxName };
  }
  return { rate: rule.vatRate, name: rule.taxName };
}

export function landedCost(input: LandedInput, rules: DestinationRules = DESTINATION_RULES): LandedCost {
  assertCents(input.shippingCents, "shippingCents");
  input.lines.forEach((line, i) => assertCents(line.valueCents, `lines[${i}].valueCents`));

  const rule = destinationRule(input.country, rules);
  if (!rule) {
    return { ...summarise([], NO_RULE_REASON), incoterm: "DAP", currency: "USD", exchangeRate: 1, rulesVersion: rules.version };
  }
  const done = (pending: Pending[], reason: string): LandedCost => ({
    ...summarise(pending, reason),
    currency: rule.currency,
    exchangeRate: rule.exchangeRate,
    rulesVersion: rules.version,
  });
  if (rule.domestic) return done([], `${rule.shopperName} orders: no import duty or tax.`);

  const lines = input.lines;
  const shipping = input.shippingCents;
  const goods = lines.reduce((sum, line) => sum + line.valueCents, 0);
  if (goods === 0) return done([], `${rule.shopperName}: no import duty or tax is due on this order.`);

  /** A Money in the destination's currency. */
  const toLocal = (m: Money): number => {
    if (m.currency === rule.currency) return m.amount;
    const rate = rules.exchangeRates[m.currency];
    if (!rate) throw new Error(`No exchange rate for ${m.currency} in rules ${rules.version}`);
    return (m.amount / rate) * rule.exchangeRate;
  };
  /** USD cents in the destination's currency. */
  const centsLocal = (cents: number) => (cents / 100) * rule.exchangeRate;
  /** A Money in USD cents (unrounded). */
  const toUsdCents = (m: Money) => (toLocal(m) / rule.exchangeRate) * 100;
  const atOrBelow = (cents: number, threshold: Money) => centsLocal(cents) <= toLocal(threshold) + 1e-9;

  const thresholdValue = goods + (rule.thresholdIncludesShipping ? shipping : 0);
  const shippingShare = (line: LandedLine) => (rule.shippingInDutyBase && goods > 0 ? (shipping * line.valueCents) / goods : 0);
  const preferred = (line: LandedLine) =>
    rule.preference !== null && line.originCountry !== null && rule.preference.origins.includes(line.originCountry.toUpperCase());
  const headingRate = (line: LandedLine) => {
    const heading = hsHeading(line.hsCode);
    return heading !== null && heading in rule.dutyRates.byHeading ? rule.dutyRates.byHeading[heading] : rule.dutyRates.default;
  };

  /** Duty by rate, one pending charge per distinct non-zero rate. */
  const dutyByRate = (rateOf: (line: LandedLine) => number, label: (rate: number) => string, collected: Collected): Pending[] => {
    const byRate = new Map<number, { exact: number; lines: number[] }>();
    for (const [index, line] of lines.entries()) {
      const rate = rateOf(line);
      if (rate === 0) continue;
      const group = byRate.get(rate) ?? { exact: 0, lines: [] };
      group.exact += ((line.valueCents + shippingShare(line)) * rate) / 100;
      group.lines.push(index);
      byRate.set(rate, group);
    }
    return [...byRate.entries()]
      .sort(([a], [b]) => b - a)
      .map(([rate, group]) => ({ kind: "duty" as const, label: label(rate), exact: group.exact, rate, collected, lines: group.lines }));
  };
  const ordinaryDuty = (collected: Collected) => dutyByRate((line) => (preferred(line) ? 0 : headingRate(line)), (rate) => `Import duty ${percent(rate)}`, collected);
  const taxCharge = (dutyExact: number, collected: Collected): Pending => {
    const { rate, name } = taxFor(rule, input.region);
    const base = goods + (rule.shippingInTaxBase ? shipping : 0) + dutyExact;
    return { kind: rule.taxKind, label: `${name} ${percent(rate)}`, exact: (base * rate) / 100, rate, collected, lines: everyLine };
  };
  const everyLine = lines.map((_, index) => index);
  const sum = (pending: Pending[]) => pending.reduce((total, p) => total + p.exact, 0);
  const taxShort = rule.taxShort;

  // ---- Special regimes -----------------------------------------------------------------------------------
  const special = rule.special;
  if (special?.kind === "mx-courier" && atOrBelow(goods, special.upTo)) {
    const tier = special.usmcaTiers.find((t) => atOrBelow(goods, t.upTo)) ?? special.usmcaTiers[special.usmcaTiers.length - 1];
    const isUsmca = (line: LandedLine) => line.originCountry !== null && special.usmcaOrigins.includes(line.originCountry.toUpperCase());
    const pending = dutyByRate(
      (line) => (isUsmca(line) ? tier.rate : special.otherRate),
      (rate) => `Import duty and IVA (courier flat rate ${percent(rate)})`,
      "delivery",
    );
    const reason =
      pending.length > 0
        ? `${rule.shopperName}: the courier flat rate (duty and IVA) is paid to the carrier on delivery (estimate).`
        : `${rule.shopperName}: no duty or tax on courier orders up to ${money(tier.upTo)} of USMCA-origin goods.`;
    return done(pending, reason);
  }
  if (special?.kind === "br-remessa") {
    const customsValue = goods + shipping;
    const importTax = atOrBelow(customsValue, special.lowUpTo)
      ? { rate: special.lowRate, exact: (customsValue * special.lowRate) / 100 }
      : { rate: special.highRate, exact: Math.max(0, (customsValue * special.highRate) / 100 - toUsdCents(special.highDeduction)) };
    const r = special.icmsRate / 100;
    const icms = ((customsValue + importTax.exact) * r) / (1 - r);
    return done(
      [
        { kind: "duty", label: `Import tax (Remessa Conforme ${percent(importTax.rate)})`, exact: importTax.exact, rate: importTax.rate, collected: "delivery", lines: everyLine },
        { kind: rule.taxKind, label: `ICMS ${percent(special.icmsRate)}`, exact: icms, rate: special.icmsRate, collected: "delivery", lines: everyLine },
      ],
      `${rule.shopperName}: import tax and ICMS are paid on delivery (estimate).`,
    );
  }

  // ---- The seller collects at checkout (UK, EU IOSS, AU, NZ, NO VOEC) --------------------------------------
  const seller = rule.sellerCollects;
  if (seller) {
    const within = seller.basis === "consignment" ? atOrBelow(goods, seller.upTo) : lines.every((line) => atOrBelow(line.valueCents, seller.upTo));
    if (within) {
      const pending: Pending[] = [];
      if (seller.flatDuty) {
        const categories = new Set(lines.map((line, i) => hsSubheading(line.hsCode) ?? hsHeading(line.hsCode) ?? `unclassified-${i}`));
        const perCategory = seller.flatDuty.amount;
        pending.push({
          kind: "duty",
          label: `Customs duty ${money(perCategory)} x ${categories.size} tariff ${categories.size === 1 ? "heading" : "headings"}`,
          exact: toUsdCents(perCategory) * categories.size,
          rate: 0,
          collected: "checkout",
          lines: everyLine,
        });
      }
      pending.push(taxCharge(sum(pending), "checkout"));
      const scope = seller.basis === "consignment" ? `orders up to ${money(seller.upTo)}` : `orders with no item over ${money(seller.upTo)}`;
      const what = seller.flatDuty ? `${taxShort} and a ${money(seller.flatDuty.amount)} customs duty per tariff heading are` : `${taxShort} is`;
      return done(pending, `${rule.shopperName} ${scope}: ${what} charged at checkout.`);
    }
  }

  // ---- Ordinary import: paid on delivery --------------------------------------------------------------------
  const dutyFree = rule.dutyDeMinimis !== null && atOrBelow(thresholdValue, rule.dutyDeMinimis);
  const taxFree = rule.taxDeMinimis !== null && atOrBelow(thresholdValue, rule.taxDeMinimis);
  const duties = dutyFree ? [] : ordinaryDuty("delivery");
  let taxes = taxFree ? [] : [taxCharge(sum(duties), "delivery")];
  const minimum = rule.taxNotCollectedAtOrBelow;
  let belowMinimum = false;
  if (minimum && taxes.length > 0 && atOrBelow(sum(taxes), minimum)) {
    taxes = [];
    belowMinimum = true;
  }
  const pending = [...duties, ...taxes];

  let reason: string;
  const nonZero = (charges: Pending[]) => charges.some((p) => roundHalfUpCents(p.exact) > 0);
  if (nonZero(pending)) {
    const parts = [nonZero(duties) ? "duty" : null, nonZero(taxes) ? taxShort : null].filter((p): p is string => p !== null);
    const verb = parts.length > 1 ? "are" : "is";
    const what = parts.join(" and ");
    const freeUpTo = [rule.taxDeMinimis, rule.dutyDeMinimis]
      .filter((m): m is Money => m !== null)
      .sort((a, b) => toLocal(a) - toLocal(b))[0];
    if (seller) {
      const scope = seller.basis === "consignment" ? `orders above ${money(seller.upTo)}` : `orders with an item over ${money(seller.upTo)}`;
      reason = `${rule.shopperName} ${scope}: ${what} ${verb} paid to the carrier on delivery (estimate).`;
    } else if (special?.kind === "mx-courier") {
      reason = `${rule.shopperName} orders above ${money(special.upTo)}: ${what} ${verb} paid on delivery (estimate).`;
    } else if (freeUpTo) {
      reason = `${rule.shopperName}: ${what} above ${money(freeUpTo)} ${verb} paid to the carrier on delivery (estimate).`;
    } else {
      reason = `${rule.shopperName}: ${what} ${verb} paid to the carrier on delivery (estimate).`;
    }
  } else if (belowMinimum && minimum) {
    reason = `${rule.shopperName}: no import ${taxShort} is collected when it comes to ${money(minimum)} or less.`;
  } else if (taxFree || dutyFree) {
    const threshold = (taxFree ? rule.taxDeMinimis : rule.dutyDeMinimis) as Money;
    reason = `${rule.shopperName}: no import duty or tax on orders up to ${money(threshold)}.`;
  } else {
    reason = `${rule.shopperName}: no import duty or tax is due on this order.`;
  }
  return done(pending, reason);
}

function summarise(pending: Pending[], reason: string): Omit<LandedCost, "currency" | "exchangeRate" | "rulesVersion"> {
  const charges: LandedCharge[] = pending
    .map((p) => ({ kind: p.kind, label: p.label, amountCents: roundHalfUpCents(p.exact), rate: p.rate, collected: p.collected, lines: p.lines }))
    .filter((c) => c.amountCents > 0);
  const checkout = charges.filter((c) => c.collected === "checkout");
  const duties = checkout.filter((c) => c.kind === "duty").reduce((total, c) => total + c.amountCents, 0);
  const taxes = checkout.filter((c) => c.kind !== "duty").reduce((total, c) => total + c.amountCents, 0);
  const dueOnDeliveryCents = charges.filter((c) => c.collected === "delivery").reduce((total, c) => total + c.amountCents, 0);
  return { charges, chargedCents: { duties, taxes }, dueOnDeliveryCents, incoterm: dueOnDeliveryCents === 0 ? "DDP" : "DAP", reason };
}
