import {
  AUTHOR_MAX_LENGTH,
  AUTHOR_MIN_LENGTH,
  MAX_MARKS_PER_CHARACTER,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
} from "./message-limits";

/**
 * Result codes of a screen-message submission.
 *
 * 69-73 are the client codes (the toast produces them; app/features/message-toast/README.md). 74-78
 * are documented here for the server, which validates again (one schema, two validators:
 * README.md#the-contract) and must also refuse what a browser cannot send but a hand-made request
 * can, and text the toast lets through but a screen must not show (78: pasted "Zalgo" text). The
 * toast shows a server's 74-78 from its answer (app/features/message-toast/README.md).
 */
export const RESULT_CODES = {
  /** Submitted before the message window opens (README.md#message-window). */
  BEFORE_START: 69,
  /** Submitted after the message window closed (README.md#message-window). */
  AFTER_END: 70,
  /** Author shorter than AUTHOR_MIN_LENGTH (README.md#validation-order). */
  AUTHOR_TOO_SHORT: 71,
  /** Message shorter than MESSAGE_MIN_LENGTH (README.md#validation-order). */
  MESSAGE_TOO_SHORT: 72,
  /** Author or message matched a vulgarity pattern (README.md#profanity-filter). */
  PROFANITY: 73,
  /** Server only: author longer than AUTHOR_MAX_LENGTH (the input field prevents it in the UI). */
  AUTHOR_TOO_LONG: 74,
  /** Server only: message longer than MESSAGE_MAX_LENGTH (the input field prevents it in the UI). */
  MESSAGE_TOO_LONG: 75,
  /** Server only: control, bidirectional-override or invisible (zero-width) characters. */
  FORBIDDEN_CHARACTERS: 76,
  /** Server only: a field is empty or only whitespace (the UI never submits it). */
  BLANK: 77,
  /** Server only: a character carries more than MAX_MARKS_PER_CHARACTER combining marks. */
  TOO_MANY_MARKS: 78,
} as const;

export type ResultCode = (typeof RESULT_CODES)[keyof typeof RESULT_CODES];

/** The codes the toast itself produces (README.md#result-codes). */
export type ClientResultCode =
  | typeof RESULT_CODES.BEFORE_START
  | typeof RESULT_CODES.AFTER_END
  | typeof RESULT_CODES.AUTHOR_TOO_SHORT
  | typeof RESULT_CODES.MESSAGE_TOO_SHORT
  | typeof RESULT_CODES.PROFANITY;

/**
 * The codes the toast shows without asking the server: its own, and 76, which it finds first so
 * a visitor can remove the character instead of losing the text to the server's answer
 * (README.md#validation-order).
 */
export type ToastResultCode = ClientResultCode | typeof RESULT_CODES.FORBIDDEN_CHARACTERS;

/** The codes only the server produces. */
export type ServerResultCode = Exclude<ResultCode, ClientResultCode>;

const ALL_CODES: ReadonlySet<number> = new Set(Object.values(RESULT_CODES));
const CLIENT_CODES: ReadonlySet<number> = new Set([
  RESULT_CODES.BEFORE_START,
  RESULT_CODES.AFTER_END,
  RESULT_CODES.AUTHOR_TOO_SHORT,
  RESULT_CODES.MESSAGE_TOO_SHORT,
  RESULT_CODES.PROFANITY,
]);

export function isResultCode(value: number): value is ResultCode {
  return ALL_CODES.has(value);
}

/** 74-78: what the toast may show from a server's answer (it produces 69-73 itself). */
export function isServerResultCode(value: unknown): value is ServerResultCode {
  return typeof value === "number" && ALL_CODES.has(value) && !CLIENT_CODES.has(value);
}

/** HTTP statuses the toast treats as success (app/features/message-toast/README.md#sending). */
export const SUCCESS_STATUSES: readonly number[] = [200, 201];

export interface ResultText {
  readonly title: string;
  readonly body: string;
}

/**
 * A Polish noun after a number: 1 znak, 2-4 znaki (but 12-14 znaków), 5+ znaków. The limits are
 * quoted from `message-limits.ts` so texts and checks cannot drift apart.
 */
function counted(count: number, one: string, few: string, many: string): string {
  if (count === 1) return `${count} ${one}`;
  const lastDigit = count % 10;
  const lastTwoDigits = count % 100;
  const isFew = lastDigit >= 2 && lastDigit <= 4 && (lastTwoDigits < 12 || lastTwoDigits > 14);
  return `${count} ${isFew ? few : many}`;
}

const characters = (count: number): string => counted(count, "znak", "znaki", "znaków");

const diacritics = (count: number): string =>
  counted(count, "znak diakrytyczny", "znaki diakrytyczne", "znaków diakrytycznych");

/**
 * The result dialog's texts (README.md#result-codes), keyed by code plus "success" and
 * "error". Titles and bodies are the product's exact texts; the numbers in the bodies come from
 * the limits.
 */
export const RESULT_TEXTS = {
  success: { title: "SUKCES", body: "Udało się wysłać wiadomość!" },
  [RESULT_CODES.BEFORE_START]: {
    title: "CHAT ZABLOKOWANY",
    body: "Chat zostanie odblokowany, gdy rozpocznie się wydarzenie.",
  },
  [RESULT_CODES.AFTER_END]: {
    title: "CHAT ZABLOKOWANY",
    body: "Wydarzenie się zakończyło, więc chat jest zablokowany. Do zobaczenia w przyszłym roku!",
  },
  [RESULT_CODES.AUTHOR_TOO_SHORT]: {
    title: "ZA MAŁO ZNAKÓW",
    body: `Pole Autor musi zawierać co najmniej ${characters(AUTHOR_MIN_LENGTH)}.`,
  },
  [RESULT_CODES.MESSAGE_TOO_SHORT]: {
    title: "ZA MAŁO ZNAKÓW W WIADOMOŚCI",
    body: `Wiadomość musi zawierać co najmniej ${characters(MESSAGE_MIN_LENGTH)}.`,
  },
  [RESULT_CODES.PROFANITY]: {
    title: "WYKRYTO WULGARYZM",
    body: "Spróbuj ponownie, tym razem bez wulgaryzmów.",
  },
  [RESULT_CODES.AUTHOR_TOO_LONG]: {
    title: "ZA DUŻO ZNAKÓW",
    body: `Pole Autor może zawierać najwyżej ${characters(AUTHOR_MAX_LENGTH)}.`,
  },
  [RESULT_CODES.MESSAGE_TOO_LONG]: {
    title: "ZA DUŻO ZNAKÓW W WIADOMOŚCI",
    body: `Wiadomość może zawierać najwyżej ${characters(MESSAGE_MAX_LENGTH)}.`,
  },
  [RESULT_CODES.FORBIDDEN_CHARACTERS]: {
    title: "NIEDOZWOLONE ZNAKI",
    body: "Wiadomość zawiera niewidoczne lub sterujące znaki. Usuń je i spróbuj ponownie.",
  },
  [RESULT_CODES.BLANK]: {
    title: "PUSTE POLE",
    body: "Pola Autor i Wiadomość nie mogą być puste ani składać się z samych spacji.",
  },
  [RESULT_CODES.TOO_MANY_MARKS]: {
    title: "ZA DUŻO ZNAKÓW DIAKRYTYCZNYCH",
    body:
      `Jedna litera może mieć najwyżej ${diacritics(MAX_MARKS_PER_CHARACTER)} ` +
      "(kreski, kropki, ogonki). Usuń nadmiarowe ozdobniki i spróbuj ponownie.",
  },
  error: {
    title: "WYSTĄPIŁ BŁĄD",
    body: "Nie udało się wysłać wiadomości. Spróbuj ponownie później.",
  },
} as const satisfies Record<ResultCode | "success" | "error", ResultText>;

/**
 * Texts for a result dialog (the toast's README): 200/201 → success, a known code (69-78) → its
 * entry, any other HTTP status or number → the generic error.
 */
export function resultTextsFor(statusOrCode: number): ResultText {
  if (SUCCESS_STATUSES.includes(statusOrCode)) return RESULT_TEXTS.success;
  if (isResultCode(statusOrCode)) return RESULT_TEXTS[statusOrCode];
  return RESULT_TEXTS.error;
}
