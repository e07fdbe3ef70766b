import { foldText } from "../../../../shared/text-folding";

/**
 * How a party's name is compared with a name on the screening list (ADR 0016). Both are folded
 * (case, accents, punctuation, scripts: shared/text-folding.ts) into words; legal-form words (Ltd, LLC,
 * GmbH…) and a few filler words are dropped; then the two sets of words are compared whatever their
 * order, each word to its closest counterpart, so a typo or a transliteration's letter still counts.
 */

/** Words that say what kind of company it is, not which: dropped before comparing. */
const LEGAL_FORMS = new Set(
  (
    "ltd limited llc llp lp plc inc incorporated corp corporation co company cos gmbh mbh ag kg ug se sa sas sarl srl spa sl bv nv " +
    "oy oyj ab as asa aps kft zrt sro doo dd pte pty bhd sdn tbk jsc ojsc cjsc pjsc ooo oao zao pao tov fze fzco fzc fzllc est " +
    "group holding holdings"
  ).split(" "),
);
const FILLER = new Set(["the", "and", "of", "for", "de", "la", "el", "al"]);

/** A name's words as compared: folded, without legal forms and filler words, each once. Several readings for Cyrillic. */
export function nameWords(name: string): string[][] {
  return foldText(name).map((reading) => {
    const words = reading.split(" ").filter((w) => w && !FILLER.has(w));
    const kept = words.filter((w) => !LEGAL_FORMS.has(w));
    // A name made only of such words ("Holding Co") keeps them: it has nothing else to be known by.
    return [...new Set(kept.length > 0 ? kept : words)];
  });
}

/** Levenshtein distance, for short words. */
function distance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** Two words below this similarity are different words. */
export const WORD_MATCH = 0.8;

/** How alike two words are, 0 to 1; words of three letters or fewer count only when equal. */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length <= 3 || b.length <= 3) return 0;
  return 1 - distance(a, b) / Math.max(a.length, b.length);
}

/**
 * How alike two names are, 0 to 1, whatever the order of their words: each word of the shorter name
 * counts with its closest word of the longer one (when at least WORD_MATCH alike), and the score is
 * the Dice coefficient of the two sets. A shorter name of two words or more whose every word is in
 * the longer one scores at least 0.9 times their likeness ("Ivan Sidorov" in "Ivan Petrovich Sidorov").
 */
export function nameSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const taken = new Set<number>();
  let total = 0;
  let matched = 0;
  for (const word of short) {
    let best = 0;
    let bestAt = -1;
    long.forEach((other, at) => {
      if (taken.has(at)) return;
      const similarity = wordSimilarity(word, other);
      if (similarity > best) [best, bestAt] = [similarity, at];
    });
    if (best >= WORD_MATCH) {
      taken.add(bestAt);
      total += best;
      matched++;
    }
  }
  const dice = (2 * total) / (a.length + b.length);
  const contained = short.length >= 2 && matched === short.length ? 0.9 * (total / matched) : 0;
  return Math.max(dice, contained);
}

/** A match with the same country at this score or above holds the order. */
export const HOLD_SAME_COUNTRY = 0.85;
/** A match anywhere at this score or above holds the order. */
export const HOLD_ANYWHERE = 0.95;

/** Whether a match holds the order for review. */
export const holds = (score: number, sameCountry: boolean) => score >= HOLD_ANYWHERE || (sameCountry && score >= HOLD_SAME_COUNTRY);

/** The first-pass keys of a name: its words and their first four letters (a typo after them still finds it). */
export function nameKeys(name: string): string[] {
  const keys = new Set<string>();
  for (const words of nameWords(name)) {
    for (const word of words) {
      keys.add(word);
      if (word.length > 4) keys.add(`${word.slice(0, 4)}*`);
    }
  }
  return [...keys];
}
