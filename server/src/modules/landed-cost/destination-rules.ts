import { z } from "zod";
import { TAX_REGISTRATION_KINDS, type TaxRegistration } from "../../../../shared/tax-registrations";
import data from "./data/destination-rules.json";

/**
 * Import duty and tax rules per destination, for the landed-cost estimate (landed-cost.ts). The figures
 * live in data/destination-rules.json; this file gives their types and conventions, and checks the file
 * when it loads (a malformed row fails at start, not in a shopper's estimate).
 *
 * Who keeps it current: the shop's operations lead. It is reviewed every quarter and whenever an authority
 * listed in a row's `sources` announces a change. Every edit bumps `version` (date + ".n") and, when figures
 * are re-checked, `asOf`. The tests in landed-cost.test.ts pin the worked examples to these figures, so a
 * change to a rate shows up as a failing example to be re-worked on purpose.
 *
 * Conventions:
 * - Amounts (`Money`) are in the currency they name: the authority's own currency (local, or USD where the
 *   law states USD, as in Mexico, Brazil and Korea, or EUR for the EU thresholds of non-euro states).
 * - Rates are percent (20 = 20%).
 * - `exchangeRate` is local units per 1 USD, an APPROXIMATE reference rate as of `asOf`, for thresholds and
 *   for showing an estimate in local currency; customs use their own official rate on the day.
 * - A threshold is "up to and including" (value <= threshold is below it).
 * - Where a figure could not be confirmed against the authority, its note says "estimate".
 */

/** An amount in a named currency (ISO 4217). */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

/** Duty rates in percent by HS heading (first 4 digits), with a default for any other heading. */
export interface DutyRates {
  readonly default: number;
  readonly byHeading: Readonly<Record<string, number>>;
}

/** A provincial/state rate that replaces the national one (Canada's HST provinces). */
export interface RegionTax {
  readonly name: string;
  readonly taxName: string;
  readonly rate: number;
}

/** The EU's interim flat customs duty on IOSS parcels (per distinct 6-digit tariff subheading). */
export interface FlatDutyPerSubheading {
  readonly amount: Money;
  readonly from: string;
  readonly until: string;
}

/** Mexico's courier simplified regime (Reglas Generales de Comercio Exterior 2025, rule 3.7.35). */
export interface MexicoCourierRegime {
  readonly kind: "mx-courier";
  /** Courier shipments up to this value pay the flat rates; above it, a formal entry (the ordinary rules). */
  readonly upTo: Money;
  /** Origins that get the USMCA tiers; any other origin (or none) pays `otherRate`. */
  readonly usmcaOrigins: readonly string[];
  /** USMCA tiers by the shipment's value: the first tier whose `upTo` covers it. */
  readonly usmcaTiers: readonly { readonly upTo: Money; readonly rate: number }[];
  /** The global flat rate for goods of other origins. */
  readonly otherRate: number;
}

/** Brazil's Remessa Conforme (Law 14.902/2024): import tax by value, then ICMS computed "por dentro". */
export interface BrazilRemessaRegime {
  readonly kind: "br-remessa";
  readonly lowUpTo: Money;
  readonly lowRate: number;
  readonly highRate: number;
  /** Deducted from the import tax when the high rate applies. */
  readonly highDeduction: Money;
  /** ICMS rate (percent) applied "por dentro": ICMS = (value + import tax) * r / (1 - r). */
  readonly icmsRate: number;
}

export type SpecialRegime = MexicoCourierRegime | BrazilRemessaRegime;

export interface CountryRule {
  /** English name of the destination. */
  readonly name: string;
  /** How the shopper-facing reason names it ("UK", "EU", "Canada"). */
  readonly shopperName: string;
  readonly currency: string;
  /** Local units per 1 USD, approximate, as of the rules' `asOf`. */
  readonly exchangeRate: number;
  /** No import at all (the shop's own country). */
  readonly domestic?: boolean;
  readonly taxKind: "vat" | "gst";
  /** The label's tax name ("UK VAT", "GST"). */
  readonly taxName: string;
  /** The tax named in the shopper's reason ("VAT", "GST/HST"). */
  readonly taxShort: string;
  /** Standard VAT/GST rate, percent. */
  readonly vatRate: number;
  /** Region overrides, keyed by the region code without country prefix ("ON"). */
  readonly regionTaxRates?: Readonly<Record<string, RegionTax>>;
  /** No duty when the value is at or below this (null: none). */
  readonly dutyDeMinimis: Money | null;
  /** No import tax when the value is at or below this (null: none). */
  readonly taxDeMinimis: Money | null;
  /** Whether the thresholds judge goods + shipping (customs value incl. freight) or the goods alone. */
  readonly thresholdIncludesShipping: boolean;
  /**
   * The seller collects the tax at checkout when the goods are at or below `upTo` (null: never; the tax is
   * then paid on delivery). `basis` "consignment" judges the order's goods; "each-line" judges every line.
   * `flatDuty`: a flat duty the seller also charges at checkout (the EU's EUR 3 per subheading).
   */
  readonly sellerCollects: {
    readonly upTo: Money;
    readonly basis: "consignment" | "each-line";
    readonly scheme: string;
    /** Which of the shop's registrations the scheme needs: quoted on the invoice and in the customs data. */
    readonly registration: TaxRegistration;
    readonly flatDuty?: FlatDutyPerSubheading;
  } | null;
  /** Customs value includes international freight (CIF) rather than FOB. */
  readonly shippingInDutyBase: boolean;
  /** The tax base includes international freight. */
  readonly shippingInTaxBase: boolean;
  readonly dutyRates: DutyRates;
  /** Duty 0 for lines whose origin is one of these countries (a free-trade agreement). */
  readonly preference: { readonly agreement: string; readonly origins: readonly string[] } | null;
  /** The tax is not collected when it comes to this amount or less (Switzerland's CHF 5). */
  readonly taxNotCollectedAtOrBelow?: Money;
  readonly special?: SpecialRegime;
  /** Authority URLs for the rule. */
  readonly sources: readonly string[];
  readonly note?: string;
}

export interface DestinationRules {
  readonly version: string;
  readonly asOf: string;
  /** Local units per 1 USD, approximate, as of `asOf`; every country's `exchangeRate` is its entry here. */
  readonly exchangeRates: Readonly<Record<string, number>>;
  readonly countries: Readonly<Record<string, CountryRule>>;
}

// ---- Loading data/destination-rules.json ----------------------------------------------------------------

const money = z.strictObject({ amount: z.number().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) });
const rate = z.number().min(0).max(100);
/** Notes for whoever edits the file; checked to be text, never loaded. */
const comment = z.array(z.string()).optional();
const dutyRates = z.strictObject({ default: rate, byHeading: z.record(z.string().regex(/^\d{4}$/), rate) });

const special = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("mx-courier"),
    upTo: money,
    usmcaOrigins: z.array(z.string()),
    usmcaTiers: z.array(z.strictObject({ upTo: money, rate })).min(1),
    otherRate: rate,
  }),
  z.strictObject({ kind: z.literal("br-remessa"), lowUpTo: money, lowRate: rate, highRate: rate, highDeduction: money, icmsRate: rate }),
]);

/** The fields an EU member shares with every other (the `euMember` entry). */
const euShared = {
  shopperName: z.string(),
  taxKind: z.enum(["vat", "gst"]),
  taxName: z.string(),
  taxShort: z.string(),
  dutyDeMinimis: money.nullable(),
  taxDeMinimis: money.nullable(),
  thresholdIncludesShipping: z.boolean(),
  sellerCollects: z
    .strictObject({
      upTo: money,
      basis: z.enum(["consignment", "each-line"]),
      scheme: z.string(),
      registration: z.enum(TAX_REGISTRATION_KINDS),
      flatDuty: z.strictObject({ amount: money, from: z.iso.date(), until: z.iso.date() }).optional(),
    })
    .nullable(),
  shippingInDutyBase: z.boolean(),
  shippingInTaxBase: z.boolean(),
  dutyRates,
  preference: z.strictObject({ agreement: z.string(), origins: z.array(z.string()) }).nullable(),
  sources: z.array(z.url()).min(1),
};

/** A country written out in full; its `exchangeRate` is its currency's entry in `exchangeRates`. */
const fullRule = z.strictObject({
  comment,
  name: z.string(),
  shopperName: z.string(),
  currency: z.string(),
  domestic: z.literal(true).optional(),
  taxKind: euShared.taxKind,
  taxName: z.string(),
  taxShort: z.string(),
  vatRate: rate,
  regionTaxRates: z.record(z.string(), z.strictObject({ name: z.string(), taxName: z.string(), rate })).optional(),
  dutyDeMinimis: euShared.dutyDeMinimis,
  taxDeMinimis: euShared.taxDeMinimis,
  thresholdIncludesShipping: z.boolean(),
  sellerCollects: euShared.sellerCollects,
  shippingInDutyBase: z.boolean(),
  shippingInTaxBase: z.boolean(),
  dutyRates,
  preference: euShared.preference,
  taxNotCollectedAtOrBelow: money.optional(),
  special: special.optional(),
  sources: euShared.sources,
  note: z.string().optional(),
});

/** An EU member state: the shared rule with its own name, currency, VAT rate and note. */
const euMemberRow = z.strictObject({ eu: z.literal(true), name: z.string(), currency: z.string(), vatRate: rate, note: z.string().optional() });

const file = z.strictObject({
  comment,
  version: z.string().regex(/^\d{4}-\d{2}-\d{2}\.\d+$/),
  asOf: z.iso.date(),
  exchangeRates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()),
  euMember: z.strictObject({ comment, ...euShared, note: z.string() }),
  countries: z.record(z.string().regex(/^[A-Z]{2}$/), z.union([fullRule, euMemberRow])),
});

/** The rules as the estimate reads them, every country written out, in the file's order. */
function load(raw: unknown): DestinationRules {
  const { version, asOf, exchangeRates, euMember, countries } = file.parse(raw);
  const fx = (currency: string): number => {
    const value = exchangeRates[currency];
    if (value === undefined) throw new Error(`destination-rules.json: no exchange rate for ${currency}`);
    return value;
  };
  const rules: Record<string, CountryRule> = {};
  for (const [code, row] of Object.entries(countries)) {
    if ("eu" in row) {
      const { comment: _comment, note, ...shared } = euMember;
      const { shopperName, taxKind, taxName, taxShort, ...rest } = shared;
      rules[code] = {
        name: row.name,
        shopperName,
        currency: row.currency,
        exchangeRate: fx(row.currency),
        taxKind,
        taxName,
        taxShort,
        vatRate: row.vatRate,
        ...rest,
        note: row.note ? `${row.note} ${note}` : note,
      };
    } else {
      const { comment: _comment, name, shopperName, currency, ...rest } = row;
      rules[code] = { name, shopperName, currency, exchangeRate: fx(currency), ...rest };
    }
  }
  return { version, asOf, exchangeRates, countries: rules };
}

/** The rules in force, from data/destination-rules.json. */
export const DESTINATION_RULES: DestinationRules = load(data);
