import { resultTextsFor, RESULT_CODES, type ResultCode } from "../core/codes";
import type {
  ApiErrorCode,
  ErrorBody,
  ScreenMode,
  ScreenSettings,
  LateChange,
} from "../core/contract";
import type { FestivalSet } from "../core/festival-schedule";
import { calendarDate } from "../core/dates/calendar-date";
import { polishDates } from "../core/dates/polish-words";

export type { ApiErrorCode, ErrorBody };

/*
 * The server's texts for people, all in one place and in Polish: the API's errors, the audit
 * trail's details and what the backup commands say (validation-errors.ts words a refused staff
 * request's field and rule). Storage (db/) and the routes take their
 * wording from here.
 */

/**
 * Every error the API answers with: JSON `{code, error}` (`ErrorBodySchema` of core/contract),
 * `error` in Polish (docs/product.md#api-errors). Transport errors have a string code of the
 * contract's `API_ERROR_CODES`, each given its status and text here; message rule failures carry
 * the numeric result code of core/codes.ts.
 */
export const API_ERRORS = {
  malformed_json: {
    status: 400,
    error: "Treść żądania nie jest poprawnym dokumentem JSON.",
  },
  invalid_body: {
    status: 400,
    error: "Żądanie ma niepoprawny kształt: oczekiwano obiektu JSON z polami tekstowymi.",
  },
  invalid_encoding: {
    status: 400,
    error: "Treść żądania musi być poprawnie zakodowana w UTF-8.",
  },
  invalid_idempotency_key: {
    status: 400,
    error:
      "Nagłówek Submission-Key musi być identyfikatorem UUID (np. 0b6f1c2e-3d4a-4f5b-8c6d-7e8f9a0b1c2d).",
  },
  bad_request: {
    status: 400,
    error: "Niepoprawne żądanie.",
  },
  malformed_request: {
    status: 400,
    error: "Serwer nie zrozumiał żądania: niepoprawna składnia HTTP.",
  },
  invalid_query: {
    status: 400,
    error: "Niepoprawne parametry zapytania.",
  },
  unauthorized: {
    status: 401,
    error: "Zaloguj się jako moderator, aby kontynuować.",
  },
  wrong_password: {
    status: 401,
    error: "Nieprawidłowa nazwa konta lub hasło.",
  },
  forbidden_role: {
    status: 403,
    error: "Ta część panelu jest tylko dla koordynatorów zmiany.",
  },
  forbidden_origin: {
    status: 403,
    error: "Odmowa: zmiany w moderacji można wprowadzać tylko z panelu moderacji tego serwisu.",
  },
  preview_read_only: {
    status: 403,
    error: "Podgląd tylko do oglądania: tu nic się nie zapisuje.",
  },
  not_found: {
    status: 404,
    error: "Nie znaleziono zasobu.",
  },
  already_decided: {
    status: 409,
    error: "Ktoś już ocenił tę wiadomość. Lista została odświeżona.",
  },
  claimed_by_other: {
    status: 409,
    error: "Tę wiadomość ocenia teraz inna osoba.",
  },
  sender_unknown: {
    status: 409,
    error: "Nie da się zablokować nadawcy tej wiadomości: nie zapisano, skąd ją wysłano.",
  },
  screen_key_invalid: {
    status: 403,
    error: "Ten ekran nie ma ważnego klucza. Otwórz link ekranu utworzony w panelu moderacji.",
  },
  screen_key_retired: {
    status: 403,
    error: "Link tego ekranu został unieważniony. Otwórz na nim nowy link z panelu moderacji.",
  },
  too_many_screens: {
    status: 429,
    error: "Zbyt wiele nazwanych telebimów. Użyj nazwy istniejącego ekranu.",
  },
  unknown_set: {
    status: 400,
    error:
      "Nie ma takiego występu w programie tej edycji festiwalu. Odśwież panel i wybierz występ z listy.",
  },
  request_timeout: {
    status: 408,
    error: "Żądanie nie dotarło w całości na czas. Spróbuj ponownie.",
  },
  payload_too_large: {
    status: 413,
    error: "Treść żądania jest za duża (najwyżej 16 KiB).",
  },
  unsupported_media_type: {
    status: 415,
    error: "Nieobsługiwany format danych: wyślij JSON w UTF-8 (Content-Type: application/json).",
  },
  unsupported_content_encoding: {
    status: 415,
    error: "Nieobsługiwane kodowanie treści: wyślij dane bez kompresji (bez Content-Encoding).",
  },
  rate_limited: {
    status: 429,
    error: "Wysyłasz zbyt wiele wiadomości. Odczekaj chwilę i spróbuj ponownie.",
  },
  login_rate_limited: {
    status: 429,
    error: "Zbyt wiele prób logowania — logowanie jest chwilowo wstrzymane.",
  },
  headers_too_large: {
    status: 431,
    error: "Nagłówki żądania są za duże.",
  },
  internal: {
    status: 500,
    error: "Wystąpił błąd serwera. Spróbuj ponownie później.",
  },
  unavailable: {
    status: 503,
    error: "Serwer jest chwilowo niedostępny. Spróbuj ponownie później.",
  },
  database_unavailable: {
    status: 503,
    error: "Baza danych jest chwilowo niedostępna. Spróbuj ponownie za kilka sekund.",
  },
  overloaded: {
    status: 503,
    error: "Serwer jest chwilowo przeciążony. Spróbuj ponownie za kilka sekund.",
  },
  shutting_down: {
    status: 503,
    error: "Serwer jest właśnie uruchamiany ponownie. Spróbuj ponownie za kilka sekund.",
  },
} as const satisfies Record<ApiErrorCode, { status: number; error: string }>;

/** The 409s of a decision when the panel knows who got there first. */
export const CONFLICT_TEXTS = {
  claimedBy: (moderator: string) => `Tę wiadomość ocenia teraz: ${moderator}.`,
  decidedBy: (moderator: string) =>
    `Tę wiadomość ocenił(a) już: ${moderator}. Lista została odświeżona.`,
} as const;

/**
 * Retry-After of `database_unavailable`: a restarting PostgreSQL is usually back within seconds
 * (docs/architecture.md, "Database faults").
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An error the handlers throw; the error handler turns it into its status and body. */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code].error,
  ) {
    super(message);
    this.statusCode = API_ERRORS[code].status;
  }
}

export function errorBody(code: ApiErrorCode): ErrorBody {
  return { code, error: API_ERRORS[code].error };
}

/**
 * 403 outside the message window (69, 70), 422 for any other failed rule
 * (docs/product.md#validation-order).
 */
export function ruleFailureStatus(code: ResultCode): 403 | 422 {
  return code === RESULT_CODES.BEFORE_START || code === RESULT_CODES.AFTER_END ? 403 : 422;
}

/**
 * The Polish text of a failed rule: the body of the toast's result dialog
 * (docs/product.md#result-codes).
 */
export function ruleFailureBody(code: ResultCode): ErrorBody {
  return { code, error: resultTextsFor(code).body };
}

const SCREEN_MODE_TEXT: Record<ScreenMode, string> = {
  live: "na żywo",
  paused: "wstrzymany",
  blackout: "wygaszony",
};

/** A set as the trail names it: "Mira Wolna (piątek 22:15)", the day and time as planned. */
function setName(set: Pick<FestivalSet, "act" | "day" | "startTime">): string {
  const act = set.act ?? "koncert zespołu studenckiego";
  return `${act} (${polishDates.weekdayName(calendarDate(set.day))} ${set.startTime})`;
}

/**
 * The details the audit trail writes beside an action, in Polish like the panel and the CSV
 * that show them (docs/product.md#audit-trail). The stores call these, so no text for people
 * lives in db/.
 */
export const TRAIL_TEXTS = {
  /** A wrong name or password: the address only as the login limits' keyed hash. */
  failedSignIn: (addressHash: string): string => `adres ${addressHash}`,
  /** A decision on a group of several copies says how many messages it moved. */
  decision: (copies: number): string => (copies > 1 ? `${copies} wiadomości` : ""),
  block: (rejected: number): string => `zablokowano nadawcę; odrzucone wiadomości: ${rejected}`,
  /** A lifted block names the message it was made from. */
  unblock: (block: { exampleAuthor: string; example: string }): string =>
    `${block.exampleAuthor}: ${block.example}`,
  /** `screen` null: every screen. */
  screenMode: (screen: string | null, mode: ScreenMode): string =>
    `${screen ?? "wszystkie ekrany"}: ${SCREEN_MODE_TEXT[mode]}`,
  /** A lead's new link for a screen (docs/product.md#screen-keys). */
  screenKey: (screen: string, version: number): string =>
    `${screen}: nowy link (wersja ${version}), poprzednie linki unieważnione`,
  screenSettings: (settings: ScreenSettings): string =>
    `czas ${settings.paceSeconds} s, minimum ${settings.minimumSeconds} s, ` +
    `odstęp nadawcy ${settings.senderGapMinutes} min, ostrzeżenie po ${settings.waitWarningMinutes} min`,
  /** A late change to a set (docs/product.md#late-changes); no delay and not cancelled: cleared. */
  lateChange: (
    change: Pick<LateChange, "delayMinutes" | "cancelled">,
    set: Pick<FestivalSet, "act" | "day" | "startTime">,
  ): string => {
    if (change.cancelled) return `Odwołano: ${setName(set)}`;
    if (change.delayMinutes > 0) return `Opóźnienie ${change.delayMinutes} min: ${setName(set)}`;
    return `Przywrócono program: ${setName(set)}`;
  },
} as const;

/**
 * What `npm run backup` and `npm run restore` tell the person running them when they cannot go
 * on (docs/architecture.md#backups): printed as is, in Polish like the rest of the commands.
 */
export const BACKUP_TEXTS = {
  noSettings: "Brak ustawień kopii (BACKUP_DIR).",
  noDatabase: (file: string) => `Nie ma bazy ${file}.`,
  noFile: (file: string) => `Nie ma pliku ${file}.`,
  cannotOpenSqlite: (file: string, error: unknown) =>
    `Nie da się otworzyć ${file} jako bazy SQLite (${String(error)}).`,
  notSqlite: (file: string, error: unknown) => `${file} nie jest bazą SQLite (${String(error)}).`,
  damaged: (file: string, verdict: string) =>
    `${file} jest uszkodzony (PRAGMA integrity_check: ${verdict}).`,
  notOurs: (file: string, missing: readonly string[]) =>
    `${file} nie jest kopią bazy Juwenaliów: brak tabel ${missing.join(", ")}.`,
  openElsewhere: (file: string) =>
    `Baza ${file} jest otwarta przez inny proces (działający serwer?). ` +
    `Zatrzymaj serwer i spróbuj ponownie.`,
  /** `replaced`: what --force does to the records there. */
  holdsRecords: (database: string, replaced: "kept_aside" | "dropped") =>
    `Baza ${database} zawiera już wiadomości lub wpisy dziennika; nic nie zmieniono. ` +
    (replaced === "kept_aside"
      ? `Aby ją zastąpić (zostanie odłożona obok), dodaj --force.`
      : `Aby ją zastąpić (jej tabele zostaną usunięte), dodaj --force.`),
  programMissing: (program: string) =>
    `Nie znaleziono programu ${program}. Zainstaluj klienta PostgreSQL ` +
    `(apt-get install postgresql-client) albo wskaż jego folder w PG_BIN.`,
  programFailed: (tool: string, how: string, said: string) =>
    `${tool} zakończył się błędem (${how}):\n${said || "(bez komunikatu)"}`,
  exitCode: (code: number | null) => `kod ${code}`,
  counts: (counts: {
    messages: number;
    decidedMessages: number;
    screenEvents: number;
    auditEntries: number;
  }) =>
    `wiadomości ${counts.messages} (z decyzją ${counts.decidedMessages}), ` +
    `zdarzenia ekranów ${counts.screenEvents}, wpisy dziennika ${counts.auditEntries}.`,
} as const;

/**
 * What the preview host answers besides the live API (docs/operations.md#previews): plain text,
 * for the organiser who opened a preview's address.
 */
export const PREVIEW_TEXTS = {
  passwordNeeded: "Podgląd zmian jest chroniony hasłem. Hasło dostaniesz od zespołu technicznego.",
  noPreview:
    "Nie ma takiego podglądu. Mógł zostać usunięty po scaleniu lub zamknięciu zmiany.\n" +
    "Otwórz adres z numerem zmiany, np. /12/ — dostaniesz go razem z propozycją zmiany.",
  /** Staff pages, the service worker, a path climbing out of the site. */
  notServed: "Nie znaleziono strony w podglądzie.",
} as const;
