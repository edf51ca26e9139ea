import { foldText } from "./profanity";

/**
 * When two messages are "the same" for the moderation queue
 * (server/moderation/README.md#triage-and-duplicates): equal duplicate keys collapse into one queue
 * item whoever sent them; a near-duplicate collapses only messages from one device sent within a
 * few minutes — the caller checks device and time. Pure: no browser or Node APIs.
 */

const COMBINING_MARK = /\p{M}/gu;
/** Anything that is neither a letter nor a digit: punctuation, symbols, emoji, whitespace. */
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}]+/gu;
/** A letter repeated in a row ("laaat"); digits are left alone, so "100" and "10" stay apart. */
const REPEATED_LETTER = /(\p{L})\1+/gu;
const REPEATED_CHARACTER = /(.)\1+/gu;
const WHITESPACE = /\s+/gu;

/**
 * The normalised text two messages share when they are the same: lower case, diacritics and
 * look-alikes folded (ą→a, ł→l, Cyrillic "а"→a, via `foldText`), repeated letters collapsed,
 * punctuation and emoji dropped, words separated by single spaces. "Sto lat, Ania!!!" and
 * "STO LAAAT ANIA" both give "sto lat ania". Punctuation turns into a space rather than
 * vanishing, so "lat,Ania" and "lat, Ania" agree. Digits stay as written ("100 lat" is not
 * "10 lat"). A message of nothing but emoji and punctuation keeps them (see below).
 */
export function duplicateKey(message: string): string {
  // NFC first, so an "ą" typed as "a" + combining ogonek folds like the precomposed one; marks
  // that still remain are decoration and are dropped rather than split the word.
  const folded = foldText(message.normalize("NFC").toLocaleLowerCase("pl")).replace(
    COMBINING_MARK,
    "",
  );
  const words = folded.replace(NOT_A_WORD_CHARACTER, " ").replace(REPEATED_LETTER, "$1").trim();
  if (words !== "" || folded.trim() === "") return words;
  // Nothing but emoji and punctuation ("🔥🔥🔥🔥🔥"): an empty key would make every such message
  // the same one, so these keep their symbols, without whitespace and repeats.
  return folded.replace(WHITESPACE, "").replace(REPEATED_CHARACTER, "$1");
}

/**
 * Sørensen–Dice similarity of two keys' character bigrams at or above which two messages from one
 * device are near-duplicates. 0.8 keeps "kocham was wszystkich" and the same with "<3" appended
 * together, and apart two greetings that differ in the name ("sto lat ania" / "sto lat ola").
 */
export const NEAR_DUPLICATE_SIMILARITY = 0.8;

/**
 * The shortest key that may count as a near-duplicate because the other key contains it: long
 * enough to be a sentence of its own, so "sto lat" inside every birthday wish does not collapse
 * them all.
 */
export const NEAR_DUPLICATE_MIN_CONTAINED_LENGTH = 12;

/** Bigram counts of a key; keys are at most a message long (128 characters), so this is cheap. */
function bigrams(key: string): Map<string, number> {
  const characters = Array.from(key);
  const counts = new Map<string, number>();
  for (let index = 0; index + 1 < characters.length; index++) {
    const pair = `${characters[index]}${characters[index + 1]}`;
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/** Sørensen–Dice coefficient on character bigrams (with repeats counted): 1 for equal keys. */
export function keySimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const first = bigrams(a);
  const second = bigrams(b);
  let total = 0;
  for (const count of first.values()) total += count;
  for (const count of second.values()) total += count;
  if (total === 0) return 0;
  let shared = 0;
  for (const [pair, count] of first) shared += Math.min(count, second.get(pair) ?? 0);
  return (2 * shared) / total;
}

/**
 * Whether two messages are near-duplicates: equal duplicate keys, keys at least
 * NEAR_DUPLICATE_SIMILARITY alike, or one key containing the other when the shorter has at least
 * NEAR_DUPLICATE_MIN_CONTAINED_LENGTH characters. Meant for two messages of one device within a
 * few minutes; on its own it says nothing about who sent them.
 */
export function isNearDuplicate(a: string, b: string): boolean {
  const first = duplicateKey(a);
  const second = duplicateKey(b);
  if (first === second) return true;
  const [shorter, longer] = first.length <= second.length ? [first, second] : [second, first];
  if (
    Array.from(shorter).length >= NEAR_DUPLICATE_MIN_CONTAINED_LENGTH &&
    longer.includes(shorter)
  ) {
    return true;
  }
  return keySimilarity(first, second) >= NEAR_DUPLICATE_SIMILARITY;
}
