import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  EmptyBodySchema,
  ErrorBodySchema,
  FactorEnrolledSchema,
  PasskeyEnrolBodySchema,
  PasskeyOptionsSchema,
  SECOND_FACTOR_ATTEMPTS,
  SecondFactorVerifyBodySchema,
  TotpConfirmBodySchema,
  TotpSetupSchema,
} from "#core/contract";
import { describeDevice } from "../moderation/device-description";
import { GUARDED, NO_CONTENT, STAFF_CHANGE, STAFF_REQUEST_ERRORS } from "./moderation-schemas";
import { relyingParty, sessionOf } from "./staff-session";

const REFUSED = {
  400: ErrorBodySchema.meta({ description: "Invalid body, or a wrong or expired proof" }),
  403: ErrorBodySchema.meta({
    description: "forbidden_origin, or second_factor_verify_first: prove the factor first",
  }),
  409: ErrorBodySchema,
  415: STAFF_REQUEST_ERRORS[415],
};

/** What a passkey made without a name is called: the browser that made it ("Chrome, Android"). */
const DEFAULT_PASSKEY_LABEL = "Klucz dostępu";

/**
 * Proving the second factor and adding one (server/moderation/README.md#second-factor). These are
 * the only routes besides GET and DELETE /session an unverified session may call: it proves a
 * factor its account has, or — while the account has none — adds its first.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const party = (request: Parameters<typeof sessionOf>[0]) =>
    relyingParty(request, app.secondFactor.siteName);

  app.post(
    "/api/moderation/second-factor/challenge",
    {
      schema: {
        tags: ["moderation"],
        summary: "A passkey challenge for this session (5 minutes)",
        description:
          "PublicKeyCredentialRequestOptionsJSON for @simplewebauthn/browser's " +
          `startAuthentication; 409 no_second_factor without a passkey. ${STAFF_CHANGE}`,
        body: EmptyBodySchema,
        response: { 200: PasskeyOptionsSchema, ...REFUSED, ...GUARDED },
      },
    },
    async (request) => app.secondFactor.challenge(sessionOf(request), party(request)),
  );

  app.post(
    "/api/moderation/second-factor/verify",
    {
      schema: {
        tags: ["moderation"],
        summary: "Prove the second factor: a passkey, a TOTP code or a recovery code",
        description:
          "The session is then verified for its whole life. A wrong proof: 400 " +
          `second_factor_wrong; the ${SECOND_FACTOR_ATTEMPTS}th wrong one of a session ends it ` +
          "(401 second_factor_locked). 400 passkey_challenge_expired: ask for a new challenge. " +
          "A TOTP code is accepted once; a recovery code works once. Every attempt counts " +
          "against the login limits as a sign-in does (429 login_rate_limited past them). " +
          STAFF_CHANGE,
        body: SecondFactorVerifyBodySchema,
        response: {
          ...NO_CONTENT,
          ...REFUSED,
          429: ErrorBodySchema.meta({ description: "Too many attempts; see Retry-After" }),
          ...GUARDED,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      // Counted by the login limits as a password is, before the check: a session's five wrong
      // attempts end it, and these stop the next sessions' guesses at the account's back-off.
      const attempt = await app.loginThrottle.admit(request, reply, session.name);
      await app.secondFactor.verify(session, request.body, party(request));
      await attempt.succeeded(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/moderation/second-factor/passkeys/options",
    {
      schema: {
        tags: ["moderation"],
        summary: "Options to make a new passkey (5 minutes)",
        description:
          "PublicKeyCredentialCreationOptionsJSON for @simplewebauthn/browser's " +
          "startRegistration. An unverified session only while its account has no factor " +
          `(403 second_factor_verify_first); 409 too_many_passkeys. ${STAFF_CHANGE}`,
        body: EmptyBodySchema,
        response: { 200: PasskeyOptionsSchema, ...REFUSED, ...GUARDED },
      },
    },
    async (request) => app.factorEnrolment.passkeyOptions(sessionOf(request), party(request)),
  );

  app.post(
    "/api/moderation/second-factor/passkeys",
    {
      schema: {
        tags: ["moderation"],
        summary: "Add the passkey made with the options above",
        description:
          "The account's first factor answers its recovery codes (shown once) and verifies " +
          "this session; a later one answers `recoveryCodes: null`. 400 passkey_rejected, " +
          `passkey_challenge_expired. ${STAFF_CHANGE}`,
        body: PasskeyEnrolBodySchema,
        response: { 200: FactorEnrolledSchema, ...REFUSED, ...GUARDED },
      },
    },
    async (request) =>
      app.factorEnrolment.addPasskey(
        sessionOf(request),
        party(request),
        request.body,
        describeDevice(request.headers["user-agent"]) ?? DEFAULT_PASSKEY_LABEL,
      ),
  );

  app.post(
    "/api/moderation/second-factor/totp/setup",
    {
      schema: {
        tags: ["moderation"],
        summary: "A new secret for an authenticator app (10 minutes to confirm)",
        description: `The secret, its otpauth:// address and that address as a QR code's SVG path; 409 totp_exists. ${STAFF_CHANGE}`,
        body: EmptyBodySchema,
        response: { 200: TotpSetupSchema, ...REFUSED, ...GUARDED },
      },
    },
    async (request) => app.factorEnrolment.totpSetup(sessionOf(request)),
  );

  app.post(
    "/api/moderation/second-factor/totp",
    {
      schema: {
        tags: ["moderation"],
        summary: "Confirm the authenticator app with its first code",
        description:
          "Answers as adding a passkey does. A wrong code (400 second_factor_wrong) may be typed " +
          `again; 409 totp_setup_expired: start the setup again. ${STAFF_CHANGE}`,
        body: TotpConfirmBodySchema,
        response: { 200: FactorEnrolledSchema, ...REFUSED, ...GUARDED },
      },
    },
    async (request) => app.factorEnrolment.confirmTotp(sessionOf(request), request.body.code),
  );
};
