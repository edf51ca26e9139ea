import { z } from "zod";
import { RESULT_CODES } from "../codes";

/**
 * The codes of the API's transport errors (what the request was, not what the message said).
 * server/errors.ts gives each its HTTP status and Polish text, and must cover every one
 * (server/routes/README.md#api-errors).
 */
export const API_ERROR_CODES = [
  "malformed_json",
  "invalid_body",
  "invalid_encoding",
  "invalid_idempotency_key",
  "bad_request",
  "malformed_request",
  "invalid_query",
  "unauthorized",
  "wrong_password",
  "forbidden_origin",
  "forbidden_role",
  "second_factor_required",
  "second_factor_wrong",
  "second_factor_locked",
  "second_factor_verify_first",
  "no_second_factor",
  "last_second_factor",
  "own_second_factor",
  "passkey_challenge_expired",
  "passkey_rejected",
  "too_many_passkeys",
  "totp_setup_expired",
  "totp_exists",
  "wrong_current_password",
  "weak_password",
  "preview_read_only",
  "not_found",
  "already_decided",
  "claimed_by_other",
  "sender_unknown",
  "screen_key_invalid",
  "screen_key_retired",
  "too_many_screens",
  "unknown_set",
  "push_off",
  "push_endpoint_refused",
  "request_timeout",
  "payload_too_large",
  "unsupported_media_type",
  "unsupported_content_encoding",
  "rate_limited",
  "login_rate_limited",
  "headers_too_large",
  "internal",
  "unavailable",
  "database_unavailable",
  "overloaded",
  "shutting_down",
] as const;

export const ApiErrorCodeSchema = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof ApiErrorCodeSchema>;

/** The result codes of core/codes.ts: a failed message rule is answered with its own number. */
export const ResultCodeSchema = z.literal(Object.values(RESULT_CODES));

export const ErrorCodeSchema = z.union([ApiErrorCodeSchema, ResultCodeSchema]).meta({
  description:
    "A string for transport errors; the result code of core/codes.ts for a failed message " +
    "rule: 69 before the window, 70 after it, 71 author too short, 72 message too short, 73 " +
    "vulgarity, 74 author too long, 75 message too long, 76 control/bidi/invisible " +
    "characters, 77 blank field, 78 too many combining marks on one character.",
});
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The body of every error answer of the API. */
export const ErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  error: z.string().meta({ description: "What went wrong, in Polish, for people." }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
