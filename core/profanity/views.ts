/**
 * Extra "views" of a normalised text that undo evasions a character-level transformer cannot see
 * because they need context: letters split by separators ("k u r w a", "k.u.r.w.a", "ku-rwa")
 * and letters masked by a symbol ("k*rwa", "ch#j"). The matcher checks the plain text and every
 * view; a view only adds candidates, the plain text is always checked as it is.
 *
 * All functions here take text already passed through `normalizeText`, so letters are a-z.
 */

/**
 * Horizontal whitespace and punctuation people put between letters. Newline is excluded on
 * purpose: it is the separator between author and message (see `matcher.ts`), and the two fields
 * must never be joined into one word.
 */
const SEPARATOR = String.raw`(?:[^\S\r\n]|[.,\-_*+~'\x60|/\\:;·•])`;

/**
 * A run of at least three single letters, each separated by one to three separator characters:
 * "k u r w a", "k. u. r. w. a.", "k*u*r*w*a". Every letter in the run must stand alone (not be
 * followed or preceded by another letter), so ordinary sentences with one-letter words — "a u nas",
 * "i w ogóle", "z o.o." — are left alone: they never have three single letters in a row followed
 * by nothing but separators, and even when they do ("a i o") the joined letters spell no stem.
 */
const SPACED_LETTERS = new RegExp(
  String.raw`(?<![a-z])[a-z](?:${SEPARATOR}{1,3}[a-z](?![a-z])){2,}`,
  "g",
);

/**
 * One or two separators inside a word that innocent text never has there: "ku-rwa", "ch*uj",
 * "pi~zda". Hyphenated compounds ("Bielsko-Biała", "biało-czerwoni") have no stem at the seam.
 */
const IN_WORD_SEPARATOR = /(?<=[a-z])[-*+~'`|\\·•]{1,2}(?=[a-z])/g;

/**
 * Dots, underscores and slashes also glue innocent words together: sentences typed without a
 * space ("Stoję.Bo kolejka" → "stojebo"), nicknames ("twoje_buty" → "twojebuty"), "i/lub". They
 * are removed only next to a single letter ("ch.u.j", "k.urwa", "p_izda"), never between two
 * longer runs ("jak.urwał" stays two words).
 */
const SEPARATOR_NEXT_TO_SINGLE_LETTER =
  /(?<=(?<![a-z])[a-z])[._/]{1,2}(?=[a-z])|(?<=[a-z])[._/]{1,2}(?=[a-z](?![a-z]))/g;

/** Joins split letters: "ty k u r w o" → "ty kurwo", "ku-rwa" → "kurwa", "ch.u.j" → "chuj". */
export function joinSplitLetters(text: string): string {
  return text
    .replace(SPACED_LETTERS, (run) => run.replace(/[^a-z]/g, ""))
    .replace(SEPARATOR_NEXT_TO_SINGLE_LETTER, "")
    .replace(IN_WORD_SEPARATOR, "");
}

/**
 * Symbols used to mask a letter inside a word. Not "_" or ".": filling them can glue two innocent
 * words ("twoje_buty" → "twojebbuty" → "twojebuty").
 */
const MASK = "[*#%]";
/** A word with masked positions inside it (not at its edges): "k*rwa", "p**da", "k*r*a". */
const MASKED_WORD = new RegExp(`(?<![a-z])[a-z]+(?:${MASK}{1,2}[a-z]+)+(?![a-z])`, "g");
const MASK_CHARACTER = new RegExp(MASK, "g");

/** Any letter may hide behind a single mask. */
const SINGLE_FILL = "abcdefghijklmnopqrstuvwxyz";
/** Two masked letters: the letters that occur in the stems ("k**wa", "p**da", "j**ać"). */
const DOUBLE_FILL = "abcdehijklnoprsuwyz";
/** Words with more masked letters are too ambiguous to read ("k***a"). */
const MAX_MASKED_LETTERS = 2;
/**
 * Bounds the work per text, and so the cost of a hostile request: about 2,000 short candidates
 * are matched in a few milliseconds. Words with one mask are read first (26 candidates each),
 * then those with two (361 each), so decoys with two masks cannot hide a "k*rwa".
 */
const MAX_CANDIDATES = 2000;

/**
 * Candidate readings of masked words: "k*rwa" → "karwa", "kbrwa", …, "kurwa", …. Each masked
 * word with at most two masked letters yields every filling; the matcher then checks them all.
 */
export function unmaskCandidates(text: string): string[] {
  const masked = [...new Set(text.match(MASKED_WORD) ?? [])]
    .map((word) => ({ word, count: word.match(MASK_CHARACTER)?.length ?? 0 }))
    .filter(({ count }) => count <= MAX_MASKED_LETTERS)
    .sort((a, b) => a.count - b.count);
  const candidates: string[] = [];
  for (const { word, count } of masked) {
    const alphabet = count === 1 ? SINGLE_FILL : DOUBLE_FILL;
    let fillings = [""];
    for (let i = 0; i < count; i++) {
      fillings = fillings.flatMap((prefix) => [...alphabet].map((letter) => prefix + letter));
    }
    if (candidates.length + fillings.length > MAX_CANDIDATES) break;
    for (const filling of fillings) {
      let index = 0;
      candidates.push(word.replace(MASK_CHARACTER, () => filling.charAt(index++)));
    }
  }
  return candidates;
}
