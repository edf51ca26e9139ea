import { DataSet, RegExpMatcher, parseRawPattern } from "obscenity";

import { englishMatches, hasEnglishMatch } from "./english";
import { applyTransformers, canonicalForm, MATCHER_TRANSFORMERS, normalizeText } from "./normalize";
import { VULGAR_PHRASES } from "./patterns";
import { joinSplitLetters, unmaskCandidates } from "./views";
import { WHITELIST } from "./whitelist";

/** Which reading of the text a match was found in (see `views.ts`). */
export type ProfanityView = "text" | "joined" | "unmasked";

export interface ProfanityMatch {
  /**
   * The dictionary form of the vulgarity: `VulgarPhrase.word` for a Polish pattern, the word of
   * obscenity's English dataset ("fuck", "ass") for an English one (`english.ts`).
   */
  readonly word: string;
  /** The normalised text that matched, e.g. "kurw" for "K.U.R.W.A". */
  readonly matched: string;
  readonly view: ProfanityView;
}

interface PhraseMetadata {
  readonly word: string;
}

const dataset = new DataSet<PhraseMetadata>();
for (const phrase of VULGAR_PHRASES) {
  dataset.addPhrase((builder) =>
    phrase.patterns.reduce(
      (acc, source) => acc.addPattern(parseRawPattern(source)),
      builder.setMetadata({ word: phrase.word }),
    ),
  );
}

/**
 * obscenity ignores a match only when a whitelisted term covers all of it, and patterns may start
 * with an optional "nie" ("|[nie]dup"), so "nieduplikowany" matches "niedup" — wider than "dupl".
 * Every whitelist entry is therefore also whitelisted with "nie" in front.
 */
const WHITELISTED_TERMS = [
  ...new Set(WHITELIST.flatMap((term) => [canonicalForm(term), canonicalForm(`nie${term}`)])),
];

const matcher = new RegExpMatcher({
  ...dataset.build(),
  whitelistedTerms: WHITELISTED_TERMS,
  blacklistMatcherTransformers: [...MATCHER_TRANSFORMERS],
  whitelistMatcherTransformers: [...MATCHER_TRANSFORMERS],
});

/**
 * A single regular expression equivalent to the union of all patterns, used as a fast pre-check:
 * obscenity runs (and clones) one RegExp per pattern, which costs ~80 µs per text; most texts
 * match nothing, and the whitelist can only remove matches, so "no hit here" means "clean".
 * Translation of obscenity's syntax (the subset `patterns.ts` uses): "|" at either end is a word
 * boundary, "[x]" an optional "x", "?" any character; obscenity compiles them the same way.
 */
function toRegExpSource(source: string): string {
  let body = source;
  let prefix = "";
  let suffix = "";
  if (body.startsWith("|")) {
    prefix = String.raw`\b`;
    body = body.slice(1);
  }
  if (body.endsWith("|")) {
    suffix = String.raw`\b`;
    body = body.slice(0, -1);
  }
  const escape = (literal: string): string => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const translated = body.replace(/\[([^\]]*)\]|\?|[^[?]+/g, (token) => {
    if (token === "?") return ".";
    if (token.startsWith("[")) {
      const inner = token.slice(1, -1);
      return `(?:${inner === "?" ? "." : escape(inner)})?`;
    }
    return escape(token);
  });
  return `${prefix}${translated}${suffix}`;
}

const PRECHECK = new RegExp(
  VULGAR_PHRASES.flatMap((p) => p.patterns)
    .map(toRegExpSource)
    .join("|"),
  "s",
);

/** Whether any pattern could match `text` (before whitelisting). */
function mayMatch(text: string): boolean {
  return PRECHECK.test(applyTransformers(text, MATCHER_TRANSFORMERS));
}

/**
 * Separates the readings of one text when they are matched together. A newline is a non-word
 * character for the patterns' "|" boundaries and is never joined by `joinSplitLetters`, so no
 * match can span two readings.
 */
const READING_SEPARATOR = "\n";

interface Reading {
  readonly view: ProfanityView;
  readonly text: string;
}

function readingsOf(text: string): Reading[] {
  const normalized = normalizeText(text);
  const readings: Reading[] = [{ view: "text", text: normalized }];
  const joined = joinSplitLetters(normalized);
  if (joined !== normalized) readings.push({ view: "joined", text: joined });
  for (const candidate of unmaskCandidates(normalized)) {
    readings.push({ view: "unmasked", text: candidate });
  }
  return readings;
}

/**
 * A number written with digits alone ("455", "4-55", "7 1 7") is a number, not a word in
 * disguise: the look-alike folding would read it as letters ("ass", "tit"), which the English
 * list's short words match, and sector numbers, rooms and years would be refused. Only for the
 * English list: digits among letters ("a55", "t1t") are still read as letters by both lists.
 */
const DIGITS_ONLY = /(?<![\p{L}\d])\d+(?:[\s.,:/-]+\d+)*(?![\p{L}\d])/gu;
const withoutNumbers = (text: string) => text.replace(DIGITS_ONLY, " ");

/** The readings the English list checks: the Polish list's own when the text has no number. */
function englishReadingsOf(text: string, readings: readonly Reading[]): readonly Reading[] {
  const english = withoutNumbers(text);
  return english === text ? readings : readingsOf(english);
}

const combinedReadings = (readings: readonly Reading[]) =>
  readings.map((reading) => reading.text).join(READING_SEPARATOR);

/**
 * True when the text contains a vulgarity, Polish or English, in any of its readings: both lists
 * are checked whatever the page's language (core/README.md#profanity-filter).
 */
export function containsProfanity(text: string): boolean {
  const readings = readingsOf(text);
  const combined = combinedReadings(readings);
  if (mayMatch(combined) && matcher.hasMatch(combined)) return true;
  const english = englishReadingsOf(text, readings);
  return hasEnglishMatch(english === readings ? combined : combinedReadings(english));
}

/** The readings joined, and how to name a match in them: its text and the reading it is in. */
function locator(readings: readonly Reading[]) {
  const combined = combinedReadings(readings);
  const starts: number[] = [];
  let offset = 0;
  for (const reading of readings) {
    starts.push(offset);
    offset += reading.text.length + READING_SEPARATOR.length;
  }
  const found = (word: string, startIndex: number, endIndex: number): ProfanityMatch => {
    let index = starts.length - 1;
    while (index > 0 && (starts[index] ?? 0) > startIndex) index--;
    return {
      word,
      matched: combined.slice(startIndex, endIndex + 1),
      view: readings[index]?.view ?? "text",
    };
  };
  return { combined, found };
}

/** Every match, for diagnostics and tests (which word, which text, which reading). */
export function findProfanity(text: string): ProfanityMatch[] {
  const readings = readingsOf(text);
  const polish = locator(readings);
  const english = locator(englishReadingsOf(text, readings));
  return [
    ...matcher
      .getAllMatches(polish.combined, true)
      .map((match) =>
        polish.found(
          dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.word ?? "",
          match.startIndex,
          match.endIndex,
        ),
      ),
    ...englishMatches(english.combined).map((match) =>
      english.found(match.word, match.startIndex, match.endIndex),
    ),
  ];
}

/**
 * Author and message are matched lowercased and joined (core/README.md#profanity-filter). They
 * are joined with a newline, which no pattern, view or separator crosses, so the end of the author
 * and the start of the message can never form a vulgarity together ("Ku" + "rwa mać…" is not a
 * match). Case is folded by the normaliser.
 */
export function submissionContainsProfanity(author: string, message: string): boolean {
  return containsProfanity(`${author}${READING_SEPARATOR}${message}`);
}
