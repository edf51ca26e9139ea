import { resultTextsFor, RESULT_CODES, type ResultCode } from "#core/codes";
import type { ApiErrorCode, ErrorBody } from "#core/contract";

export type { ApiErrorCode, ErrorBody };

/*
 * The API's errors: each code's status and Polish text, and the error the handlers throw
 * (validation-errors.ts words a refused request's field and rule). The server's other texts for
 * people sit in texts/, a module each for what they word.
 */

/**
 * Every error the API answers with: JSON `{code, error}` (`ErrorBodySchema` of core/contract),
 * `error` in Polish (server/routes/README.md#api-errors). Transport errors have a string code of
 * the contract's `API_ERROR_CODES`, each given its status and text here; message rule failures
 * carry the numeric result code of core/codes.ts.
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
    error: "Zaloguj się do panelu moderacji, aby kontynuować.",
  },
  wrong_password: {
    status: 401,
    error: "Nieprawidłowa nazwa konta lub hasło.",
  },
  forbidden_role: {
    status: 403,
    error: "Ta część panelu jest tylko dla koordynatorów zmiany.",
  },
  second_factor_required: {
    status: 401,
    error: "Dokończ logowanie: potwierdź je kluczem dostępu albo kodem z aplikacji.",
  },
  second_factor_wrong: {
    status: 400,
    error:
      "Nie udało się potwierdzić logowania: kod jest błędny albo klucz dostępu nie pasuje. Spróbuj jeszcze raz.",
  },
  second_factor_locked: {
    status: 401,
    error: "Zbyt wiele nieudanych prób potwierdzenia logowania. Zaloguj się ponownie.",
  },
  second_factor_verify_first: {
    status: 403,
    error: "Najpierw potwierdź logowanie kluczem dostępu albo kodem, które już masz.",
  },
  no_second_factor: {
    status: 409,
    error:
      "To konto nie ma jeszcze drugiego składnika logowania: dodaj klucz dostępu albo aplikację uwierzytelniającą.",
  },
  last_second_factor: {
    status: 409,
    error:
      "To jedyny drugi składnik logowania tego konta, a konto musi go mieć. Najpierw dodaj inny.",
  },
  own_second_factor: {
    status: 409,
    error:
      "Drugi składnik własnego konta może zresetować tylko inny koordynator zmiany albo administrator serwera.",
  },
  passkey_challenge_expired: {
    status: 400,
    error: "Prośba o klucz dostępu wygasła albo została już użyta. Spróbuj jeszcze raz.",
  },
  passkey_rejected: {
    status: 400,
    error: "Nie udało się zapisać klucza dostępu. Spróbuj jeszcze raz albo użyj innego urządzenia.",
  },
  too_many_passkeys: {
    status: 409,
    error: "To konto ma już 10 kluczy dostępu. Usuń któryś, zanim dodasz nowy.",
  },
  totp_setup_expired: {
    status: 409,
    error: "Konfiguracja aplikacji uwierzytelniającej wygasła. Zacznij ją od nowa.",
  },
  totp_exists: {
    status: 409,
    error: "To konto ma już aplikację uwierzytelniającą. Usuń ją, zanim dodasz nową.",
  },
  wrong_current_password: {
    status: 400,
    error: "Obecne hasło jest nieprawidłowe.",
  },
  weak_password: {
    status: 400,
    error: "Nowe hasło jest za słabe. Użyj wygenerowanego hasła albo kilku przypadkowych słów.",
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
    error: "Ten telebim nie ma ważnego klucza. Otwórz link telebimu utworzony w panelu moderacji.",
  },
  screen_key_retired: {
    status: 403,
    error: "Link tego telebimu został unieważniony. Otwórz na nim nowy link z panelu moderacji.",
  },
  too_many_screens: {
    status: 429,
    error: "Zbyt wiele nazwanych telebimów. Użyj nazwy istniejącego telebimu.",
  },
  unknown_set: {
    status: 400,
    error:
      "Nie ma takiego występu w programie tej edycji festiwalu. Odśwież panel i wybierz występ z listy.",
  },
  push_off: {
    status: 404,
    error: "Powiadomienia na telefon są na tym serwerze wyłączone.",
  },
  push_endpoint_refused: {
    status: 400,
    error:
      "Nie można zapisać tej subskrypcji: adres usługi powiadomień musi być adresem https w publicznej sieci.",
  },
  request_timeout: {
    status: 408,
    error: "Żądanie nie dotarło w całości na czas. Spróbuj ponownie.",
  },
  payload_too_large: {
    status: 413,
    error: "Treść żądania jest za duża (najwyżej 16\u00a0KiB).",
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
    error: "Zbyt wiele prób logowania – logowanie jest chwilowo wstrzymane.",
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
 * Retry-After of `database_unavailable`: a restarting PostgreSQL is usually back within seconds.
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
 * 403 outside the message window (69, 70), 422 for any other failed rule.
 */
export function ruleFailureStatus(code: ResultCode): 403 | 422 {
  return code === RESULT_CODES.BEFORE_START || code === RESULT_CODES.AFTER_END ? 403 : 422;
}

/**
 * The Polish text of a failed rule: the body of the toast's result dialog (core/codes.ts).
 */
export function ruleFailureBody(code: ResultCode): ErrorBody {
  return { code, error: resultTextsFor(code).body };
}
