import {
  AUTHOR_MAX_LENGTH,
  AUTHOR_MIN_LENGTH,
  MAX_MARKS_PER_CHARACTER,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
} from "#core/message-limits";
import { RESULT_CODES } from "#core/codes";
import type { ToastTexts } from "../toast";

const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;
const characters = (count: number): string => plural(count, "character", "characters");
const accentMarks = (count: number): string => plural(count, "accent mark", "accent marks");

/**
 * The toast in English. The API's refusals come in Polish, so every result has its own text
 * here; the numbers come from the same limits the checks apply.
 */
const texts: ToastTexts = {
  title: "Send a message to the big screen",
  intro: "Write a short message – it might appear on the big screen at the stadium.",
  privacyNotice: (retentionDays) =>
    "Moderators read every message before it goes on the big screen. " +
    `We delete messages ${plural(retentionDays, "day", "days")} after the festival.`,
  form: {
    author: "Name",
    message: "Message",
    lengthHint: (min, max) => `${min}–${max} characters`,
    required: "This field is required.",
    offline: "You’re offline. You need an internet connection to send a message.",
    send: "Send",
    sending: "Sending…",
    count: (count, max) => `${count} of ${max} characters used`,
  },
  receipt: {
    prefix: "Your message: ",
    pending: "waiting for moderation",
    approved: "approved, waiting for its turn on the big screen",
    shown: "on the big screen",
    shownAt: (time) => `on the big screen at ${time}`,
    rejected: "won’t appear on the big screen",
  },
  dialog: {
    close: "Close",
    closeCross: "Close dialog",
  },
  results: {
    success: { title: "SUCCESS", body: "Your message has been sent!" },
    [RESULT_CODES.BEFORE_START]: {
      title: "CHAT LOCKED",
      body: "The chat opens when the event starts.",
    },
    [RESULT_CODES.AFTER_END]: {
      title: "CHAT LOCKED",
      body: "The event is over, so the chat is locked. See you next year!",
    },
    [RESULT_CODES.AUTHOR_TOO_SHORT]: {
      title: "NAME TOO SHORT",
      body: `Your name needs at least ${characters(AUTHOR_MIN_LENGTH)}.`,
    },
    [RESULT_CODES.MESSAGE_TOO_SHORT]: {
      title: "MESSAGE TOO SHORT",
      body: `Your message needs at least ${characters(MESSAGE_MIN_LENGTH)}.`,
    },
    [RESULT_CODES.PROFANITY]: {
      title: "BAD LANGUAGE DETECTED",
      body: "Please try again, this time without swear words.",
    },
    [RESULT_CODES.AUTHOR_TOO_LONG]: {
      title: "NAME TOO LONG",
      body: `Your name can have at most ${characters(AUTHOR_MAX_LENGTH)}.`,
    },
    [RESULT_CODES.MESSAGE_TOO_LONG]: {
      title: "MESSAGE TOO LONG",
      body: `Your message can have at most ${characters(MESSAGE_MAX_LENGTH)}.`,
    },
    [RESULT_CODES.FORBIDDEN_CHARACTERS]: {
      title: "CHARACTERS NOT ALLOWED",
      body: "Your message contains invisible or control characters. Remove them and try again.",
    },
    [RESULT_CODES.BLANK]: {
      title: "EMPTY FIELD",
      body: "Your name and message can’t be empty or just spaces.",
    },
    [RESULT_CODES.TOO_MANY_MARKS]: {
      title: "TOO MANY ACCENTS",
      body:
        `A letter can carry at most ${accentMarks(MAX_MARKS_PER_CHARACTER)} ` +
        "(dots, strokes, hooks). Remove the extra ones and try again.",
    },
    error: {
      title: "SOMETHING WENT WRONG",
      body: "We couldn’t send your message. Please try again later.",
    },
  },
};
export default texts;
