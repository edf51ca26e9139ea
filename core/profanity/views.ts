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
 * One or two non-space separators inside a word: "ku-rwa", "ch.uj", "pi_zda". Sentence punctuation
 * that normally has a space after it (",", ":", ";", "!") is not removed, so "tak,urwał" style
 * typos do not glue two words.
 */
const IN_WORD_SEPARATOR = /(?<=[a-z])[.\-_*+~'`|/\\·•]{1,2}(?=[a-z])/g;

/** Joins split letters: "ty k u r w o" → "ty kurwo", "ku-rwa" → "kurwa". */
export function joinSplitLetters(text: string): string {
  return text
    .replace(SPACED_LETTERS, (run) => run.replace(/[^a-z]/g, ""))
    .replace(IN_WORD_SEPARATOR, "");
}

/** Symbols used to mask a letter inside a word. */
const MASK = "[*#_%]";
/** A word with one or two masked positions inside it (not at its edges): "k*rwa", "p**da". */
const MASKED_WORD = new RegExp(`(?<![a-z])[a-z]+(?:${MASK}{1,2}[a-z]+)+(?![a-z])`, "g");
const MASK_RUN = new RegExp(`${MASK}+`, "g");

/** Any letter may hide behind a single mask. */
const SINGLE_FILL = "abcdefghijklmnopqrstuvwxyz";
/** Two masked letters: the letters that occur in the stems ("k**wa", "p**da", "j**ać"). */
const DOUBLE_FILL = "abcdehijklnoprsuwyz";
/** Bounds the work per text (and so the cost of a hostile request) to a few hundred candidates. */
const MAX_MASKED_WORDS = 4;
const MAX_MASKED_LETTERS = 2;

/**
 * Candidate readings of masked words: "k*rwa" → "karwa", "kbrwa", …, "kurwa", …. Each masked
 * word with at most two masked letters yields every filling; the matcher then checks them all.
 */
export function unmaskCandidates(text: string): string[] {
  const candidates: string[] = [];
  const words = text.match(MASKED_WORD) ?? [];
  for (const word of words.slice(0, MAX_MASKED_WORDS)) {
    const masked = word.match(MASK_RUN)?.join("").length ?? 0;
    if (masked > MAX_MASKED_LETTERS) continue;
    const alphabet = masked === 1 ? SINGLE_FILL : DOUBLE_FILL;
    let fillings = [""];
    for (let i = 0; i < masked; i++) {
      fillings = fillings.flatMap((prefix) => [...alphabet].map((letter) => prefix + letter));
    }
    for (const filling of fillings) {
      let index = 0;
      candidates.push(word.replace(new RegExp(MASK, "g"), () => filling.charAt(index++)));
    }
  }
  return candidates;
}
