import { CURRENCIES, CURRENCY_CODES, convertCents, countriesWithCurrency, currencyCode, currencyOfCountry, decimalAmount, formatMoney, rateText, usdCentsOfBound } from "./currencies";

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

  it("turns a price range's bounds in a currency back into US cents that keep every price shown inside it", () => {
    // €10.00 at 0.9: $11.11 is €10.00 (9.999 → 10.00) and $11.10 is €9.99; €50.00 up to $55.56 (€50.004).
    expect(usdCentsOfBound(1_000, "0.9", "EUR", "min")).toBe(1_111);
    expect(usdCentsOfBound(5_000, "0.9", "EUR", "max")).toBe(5_556);
    expect(usdCentsOfBound(0, "0.9", "EUR", "min")).toBe(0);
    expect(usdCentsOfBound(0, "0.9", "EUR", "max")).toBe(0);
    // ¥1,000 at 150: $6.66 is ¥999 and $6.67 ¥1,001 (1,000.5 half up), so no price shows as ¥1,000 itself.
    expect(usdCentsOfBound(1_000, "150", "JPY", "min")).toBe(667);
    expect(usdCentsOfBound(1_000, "150", "JPY", "max")).toBe(666);
    expect(usdCentsOfBound(1_234, "1", "USD", "min")).toBe(1_234);
    expect(() => usdCentsOfBound(-1, "0.9", "EUR", "min")).toThrow(RangeError);
    expect(() => usdCentsOfBound(1.5, "0.9", "EUR", "max")).toThrow(RangeError);
    expect(() => usdCentsOfBound(100, "0", "EUR", "max")).toThrow(RangeError);

    // The inverse of convertCents, for every amount: the minimum is the first cent shown at or above it,
    // the maximum the last shown at or below it.
    const wrong: string[] = [];
    for (const [currency, rate] of [["EUR", "0.8612"], ["GBP", "0.7391234567"], ["JPY", "152.38"], ["KRW", "1419.6"], ["CHF", "1.0005"], ["SEK", "10.95"]] as const) {
      for (let minor = 0; minor <= 3_000; minor += currency === "KRW" ? 37 : 1) {
        const low = usdCentsOfBound(minor, rate, currency, "min");
        const high = usdCentsOfBound(minor, rate, currency, "max");
        const shown = (cents: number) => convertCents(cents, rate, currency);
        if (shown(low) < minor || (low > 0 && shown(low - 1) >= minor)) wrong.push(`min ${minor} ${currency}: ${low}`);
        if (shown(high) > minor || shown(high + 1) <= minor) wrong.push(`max ${minor} ${currency}: ${high}`);
      }
    }
    expect(wrong).toEqual([]);
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
