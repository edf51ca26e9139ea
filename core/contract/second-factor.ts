import { z } from "zod";
import { MODERATOR_ROLES } from "../staff-accounts";

/**
 * The staff's second factor (server/moderation/README.md#second-factor): passkeys (WebAuthn),
 * TOTP codes as the fallback for a phone without passkeys, and one-time recovery codes.
 *
 * How a panel meets it:
 * - `POST /api/moderation/session {name, password}` still answers 204 with the cookie. When the
 *   account needs a second factor (a lead always; a moderator too under
 *   `STAFF_SECOND_FACTOR=all`) the session opens unverified, and `GET /api/moderation/session`
 *   says so in `secondFactor.state`: "verify" (prove a factor the account has) or "enrol" (the
 *   account has none yet: add one now). "done" means the session may do everything its role may.
 * - An unverified session passes only `GET` and `DELETE /api/moderation/session`, the routes of
 *   this file that verify or enrol, and nothing else: every other `/api/moderation/*` route
 *   answers 401 `second_factor_required`.
 * - Verified once, a session stays verified for its whole life (once per device per sign-in,
 *   never per action).
 *
 * The routes, all under /api/moderation, bodies JSON (`{}` when empty):
 * - `POST /second-factor/challenge {}` → PasskeyOptions (for `startAuthentication`), valid 5 min.
 * - `POST /second-factor/verify` SecondFactorVerifyBody → 204, the session is verified. Wrong:
 *   400 `second_factor_wrong`; the fifth wrong attempt of a session ends it: 401
 *   `second_factor_locked`. 400 `passkey_challenge_expired` (ask for a new challenge), 409
 *   `no_second_factor` (state "enrol").
 * - Enrolment (state "enrol", or a verified session adding one; state "verify" gets 403
 *   `second_factor_verify_first`):
 *   `POST /second-factor/passkeys/options {}` → PasskeyOptions (for `startRegistration`);
 *   `POST /second-factor/passkeys` PasskeyEnrolBody → 200 FactorEnrolled (400
 *   `passkey_rejected`, `passkey_challenge_expired`; 409 `too_many_passkeys`);
 *   `POST /second-factor/totp/setup {}` → TotpSetup (409 `totp_exists`);
 *   `POST /second-factor/totp` TotpConfirmBody → 200 FactorEnrolled (400 `second_factor_wrong`,
 *   409 `totp_setup_expired`).
 * - Verified session only: `GET /second-factor` → SecondFactors;
 *   `DELETE /second-factor/passkeys/:id {}` and `DELETE /second-factor/totp {}` → 204 (404; 409
 *   `last_second_factor`); `POST /second-factor/recovery-codes {}` → RecoveryCodes (409
 *   `no_second_factor`); `PUT /password` PasswordChangeBody → 200 EndedSessions (400
 *   `wrong_current_password`, 400 `weak_password` with the policy's own Polish text).
 * - Lead, verified: `GET /accounts` → StaffAccountList; `DELETE /accounts/:name/second-factor {}`
 *   → 204 (404 unknown account; 409 `own_second_factor`): the account's factors and recovery
 *   codes go, its sessions end, and it enrols again at its next sign-in.
 */

export const SECOND_FACTOR_METHODS = ["passkey", "totp"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** "done": verified or not needed; "verify": prove one of `methods`; "enrol": add a first one. */
export const SECOND_FACTOR_STATES = ["done", "verify", "enrol"] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];

/** Who must have a second factor (`STAFF_SECOND_FACTOR`): the leads, or every staff account. */
export const SECOND_FACTOR_POLICIES = ["leads", "all"] as const;
export type SecondFactorPolicy = (typeof SECOND_FACTOR_POLICIES)[number];

/** How many recovery codes a set has; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** Wrong second-factor attempts one session may make before the server ends it. */
export const SECOND_FACTOR_ATTEMPTS = 5;

/** The `secondFactor` of GET /api/moderation/session. */
export const SecondFactorStatusSchema = z.object({
  state: z.enum(SECOND_FACTOR_STATES),
  methods: z
    .array(z.enum(SECOND_FACTOR_METHODS))
    .meta({ description: "The factors the account has (empty while it has none)" }),
  recoveryCodesLeft: z.number().int().min(0),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

/** A base64url string as WebAuthn's JSON encodes bytes. */
const Base64Url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/);

/** What `startAuthentication()` of @simplewebauthn/browser returns (AuthenticationResponseJSON). */
export const PasskeyAuthenticationSchema = z.looseObject({
  id: Base64Url,
  rawId: Base64Url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: Base64Url.optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type PasskeyAuthentication = z.infer<typeof PasskeyAuthenticationSchema>;

/** What `startRegistration()` of @simplewebauthn/browser returns (RegistrationResponseJSON). */
export const PasskeyRegistrationSchema = z.looseObject({
  id: Base64Url,
  rawId: Base64Url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    transports: z.array(z.string().max(32)).max(16).optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type PasskeyRegistration = z.infer<typeof PasskeyRegistrationSchema>;

/**
 * POST /api/moderation/second-factor/challenge answers PublicKeyCredentialRequestOptionsJSON
 * (pass it as `optionsJSON` to `startAuthentication`); POST …/passkeys/options answers
 * PublicKeyCredentialCreationOptionsJSON (for `startRegistration`). The panel hands them to the
 * library as they are, so only the challenge is named here.
 */
export const PasskeyOptionsSchema = z
  .looseObject({ challenge: Base64Url })
  .meta({ description: "WebAuthn options JSON for @simplewebauthn/browser; valid 5 minutes" });
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

/** A code as typed: spaces and dashes are ignored, letters compared in lower case. */
const TypedCode = z.string().max(64);

/** POST /api/moderation/second-factor/verify. A wrong one answers 400 `second_factor_wrong`. */
export const SecondFactorVerifyBodySchema = z.discriminatedUnion("method", [
  z.strictObject({ method: z.literal("passkey"), response: PasskeyAuthenticationSchema }),
  z.strictObject({
    method: z.literal("totp"),
    code: TypedCode.meta({ description: "6 digits" }),
  }),
  z.strictObject({
    method: z.literal("recovery"),
    code: TypedCode.meta({ description: "One of the account's recovery codes" }),
  }),
]);
export type SecondFactorVerifyBody = z.infer<typeof SecondFactorVerifyBodySchema>;

/** A passkey's name as its owner gave it ("Telefon Ani"). */
const PasskeyLabel = z.string().trim().min(1).max(60);

/** POST /api/moderation/second-factor/passkeys: the registration of …/passkeys/options. */
export const PasskeyEnrolBodySchema = z.strictObject({
  response: PasskeyRegistrationSchema,
  label: PasskeyLabel.optional(),
});
export type PasskeyEnrolBody = z.infer<typeof PasskeyEnrolBodySchema>;

/** POST /api/moderation/second-factor/totp/setup: a new secret, confirmed by …/totp. */
export const TotpSetupSchema = z.object({
  secret: z.string().meta({ description: "Base32, to type into an app by hand" }),
  uri: z.string().meta({ description: "otpauth://totp/… for the app to scan" }),
  qr: z
    .object({
      size: z.number().int().meta({ description: "Width and height in modules, margin included" }),
      path: z.string().meta({ description: "SVG path of the dark modules (1 unit = 1 module)" }),
    })
    .meta({ description: "The uri as a QR code, ready to draw as one SVG path" }),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

/** POST /api/moderation/second-factor/totp: the first code from the app confirms the secret. */
export const TotpConfirmBodySchema = z.strictObject({
  code: TypedCode.meta({ description: "6 digits" }),
});
export type TotpConfirmBody = z.infer<typeof TotpConfirmBodySchema>;

/**
 * What enrolling a factor answers (200). The account's first factor comes with its recovery
 * codes (shown once) and verifies the session that enrolled it; a later one has none.
 */
export const FactorEnrolledSchema = z.object({
  recoveryCodes: z
    .array(z.string())
    .nullable()
    .meta({ description: `${RECOVERY_CODE_COUNT} codes, shown once; null when not new` }),
});
export type FactorEnrolled = z.infer<typeof FactorEnrolledSchema>;

/** POST /api/moderation/second-factor/recovery-codes: a new set; the old codes stop working. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const PasskeySummarySchema = z.object({
  id: z.string().meta({ description: "For DELETE …/passkeys/:id" }),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof PasskeySummarySchema>;

/** GET /api/moderation/second-factor: the signed-in account's own factors. */
export const SecondFactorsSchema = z.object({
  required: z.boolean().meta({ description: "Whether this account must keep one" }),
  passkeys: z.array(PasskeySummarySchema),
  totp: z.object({ createdAt: z.string() }).nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type SecondFactors = z.infer<typeof SecondFactorsSchema>;

/** DELETE /api/moderation/second-factor/passkeys/:id: a credential id, base64url. */
export const PasskeyParamsSchema = z.object({ id: Base64Url.min(1) });

/** GET /api/moderation/accounts (lead): every staff account and whether it has a second factor. */
export const StaffAccountSummarySchema = z.object({
  name: z.string(),
  role: z.enum(MODERATOR_ROLES),
  hasSecondFactor: z.boolean(),
});
export type StaffAccountSummary = z.infer<typeof StaffAccountSummarySchema>;
export const StaffAccountListSchema = z.array(StaffAccountSummarySchema);

/** PUT /api/moderation/password: the account's own password; other sessions end. */
export const PasswordChangeBodySchema = z.strictObject({
  current: z.string().max(1024),
  next: z.string().max(1024),
});
export type PasswordChangeBody = z.infer<typeof PasswordChangeBodySchema>;
