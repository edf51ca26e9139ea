import {
  collapseDuplicatesTransformer,
  createSimpleTransformer,
  remapCharactersTransformer,
  resolveConfusablesTransformer,
  type TransformerContainer,
} from "obscenity";

/**
 * Character-level normalisation applied before matching, built from obscenity transformers.
 *
 * Why we run these ourselves instead of handing them to the RegExpMatcher: the split-letter and
 * masked-letter views (`views.ts`) must look at already normalised text ("k.u.r.w.@" has to be
 * seen as single letters first), so the text is normalised once here and the matcher itself only
 * collapses repeated letters (`MATCHER_TRANSFORMERS`). Patterns and whitelist terms are therefore
 * written in the normalised alphabet: ASCII lowercase, no Polish diacritics, no doubled letters.
 *
 * `skipNonAlphabeticTransformer` is deliberately not used: it deletes spaces, so words would be
 * glued together and match across word boundaries ("jak urwał" → "jakurwal").
 */

const codePoint = (char: string): number => char.codePointAt(0) ?? 0;

/** Unicode lowercase (obscenity's `toAsciiLowerCaseTransformer` leaves "Ą", "Ł", "К" as they are). */
const unicodeLowerCase = createSimpleTransformer((char) =>
  codePoint(String.fromCodePoint(char).toLowerCase()),
);

const L_WITH_STROKE = codePoint("ł");
const COMBINING_MARKS = /^\p{M}+$/u;

/**
 * Folds diacritics: ą→a, ć→c, ę→e, ń→n, ó→o, ś→s, ź/ż→z by compatibility decomposition (which also
 * turns fullwidth "ｋ", circled "ⓚ" and mathematical "𝐤" into "k"); "ł" has no decomposition, so
 * it is mapped explicitly. Only characters whose decomposition is one base plus combining marks
 * are folded, so "½" or "ﬁ" stay as they are.
 */
const foldDiacritics = createSimpleTransformer((char) => {
  if (char < 0x80) return char;
  if (char === L_WITH_STROKE) return codePoint("l");
  const decomposed = String.fromCodePoint(char).normalize("NFKD");
  const base = decomposed.codePointAt(0);
  if (base === undefined) return char;
  const rest = decomposed.slice(String.fromCodePoint(base).length);
  return rest === "" || COMBINING_MARKS.test(rest) ? base : char;
});

const confusables = resolveConfusablesTransformer();
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;

/**
 * Unicode look-alikes (Cyrillic а/о/е/с/р/у/х/к, Greek ο/α, enclosed letters, …) via obscenity's
 * confusables table, except for ASCII (the table maps "|" to "l", and "|" is one of our split
 * separators) and emoji (it maps "❤" to "O", which would glue hearts into words).
 */
const lookAlikes = createSimpleTransformer((char) =>
  char < 0x80 || PICTOGRAPHIC.test(String.fromCodePoint(char)) ? char : confusables.transform(char),
);

/**
 * Leetspeak used in Polish chats: 0→o, 1→i, 3→e, 4→a, @→a, $→s, 5→s, 7→t. A smaller table than
 * obscenity's `resolveLeetSpeakTransformer`, which also maps "!" to "i" — that turns "suko!" into
 * "sukoi" and breaks the word-boundary patterns — and "(", "/", "|" which are separators here.
 */
const polishLeetSpeak = remapCharactersTransformer({
  a: "4@",
  e: "3",
  i: "1",
  o: "0",
  s: "5$",
  t: "7",
});

/**
 * Lowercase, diacritics and look-alikes folded, in this order; the second lowercase catches
 * look-alikes like "К". Digits and "@" stay as they are, which is what `foldText` is for: the
 * triage and duplicate rules (core/message-triage.ts, core/duplicate-key.ts) need the text folded
 * but cannot have "601" read as "6oi".
 */
export const FOLDING_TRANSFORMERS: readonly TransformerContainer[] = [
  unicodeLowerCase,
  foldDiacritics,
  lookAlikes,
  unicodeLowerCase,
];

/** Applied in this order by `normalizeText`: the folding, then leetspeak decoded. */
export const NORMALIZING_TRANSFORMERS: readonly TransformerContainer[] = [
  ...FOLDING_TRANSFORMERS,
  polishLeetSpeak,
];

/**
 * What the RegExpMatcher applies to the (already normalised) text before matching both blacklist
 * and whitelist: "kuuuurwa" → "kurwa". Threshold 1 means patterns are written without doubled
 * letters.
 */
export const MATCHER_TRANSFORMERS: readonly TransformerContainer[] = [
  collapseDuplicatesTransformer({ defaultThreshold: 1 }),
];

/** Runs obscenity transformer containers over a string, as the RegExpMatcher does internally. */
export function applyTransformers(
  text: string,
  transformers: readonly TransformerContainer[],
): string {
  const steps = transformers.map((container): ((char: number) => number | undefined) => {
    if ("transform" in container) return container.transform;
    const stateful = container.factory();
    return (char) => stateful.transform(char);
  });
  let out = "";
  for (const char of text) {
    let current: number | undefined = codePoint(char);
    for (const step of steps) {
      if (current === undefined) break;
      current = step(current);
    }
    if (current !== undefined) out += String.fromCodePoint(current);
  }
  return out;
}

/** Lowercase, fold diacritics and look-alikes, keep digits and symbols (see FOLDING_TRANSFORMERS). */
export function foldText(text: string): string {
  return applyTransformers(text, FOLDING_TRANSFORMERS);
}

/** Lowercase, fold diacritics and look-alikes, decode leetspeak (see NORMALIZING_TRANSFORMERS). */
export function normalizeText(text: string): string {
  return applyTransformers(text, NORMALIZING_TRANSFORMERS);
}

/** The exact form the matcher compares against: normalised, then repeated letters collapsed. */
export function canonicalForm(text: string): string {
  return applyTransformers(normalizeText(text), MATCHER_TRANSFORMERS);
}
