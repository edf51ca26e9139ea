import { RESULT_CODES, type ClientResultCode, type ResultCode } from "./codes";
import * as limits from "./message-limits";
import { windowState, type MessageWindow } from "./message-window";
import { submissionContainsProfanity } from "./profanity";
import type { MessageDraft } from "./contract/submissions";

/**
 * The rules of a screen message (docs/product.md#message-window, #validation-order), shared by the
 * toast and the server (docs/architecture.md#conventions: one schema, two validators). Pure: no browser or Node APIs
 * beyond the ECMAScript Intl built-ins.
 */

export * from "./message-limits";
export {
  editionMessageWindow,
  formatWindowMeta,
  localWallClockToDate,
  MESSAGE_WINDOW_META_NAME,
  messageWindowInstants,
  messageWindowLocal,
  parseWallClock,
  parseWindowMeta,
  windowState,
  zonedWallClockToDate,
  type EditionMessageWindow,
  type MessageWindow,
  type WallClock,
  type WindowState,
} from "./message-window";

/** What the rules check: a message draft, the body of POST /api/submissions (core/contract). */
export type { MessageDraft };

// ---------------------------------------------------------------------------------------------
// Lengths

/** Characters a person cannot see: controls, format characters (zero-width, bidi), fillers. */
const INVISIBLE_CHARACTER = String.raw`(?:[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]|\u034F|[\u180B-\u180F])`;
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
 * The length a person sees (docs/product.md#visible-length, "3 to 32 characters"): surrounding whitespace is not counted
 * (String.prototype.trim: Unicode whitespace and BOM), each grapheme cluster counts as one — "ą"
 * typed as "a" + combining ogonek, "❤️", "👍🏽" and "👨‍👩‍👧" are one character each — and clusters made
 * only of invisible characters (zero-width space, bidi marks, Hangul filler) are not counted.
 */
export function visibleLength(text: string): number {
  let count = 0;
  for (const cluster of graphemes(text.trim())) {
    if (!INVISIBLE_ONLY.test(cluster)) count++;
  }
  return count;
}

/** A field counts as empty when nothing visible remains (docs/product.md#message-form: both fields are required). */
export function isBlank(text: string): boolean {
  return visibleLength(text) === 0;
}

// ---------------------------------------------------------------------------------------------
// Submission checks

/**
 * "Submit does nothing" (docs/product.md#validation-order: an empty field is never sent): no dialog, no
 * request, no collapse. A string, not a number, so it can never be mistaken for a result code.
 */
export const EMPTY_FIELD = "empty" as const;

export type SubmissionCheck =
  | { readonly ok: true; readonly value: MessageDraft }
  | { readonly ok: false; readonly code: typeof EMPTY_FIELD }
  | { readonly ok: false; readonly code: ClientResultCode };

export type ServerSubmissionCheck =
  | { readonly ok: true; readonly value: MessageDraft }
  | { readonly ok: false; readonly code: ResultCode };

/** Trimmed and in NFC, so "ą" typed as "a" + combining ogonek is stored as one character. */
function cleaned(input: MessageDraft): MessageDraft {
  return {
    author: input.author.trim().normalize("NFC"),
    message: input.message.trim().normalize("NFC"),
  };
}

function windowCode(now: Date, window: MessageWindow): ClientResultCode | undefined {
  const state = windowState(now, window);
  if (state === "before") return RESULT_CODES.BEFORE_START;
  if (state === "after") return RESULT_CODES.AFTER_END;
  return undefined;
}

/**
 * The rules both sides apply, in the order of docs/product.md#validation-order: time window (69 before, 70 after), author
 * length (71), message length (72), profanity (73). `maximum` is the one place the two sides
 * differ inside that order: the toast's fields enforce the maximum lengths, so it checks none;
 * the server answers 74 / 75 right after the matching minimum.
 */
function checkInOrder<MaximumCode extends ResultCode>(
  input: MessageDraft,
  now: Date,
  window: MessageWindow,
  maximum: (field: "author" | "message", text: string) => MaximumCode | undefined,
):
  | { readonly ok: true; readonly value: MessageDraft }
  | { readonly ok: false; readonly code: ClientResultCode | MaximumCode } {
  const outsideWindow = windowCode(now, window);
  if (outsideWindow !== undefined) return { ok: false, code: outsideWindow };
  if (visibleLength(input.author) < limits.AUTHOR_MIN_LENGTH) {
    return { ok: false, code: RESULT_CODES.AUTHOR_TOO_SHORT };
  }
  const authorTooLong = maximum("author", input.author);
  if (authorTooLong !== undefined) return { ok: false, code: authorTooLong };
  if (visibleLength(input.message) < limits.MESSAGE_MIN_LENGTH) {
    return { ok: false, code: RESULT_CODES.MESSAGE_TOO_SHORT };
  }
  const messageTooLong = maximum("message", input.message);
  if (messageTooLong !== undefined) return { ok: false, code: messageTooLong };
  const value = cleaned(input);
  if (submissionContainsProfanity(value.author, value.message)) {
    return { ok: false, code: RESULT_CODES.PROFANITY };
  }
  return { ok: true, value };
}

/**
 * The toast's checks: an empty field first (submit does nothing), then the shared
 * order (`checkInOrder`) without maximum lengths — the input fields enforce them (docs/product.md#message-form).
 */
export function checkSubmission(
  input: MessageDraft,
  now: Date,
  window: MessageWindow,
): SubmissionCheck {
  if (isBlank(input.author) || isBlank(input.message)) return { ok: false, code: EMPTY_FIELD };
  return checkInOrder<never>(input, now, window, () => undefined);
}

/**
 * Characters the server refuses (code 76): C0/C1 controls (including tab and newline — the
 * fields are single-line inputs), bidirectional embeddings, overrides, isolates and marks
 * (the "Trojan Source" family), zero-width and other invisible format characters (soft hyphen,
 * word joiner, BOM), invisible fillers (Hangul filler, braille blank) and line/paragraph
 * separators. The zero-width joiner and tag characters are allowed inside emoji (👨‍👩‍👧, 🏴󠁧󠁢󠁳󠁣󠁴󠁿);
 * variation selectors are not format characters, so "❤️" passes.
 */
const FORBIDDEN_CHARACTER = new RegExp(INVISIBLE_CHARACTER, "u");
const EMOJI_ZWJ =
  /(?<=\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)?)\u200D(?=\p{Extended_Pictographic})/gu;
const EMOJI_TAG_SEQUENCE = new RegExp(String.raw`\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}`, "gu");

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
  return mostMarksPerCharacter(text) > limits.MAX_MARKS_PER_CHARACTER;
}

/**
 * A hard cap besides the visible length: a field may take at most this many UTF-16 code units
 * per allowed character — more than the longest emoji sequence (🏴󠁧󠁢󠁳󠁣󠁴󠁿 is 14, 👩🏻‍❤️‍💋‍👨🏼 15) — or
 * it is "too long". Marks are limited per character (78); this bounds what else one cluster can
 * hold, such as a long chain of emoji joined by ZWJ.
 */
export const MAX_CODE_UNITS_PER_CHARACTER = 16;

function tooLong(text: string, maxLength: number): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length > maxLength * MAX_CODE_UNITS_PER_CHARACTER || visibleLength(trimmed) > maxLength
  );
}

/**
 * 77, 76, 78: the checks of what the fields are made of, before everything else on the server.
 * Stacked marks come after refused characters: both are about which characters were sent, and
 * an invisible or control character is the more basic refusal.
 */
function checkFields(input: MessageDraft): ResultCode | undefined {
  if (isBlank(input.author) || isBlank(input.message)) return RESULT_CODES.BLANK;
  if (hasForbiddenCharacters(input.author) || hasForbiddenCharacters(input.message)) {
    return RESULT_CODES.FORBIDDEN_CHARACTERS;
  }
  if (hasStackedMarks(input.author) || hasStackedMarks(input.message)) {
    return RESULT_CODES.TOO_MANY_MARKS;
  }
  return undefined;
}

/**
 * The server's full validation. First what only the server checks, because a browser cannot
 * send it (an empty field is never submitted) or the toast lets it through: what the
 * fields are made of (77 blank, 76 refused characters, 78 stacked marks). Then the toast's order
 * (`checkInOrder`) with each maximum length next to its minimum — window (69/70), author (71
 * short, 74 long), message (72 short, 75 long), profanity (73) — so the size checks also run
 * before the (costlier) profanity matcher.
 */
export function validateForServer(
  input: MessageDraft,
  now: Date,
  window: MessageWindow,
): ServerSubmissionCheck {
  const fieldCode = checkFields(input);
  if (fieldCode !== undefined) return { ok: false, code: fieldCode };
  return checkInOrder(input, now, window, (field, text) => {
    if (field === "author") {
      return tooLong(text, limits.AUTHOR_MAX_LENGTH) ? RESULT_CODES.AUTHOR_TOO_LONG : undefined;
    }
    return tooLong(text, limits.MESSAGE_MAX_LENGTH) ? RESULT_CODES.MESSAGE_TOO_LONG : undefined;
  });
}
