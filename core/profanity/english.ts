import {
  collapseDuplicatesTransformer,
  DataSet,
  englishDataset,
  parseRawPattern,
  RegExpMatcher,
  SyntaxKind,
  type MatchPayload,
  type Node,
  type ParsedPattern,
} from "obscenity";

import { applyTransformers, foldText, normalizeText } from "./normalize";
import { ENGLISH_WHITELIST, WHITELIST } from "./whitelist";

/**
 * English vulgarities: obscenity's own English dataset (`englishDataset`, from the cuss word list),
 * matched on the same readings of a text as the Polish patterns (core/README.md#profanity-filter),
 * so a message is checked in both languages whatever the page's language.
 *
 * Why a second matcher rather than more phrases in the Polish one: the English patterns are
 * written for obscenity's English pipeline, which keeps doubled b, e, o, l, s and g ("ass", "boob",
 * "jizz" is literal); the Polish patterns are written with every doubled letter collapsed. Folding
 * "ass" to "as" would flag every "as", "asystent", "klasa". So the English patterns keep their own
 * collapse (obscenity's `englishRecommendedBlacklistMatcherTransformers` thresholds), run after our
 * normalisation: case, diacritics, Unicode look-alikes and leetspeak are folded by `normalize.ts`,
 * split and masked letters by `views.ts`, for both languages alike.
 */

/**
 * obscenity's English collapse: repeated letters to one, except b, e, o, l, s and g, which English
 * doubles ("boob", "feel", "fellatio", "ass", "nigger") and the patterns spell doubled.
 */
const ENGLISH_MATCHER_TRANSFORMERS = [
  collapseDuplicatesTransformer({
    defaultThreshold: 1,
    customThresholds: new Map([
      ["b", 2],
      ["e", 2],
      ["o", 2],
      ["l", 2],
      ["s", 2],
      ["g", 2],
    ]),
  }),
];

/**
 * obscenity's dataset, plus the collapsed spellings of four patterns it writes with a letter
 * doubled that the collapse above reduces to one ("jizz", "buttplug", "jerkoff", "|titt"), so that
 * as written they never match, in obscenity's own pipeline either. Added by hand rather than by
 * collapsing every pattern: "|titt" would become "|tit", which starts "title", and "|tiddies" would
 * become "|tidies".
 */
const dataset = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset)
  .addPhrase((phrase) =>
    phrase.setMetadata({ originalWord: "jizz" }).addPattern(parseRawPattern("jiz")),
  )
  .addPhrase((phrase) =>
    phrase.setMetadata({ originalWord: "buttplug" }).addPattern(parseRawPattern("butplug")),
  )
  .addPhrase((phrase) =>
    phrase.setMetadata({ originalWord: "jerk off" }).addPattern(parseRawPattern("jerkof")),
  )
  .addPhrase((phrase) =>
    phrase.setMetadata({ originalWord: "tit" }).addPattern(parseRawPattern("|tity")),
  );

const { blacklistedTerms, whitelistedTerms } = dataset.build();

/**
 * obscenity's English whitelist ("assess", "cockney", "Dickens") plus ours (`WHITELIST`, whose
 * "shiitake" and "Matsushita" the English "shit" meets too, and `ENGLISH_WHITELIST`: Polish and
 * English words the English patterns would catch), in the form
 * the matcher compares: folded, then collapsed like the text. obscenity matches its own whitelist
 * before leetspeak is decoded; ours decodes first, so an entry that leetspeak would change ("45s",
 * the records, would read "ass") is left out rather than let it whitelist "ass" itself.
 */
const WHITELISTED_TERMS = [
  ...new Set(
    [...(whitelistedTerms ?? []), ...WHITELIST, ...ENGLISH_WHITELIST]
      .filter((term) => normalizeText(term) === foldText(term))
      .map((term) => applyTransformers(foldText(term), ENGLISH_MATCHER_TRANSFORMERS)),
  ),
];

const matcher = new RegExpMatcher({
  blacklistedTerms,
  whitelistedTerms: WHITELISTED_TERMS,
  blacklistMatcherTransformers: ENGLISH_MATCHER_TRANSFORMERS,
  whitelistMatcherTransformers: ENGLISH_MATCHER_TRANSFORMERS,
});

/** The regular expression obscenity compiles a pattern to (its `compilePatternToRegExp`). */
function regExpSource(pattern: ParsedPattern): string {
  const node = (part: Node): string => {
    if (part.kind === SyntaxKind.Wildcard) return ".";
    if (part.kind === SyntaxKind.Optional) return `(?:${node(part.childNode)})?`;
    return String.fromCodePoint(...part.chars).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  };
  const boundary = String.raw`\b`;
  return [
    pattern.requireWordBoundaryAtStart ? boundary : "",
    ...pattern.nodes.map(node),
    pattern.requireWordBoundaryAtEnd ? boundary : "",
  ].join("");
}

/**
 * The union of all English patterns, a fast pre-check as for the Polish ones (`matcher.ts`): the
 * whitelist only removes matches, so no hit here means clean, without obscenity's per-pattern work.
 */
const PRECHECK = new RegExp(
  blacklistedTerms.map((term) => regExpSource(term.pattern)).join("|"),
  "s",
);

/** True when `text` (readings joined as in `matcher.ts`) holds an English vulgarity. */
export function hasEnglishMatch(text: string): boolean {
  return (
    PRECHECK.test(applyTransformers(text, ENGLISH_MATCHER_TRANSFORMERS)) && matcher.hasMatch(text)
  );
}

export interface EnglishMatch {
  /** The word the phrase stands for in obscenity's dataset ("fuck", "ass"). */
  readonly word: string;
  readonly startIndex: number;
  readonly endIndex: number;
}

/** Every English match in `text`, for diagnostics and tests. */
export function englishMatches(text: string): EnglishMatch[] {
  return matcher.getAllMatches(text, true).map((match: MatchPayload) => ({
    word: dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? "",
    startIndex: match.startIndex,
    endIndex: match.endIndex,
  }));
}
