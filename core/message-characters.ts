import { MAX_MARKS_PER_CHARACTER } from "./message-limits";

/**
 * Which characters a text for the screens may hold (README.md#validation-order, codes 76 and
 * 78): a visitor's message and a lead's announcement obey the same rule, so it lives here once.
 * `message-rules.ts` re-exports all of it; the announcement's contract imports it directly, so
 * the panel and the screen do not load the message rules' profanity lists with it. Pure: only
 * the ECMAScript Intl built-ins.
 */

/**
 * Characters a person cannot see: controls, format characters (zero-width, bidi, tags), fillers,
 * every other default-ignorable code point (the Khmer inherent vowels U+17B4 and U+17B5, which
 * draw nothing, among them) except the variation selectors that pick an emoji's look ("❤️"), and
 * what no font draws as the sender meant it: private-use characters, lone surrogates and code
 * points Unicode has not assigned, noncharacters such as U+FFFF included. "Unassigned" is as the
 * engine's Unicode version knows it; the server's (Node 24) decides.
 */
const INVISIBLE_CHARACTER = String.raw`(?:[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\u2800]|(?![\uFE00-\uFE0F\u{E0100}-\u{E01EF}])\p{Default_Ignorable_Code_Point})`;
const INVISIBLE_ONLY = new RegExp(`^${INVISIBLE_CHARACTER}+$`, "u");

const segmenter: Intl.Segmenter | undefined =
  typeof Intl.Segmenter === "function"
    ? new Intl.Segmenter("pl", { granularity: "grapheme" })
    : undefined;

function graphemes(text: string): string[] {
  if (segmenter === undefined) return Array.from(text); // Code points: close enough without ICU.
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/**
 * The length a person sees (README.md#visible-length), the one the length limits count: surrounding
 * whitespace is not counted (String.prototype.trim: Unicode whitespace and BOM), each grapheme
 * cluster counts as one — "ą" typed as "a" + combining ogonek, "❤️", "👍🏽" and "👨‍👩‍👧" are one
 * character each — and clusters made only of invisible characters (zero-width space, bidi marks,
 * Hangul filler) are not counted.
 */
export function visibleLength(text: string): number {
  let count = 0;
  for (const cluster of graphemes(text.trim())) {
    if (!INVISIBLE_ONLY.test(cluster)) count++;
  }
  return count;
}

/**
 * A field counts as empty when nothing visible remains
 * (app/features/message-toast/README.md#message-form: both fields are required).
 */
export function isBlank(text: string): boolean {
  return visibleLength(text) === 0;
}

/**
 * Characters the server refuses (code 76): C0/C1 controls (including tab and newline — the
 * fields are single-line inputs), bidirectional embeddings, overrides, isolates and marks
 * (the "Trojan Source" family), zero-width and other invisible format characters (soft hyphen,
 * word joiner, BOM), invisible fillers (Hangul filler, braille blank) and line/paragraph
 * separators, private-use and unassigned code points (INVISIBLE_CHARACTER). The zero-width joiner
 * is allowed inside emoji (👨‍👩‍👧), and tag characters only as a flag's subdivision code (🏴󠁧󠁢󠁳󠁣󠁴󠁿:
 * two lowercase letters and one to three letters or digits, then the cancel tag), so tags cannot
 * spell hidden text; variation selectors pass, so "❤️" does.
 */
const FORBIDDEN_CHARACTER = new RegExp(INVISIBLE_CHARACTER, "u");
const EMOJI_ZWJ =
  /(?<=\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)?)\u200D(?=\p{Extended_Pictographic})/gu;
const EMOJI_TAG_SEQUENCE = new RegExp(
  String.raw`\u{1F3F4}[\u{E0061}-\u{E007A}]{2}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,3}\u{E007F}`,
  "gu",
);

/** True when the text holds a character refused with code 76 (see FORBIDDEN_CHARACTER). */
export function hasForbiddenCharacters(text: string): boolean {
  const withoutEmojiSequences = text
    .replace(EMOJI_TAG_SEQUENCE, "\u{1F3F4}")
    .replace(EMOJI_ZWJ, "");
  return FORBIDDEN_CHARACTER.test(withoutEmojiSequences);
}

const COMBINING_MARK = /\p{M}/gu;

/**
 * The most combining marks one character of the text carries (see MAX_MARKS_PER_CHARACTER).
 * Counted as sent, before NFC: composing only ever removes marks, and normalising a long run
 * of marks costs time the check exists to save. Without Intl.Segmenter every code point is its
 * own "character", so the marks count towards the visible length instead.
 */
export function mostMarksPerCharacter(text: string): number {
  let most = 0;
  for (const cluster of graphemes(text)) {
    most = Math.max(most, cluster.match(COMBINING_MARK)?.length ?? 0);
  }
  return most;
}

/** True when a character carries more marks than real writing needs (code 78). */
export function hasStackedMarks(text: string): boolean {
  return mostMarksPerCharacter(text) > MAX_MARKS_PER_CHARACTER;
}

/** The character rules, named as a staff route's validation names them. */
export type CharacterRule = "forbiddenCharacters" | "stackedMarks";

/**
 * The first character rule `text` breaks, in the server's order (76 before 78: an invisible or
 * control character is the more basic refusal), or null.
 */
export function brokenCharacterRule(text: string): CharacterRule | null {
  if (hasForbiddenCharacters(text)) return "forbiddenCharacters";
  if (hasStackedMarks(text)) return "stackedMarks";
  return null;
}
