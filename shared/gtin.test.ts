import { gtinCheckDigit, gtinDigits, gtinProblem, isGtin } from "./gtin";
import { partDetailsInput } from "./schemas";

/** GTINs: GS1's check digit on every length, and the part input's rule. */

describe("GTINs", () => {
  it("compute GS1's mod-10 check digit for each length", () => {
    // EAN-13, UPC-A (GTIN-12), EAN-8 and GTIN-14 numbers from GS1's own examples and real packaging.
    expect(gtinCheckDigit("400638133393")).toBe(1);
    expect(gtinCheckDigit("03600029145")).toBe(2);
    expect(gtinCheckDigit("9638507")).toBe(4);
    expect(gtinCheckDigit("1061414100001")).toBe(9);
    expect(["4006381333931", "036000291452", "96385074", "10614141000019"].every(isGtin)).toBe(true);
  });

  it("refuse a wrong check digit, a wrong length and letters, naming the problem", () => {
    expect(gtinProblem("4006381333932")).toBe("GTIN 4006381333932 has a wrong check digit: its last digit would be 1. Check it against the barcode.");
    expect(gtinProblem("40063813339")).toBe("GTIN has 8, 12, 13 or 14 digits; this one has 11.");
    expect(gtinProblem("40063813339X")).toBe("GTIN has digits only (the number under the barcode).");
  });

  it("take a number typed with spaces or dashes, as printed under the barcode", () => {
    expect(gtinDigits("4 006381 33393-1")).toBe("4006381333931");
    expect(isGtin("0 36000 29145 2")).toBe(true);
  });

  it("are stored as digits by the part input, empty for none", () => {
    const base = { name: "Chain", description: "520 chain", picture: "/p.svg", price: 10, minquantity: 1 };
    expect(partDetailsInput.parse({ ...base, gtin: " 4 006381 333931 " }).gtin).toBe("4006381333931");
    expect(partDetailsInput.parse({ ...base, gtin: "" }).gtin).toBeNull();
    const bad = partDetailsInput.safeParse({ ...base, gtin: "4006381333932", leadTimeDays: 0, restockDate: "2026-02-30" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["gtin", "GTIN 4006381333932 has a wrong check digit: its last digit would be 1. Check it against the barcode."],
      ["leadTimeDays", "Lead time is at least 1 business day."],
      ["restockDate", "Restock date is a date, such as 2026-12-18."],
    ]);
  });
});
