import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AccountParamsSchema,
  EmptyBodySchema,
  EndedSessionsSchema,
  ErrorBodySchema,
  PasskeyParamsSchema,
  PasswordChangeBodySchema,
  RecoveryCodesSchema,
  SecondFactorsSchema,
  StaffAccountListSchema,
} from "#core/contract";
import { accountName } from "#core/staff-accounts";
import { ApiError } from "../errors";
import {
  GUARDED,
  LEAD_ONLY,
  NO_CONTENT,
  STAFF_CHANGE,
  STAFF_REQUEST_ERRORS,
} from "./moderation-schemas";
import { sessionIdOf, sessionOf, signedIn } from "./staff-session";

const CHANGE_ERRORS = {
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  ...STAFF_REQUEST_ERRORS,
};

/**
 * A verified session's own account: its second factors and recovery codes, and its password
 * (server/moderation/README.md#second-factor). Any role.
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/moderation/second-factor",
    {
      schema: {
        tags: ["moderation"],
        summary: "This account's second factors",
        response: { 200: SecondFactorsSchema, ...GUARDED },
      },
    },
    async (request) => app.factorEnrolment.list(sessionOf(request)),
  );

  app.delete(
    "/api/moderation/second-factor/passkeys/:id",
    {
      schema: {
        tags: ["moderation"],
        summary: "Remove one of this account's passkeys",
        description: `409 last_second_factor when an account that must have one would have none. ${STAFF_CHANGE}`,
        params: PasskeyParamsSchema,
        body: EmptyBodySchema,
        response: { ...NO_CONTENT, ...CHANGE_ERRORS, ...GUARDED },
      },
    },
    async (request, reply) => {
      await app.factorEnrolment.remove(sessionOf(request), {
        kind: "passkey",
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/moderation/second-factor/totp",
    {
      schema: {
        tags: ["moderation"],
        summary: "Remove this account's authenticator app",
        description: `409 last_second_factor as for a passkey. ${STAFF_CHANGE}`,
        body: EmptyBodySchema,
        response: { ...NO_CONTENT, ...CHANGE_ERRORS, ...GUARDED },
      },
    },
    async (request, reply) => {
      await app.factorEnrolment.remove(sessionOf(request), { kind: "totp" });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/moderation/second-factor/recovery-codes",
    {
      schema: {
        tags: ["moderation"],
        summary: "A new set of recovery codes (the old ones stop working)",
        description: `Shown once. 409 no_second_factor. ${STAFF_CHANGE}`,
        body: EmptyBodySchema,
        response: { 200: RecoveryCodesSchema, ...CHANGE_ERRORS, ...GUARDED },
      },
    },
    async (request) => ({
      recoveryCodes: await app.factorEnrolment.renewRecoveryCodes(sessionOf(request)),
    }),
  );

  app.put(
    "/api/moderation/password",
    {
      schema: {
        tags: ["moderation"],
        summary: "Change this account's password; its other sessions end",
        description:
          "400 wrong_current_password (counted by the login limits as a wrong sign-in: 429 " +
          "login_rate_limited past them), 400 weak_password with the policy's reason. " +
          STAFF_CHANGE,
        body: PasswordChangeBodySchema,
        response: {
          200: EndedSessionsSchema,
          ...CHANGE_ERRORS,
          429: ErrorBodySchema.meta({ description: "Too many wrong passwords; see Retry-After" }),
          ...GUARDED,
        },
      },
    },
    async (request, reply) => {
      const { name } = signedIn(request);
      const attempt = await app.loginThrottle.admit(request, reply, name);
      if (!(await app.passwordChange.isCurrent(name, request.body.current, attempt.addressHash))) {
        throw new ApiError("wrong_current_password");
      }
      await attempt.succeeded(reply);
      return {
        ended: await app.passwordChange.change(name, request.body.next, sessionIdOf(request)),
      };
    },
  );
};

/** The lead's view of the staff accounts' second factors, and a reset for a lost phone. */
export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/moderation/accounts",
    {
      schema: {
        tags: ["moderation"],
        summary: "The staff accounts and whether each has a second factor (leads)",
        response: { 200: StaffAccountListSchema, ...LEAD_ONLY },
      },
    },
    async () => app.accountFactors.list(),
  );

  app.delete(
    "/api/moderation/accounts/:name/second-factor",
    {
      schema: {
        tags: ["moderation"],
        summary: "Remove another account's second factor (leads)",
        description:
          "Its passkeys, authenticator app and recovery codes go and its sessions end; it adds " +
          "a factor again at its next sign-in. 404 for no such account, 409 own_second_factor " +
          `for the lead's own. ${STAFF_CHANGE}`,
        params: AccountParamsSchema,
        body: EmptyBodySchema,
        response: { ...NO_CONTENT, ...CHANGE_ERRORS, ...LEAD_ONLY },
      },
    },
    async (request, reply) => {
      await app.accountFactors.reset(signedIn(request).name, accountName(request.params.name));
      return reply.code(204).send(null);
    },
  );
};
