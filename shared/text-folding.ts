/**
 * Text as a rule compares it, whatever the writer's script, spelling or invisible characters: used where a
 * name must be recognised however it is written (the embargoed regions' places, the screening list's
 * parties). ADR 0016 says why each step is there.
 *
 * `foldText` gives the text's Latin readings, each lower-case, without accents, punctuation or invisible
 * characters, as words separated by one space. Cyrillic is read three ways (Ukrainian and Russian
 * romanisation, and Cyrillic letters taken for the Latin ones they look like), so that "Донецьк",
 * "Донецк" and "Сrimea" written with a Cyrillic С are all recognised.
 */

/** Format characters (zero-width space and joiners, soft hyphen, direction marks, BOM) and controls. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;
const MARKS = /\p{M}/gu;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/** Ukrainian romanisation (the 2010 national system, initial-letter forms used everywhere). */
const UKRAINIAN: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "h", ґ: "g", д: "d", е: "e", є: "ie", ж: "zh", з: "z", и: "y", і: "i", ї: "i", й: "i",
  к: "k", л: "l", м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch",
  ш: "sh", щ: "shch", ь: "", ю: "iu", я: "ia", ъ: "", ы: "y", э: "e", ё: "e",
};

/** Russian romanisation (BGN/PCGN). */
const RUSSIAN: Record<string, string> = {
  ...UKRAINIAN,
  г: "g", е: "e", и: "i", й: "y", х: "kh", ю: "yu", я: "ya", ы: "y", э: "e", ё: "e", і: "i", ї: "yi", є: "ye",
};

/** Cyrillic letters that look like Latin ones: a word mixing scripts is read as the Latin it imitates. */
const LOOKALIKES: Record<string, string> = {
  а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x", і: "i",
  ї: "i", ј: "j", ѕ: "s", ԁ: "d", ԛ: "q", ԝ: "w", һ: "h", ɡ: "g",
};

/** Latin letters that NFKD does not take apart. */
const LATIN_SPECIALS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", þ: "th", ı: "i", ŋ: "n" };

const mapLetters = (text: string, table: Record<string, string>) => text.replace(/./gsu, (ch) => table[ch] ?? ch);

/** Lower-case words of letters and digits: accents, apostrophes and invisible characters removed, other punctuation a space. */
function words(text: string): string {
  return mapLetters(text.normalize("NFKD").replace(MARKS, ""), LATIN_SPECIALS)
    .replace(/['’ʼʹ`´]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The text's readings, each as lower-case Latin words (one reading unless it holds Cyrillic). */
export function foldText(raw: unknown): string[] {
  if (typeof raw !== "string") return [];
  const text = raw.normalize("NFKC").replace(INVISIBLE, "").toLowerCase();
  if (!CYRILLIC.test(text)) return [words(text)];
  const readings = [mapLetters(text, UKRAINIAN), mapLetters(text, RUSSIAN), mapLetters(text, LOOKALIKES)].map(words);
  return [...new Set(readings)];
}

/**
 * A word's spelling with the differences of romanisations and languages taken out: Ukrainian h and
 * Russian g ("Luhansk", "Lugansk"), kh and h, y, j and i ("Krym", "Krim"), w and v, ie and e, doubled
 * letters. Two words that sound alike enough to be one place's names get one skeleton.
 */
export function skeleton(word: string): string {
  return word
    .replace(/kh/g, "h")
    .replace(/g/g, "h")
    .replace(/[yj]/g, "i")
    .replace(/w/g, "v")
    .replace(/ie/g, "e")
    .replace(/(.)\1+/g, "$1");
}
