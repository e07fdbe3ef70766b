import { DESTINATION_RULES as RULES_AS_WRITTEN, type DestinationRules } from "./destination-rules";
import {
  NO_RULE_REASON,
  destinationRule,
  hsHeading,
  hsSubheading,
  landedCost,
  roundHalfUpCents,
  type LandedInput,
  type LandedLine,
} from "./landed-cost";

/**
 * Worked examples of the landed-cost estimate. The duty and tax figures are the real ones of
 * destination-rules.ts; the exchange rates are pinned to round numbers (below) so that the arithmetic in each
 * comment can be followed by hand and the examples do not move when the operations lead refreshes the rates.
 * A change to a duty or tax rate fails its example on purpose: re-work it.
 */
/** The file's rules, seen through their declared type. */
const DESTINATION_RULES: DestinationRules = RULES_AS_WRITTEN;
const RATES = { EUR: 0.8, GBP: 0.8, CAD: 1.25, AUD: 1.5, NZD: 1.6, JPY: 150, KRW: 1400, NOK: 10, CHF: 0.8, MXN: 20, BRL: 5, SEK: 10 };

function pinRates(rates: Record<string, number>): DestinationRules {
  const exchangeRates = { ...DESTINATION_RULES.exchangeRates, ...rates };
  const countries = Object.fromEntries(
    Object.entries(DESTINATION_RULES.countries).map(([code, rule]) => [code, { ...rule, exchangeRate: exchangeRates[rule.currency] }]),
  );
  return { ...DESTINATION_RULES, exchangeRates, countries };
}
const RULES = pinRates(RATES);

const MOTO = "8714.10.0000"; // motorcycle parts
const TYRE = "4011.40.0000";
const line = (hsCode: string | null, originCountry: string | null, valueCents: number): LandedLine => ({ hsCode, originCountry, valueCents });
const quote = (input: LandedInput) => landedCost(input, RULES);
const amounts = (input: LandedInput) => quote(input).charges.map((c) => [c.label, c.amountCents, c.collected]);

describe("US and unknown destinations", () => {
  it("US orders are domestic: no charges, DDP, and a note that sales tax is not computed here", () => {
    const result = quote({ country: "US", region: "CA", lines: [line(MOTO, "US", 50_000)], shippingCents: 1_500 });
    expect(result).toEqual({
      charges: [],
      chargedCents: { duties: 0, taxes: 0 },
      dueOnDeliveryCents: 0,
      incoterm: "DDP",
      reason: "US orders: no import duty or tax.",
      currency: "USD",
      exchangeRate: 1,
      rulesVersion: "2026-11-26.2",
    });
    expect(destinationRule("US")?.note).toMatch(/sales tax is NOT computed/);
  });

  it("a country without a rule has no rule, no charges, DAP and the generic reason", () => {
    expect(destinationRule("AR")).toBeNull();
    expect(destinationRule("toString")).toBeNull();
    const result = quote({ country: "AR", lines: [line(MOTO, "US", 10_000)], shippingCents: 2_000 });
    expect(result.charges).toEqual([]);
    expect(result.incoterm).toBe("DAP");
    expect(result.reason).toBe(NO_RULE_REASON);
    expect(result.reason).toBe("Import duty and taxes, if any, are paid on delivery.");
  });

  it("looks countries up case-insensitively", () => {
    expect(destinationRule("gb")?.name).toBe("United Kingdom");
  });
});

describe("United Kingdom (GBP 0.80 per USD)", () => {
  it("£100 of goods: VAT at checkout on goods + shipping, no duty, DDP", () => {
    // goods $125.00 = £100 <= £135; VAT 20% x ($125.00 + $20.00) = $29.00
    const result = quote({ country: "GB", lines: [line(MOTO, "JP", 12_500)], shippingCents: 2_000 });
    expect(amounts({ country: "GB", lines: [line(MOTO, "JP", 12_500)], shippingCents: 2_000 })).toEqual([["UK VAT 20%", 2_900, "checkout"]]);
    expect(result.chargedCents).toEqual({ duties: 0, taxes: 2_900 });
    expect(result.dueOnDeliveryCents).toBe(0);
    expect(result.incoterm).toBe("DDP");
    expect(result.reason).toBe("UK orders up to £135: VAT is charged at checkout.");
  });

  it("£200 of goods: duty on CIF and import VAT, on delivery, DAP", () => {
    // goods $250.00 = £200 > £135; CIF = $250 + $20 = $270.00
    // duty 2% x $270.00 = $5.40; VAT 20% x ($270.00 + $5.40) = $55.08; due $60.48
    const input = { country: "GB", lines: [line(MOTO, "JP", 25_000)], shippingCents: 2_000 };
    expect(amounts(input)).toEqual([
      ["Import duty 2%", 540, "delivery"],
      ["UK VAT 20%", 5_508, "delivery"],
    ]);
    const result = quote(input);
    expect(result.chargedCents).toEqual({ duties: 0, taxes: 0 });
    expect(result.dueOnDeliveryCents).toBe(6_048);
    expect(result.incoterm).toBe("DAP");
    expect(result.reason).toBe("UK orders above £135: duty and VAT are paid to the carrier on delivery (estimate).");
  });
});

describe("European Union (EUR 0.80 per USD)", () => {
  it("Germany, €100 with two distinct tariff subheadings: €6 flat duty + 19% VAT at checkout (IOSS), half-cent rounded up", () => {
    // goods $75.00 (8714.10) + $50.00 (4011.40) = $125.00 = €100 <= €150
    // flat duty €3 x 2 subheadings = €6 = $7.50
    // VAT 19% x ($125.00 + $25.00 shipping + $7.50 duty) = 19% x $157.50 = $29.925 -> $29.93 (half up)
    const input = { country: "DE", lines: [line(MOTO, "US", 7_500), line(TYRE, "JP", 5_000)], shippingCents: 2_500 };
    expect(amounts(input)).toEqual([
      ["Customs duty €3 x 2 tariff headings", 750, "checkout"],
      ["VAT 19%", 2_993, "checkout"],
    ]);
    const result = quote(input);
    expect(result.chargedCents).toEqual({ duties: 750, taxes: 2_993 });
    expect(result.dueOnDeliveryCents).toBe(0);
    expect(result.incoterm).toBe("DDP");
    expect(result.charges[0].rate).toBe(0);
    expect(result.reason).toBe("EU orders up to €150: VAT and a €3 customs duty per tariff heading are charged at checkout.");
    expect(result.currency).toBe("EUR");
  });

  it("two lines of the same subheading pay the €3 once; an unclassified line counts as its own", () => {
    // €3 x 1 = $3.75; VAT 19% x ($100 + $0 + $3.75) = $19.7125 -> $19.71
    expect(amounts({ country: "DE", lines: [line("8714.10.9000", null, 5_000), line("871410", null, 5_000)], shippingCents: 0 })).toEqual([
      ["Customs duty €3 x 1 tariff heading", 375, "checkout"],
      ["VAT 19%", 1_971, "checkout"],
    ]);
    // 8714.10 + unclassified: €6 = $7.50; VAT 19% x ($100 + $7.50) = $20.425 -> $20.43
    expect(amounts({ country: "DE", lines: [line(MOTO, null, 5_000), line(null, null, 5_000)], shippingCents: 0 })).toEqual([
      ["Customs duty €3 x 2 tariff headings", 750, "checkout"],
      ["VAT 19%", 2_043, "checkout"],
    ]);
  });

  it("Germany, €300: 3.7% duty on CIF and import VAT on delivery", () => {
    // goods $375.00 = €300 > €150; CIF = $375 + $25 = $400.00
    // duty 3.7% x $400.00 = $14.80; VAT 19% x $414.80 = $78.812 -> $78.81; due $93.61
    const input = { country: "DE", lines: [line(MOTO, "JP", 37_500)], shippingCents: 2_500 };
    expect(amounts(input)).toEqual([
      ["Import duty 3.7%", 1_480, "delivery"],
      ["VAT 19%", 7_881, "delivery"],
    ]);
    const result = quote(input);
    expect(result.dueOnDeliveryCents).toBe(9_361);
    expect(result.incoterm).toBe("DAP");
    expect(result.reason).toBe("EU orders above €150: duty and VAT are paid to the carrier on delivery (estimate).");
  });

  it("allocates shipping over lines by value for the duty base (CIF), one duty charge per rate", () => {
    // goods $150 (8714, 3.7%) + $50 (4011, 4.5%) = $200 = €160 > €150; shipping $40 split 3:1 = $30 / $10
    // duty 3.7% x $180 = $6.66; 4.5% x $60 = $2.70; VAT 19% x ($200 + $40 + $9.36) = $47.3784 -> $47.38
    expect(amounts({ country: "DE", lines: [line(MOTO, "JP", 15_000), line(TYRE, "JP", 5_000)], shippingCents: 4_000 })).toEqual([
      ["Import duty 4.5%", 270, "delivery"],
      ["Import duty 3.7%", 666, "delivery"],
      ["VAT 19%", 4_738, "delivery"],
    ]);
  });

  it("says which lines each charge is on: a duty those at its rate, a tax every line", () => {
    const input = { country: "DE", lines: [line(TYRE, "JP", 5_000), line(MOTO, "JP", 15_000), line(TYRE, "JP", 5_000)], shippingCents: 4_000 };
    expect(quote(input).charges.map((c) => [c.label, c.lines])).toEqual([
      ["Import duty 4.5%", [0, 2]],
      ["Import duty 3.7%", [1]],
      ["VAT 19%", [0, 1, 2]],
    ]);
  });

  it("US origin gets no EU preference (no FTA); an unknown heading uses the default rate", () => {
    // goods $250 = €200; duty default 3.7% x ($250 + $0) = $9.25; VAT 19% x $259.25 = $49.2575 -> $49.26
    expect(amounts({ country: "DE", lines: [line(null, "US", 25_000)], shippingCents: 0 })).toEqual([
      ["Import duty 3.7%", 925, "delivery"],
      ["VAT 19%", 4_926, "delivery"],
    ]);
  });

  it("each member state charges its own VAT rate at checkout", () => {
    // $100 of goods (€80), no shipping: €3 duty = $3.75; VAT = rate x $103.75
    const cases: [string, number, number][] = [
      ["FI", 25.5, 2_646], // 25.5% x $103.75 = $26.45625 -> $26.46
      ["EE", 24, 2_490], // 24% x $103.75 = $24.90
      ["SK", 23, 2_386], // 23% x $103.75 = $23.8625 -> $23.86
      ["RO", 21, 2_179], // 21% x $103.75 = $21.7875 -> $21.79
      ["HU", 27, 2_801], // 27% x $103.75 = $28.0125 -> $28.01
      ["LU", 17, 1_764], // 17% x $103.75 = $17.6375 -> $17.64
    ];
    for (const [country, rate, cents] of cases) {
      const result = quote({ country, lines: [line(MOTO, "US", 10_000)], shippingCents: 0 });
      expect(result.charges[1]).toEqual({ kind: "vat", label: `VAT ${rate}%`, amountCents: cents, rate, collected: "checkout", lines: [0] });
    }
  });

  it("a non-euro member state judges €150 through the euro's rate: Sweden (SEK 10 per USD)", () => {
    // $180 = SEK 1,800; €150 = $187.50 = SEK 1,875 -> IOSS. €3 = $3.75; VAT 25% x $183.75 = $45.9375 -> $45.94
    expect(amounts({ country: "SE", lines: [line(MOTO, null, 18_000)], shippingCents: 0 })).toEqual([
      ["Customs duty €3 x 1 tariff heading", 375, "checkout"],
      ["VAT 25%", 4_594, "checkout"],
    ]);
    // $190 = SEK 1,900 > SEK 1,875 -> ordinary import on delivery
    expect(quote({ country: "SE", lines: [line(MOTO, null, 19_000)], shippingCents: 0 }).incoterm).toBe("DAP");
  });
});

describe("Canada (CAD 1.25 per USD), courier from the US", () => {
  it("Ontario under CA$40: no duty or tax", () => {
    // goods $30.00 = CA$37.50 <= CA$40
    const result = quote({ country: "CA", region: "ON", lines: [line(MOTO, "CN", 3_000)], shippingCents: 1_500 });
    expect(result.charges).toEqual([]);
    expect(result.incoterm).toBe("DDP");
    expect(result.reason).toBe("Canada: no import duty or tax on orders up to CA$40.");
  });

  it("Ontario CA$100: duty-free, HST 13% on the value for duty (FOB) on delivery", () => {
    // goods $80.00 = CA$100: over CA$40, within CA$150; HST 13% x $80.00 = $10.40 (shipping not in the base)
    const input = { country: "CA", region: "ON", lines: [line(MOTO, "CN", 8_000)], shippingCents: 2_500 };
    expect(amounts(input)).toEqual([["HST 13%", 1_040, "delivery"]]);
    const result = quote(input);
    expect(result.charges[0].kind).toBe("gst");
    expect(result.reason).toBe("Canada: GST/HST above CA$40 is paid to the carrier on delivery (estimate).");
  });

  it("Ontario CA$300, non-US origin: duty and HST", () => {
    // goods $240.00 = CA$300 > CA$150; duty 6% x $240.00 = $14.40 (FOB)
    // HST 13% x ($240.00 + $14.40) = $33.072 -> $33.07; due $47.47
    const input = { country: "CA", region: "ON", lines: [line(MOTO, "JP", 24_000)], shippingCents: 2_500 };
    expect(amounts(input)).toEqual([
      ["Import duty 6%", 1_440, "delivery"],
      ["HST 13%", 3_307, "delivery"],
    ]);
    const result = quote(input);
    expect(result.dueOnDeliveryCents).toBe(4_747);
    expect(result.reason).toBe("Canada: duty and GST/HST above CA$40 are paid to the carrier on delivery (estimate).");
  });

  it("Ontario CA$300, US origin: CUSMA, no duty", () => {
    // HST 13% x $240.00 = $31.20
    expect(amounts({ country: "CA", region: "ON", lines: [line(MOTO, "US", 24_000)], shippingCents: 2_500 })).toEqual([
      ["HST 13%", 3_120, "delivery"],
    ]);
    // Mexican origin is CUSMA too; a line of unknown origin gets no preference
    expect(amounts({ country: "CA", region: "ON", lines: [line(MOTO, "mx", 12_000), line(MOTO, null, 12_000)], shippingCents: 0 })).toEqual([
      ["Import duty 6%", 720, "delivery"], // 6% x $120.00
      ["HST 13%", 3_214, "delivery"], // 13% x ($240.00 + $7.20) = $32.136 -> $32.14
    ]);
  });

  it("the tax follows the province, by code or by name; GST 5% elsewhere", () => {
    const goods = [line(MOTO, "US", 24_000)];
    expect(amounts({ country: "CA", region: "Ontario", lines: goods, shippingCents: 0 })).toEqual([["HST 13%", 3_120, "delivery"]]);
    expect(amounts({ country: "CA", region: "CA-NS", lines: goods, shippingCents: 0 })).toEqual([["HST 14%", 3_360, "delivery"]]);
    expect(amounts({ country: "CA", region: "nb", lines: goods, shippingCents: 0 })).toEqual([["HST 15%", 3_600, "delivery"]]);
    expect(amounts({ country: "CA", region: "AB", lines: goods, shippingCents: 0 })).toEqual([["GST 5%", 1_200, "delivery"]]);
    expect(amounts({ country: "CA", region: "Québec", lines: goods, shippingCents: 0 })).toEqual([["GST 5%", 1_200, "delivery"]]);
    expect(amounts({ country: "CA", region: null, lines: goods, shippingCents: 0 })).toEqual([["GST 5%", 1_200, "delivery"]]);
  });
});

describe("shipping in the duty base: the same $1,000 of goods and $50 shipping, CIF versus FOB", () => {
  const goods = [line(MOTO, "JP", 100_000)];
  it("Germany (CIF): duty 3.7% x $1,050 = $38.85; VAT 19% x $1,088.85 = $206.8815 -> $206.88", () => {
    expect(amounts({ country: "DE", lines: goods, shippingCents: 5_000 })).toEqual([
      ["Import duty 3.7%", 3_885, "delivery"],
      ["VAT 19%", 20_688, "delivery"],
    ]);
  });
  it("UK (CIF): duty 2% x $1,050 = $21.00; VAT 20% x $1,071.00 = $214.20", () => {
    expect(amounts({ country: "GB", lines: goods, shippingCents: 5_000 })).toEqual([
      ["Import duty 2%", 2_100, "delivery"],
      ["UK VAT 20%", 21_420, "delivery"],
    ]);
  });
  it("Canada, Ontario (FOB, shipping out of both bases): duty 6% x $1,000 = $60.00; HST 13% x $1,060 = $137.80", () => {
    expect(amounts({ country: "CA", region: "ON", lines: goods, shippingCents: 5_000 })).toEqual([
      ["Import duty 6%", 6_000, "delivery"],
      ["HST 13%", 13_780, "delivery"],
    ]);
  });
  it("Australia (FOB duty, freight in the GST base): duty 5% x $1,000 = $50.00; GST 10% x ($1,000 + $50 + $50) = $110.00", () => {
    // $1,000 = A$1,500 > A$1,000
    expect(amounts({ country: "AU", lines: goods, shippingCents: 5_000 })).toEqual([
      ["Import duty 5%", 5_000, "delivery"],
      ["GST 10%", 11_000, "delivery"],
    ]);
  });
});

describe("Australia (AUD 1.50 per USD)", () => {
  it("up to A$1,000: GST 10% at checkout on goods + shipping, no duty", () => {
    // $600 = A$900; GST 10% x ($600 + $30) = $63.00
    const result = quote({ country: "AU", lines: [line(MOTO, "JP", 60_000)], shippingCents: 3_000 });
    expect(result.charges).toEqual([{ kind: "gst", label: "GST 10%", amountCents: 6_300, rate: 10, collected: "checkout", lines: [0] }]);
    expect(result.incoterm).toBe("DDP");
    expect(result.reason).toBe("Australia orders up to A$1,000: GST is charged at checkout.");
  });
  it("above A$1,000, US origin: AUSFTA, no duty; GST 10% x $1,050 = $105.00", () => {
    expect(amounts({ country: "AU", lines: [line(MOTO, "US", 100_000)], shippingCents: 5_000 })).toEqual([["GST 10%", 10_500, "delivery"]]);
  });
});

describe("New Zealand (NZD 1.60 per USD)", () => {
  it("up to NZ$1,000: GST 15% at checkout", () => {
    // $500 = NZ$800; GST 15% x ($500 + $40) = $81.00
    expect(amounts({ country: "NZ", lines: [line(MOTO, "JP", 50_000)], shippingCents: 4_000 })).toEqual([["GST 15%", 8_100, "checkout"]]);
  });
  it("above NZ$1,000: duty on FOB, GST with freight, on delivery", () => {
    // $1,000 = NZ$1,600; duty 5% x $1,000 = $50; GST 15% x ($1,000 + $50 + $50) = $165.00
    expect(amounts({ country: "NZ", lines: [line(MOTO, "JP", 100_000)], shippingCents: 5_000 })).toEqual([
      ["Import duty 5%", 5_000, "delivery"],
      ["GST 15%", 16_500, "delivery"],
    ]);
  });
});

describe("Mexico (courier flat rates, judged in USD on the goods)", () => {
  it("up to US$50 of USMCA-origin goods: nothing", () => {
    const result = quote({ country: "MX", lines: [line(MOTO, "US", 4_000)], shippingCents: 1_000 });
    expect(result.charges).toEqual([]);
    expect(result.incoterm).toBe("DDP");
    expect(result.reason).toBe("Mexico: no duty or tax on courier orders up to US$50 of USMCA-origin goods.");
  });
  it("US$100, US origin: 17% flat on goods + shipping", () => {
    // 17% x ($100 + $10) = $18.70
    const result = quote({ country: "MX", lines: [line(MOTO, "US", 10_000)], shippingCents: 1_000 });
    expect(result.charges).toEqual([
      { kind: "duty", label: "Import duty and IVA (courier flat rate 17%)", amountCents: 1_870, rate: 17, collected: "delivery", lines: [0] },
    ]);
    expect(result.reason).toBe("Mexico: the courier flat rate (duty and IVA) is paid to the carrier on delivery (estimate).");
  });
  it("US$200, US origin: 19%; non-FTA origin: 33.5%; unknown origin: 33.5%", () => {
    // 19% x ($200 + $10) = $39.90
    expect(amounts({ country: "MX", lines: [line(MOTO, "US", 20_000)], shippingCents: 1_000 })).toEqual([
      ["Import duty and IVA (courier flat rate 19%)", 3_990, "delivery"],
    ]);
    // 33.5% x $210 = $70.35
    expect(amounts({ country: "MX", lines: [line(MOTO, "CN", 20_000)], shippingCents: 1_000 })).toEqual([
      ["Import duty and IVA (courier flat rate 33.5%)", 7_035, "delivery"],
    ]);
    // even under US$50: 33.5% x ($40 + $10) = $16.75
    expect(amounts({ country: "MX", lines: [line(MOTO, null, 4_000)], shippingCents: 1_000 })).toEqual([
      ["Import duty and IVA (courier flat rate 33.5%)", 1_675, "delivery"],
    ]);
  });
  it("mixed origins: each line at its own rate, shipping shared by value", () => {
    // $150 US + $50 CN = $200 (19% tier); shipping $10 -> $7.50 / $2.50
    // 33.5% x $52.50 = $17.5875 -> $17.59; 19% x $157.50 = $29.925 -> $29.93
    expect(amounts({ country: "MX", lines: [line(MOTO, "US", 15_000), line(MOTO, "CN", 5_000)], shippingCents: 1_000 })).toEqual([
      ["Import duty and IVA (courier flat rate 33.5%)", 1_759, "delivery"],
      ["Import duty and IVA (courier flat rate 19%)", 2_993, "delivery"],
    ]);
  });
  it("above US$2,500: the ordinary rules, with the USMCA preference", () => {
    // non-FTA: duty 15% x ($3,000 + $50) = $457.50; IVA 16% x $3,507.50 = $561.20
    expect(amounts({ country: "MX", lines: [line(MOTO, "DE", 300_000)], shippingCents: 5_000 })).toEqual([
      ["Import duty 15%", 45_750, "delivery"],
      ["IVA 16%", 56_120, "delivery"],
    ]);
    // US origin: no duty; IVA 16% x $3,050 = $488.00
    const result = quote({ country: "MX", lines: [line(MOTO, "US", 300_000)], shippingCents: 5_000 });
    expect(result.charges.map((c) => [c.label, c.amountCents])).toEqual([["IVA 16%", 48_800]]);
    expect(result.reason).toBe("Mexico orders above US$2,500: IVA is paid on delivery (estimate).");
  });
});

describe("Brazil (Remessa Conforme, ICMS por dentro)", () => {
  it("up to US$50 (goods + freight): 20% import tax, then ICMS 17%", () => {
    // customs value $40 + $5 = $45.00; import tax 20% = $9.00
    // ICMS = ($45.00 + $9.00) x 0.17 / 0.83 = $11.0602... -> $11.06
    const result = quote({ country: "BR", lines: [line(MOTO, "US", 4_000)], shippingCents: 500 });
    expect(result.charges).toEqual([
      { kind: "duty", label: "Import tax (Remessa Conforme 20%)", amountCents: 900, rate: 20, collected: "delivery", lines: [0] },
      { kind: "vat", label: "ICMS 17%", amountCents: 1_106, rate: 17, collected: "delivery", lines: [0] },
    ]);
    expect(result.dueOnDeliveryCents).toBe(2_006);
    expect(result.reason).toBe("Brazil: import tax and ICMS are paid on delivery (estimate).");
  });
  it("above US$50: 60% less US$20, then ICMS", () => {
    // customs value $100 + $20 = $120.00; import tax 60% x $120 - $20 = $52.00
    // ICMS = ($120.00 + $52.00) x 0.17 / 0.83 = $35.2289... -> $35.23
    expect(amounts({ country: "BR", lines: [line(MOTO, "US", 10_000)], shippingCents: 2_000 })).toEqual([
      ["Import tax (Remessa Conforme 60%)", 5_200, "delivery"],
      ["ICMS 17%", 3_523, "delivery"],
    ]);
  });
});

describe("Switzerland (CHF 0.80 per USD): VAT not collected at CHF 5 or less", () => {
  it("VAT of CHF 4.54: not collected", () => {
    // VAT 8.1% x ($60 + $10) = $5.67 = CHF 4.536 <= CHF 5
    const result = quote({ country: "CH", lines: [line(MOTO, "US", 6_000)], shippingCents: 1_000 });
    expect(result.charges).toEqual([]);
    expect(result.incoterm).toBe("DDP");
    expect(result.reason).toBe("Switzerland: no import VAT is collected when it comes to CHF 5 or less.");
  });
  it("VAT of CHF 7.13: collected on delivery, no duty (industrial tariffs abolished)", () => {
    // VAT 8.1% x ($100 + $10) = $8.91 = CHF 7.128 > CHF 5
    expect(amounts({ country: "CH", lines: [line(MOTO, "JP", 10_000)], shippingCents: 1_000 })).toEqual([["Swiss VAT 8.1%", 891, "delivery"]]);
  });
});

describe("Japan (JPY 150 per USD): exempt at a customs value (CIF) of JPY 10,000 or less", () => {
  it("¥9,900 with shipping: nothing", () => {
    // ($60 + $6) x 150 = ¥9,900
    const result = quote({ country: "JP", lines: [line(MOTO, "US", 6_000)], shippingCents: 600 });
    expect(result.charges).toEqual([]);
    expect(result.reason).toBe("Japan: no import duty or tax on orders up to ¥10,000.");
  });
  it("¥10,500 with shipping: consumption tax 10% on CIF, duty 0%", () => {
    // ($60 + $10) x 150 = ¥10,500 > ¥10,000; tax 10% x $70.00 = $7.00
    const result = quote({ country: "JP", lines: [line(MOTO, "US", 6_000)], shippingCents: 1_000 });
    expect(result.charges).toEqual([{ kind: "vat", label: "Consumption tax 10%", amountCents: 700, rate: 10, collected: "delivery", lines: [0] }]);
    expect(result.reason).toBe("Japan: consumption tax above ¥10,000 is paid to the carrier on delivery (estimate).");
  });
});

describe("South Korea (KRW 1,400 per USD): US$200 de minimis for US shipments", () => {
  it("US$190 of goods (shipping excluded from the test): nothing", () => {
    expect(quote({ country: "KR", lines: [line(MOTO, "CN", 19_000)], shippingCents: 3_000 }).charges).toEqual([]);
  });
  it("US$250, non-US origin: 8% duty on CIF + VAT 10%", () => {
    // CIF $250 + $30 = $280; duty 8% = $22.40; VAT 10% x $302.40 = $30.24
    expect(amounts({ country: "KR", lines: [line(MOTO, "CN", 25_000)], shippingCents: 3_000 })).toEqual([
      ["Import duty 8%", 2_240, "delivery"],
      ["VAT 10%", 3_024, "delivery"],
    ]);
  });
  it("US$250, US origin: KORUS, VAT only (10% x $280 = $28.00)", () => {
    expect(amounts({ country: "KR", lines: [line(MOTO, "US", 25_000)], shippingCents: 3_000 })).toEqual([["VAT 10%", 2_800, "delivery"]]);
  });
});

describe("Norway (NOK 10 per USD): VOEC", () => {
  it("every item under NOK 3,000: VAT 25% at checkout on goods + shipping, duty-free", () => {
    // NOK 2,000 + NOK 2,500 lines; VAT 25% x ($200 + $250 + $30) = $120.00
    const result = quote({ country: "NO", lines: [line(MOTO, "US", 20_000), line(TYRE, "JP", 25_000)], shippingCents: 3_000 });
    expect(result.charges).toEqual([{ kind: "vat", label: "Norwegian VAT 25%", amountCents: 12_000, rate: 25, collected: "checkout", lines: [0, 1] }]);
    expect(result.incoterm).toBe("DDP");
    expect(result.reason).toBe("Norway orders with no item over NOK 3,000: VAT is charged at checkout.");
  });
  it("an item over NOK 3,000: ordinary clearance, VAT 25% x ($350 + $30) = $95.00 on delivery", () => {
    const result = quote({ country: "NO", lines: [line(MOTO, "US", 35_000)], shippingCents: 3_000 });
    expect(result.charges).toEqual([{ kind: "vat", label: "Norwegian VAT 25%", amountCents: 9_500, rate: 25, collected: "delivery", lines: [0] }]);
    expect(result.reason).toBe("Norway orders with an item over NOK 3,000: VAT is paid to the carrier on delivery (estimate).");
  });
});

describe("rounding and helpers", () => {
  it("rounds each charge once, half up, after removing float noise", () => {
    expect(roundHalfUpCents(2_992.5)).toBe(2_993);
    expect(roundHalfUpCents(2_992.4999999999995)).toBe(2_993);
    expect(roundHalfUpCents(2_992.49)).toBe(2_992);
    expect(roundHalfUpCents(0.1 * 3 * 10)).toBe(3);
  });

  it("a half cent is rounded up (Australia, GST at checkout)", () => {
    // GST 10% x ($120.00 + $3.45) = $12.345 -> $12.35 (half up, not to even)
    expect(amounts({ country: "AU", lines: [line(MOTO, null, 12_000)], shippingCents: 345 })).toEqual([["GST 10%", 1_235, "checkout"]]);
    // Norway: VAT 25% x ($40.00 + $9.98) = $12.495 -> $12.50
    expect(amounts({ country: "NO", lines: [line(MOTO, null, 4_000)], shippingCents: 998 })).toEqual([["Norwegian VAT 25%", 1_250, "checkout"]]);
  });

  it("the HS heading is the first four digits; the subheading the first six", () => {
    expect(hsHeading("8714.10.0000")).toBe("8714");
    expect(hsHeading("8714")).toBe("8714");
    expect(hsHeading("87")).toBeNull();
    expect(hsHeading(null)).toBeNull();
    expect(hsSubheading("8714.10")).toBe("871410");
    expect(hsSubheading("8714")).toBeNull();
  });

  it("rejects negative or non-finite amounts", () => {
    expect(() => quote({ country: "GB", lines: [line(MOTO, null, -1)], shippingCents: 0 })).toThrow(RangeError);
    expect(() => quote({ country: "GB", lines: [], shippingCents: Number.NaN })).toThrow(RangeError);
  });

  it("an empty order has no charges", () => {
    const result = quote({ country: "DE", lines: [], shippingCents: 1_000 });
    expect(result.charges).toEqual([]);
    expect(result.reason).toBe("EU: no import duty or tax is due on this order.");
  });

  it("uses the file's own rules and rates by default", () => {
    // VAT does not depend on the rate here: 20% x ($50 + $10) = $12.00
    const result = landedCost({ country: "GB", lines: [line(MOTO, "US", 5_000)], shippingCents: 1_000 });
    expect(result.charges).toEqual([{ kind: "vat", label: "UK VAT 20%", amountCents: 1_200, rate: 20, collected: "checkout", lines: [0] }]);
    expect(result.currency).toBe("GBP");
    expect(result.exchangeRate).toBe(DESTINATION_RULES.exchangeRates.GBP);
    expect(result.rulesVersion).toBe(DESTINATION_RULES.version);
  });
});

describe("the rules data", () => {
  const EU_VAT: Record<string, number> = {
    AT: 20, BE: 21, BG: 20, HR: 25, CY: 19, CZ: 21, DK: 25, EE: 24, FI: 25.5, FR: 20, DE: 19, GR: 24, HU: 27, IE: 23,
    IT: 22, LV: 21, LT: 21, LU: 17, MT: 18, NL: 21, PL: 23, PT: 23, RO: 21, SK: 23, SI: 22, ES: 21, SE: 25,
  };
  const OTHERS = ["US", "CA", "MX", "GB", "NO", "CH", "AU", "NZ", "JP", "KR", "BR"];
  const countries = Object.entries(DESTINATION_RULES.countries);

  it("is versioned and dated", () => {
    expect(DESTINATION_RULES.asOf).toBe("2026-11-26");
    expect(DESTINATION_RULES.version).toMatch(/^2026-11-26\.\d+$/);
  });

  it("covers exactly the shop's destinations: the 27 EU states and the others", () => {
    expect(Object.keys(EU_VAT)).toHaveLength(27);
    expect(Object.keys(DESTINATION_RULES.countries).sort()).toEqual([...Object.keys(EU_VAT), ...OTHERS].sort());
  });

  it("gives every EU member state its own standard VAT rate, IOSS up to €150 and the €3 flat duty", () => {
    for (const [code, rate] of Object.entries(EU_VAT)) {
      const rule = destinationRule(code);
      expect([code, rule?.vatRate]).toEqual([code, rate]);
      expect(rule?.sellerCollects?.upTo).toEqual({ amount: 150, currency: "EUR" });
      expect(rule?.sellerCollects?.flatDuty?.amount).toEqual({ amount: 3, currency: "EUR" });
      expect(rule?.dutyRates.byHeading["8714"]).toBe(3.7);
    }
  });

  it.each(countries)("%s has a currency, a positive rate from the table, https sources and a sane VAT rate", (code, rule) => {
    expect(rule.currency).toMatch(/^[A-Z]{3}$/);
    expect(rule.exchangeRate).toBeGreaterThan(0);
    expect(rule.exchangeRate).toBe(DESTINATION_RULES.exchangeRates[rule.currency]);
    expect(rule.sources.length).toBeGreaterThan(0);
    for (const source of rule.sources) expect(new URL(source).protocol).toBe("https:");
    expect(rule.vatRate).toBeGreaterThanOrEqual(0);
    expect(rule.vatRate).toBeLessThanOrEqual(30);
    for (const money of [rule.dutyDeMinimis, rule.taxDeMinimis, rule.sellerCollects?.upTo, rule.taxNotCollectedAtOrBelow]) {
      if (money) expect(Object.keys(DESTINATION_RULES.exchangeRates)).toContain(money.currency);
    }
    if (!rule.domestic && !rule.special) {
      for (const heading of ["8714", "4011", "8512", "7315", "8511", "8507"]) expect(typeof rule.dutyRates.byHeading[heading]).toBe("number");
    }
    expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("records the key figures the brief names", () => {
    const rule = (code: string) => destinationRule(code)!;
    expect(rule("GB").sellerCollects?.upTo).toEqual({ amount: 135, currency: "GBP" });
    expect(rule("AU").sellerCollects?.upTo).toEqual({ amount: 1000, currency: "AUD" });
    expect(rule("NO").sellerCollects?.upTo).toEqual({ amount: 3000, currency: "NOK" });
    expect(rule("NZ").sellerCollects?.upTo).toEqual({ amount: 1000, currency: "NZD" });
    expect([rule("CA").dutyDeMinimis, rule("CA").taxDeMinimis]).toEqual([{ amount: 150, currency: "CAD" }, { amount: 40, currency: "CAD" }]);
    expect(rule("JP").taxDeMinimis).toEqual({ amount: 10000, currency: "JPY" });
    expect(rule("KR").dutyDeMinimis).toEqual({ amount: 200, currency: "USD" });
    expect([rule("CH").vatRate, rule("CH").taxNotCollectedAtOrBelow]).toEqual([8.1, { amount: 5, currency: "CHF" }]);
    expect(rule("CA").preference?.agreement).toBe("CUSMA");
    expect(rule("MX").preference?.agreement).toBe("USMCA");
    expect(rule("AU").preference?.agreement).toBe("AUSFTA");
    expect(rule("KR").preference?.agreement).toBe("KORUS");
  });
});
