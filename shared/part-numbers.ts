/**
 * Manufacturer part numbers are written many ways: "520VX3-120", "520vx3120", "520 VX3 120". Search and
 * the catalogue's key compare them in one form: lower case, without spaces, dashes, dots or slashes.
 * Letters stay, suffixes included: a trailing letter can name a different part.
 */
export function partNumberKey(partNumber: string): string {
  return partNumber.toLowerCase().replace(/[\s\-./\\]+/g, "");
}

/** What a part number may hold: letters, digits, spaces and - . / # + ( ), starting with a letter or digit. */
export const PART_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .\-/#+()]*$/;
