import { ENGLISH_STOP_WORDS } from "./stop-words";

/** At most this many words of a query are searched for; the rest would only narrow it to nothing. */
export const MAX_WORDS = 12;

/** One word of a search, in the forms the SQL needs. */
export interface SearchWord {
  /** As typed, lower-cased: stemmed by PostgreSQL's English configuration ("pads" → "pad"). */
  text: string;
  /** Letters and digits only: matched against part-number keys and brands, by prefix when 3 or more long. */
  key: string;
}

/**
 * Splits a query into words. Whatever the query holds (quotes, `& | ! ( ) : *`, backslashes, emoji, SQL),
 * each word reaches PostgreSQL only as a bound parameter: `text` through plainto_tsquery, which reads
 * any string as plain words, and `key` as letters and digits only. Words with neither are dropped, and
 * so are English stop words ("with", "for"), which no document holds.
 */
export function searchWords(query: string): SearchWord[] {
  return query
    .normalize("NFKC")
    .toLowerCase()
    .split(/\s+/u)
    .map((text) => ({ text: text.slice(0, 60), key: text.replace(/[^\p{L}\p{N}]+/gu, "").slice(0, 60) }))
    .filter((w) => w.key.length > 0 && !ENGLISH_STOP_WORDS.has(w.key))
    .slice(0, MAX_WORDS);
}

/** The whole query as one part number ("520 VX3" → "520vx3"), when it could be one: letters and digits, with a digit. */
export function wholeQueryKey(words: SearchWord[]): string | null {
  const key = words.map((w) => w.key).join("");
  return key.length >= 3 && key.length <= 60 && /\p{N}/u.test(key) ? key : null;
}

/** Words worth correcting: letters only (part numbers are never "corrected"), 4 letters or more. */
export const isCorrectable = (word: string): boolean => word.length >= 4 && /^\p{L}+$/u.test(word);

/**
 * Edits from one word to the other, where swapping two neighbouring letters counts as one ("brkae" →
 * "brake"): the optimal string alignment distance, a restricted Damerau-Levenshtein.
 */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
