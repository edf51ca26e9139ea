import { RESULT_TEXTS } from "#core/codes";
import { dayCount } from "#core/polish-plural";
import type { ToastTexts } from "../toast";

/**
 * The toast in Polish, as app/features/message-toast/README.md and core/README.md#result-codes
 * spell it.
 */
const texts: ToastTexts = {
  title: "Wyślij wiadomość na telebim",
  intro: "Napisz krótką wiadomość – może pojawić się na telebimie na stadionie.",
  privacyNotice: (retentionDays) =>
    "Wiadomości czyta moderacja, zanim trafią na telebim. " +
    `Usuwamy je ${dayCount(retentionDays)} po festiwalu.`,
  form: {
    author: "Autor",
    message: "Wiadomość",
    // Read "od 3 do 32 znaków": "do" takes the genitive, so "znaków" fits any range.
    lengthHint: (min, max) => `${min}-${max} znaków`,
    required: "To pole jest wymagane.",
    offline: "Brak połączenia z internetem. Wysłanie wiadomości wymaga połączenia.",
    send: "Wyślij",
    sending: "Wysyłanie…",
    // "z" takes the genitive too: "znaków" after any maximum.
    count: (count, max) => `Wpisano ${count} z ${max} znaków`,
  },
  receipt: {
    prefix: "Twoja wiadomość: ",
    pending: "czeka na moderację",
    approved: "zatwierdzona, czeka na swoją kolej na telebimie",
    shown: "na telebimie",
    shownAt: (time) => `na telebimie o ${time}`,
    rejected: "nie pojawi się na telebimie",
  },
  dialog: {
    close: "Zamknij",
    closeCross: "Zamknij okno",
  },
  // The server's `error` field quotes the same texts: one source for both, in core.
  results: RESULT_TEXTS,
};
export default texts;
