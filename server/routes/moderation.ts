import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DECISIONS,
  EmptyBodySchema,
  ErrorBodySchema,
  HISTORY_LIST_LIMIT,
  IdParamsSchema,
  LoginBodySchema,
  ModerationSessionSchema,
  PENDING_LIST_LIMIT,
  StatusQuerySchema,
  SubmissionCountsSchema,
  SubmissionListSchema,
  SubmissionSchema,
  type Decision,
  type ModerationMode,
} from "../../core/contract";
import { ApiError } from "../errors";
import { verifyPassword } from "../password-hash";
import { readSignedCookie } from "../plugins/cookies";
import { refuseForeignStaffRequests } from "../plugins/staff-requests";
import { LOGIN_LIMITS } from "../plugins/login-throttle";
import { staffCookieOptions } from "../plugins/trusted-device";
import { SseConnection } from "../sse";
import { DATABASE_UNAVAILABLE, EventStreamSchema } from "./schemas";

export const SESSION_COOKIE = "moderator_session";
/** The cookie goes only to the moderation API, never to pages or the public endpoints. */
const SESSION_COOKIE_PATH = "/api/moderation";

/**
 * The one shared moderator account of today. Login counters are kept per account name, so named
 * accounts can come later without changing how attempts are counted.
 */
const SHARED_ACCOUNT = "moderator";

export interface ModerationRoutesOptions {
  /** The scrypt hash of the moderator password (server/password-hash.ts). */
  moderatorPasswordHash: string;
  moderation: ModerationMode;
}

const minutes = (ms: number) => ms / 60_000;
const seconds = (ms: number) => ms / 1000;

const LOGIN_DESCRIPTION =
  "Sets an HttpOnly, SameSite=Strict session cookie (Secure over HTTPS) and a trusted-device " +
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
  "login_rate_limited with Retry-After (seconds), without checking the password.";

const NO_CONTENT = { 204: z.null().meta({ description: "Done" }) };
/** Every guarded route: no session, or no database to check the session in. */
const GUARDED = {
  401: ErrorBodySchema.meta({ description: "No valid moderator session" }),
  ...DATABASE_UNAVAILABLE,
};
/** What every state-changing staff request may meet first (server/plugins/staff-requests.ts). */
const STAFF_REQUEST_ERRORS = {
  403: ErrorBodySchema.meta({
    description: "Not sent by this site's own pages (forbidden_origin)",
  }),
  415: ErrorBodySchema.meta({ description: "Not declared as application/json" }),
};

/**
 * The moderation API (docs/product.md#moderation-api). Login and logout are public; everything
 * else sits behind one session hook for the whole group (docs/architecture.md#conventions,
 * "guard a whole folder").
 */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (
  app,
  { moderatorPasswordHash, moderation },
) => {
  // Only this plugin's routes: staff changes come from our own pages, as JSON.
  app.addHook("onRequest", refuseForeignStaffRequests);

  const sessionId = (request: FastifyRequest) => readSignedCookie(request, SESSION_COOKIE);

  const requireModerator = async (request: FastifyRequest) => {
    const id = sessionId(request);
    if (id === null || !(await app.moderatorSessions.isValid(id))) {
      throw new ApiError("unauthorized");
    }
  };

  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, id: string) =>
    reply.setCookie(
      SESSION_COOKIE,
      id,
      staffCookieOptions(request, SESSION_COOKIE_PATH, app.moderatorSessions.ttlMs),
    );

  app.post(
    "/api/moderation/session",
    {
      schema: {
        tags: ["moderation"],
        summary: "Log in as a moderator",
        description: LOGIN_DESCRIPTION,
        body: LoginBodySchema,
        response: {
          ...NO_CONTENT,
          ...DATABASE_UNAVAILABLE,
          400: ErrorBodySchema,
          401: ErrorBodySchema.meta({ description: "Wrong password" }),
          ...STAFF_REQUEST_ERRORS,
          429: ErrorBodySchema.meta({ description: "Too many attempts; see Retry-After" }),
          503: ErrorBodySchema.meta({ description: "The login counters are unavailable" }),
        },
      },
    },
    async (request, reply) => {
      // Counted before the check, atomically: parallel guesses cannot all pass a limit.
      const attempt = await app.loginThrottle.admit(request, reply, SHARED_ACCOUNT);
      if (!(await verifyPassword(request.body.password, moderatorPasswordHash))) {
        throw new ApiError("wrong_password");
      }
      setSessionCookie(request, reply, await app.moderatorSessions.create());
      await attempt.succeeded(reply);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/moderation/session",
    {
      schema: {
        tags: ["moderation"],
        summary: "Log out",
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
      if (id !== null) await app.moderatorSessions.delete(id);
      // Cleared with the attributes it was set with, so no browser keeps or leaks a stale one.
      reply.clearCookie(SESSION_COOKIE, staffCookieOptions(request, SESSION_COOKIE_PATH));
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
          summary: "Is this browser logged in? Answers with the moderation mode",
          response: { 200: ModerationSessionSchema, ...GUARDED },
        },
      },
      async () => ({ moderation }),
    );

    guarded.get(
      "/api/moderation/submissions",
      {
        schema: {
          tags: ["moderation"],
          summary: "List submissions by status",
          description:
            `pending: the queue, oldest first (up to ${PENDING_LIST_LIMIT}); approved / ` +
            `rejected: the latest ${HISTORY_LIST_LIMIT} decisions, newest first.`,
          querystring: StatusQuerySchema,
          response: { 200: SubmissionListSchema, 400: ErrorBodySchema, ...GUARDED },
        },
      },
      async (request) => app.submissions.list(request.query.status),
    );

    guarded.get(
      "/api/moderation/counts",
      {
        schema: {
          tags: ["moderation"],
          summary: "How many submissions are pending, approved and rejected",
          response: { 200: SubmissionCountsSchema, ...GUARDED },
        },
      },
      async () => app.submissions.counts(),
    );

    const summaries: Record<Decision, string> = {
      approve: "Approve: the message goes on the screens",
      reject: "Reject (or, after approval, take off the screens)",
      undo: "Undo a decision: back to the queue (post-moderation: back on the screens)",
    };
    for (const action of DECISIONS) {
      guarded.post(
        `/api/moderation/submissions/:id/${action}`,
        {
          schema: {
            tags: ["moderation"],
            summary: summaries[action],
            description: "Send `{}` as application/json from this site's own pages.",
            params: IdParamsSchema,
            body: EmptyBodySchema,
            response: {
              200: SubmissionSchema,
              400: ErrorBodySchema,
              ...GUARDED,
              ...STAFF_REQUEST_ERRORS,
              404: ErrorBodySchema.meta({ description: "No submission with this id" }),
            },
          },
        },
        async (request) => {
          const { id } = request.params;
          const item = await app.moderation.decide(id, action);
          if (!item) throw new ApiError("not_found");
          return item;
        },
      );
    }

    guarded.get(
      "/api/moderation/stream",
      {
        schema: {
          tags: ["moderation"],
          summary: "Server-sent events of queue changes",
          description:
            "`event: change`, `data: {item, previousStatus}` for each new submission " +
            "(previousStatus null) and each decision; `event: resync` when changes may have " +
            "been missed (reload the lists); a heartbeat comment every 15 s.",
          produces: ["text/event-stream"],
          response: { 200: EventStreamSchema, ...GUARDED },
        },
      },
      async (request, reply) => {
        app.feed.addModerationClient(SseConnection.open(request, reply));
      },
    );
  });
};
