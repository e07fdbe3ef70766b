import { thousands, usd } from "./copy";

const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

describe("usd", () => {
  it("writes an amount as Intl's en-US dollars do, rounding included", () => {
    const amounts = [0, -0, 0.004, 0.005, -0.005, 1, 1.005, 2.675, 1.115, 10.5, 50.49, 999.995, 1_000, 1_234.56, -1_234.56, 999_999.99, 1_000_000, 12_345_678.9];
    // And 2,000 more, the same every run: dollars and cents, and amounts with more decimals (a tax's share).
    let seed = 23;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 1_000; i++) amounts.push(Math.round(next() * 10_000_000) / 100, (next() - 0.5) * 100_000);
    for (const amount of amounts) expect([amount, usd(amount)]).toEqual([amount, intl.format(amount)]);
  });

  it("leaves what is not a finite number to Intl", () => {
    for (const amount of [NaN, Infinity, -Infinity]) expect(usd(amount)).toBe(intl.format(amount));
  });
});

describe("thousands", () => {
  it("writes a whole number as toLocaleString does", () => {
    for (const n of [0, 7, 999, 1_000, 12_345, -12_345, 100_000, 1_234_567, Number.MAX_SAFE_INTEGER, 1.5, 1_234.5678, NaN]) {
      expect([n, thousands(n)]).toEqual([n, n.toLocaleString("en-US")]);
    }
  });
});
