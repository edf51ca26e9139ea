import {
  RESULT_CODES,
  type ClientResultCode,
  type ResultCode,
  type ToastResultCode,
} from "./codes";
import * as limits from "./message-limits";
import { windowState, type MessageWindow } from "./message-window";
import {
  hasForbiddenCharacters,
  hasStackedMarks,
  isBlank,
  visibleLength,
} from "./message-characters";
import { submissionContainsProfanity } from "./profanity";
import type { MessageDraft } from "./contract/submissions";

/**
 * The rules of a screen message (README.md#message-window, #validation-order), shared by the
 * toast and the server (one schema, two validators: README.md#the-contract). Pure: no browser or
 * Node APIs beyond the ECMAScript Intl built-ins.
 */

export * from "./message-limits";
export * from "./message-characters";
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
// Submission checks

/**
 * "Submit does nothing" (README.md#validation-order: an empty field is never sent): no dialog, no
 * request, no collapse. A string, not a number, so it can never be mistaken for a result code.
 */
export const EMPTY_FIELD = "empty" as const;

export type SubmissionCheck =
  | { readonly ok: true; readonly value: MessageDraft }
  | { readonly ok: false; readonly code: typeof EMPTY_FIELD }
  | { readonly ok: false; readonly code: ToastResultCode };

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
 * The rules both sides apply, in the order of README.md#validation-order: time window (69 before,
 * 70 after), author length (71), message length (72), profanity (73). `maximum` is the one place
 * the two sides differ inside that order: the toast's fields enforce the maximum lengths, so it
 * checks none; the server answers 74 / 75 right after the matching minimum.
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
 * The toast's checks: an empty field first (submit does nothing), then refused characters (76,
 * as the server checks them before the window), then the shared order (`checkInOrder`) without
 * maximum lengths — the input fields enforce them
 * (app/features/message-toast/README.md#message-form).
 */
export function checkSubmission(
  input: MessageDraft,
  now: Date,
  window: MessageWindow,
): SubmissionCheck {
  if (isBlank(input.author) || isBlank(input.message)) return { ok: false, code: EMPTY_FIELD };
  if (hasForbiddenCharacters(input.author) || hasForbiddenCharacters(input.message)) {
    return { ok: false, code: RESULT_CODES.FORBIDDEN_CHARACTERS };
  }
  return checkInOrder<never>(input, now, window, () => undefined);
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
