/**
 * Import duty and tax rules per destination, AS DATA, for the landed-cost estimate (landed-cost.ts).
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

/** Approximate reference rates, local units per 1 USD, as of 2026-11-26 (estimate; not a quote). */
const FX = {
  USD: 1,
  EUR: 0.86,
  GBP: 0.76,
  CAD: 1.39,
  MXN: 18.4,
  BRL: 5.35,
  AUD: 1.53,
  NZD: 1.74,
  JPY: 152,
  KRW: 1420,
  NOK: 10.1,
  CHF: 0.8,
  SEK: 9.45,
  DKK: 6.42,
  PLN: 3.65,
  CZK: 21.0,
  HUF: 335,
  RON: 4.38,
} as const;

const usd = (amount: number): Money => ({ amount, currency: "USD" });
const eur = (amount: number): Money => ({ amount, currency: "EUR" });

// ---- European Union --------------------------------------------------------------------------------------

const EU_SOURCES = [
  // Standard VAT rates of the member states (European Commission).
  "https://taxation-customs.ec.europa.eu/taxation/vat/vat-directive/vat-rates_en",
  // IOSS: VAT collected by the seller at sale for consignments up to EUR 150.
  "https://vat-one-stop-shop.ec.europa.eu/one-stop-shop/import-one-stop-shop-ioss_en",
  // Council press releases, 12 Dec 2025 (agreement) and 11 Feb 2026 ("Council gives final green light to new
  // customs duty rules for small parcels"): EUR 3 per distinct tariff subheading from 1 July 2026.
  "https://www.consilium.europa.eu/en/press/press-releases/",
  // TARIC: 8714 10 90 3.7%, 4011 40 00 4.5%, 8512 20 00 2.7%, 7315 11 2.7%, 8511 10 00 3.2%, 8507 60 2.7%.
  "https://ec.europa.eu/taxation_customs/dds2/taric/taric_consultation.jsp?Lang=en",
] as const;

const EU_DUTY: DutyRates = {
  // Default: the 8714 rate, the most common heading in this shop's catalogue (estimate for unknown headings).
  default: 3.7,
  // 8507: 2.7% is lithium-ion (8507.60); lead-acid (8507.10) is 3.7%.
  byHeading: { "8714": 3.7, "4011": 4.5, "8512": 2.7, "7315": 2.7, "8511": 3.2, "8507": 2.7 },
};

const EU_NOTE =
  "IOSS: up to EUR 150 of goods (intrinsic value, shipping excluded) the shop charges VAT at checkout on goods + " +
  "shipping + duty, plus the interim flat customs duty of EUR 3 per distinct 6-digit tariff subheading (1 Jul 2026 " +
  "to at least 1 Jul 2028). Above EUR 150: duty at the TARIC rate on the CIF value and import VAT on CIF + duty, " +
  "paid on delivery; carriers' clearance fees are not included.";

function eu(name: string, currency: keyof typeof FX, vatRate: number, note?: string): CountryRule {
  return {
    name,
    shopperName: "EU",
    currency,
    exchangeRate: FX[currency],
    taxKind: "vat",
    taxName: "VAT",
    taxShort: "VAT",
    vatRate,
    dutyDeMinimis: null, // the EUR 150 duty relief ended 1 Jul 2026
    taxDeMinimis: null, // VAT from the first cent since 1 Jul 2021
    thresholdIncludesShipping: false,
    sellerCollects: {
      upTo: eur(150),
      basis: "consignment",
      scheme: "IOSS",
      flatDuty: { amount: eur(3), from: "2026-07-01", until: "2028-07-01" },
    },
    shippingInDutyBase: true,
    shippingInTaxBase: true,
    dutyRates: EU_DUTY,
    preference: null,
    sources: EU_SOURCES,
    note: note ? `${note} ${EU_NOTE}` : EU_NOTE,
  };
}

// ---- The rules -------------------------------------------------------------------------------------------

export const DESTINATION_RULES = {
  version: "2026-11-26.1",
  asOf: "2026-11-26",
  exchangeRates: FX,
  countries: {
    US: {
      name: "United States",
      shopperName: "US",
      currency: "USD",
      exchangeRate: FX.USD,
      domestic: true,
      taxKind: "vat",
      taxName: "Sales tax",
      taxShort: "sales tax",
      vatRate: 0,
      dutyDeMinimis: null,
      taxDeMinimis: null,
      thresholdIncludesShipping: false,
      sellerCollects: null,
      shippingInDutyBase: false,
      shippingInTaxBase: false,
      dutyRates: { default: 0, byHeading: {} },
      preference: null,
      sources: ["https://www.census.gov/foreign-trade/regulations/index.html"],
      note:
        "Domestic: no import duty and no import tax. US state and local sales tax is NOT computed here " +
        "(it depends on the shop's nexus in each state and is handled apart from this module).",
    },

    CA: {
      name: "Canada",
      shopperName: "Canada",
      currency: "CAD",
      exchangeRate: FX.CAD,
      taxKind: "gst",
      taxName: "GST",
      taxShort: "GST/HST",
      vatRate: 5,
      regionTaxRates: {
        ON: { name: "Ontario", taxName: "HST", rate: 13 },
        NS: { name: "Nova Scotia", taxName: "HST", rate: 14 },
        NB: { name: "New Brunswick", taxName: "HST", rate: 15 },
        NL: { name: "Newfoundland and Labrador", taxName: "HST", rate: 15 },
        PE: { name: "Prince Edward Island", taxName: "HST", rate: 15 },
      },
      dutyDeMinimis: { amount: 150, currency: "CAD" },
      taxDeMinimis: { amount: 40, currency: "CAD" },
      thresholdIncludesShipping: false,
      sellerCollects: null,
      shippingInDutyBase: false,
      shippingInTaxBase: false,
      dutyRates: {
        // MFN rates: estimate (not confirmed against the CBSA Customs Tariff for each item).
        default: 6,
        byHeading: { "8714": 6, "4011": 7, "8512": 6, "7315": 0, "8511": 6, "8507": 7 },
      },
      preference: { agreement: "CUSMA", origins: ["US", "MX", "CA"] },
      sources: [
        "https://www.cbsa-asfc.gc.ca/publications/cn-ad/cn20-18-eng.html",
        "https://www.cbsa-asfc.gc.ca/services/cusma-aceum/lvs-efv-eng.html",
        "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html",
      ],
      note:
        "Courier shipments from the US (Customs Notice 20-18; judged by the place of direct shipment, not origin): " +
        "up to CAD 40 value for duty no duty or tax; CAD 40.01-150 duty-free, GST/HST due; above CAD 150 duty + " +
        "GST/HST. Value for duty is FOB (international freight excluded); GST/HST on value for duty + duty. " +
        "HST by province (ON 13%, NS 14% since 1 Apr 2025, NB/NL/PE 15%); elsewhere GST 5% only, provincial " +
        "PST/QST not computed. CUSMA-originating goods (US/MX/CA) duty-free. Collected by the carrier on " +
        "delivery, with its brokerage fee (not included). MFN duty rates are an estimate. Postal shipments get " +
        "only CAD 20 (not modelled: the shop ships by courier).",
    },

    MX: {
      name: "Mexico",
      shopperName: "Mexico",
      currency: "MXN",
      exchangeRate: FX.MXN,
      taxKind: "vat",
      taxName: "IVA",
      taxShort: "IVA",
      vatRate: 16,
      dutyDeMinimis: null,
      taxDeMinimis: null,
      thresholdIncludesShipping: false,
      sellerCollects: null,
      shippingInDutyBase: true,
      shippingInTaxBase: true,
      dutyRates: {
        // Only above the courier regime's USD 2,500 (formal entry); MFN rates are an estimate.
        default: 15,
        byHeading: { "8714": 15, "4011": 15, "8512": 15, "7315": 10, "8511": 10, "8507": 15 },
      },
      preference: { agreement: "USMCA", origins: ["US", "CA", "MX"] },
      special: {
        kind: "mx-courier",
        upTo: usd(2500),
        usmcaOrigins: ["US", "CA", "MX"],
        usmcaTiers: [
          { upTo: usd(50), rate: 0 },
          { upTo: usd(117), rate: 17 },
          { upTo: usd(2500), rate: 19 },
        ],
        otherRate: 33.5,
      },
      sources: [
        "https://www.sat.gob.mx/",
        "https://www.dof.gob.mx/",
      ],
      note:
        "Courier simplified regime (RGCE 2025 rule 3.7.35, as amended 28 Jul 2025, in force 15 Aug 2025): one flat " +
        "rate covering duty and IVA on the shipment's value (goods, judged without shipping; the rate is applied to " +
        "goods + shipping, estimate). USMCA-origin goods: nothing up to USD 50 (the courier's processing fee only), " +
        "17% up to USD 117, 19% up to USD 2,500. Any other origin, or unknown origin: 33.5%. Above USD 2,500 a formal " +
        "entry applies: duty by heading (USMCA origin 0) + IVA 16% (MFN rates an estimate; DTA fee not computed). " +
        "Paid to the carrier on delivery (estimate).",
    },

    GB: {
      name: "United Kingdom",
      shopperName: "UK",
      currency: "GBP",
      exchangeRate: FX.GBP,
      taxKind: "vat",
      taxName: "UK VAT",
      taxShort: "VAT",
      vatRate: 20,
      dutyDeMinimis: { amount: 135, currency: "GBP" },
      taxDeMinimis: null,
      thresholdIncludesShipping: false,
      sellerCollects: { upTo: { amount: 135, currency: "GBP" }, basis: "consignment", scheme: "UK VAT at point of sale" },
      shippingInDutyBase: true,
      shippingInTaxBase: true,
      dutyRates: {
        // UK Global Tariff: 8714 10 00 2%, 4011 40 00 4%, others 2% (estimate for 8512/7315/8511/8507).
        default: 2,
        byHeading: { "8714": 2, "4011": 4, "8512": 2, "7315": 2, "8511": 2, "8507": 2 },
      },
      preference: null,
      sources: [
        "https://www.gov.uk/hmrc-internal-manuals/vat-registration-manual/vatreg37210",
        "https://www.gov.uk/guidance/vat-and-overseas-goods-sold-directly-to-customers-in-the-uk",
        "https://www.trade-tariff.service.gov.uk/commodities/8714100000",
      ],
      note:
        "Consignments up to GBP 135 (intrinsic value, shipping excluded): the shop charges UK VAT 20% at checkout on " +
        "goods + shipping; customs duty relief applies. Above GBP 135: duty (UK Global Tariff, CIF value) and import " +
        "VAT on CIF + duty, paid to the carrier on delivery.",
    },

    AT: eu("Austria", "EUR", 20),
    BE: eu("Belgium", "EUR", 21),
    BG: eu("Bulgaria", "EUR", 20, "Bulgaria adopted the euro on 1 Jan 2026."),
    HR: eu("Croatia", "EUR", 25),
    CY: eu("Cyprus", "EUR", 19),
    CZ: eu("Czechia", "CZK", 21),
    DK: eu("Denmark", "DKK", 25),
    EE: eu("Estonia", "EUR", 24, "24% since 1 Jul 2025."),
    FI: eu("Finland", "EUR", 25.5, "25.5% since 1 Sep 2024."),
    FR: eu("France", "EUR", 20, "A national handling fee of about EUR 2 per parcel was reported (not computed; estimate)."),
    DE: eu("Germany", "EUR", 19),
    GR: eu("Greece", "EUR", 24),
    HU: eu("Hungary", "HUF", 27),
    IE: eu("Ireland", "EUR", 23),
    IT: eu("Italy", "EUR", 22, "A national handling fee of about EUR 2 per parcel was reported (not computed; estimate)."),
    LV: eu("Latvia", "EUR", 21),
    LT: eu("Lithuania", "EUR", 21),
    LU: eu("Luxembourg", "EUR", 17),
    MT: eu("Malta", "EUR", 18),
    NL: eu("Netherlands", "EUR", 21),
    PL: eu("Poland", "PLN", 23),
    PT: eu("Portugal", "EUR", 23, "Mainland rate; Madeira and the Azores have lower rates (not modelled)."),
    RO: eu("Romania", "RON", 21, "21% since 1 Aug 2025."),
    SK: eu("Slovakia", "EUR", 23, "23% since 1 Jan 2025."),
    SI: eu("Slovenia", "EUR", 22),
    ES: eu("Spain", "EUR", 21, "Mainland and Balearics; the Canary Islands, Ceuta and Melilla are outside the EU VAT area (not modelled)."),
    SE: eu("Sweden", "SEK", 25),

    NO: {
      name: "Norway",
      shopperName: "Norway",
      currency: "NOK",
      exchangeRate: FX.NOK,
      taxKind: "vat",
      taxName: "Norwegian VAT",
      taxShort: "VAT",
      vatRate: 25,
      dutyDeMinimis: null,
      taxDeMinimis: null, // the NOK 350 relief was abolished on 1 Jan 2024
      thresholdIncludesShipping: false,
      sellerCollects: { upTo: { amount: 3000, currency: "NOK" }, basis: "each-line", scheme: "VOEC" },
      shippingInDutyBase: true,
      shippingInTaxBase: true,
      dutyRates: {
        // Norway levies no customs duty on these industrial goods (estimate: 0% for every heading here).
        default: 0,
        byHeading: { "8714": 0, "4011": 0, "8512": 0, "7315": 0, "8511": 0, "8507": 0 },
      },
      preference: null,
      sources: [
        "https://www.skatteetaten.no/en/business-and-organisation/vat-and-duties/vat/foreign/e-commerce-voec/",
        "https://www.toll.no/en/online-shopping/",
      ],
      note:
        "VOEC: items valued under NOK 3,000 each (shipping excluded) are sold with Norwegian VAT 25% charged at " +
        "checkout on goods + shipping, and enter duty-free. Judged per order line here (a line's total stands for its " +
        "item, which errs towards ordinary clearance); the authority's wording is 'less than NOK 3,000'. When any line " +
        "is above it, the whole order is cleared normally: VAT 25% on CIF + duty, paid on delivery with the carrier's fee.",
    },

    CH: {
      name: "Switzerland",
      shopperName: "Switzerland",
      currency: "CHF",
      exchangeRate: FX.CHF,
      taxKind: "vat",
      taxName: "Swiss VAT",
      taxShort: "VAT",
      vatRate: 8.1,
      dutyDeMinimis: null,
      taxDeMinimis: null,
      thresholdIncludesShipping: true,
      sellerCollects: null,
      shippingInDutyBase: true,
      shippingInTaxBase: true,
      dutyRates: {
        // Industrial tariffs abolished on 1 Jan 2024 (chapters 25-97 except agricultural products).
        default: 0,
        byHeading: { "8714": 0, "4011": 0, "8512": 0, "7315": 0, "8511": 0, "8507": 0 },
      },
      preference: null,
      taxNotCollectedAtOrBelow: { amount: 5, currency: "CHF" },
      sources: [
        "https://www.seco.admin.ch/seco/en/home/Aussenwirtschaftspolitik_Wirtschaftliche_Zusammenarbeit/Wirtschaftsbeziehungen/Industriezoelle.html",
        "https://www.bazg.admin.ch/bazg/en/home/information-individuals/online-shopping--mail-and-courier-consignments/importation-into-switzerland/receipt-of-letters-and-parcels.html",
      ],
      note:
        "No customs duty on industrial goods since 1 Jan 2024. Import VAT 8.1% on goods + all costs to the Swiss " +
        "destination + duties; not levied when the tax is CHF 5 or less (a base of about CHF 62). Paid on delivery, " +
        "with the carrier's clearance fee (not included). Foreign sellers with CHF 100,000+ a year of small " +
        "consignments must register for Swiss VAT (not modelled).",
    },

    AU: {
      name: "Australia",
      shopperName: "Australia",
      currency: "AUD",
      exchangeRate: FX.AUD,
      taxKind: "gst",
      taxName: "GST",
      taxShort: "GST",
      vatRate: 10,
      dutyDeMinimis: { amount: 1000, currency: "AUD" },
      taxDeMinimis: null,
      thresholdIncludesShipping: false,
      sellerCollects: { upTo: { amount: 1000, currency: "AUD" }, basis: "consignment", scheme: "GST on low value imported goods" },
      shippingInDutyBase: false,
      shippingInTaxBase: true,
      dutyRates: {
        // General rate 5% (estimate for each heading); US-origin goods free under AUSFTA.
        default: 5,
        byHeading: { "8714": 5, "4011": 5, "8512": 5, "7315": 5, "8511": 5, "8507": 5 },
      },
      preference: { agreement: "AUSFTA", origins: ["US"] },
      sources: [
        "https://www.ato.gov.au/businesses-and-organisations/international-tax-for-business/gst-on-imported-goods-and-services/gst-on-low-value-imported-goods",
        "https://www.abf.gov.au/importing-exporting-and-manufacturing/importing/how-to-import/cost-of-importing-goods",
      ],
      note:
        "Goods up to AUD 1,000 (customs value, shipping excluded): the shop charges GST 10% at checkout on goods + " +
        "shipping (it must register once its Australian sales reach AUD 75,000 a year; assumed registered); no duty. " +
        "Above AUD 1,000: duty on the FOB customs value (AUSFTA: US origin free) and GST 10% on customs value + duty + " +
        "international freight, paid on delivery (plus the import processing charge, not included).",
    },

    NZ: {
      name: "New Zealand",
      shopperName: "New Zealand",
      currency: "NZD",
      exchangeRate: FX.NZD,
      taxKind: "gst",
      taxName: "GST",
      taxShort: "GST",
      vatRate: 15,
      dutyDeMinimis: { amount: 1000, currency: "NZD" },
      taxDeMinimis: null,
      thresholdIncludesShipping: false,
      sellerCollects: { upTo: { amount: 1000, currency: "NZD" }, basis: "consignment", scheme: "GST on low-value imported goods" },
      shippingInDutyBase: false,
      shippingInTaxBase: true,
      dutyRates: {
        // Tariff rates: estimate (5% assumed; many vehicle parts are free).
        default: 5,
        byHeading: { "8714": 5, "4011": 5, "8512": 5, "7315": 5, "8511": 5, "8507": 5 },
      },
      preference: null,
      sources: [
        "https://www.ird.govt.nz/gst/gst-for-overseas-businesses/gst-on-low-value-imported-goods",
        "https://www.customs.govt.nz/about-us/news/important-notices/new-gst-rules-for-low-value-imported-goods/",
      ],
      note:
        "Consignments up to NZD 1,000 (customs value, transport and insurance excluded): the shop charges GST 15% at " +
        "checkout on goods + shipping (registration needed above NZD 60,000 of NZ sales a year; assumed registered); no " +
        "duty, fees or levy at the border. Above NZD 1,000: duty on the FOB customs value and GST on customs value + duty " +
        "+ freight, paid on delivery, plus the import entry transaction fee and biosecurity levy (not included). Tariff " +
        "rates are an estimate.",
    },

    JP: {
      name: "Japan",
      shopperName: "Japan",
      currency: "JPY",
      exchangeRate: FX.JPY,
      taxKind: "vat",
      taxName: "Consumption tax",
      taxShort: "consumption tax",
      vatRate: 10,
      dutyDeMinimis: { amount: 10000, currency: "JPY" },
      taxDeMinimis: { amount: 10000, currency: "JPY" },
      thresholdIncludesShipping: true,
      sellerCollects: null,
      shippingInDutyBase: true,
      shippingInTaxBase: true,
      dutyRates: {
        // Japan's rates for these motorcycle parts are 0% (estimate for the non-8714 headings).
        default: 0,
        byHeading: { "8714": 0, "4011": 0, "8512": 0, "7315": 0, "8511": 0, "8507": 0 },
      },
      preference: null,
      sources: [
        "https://www.customs.go.jp/english/c-answer_e/imtsukan/1006_e.htm",
        "https://www.customs.go.jp/english/summary/tariff/index.htm",
      ],
      note:
        "Customs FAQ 1006: no duty and no consumption tax when the total customs value (CIF) of the declaration is " +
        "JPY 10,000 or less. Above it: duty (0% for these parts) and consumption tax 10% (7.8% national + 2.2% local) " +
        "on CIF + duty, paid on delivery. The 60% personal-use valuation rule is not applied (the estimate errs high). " +
        "The FY2026 tax reform ends the JPY 10,000 exemption for mail-order goods with point-of-sale collection, " +
        "reported for April 2028: review then.",
    },

    KR: {
      name: "South Korea",
      shopperName: "South Korea",
      currency: "KRW",
      exchangeRate: FX.KRW,
      taxKind: "vat",
      taxName: "VAT",
      taxShort: "VAT",
      vatRate: 10,
      dutyDeMinimis: usd(200),
      taxDeMinimis: usd(200),
      thresholdIncludesShipping: false,
      sellerCollects: null,
      shippingInDutyBase: true,
      shippingInTaxBase: true,
      dutyRates: {
        // Basic rate 8% (estimate for each heading); KORUS: US-origin free.
        default: 8,
        byHeading: { "8714": 8, "4011": 8, "8512": 8, "7315": 8, "8511": 8, "8507": 8 },
      },
      preference: { agreement: "KORUS", origins: ["US"] },
      sources: ["https://www.customs.go.kr/english/main.do"],
      note:
        "List clearance de minimis for personal goods: USD 200 for shipments from the US (KORUS), USD 150 from " +
        "elsewhere; judged on the goods' price (international shipping excluded); above it the whole value is taxed. " +
        "Duty on CIF (KORUS: US origin free) and VAT 10% on CIF + duty, paid on delivery. Duty rates an estimate.",
    },

    BR: {
      name: "Brazil",
      shopperName: "Brazil",
      currency: "BRL",
      exchangeRate: FX.BRL,
      taxKind: "vat",
      taxName: "ICMS",
      taxShort: "ICMS",
      vatRate: 17,
      dutyDeMinimis: null,
      taxDeMinimis: null,
      thresholdIncludesShipping: true,
      sellerCollects: null,
      shippingInDutyBase: true,
      shippingInTaxBase: true,
      dutyRates: { default: 60, byHeading: {} },
      preference: null,
      special: {
        kind: "br-remessa",
        lowUpTo: usd(50),
        lowRate: 20,
        highRate: 60,
        highDeduction: usd(20),
        icmsRate: 17,
      },
      sources: [
        "https://www.gov.br/receitafederal/pt-br/assuntos/aduana-e-comercio-exterior/manuais/remessas-postal-e-expressa",
        "https://www.gov.br/receitafederal/pt-br/assuntos/aduana-e-comercio-exterior/manuais/remessas-postal-e-expressa/remessa-conforme",
      ],
      note:
        "No de minimis since 1 Aug 2024. Remessa Conforme import tax on the customs value (goods + freight): 20% up to " +
        "USD 50; above, 60% less USD 20 (up to USD 3,000). ICMS 17% computed 'por dentro' on customs value + import " +
        "tax: ICMS = base x 0.17 / 0.83 (several states charge 20% since April 2025; estimate). Assumes the shipment " +
        "is declared under Remessa Conforme; the shop does not collect it, so it is paid on delivery (estimate).",
    },
  },
} as const satisfies DestinationRules;
