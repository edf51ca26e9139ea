import type { ResultCode, ResultText } from "#core/codes";

/**
 * What a result dialog can be about: a result code (69-78), a send the server took ("success"),
 * or any other outcome ("error": no answer, or a status without a code of its own).
 */
export type ResultKey = ResultCode | "success" | "error";

/**
 * The words of the message toast — its card, form, receipt and result dialog — in one language
 * (docs/decisions/018). The toast's chunk is the only one that imports them, so a page outside
 * the message window never loads them.
 */
export interface ToastTexts {
  /** The header button's text, which also names the card. */
  title: string;
  /** Above the form in the open toast. */
  intro: string;
  /** Under the form: who reads a message, and how many days after the festival it is deleted. */
  privacyNotice: (retentionDays: number) => string;
  form: {
    author: string;
    message: string;
    /** After a field's label: "3-32 znaków", given the limits the checks apply. */
    lengthHint: (min: number, max: number) => string;
    /** Under a field left blank, once the visitor has tried to send. */
    required: string;
    /** Above the fields while the browser says it is offline. */
    offline: string;
    send: string;
    /** The button while a message is on its way. */
    sending: string;
    /** The counter as a screen reader hears it; the eye sees "12/128". */
    count: (count: number, max: number) => string;
  };
  /** The line under the toast's title on where the visitor's last message stands. */
  receipt: {
    /** Before the state: "Twoja wiadomość: ". */
    prefix: string;
    pending: string;
    approved: string;
    /** Shown on a screen, the time unknown. */
    shown: string;
    /** Shown on a screen at "HH:MM" (the edition's clock). */
    shownAt: (time: string) => string;
    /** Never says why: a reason would teach how to get around the moderators. */
    rejected: string;
  };
  dialog: {
    /** The button at the foot of the result dialog. */
    close: string;
    /** The accessible name of the cross in its corner. */
    closeCross: string;
  };
  /**
   * Each result's dialog title and body (core/README.md#result-codes). Keyed by the codes' own
   * type, so a new code without texts does not compile. The toast shows these, never the
   * API's `error` field, which is always Polish.
   */
  results: Readonly<Record<ResultKey, ResultText>>;
}
