/**
 * Global Trade Item Numbers, the numbers under a barcode: GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13)
 * and GTIN-14. The last digit checks the others (GS1's mod-10: weights 3 and 1 from the right), so a
 * mistyped or misread digit is caught before it reaches a feed.
 */

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** Digits only: a scanner's digits, or a number typed with spaces or dashes ("4 006381 33393 1"). */
export const gtinDigits = (value: string): string => value.replace(/[\s-]/g, "");

/** The check digit GS1 computes for these digits (all but the check digit). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Why this is not a GTIN, in one sentence; undefined when it is one (digits only, see `gtinDigits`). */
export function gtinProblem(digits: string): string | undefined {
  if (!/^\d+$/.test(digits)) return "GTIN has digits only (the number under the barcode).";
  if (!(GTIN_LENGTHS as readonly number[]).includes(digits.length)) return `GTIN has 8, 12, 13 or 14 digits; this one has ${digits.length}.`;
  const expected = gtinCheckDigit(digits.slice(0, -1));
  if (Number(digits.at(-1)) !== expected) return `GTIN ${digits} has a wrong check digit: its last digit would be ${expected}. Check it against the barcode.`;
  return undefined;
}

/**
 * The number as GTIN-14, zeros in front: how GS1 compares GTINs, so that a UPC (036000291452) and the same
 * number written as an EAN-13 (0036000291452) are one product.
 */
export const gtin14 = (digits: string): string => digits.padStart(14, "0");

/** True when this text, as typed or scanned, is a valid GTIN. */
export const isGtin = (value: string): boolean => gtinProblem(gtinDigits(value)) === undefined;
