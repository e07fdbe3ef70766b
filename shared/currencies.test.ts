import { CURRENCIES, CURRENCY_CODES, convertCents, countriesWithCurrency, currencyCode, currencyOfCountry, decimalAmount, formatMoney, rateText } from "./currencies";

describe("currencies", () => {
  it("rounds half up once at each currency's minor unit", () => {
    // $10.00 at a rate that lands exactly on half a minor unit: up, for every currency.
    for (const code of CURRENCY_CODES) {
      const digits = CURRENCIES[code].minorDigits;
      if (code === "USD") {
        expect(convertCents(1_000, "1", code)).toBe(1_000);
        continue;
      }
      // 1000 cents × rate → minor: rate 1.0005 (two digits) gives 1000.5 cents → 1001; rate 0.15 (no digits) gives 1.5 → 2.
      if (digits === 2) {
        expect(convertCents(1_000, "1.0005", code)).toBe(1_001);
        expect(convertCents(1_000, "1.00049", code)).toBe(1_000);
      } else {
        expect(convertCents(1_000, "0.15", code)).toBe(2);
        expect(convertCents(1_000, "0.149", code)).toBe(1);
      }
    }
  });

  it("keeps JPY and KRW whole and others to the cent", () => {
    expect(convertCents(12_345, "152.38", "JPY")).toBe(18_811); // $123.45 × 152.38 = ¥18,811.311
    expect(convertCents(12_345, "1419.6", "KRW")).toBe(175_250); // ₩175,249.62
    expect(convertCents(12_345, "0.8612", "EUR")).toBe(10_632); // €106.315…
    expect(convertCents(1, "0.8612", "EUR")).toBe(1);
    expect(convertCents(0, "0.8612", "EUR")).toBe(0);
    expect(decimalAmount(18_811, "JPY")).toBe("18811");
    expect(decimalAmount(10_631, "EUR")).toBe("106.31");
    expect(decimalAmount(5, "EUR")).toBe("0.05");
    expect(formatMoney(18_811, "JPY")).toBe("¥18,811");
    expect(formatMoney(10_631, "EUR")).toBe("€106.31");
    expect(formatMoney(10_631, "EUR", "de-DE")).toBe("106,31\u00a0€");
  });

  it("reads codes in either case and refuses others, and rates as positive decimals of up to 10 places", () => {
    expect(currencyCode.parse("eur")).toBe("EUR");
    expect(currencyCode.safeParse("XYZ").success).toBe(false);
    expect(rateText("0.861200")).toBe("0.8612");
    expect(rateText(152.38)).toBe("152.38");
    expect(rateText("0")).toBeNull();
    expect(rateText("-1")).toBeNull();
    expect(rateText("1.12345678901")).toBeNull();
    expect(rateText("abc")).toBeNull();
  });

  it("knows each destination's currency", () => {
    expect(currencyOfCountry("DE")).toBe("EUR");
    expect(currencyOfCountry("jp")).toBe("JPY");
    expect(currencyOfCountry("GB")).toBe("GBP");
    expect(currencyOfCountry("ZZ")).toBe("USD");
    expect(currencyOfCountry(null)).toBe("USD");
    for (const country of countriesWithCurrency()) expect(CURRENCY_CODES).toContain(currencyOfCountry(country));
  });
});
