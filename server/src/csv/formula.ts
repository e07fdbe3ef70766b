/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula. The export
 * writes such cells with a leading apostrophe, as OWASP advises; the import takes it off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unescapeFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
