import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import {
  EmptyBodySchema,
  ErrorBodySchema,
  LoginBodySchema,
  ModerationSessionSchema,
} from "#core/contract";
import { canLead, accountName } from "#core/staff-accounts";
import type { ModerationMode } from "#core/submission-transitions";
import { ApiError } from "../errors";
import { refuseForeignStaffRequests } from "../plugins/staff-requests";
import { LOGIN_LIMITS } from "../plugins/login-throttle";
import {
  clearSessionCookies,
  readSessionCookie,
  setSessionCookie,
} from "../plugins/session-cookie";
import { accountSessionRoutes } from "./account-sessions";
import { moderationLeadRoutes } from "./moderation-lead";
import { screenControlRoutes, screenOverviewRoutes } from "./screen-control";
import { moderationQueueRoutes } from "./moderation-queue";
import { lateChangeRoutes } from "./late-changes";
import { GUARDED, NO_CONTENT, STAFF_REQUEST_ERRORS } from "./moderation-schemas";
import { accountSecurityRoutes, staffAccountRoutes } from "./account-security";
import { secondFactorRoutes } from "./second-factor";
import { sessionOf, signedIn } from "./staff-session";
import { DATABASE_UNAVAILABLE } from "./schemas";

export { SESSION_COOKIE } from "../plugins/session-cookie";

export interface ModerationRoutesOptions {
  moderation: ModerationMode;
}

const minutes = (ms: number) => ms / 60_000;
const seconds = (ms: number) => ms / 1000;

const LOGIN_DESCRIPTION =
  "Signs in a moderator account (`npm run moderators`, or the quick-start lead " +
  "`koordynator` with MODERATOR_PASSWORD). Sets an HttpOnly, SameSite=Strict session cookie " +
  "(over HTTPS `__Host-moderator_session`: Secure, Path=/; over plain HTTP " +
  "`moderator_session`, path /api/moderation; it ends when unused for STAFF_IDLE_MINUTES) and " +
  "a trusted-device " +
  "cookie for this browser (the same attributes, 30 days, sent only to this endpoint). Send " +
  "it as application/json from this site's own pages (403 forbidden_origin otherwise; scripts " +
  "without Origin and Sec-Fetch-Site headers are allowed). Every attempt is counted before the " +
  "password is checked, and a right password gives its count back: from a trusted browser, " +
  `${LOGIN_LIMITS.perTrustedDevice} attempts per ${minutes(LOGIN_LIMITS.windowMs)} minutes ` +
  "for that browser alone; from any other, " +
  `${LOGIN_LIMITS.perAddress} per ${minutes(LOGIN_LIMITS.windowMs)} minutes per IP address ` +
  "(IPv6: per /64), and on the account, after " +
  `${LOGIN_LIMITS.accountFreeAttempts} attempts in ${minutes(LOGIN_LIMITS.windowMs)} minutes, ` +
  `one attempt per back-off doubling from ${seconds(LOGIN_LIMITS.accountBackoffFirstMs)} s ` +
  `up to ${seconds(LOGIN_LIMITS.accountBackoffMaxMs)} s. Over a limit: 429 ` +
  "login_rate_limited with Retry-After (seconds), without checking the password. A lead (and " +
  "with STAFF_SECOND_FACTOR=all every moderator) then proves a second factor: see GET /session.";

/**
 * The moderation API (server/moderation/README.md#moderation-api). Login and logout are public;
 * everything else sits behind one session hook for the whole group, and the lead's pages behind one
 * more, so no handler can forget its check.
 */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (
  app,
  { moderation },
) => {
  // Only this plugin's routes: staff changes come from our own pages, as JSON.
  app.addHook("onRequest", refuseForeignStaffRequests);
  app.decorateRequest("moderator", null);
  app.decorateRequest("staffSessionId", null);
  app.decorateRequest("staffSession", null);

  const sessionId = (request: FastifyRequest) => readSessionCookie(request)?.id ?? null;

  // Every request of an open panel (its periodic reads, its stream) passes here and keeps the
  // session alive; one left unused for STAFF_IDLE_MINUTES is refused
  // (server/plugins/README.md#staff-sessions).
  const requireModerator = async (request: FastifyRequest) => {
    const cookie = readSessionCookie(request);
    const session = cookie === null ? undefined : await app.staffSessions.find(cookie.id);
    if (!cookie || !session) throw new ApiError("unauthorized");
    request.moderator = { name: session.name, role: session.role };
    request.staffSessionId = cookie.id;
    request.staffSession = session;
  };

  // A session its account's second factor has not verified yet passes only GET and DELETE
  // /session and the second factor's own routes (server/moderation/README.md#second-factor).
  const requireSecondFactor = async (request: FastifyRequest) => {
    if (!request.staffSession || !app.secondFactor.isDone(request.staffSession)) {
      throw new ApiError("second_factor_required");
    }
  };

  app.post(
    "/api/moderation/session",
    {
      schema: {
        tags: ["moderation"],
        summary: "Sign in as a moderator",
        description: LOGIN_DESCRIPTION,
        body: LoginBodySchema,
        response: {
          ...NO_CONTENT,
          ...DATABASE_UNAVAILABLE,
          400: ErrorBodySchema,
          401: ErrorBodySchema.meta({ description: "Wrong name or password" }),
          ...STAFF_REQUEST_ERRORS,
          429: ErrorBodySchema.meta({ description: "Too many attempts; see Retry-After" }),
          503: ErrorBodySchema.meta({ description: "The login counters are unavailable" }),
        },
      },
    },
    async (request, reply) => {
      const name = accountName(request.body.name);
      // Counted before the check, atomically: parallel guesses cannot all pass a limit.
      const attempt = await app.loginThrottle.admit(request, reply, name);
      const accepted = await app.staffSessions.signIn(
        {
          name,
          password: request.body.password,
          userAgent: request.headers["user-agent"],
          addressHash: attempt.addressHash,
        },
        (id) => setSessionCookie(request, reply, id, app.staffSessions.ttlMs),
      );
      if (!accepted) throw new ApiError("wrong_password");
      await attempt.succeeded(reply);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/moderation/session",
    {
      schema: {
        tags: ["moderation"],
        summary: "Sign out (and let go of the items this moderator holds)",
        description: "Send `{}` as application/json from this site's own pages.",
        body: EmptyBodySchema,
        response: {
          ...NO_CONTENT,
          400: ErrorBodySchema,
          ...STAFF_REQUEST_ERRORS,
          ...DATABASE_UNAVAILABLE,
        },
      },
    },
    async (request, reply) => {
      const id = sessionId(request);
      if (id !== null) await app.staffSessions.signOut(id);
      // Cleared with the attributes it was set with, so no browser keeps or leaks a stale one.
      clearSessionCookies(request, reply);
      return reply.code(204).send(null);
    },
  );

  await app.register(async (instance) => {
    const guarded = instance.withTypeProvider<ZodTypeProvider>();
    guarded.addHook("onRequest", requireModerator);

    guarded.get(
      "/api/moderation/session",
      {
        schema: {
          tags: ["moderation"],
          summary: "Who is signed in on this browser, the moderation mode and the second factor",
          description:
            "`secondFactor.state`: done (verified, or not needed), verify (prove one of " +
            "`methods`) or enrol (the account must add its first factor). Until done, every " +
            "other staff route but DELETE /session and the second factor's own answers 401 " +
            "second_factor_required.",
          response: { 200: ModerationSessionSchema, ...GUARDED },
        },
      },
      async (request) => ({
        moderation,
        moderator: signedIn(request),
        secondFactor: await app.secondFactor.status(sessionOf(request)),
      }),
    );

    await guarded.register(secondFactorRoutes);

    await guarded.register(async (verified) => {
      verified.addHook("onRequest", requireSecondFactor);
      await verified.register(accountSessionRoutes);
      await verified.register(accountSecurityRoutes);
      await verified.register(moderationQueueRoutes);
      await verified.register(screenOverviewRoutes);

      await verified.register(async (leads) => {
        leads.addHook("onRequest", async (request) => {
          if (!canLead(signedIn(request).role)) throw new ApiError("forbidden_role");
        });
        await leads.register(moderationLeadRoutes);
        await leads.register(screenControlRoutes);
        await leads.register(lateChangeRoutes);
        await leads.register(staffAccountRoutes);
      });
    });
  });
};
