import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModerationMode } from "../config";
import { SESSION_TTL_MS } from "../db/sessions-repo";
import { ApiError } from "../errors";
import { isHttps, readSignedCookie } from "../plugins/cookies";
import { SseConnection } from "../sse";
import {
  CountsSchema,
  DATABASE_UNAVAILABLE,
  ErrorSchema,
  EventStreamSchema,
  IdParamsSchema,
  LoginBodySchema,
  SessionSchema,
  StatusQuerySchema,
  SubmissionSchema,
} from "./schemas";

export const SESSION_COOKIE = "moderator_session";
/** The cookie goes only to the moderation API, never to pages or the public endpoints. */
const SESSION_COOKIE_PATH = "/api/moderation";

export interface ModerationRoutesOptions {
  moderatorPassword: string;
  moderation: ModerationMode;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Constant-time comparison (hashing first makes the lengths equal). */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

const NO_CONTENT = { 204: z.null().meta({ description: "Done" }) };
/** Every guarded route: no session, or no database to check the session in. */
const GUARDED = {
  401: ErrorSchema.meta({ description: "No valid moderator session" }),
  ...DATABASE_UNAVAILABLE,
};

/**
 * The moderation API (issue 6). Login and logout are public; everything else sits behind one
 * session hook for the whole group (DESIGN.md §7 "guard a whole folder").
 */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (
  app,
  { moderatorPassword, moderation },
) => {
  const sessionId = (request: FastifyRequest) => readSignedCookie(request, SESSION_COOKIE);

  const requireModerator = async (request: FastifyRequest) => {
    const id = sessionId(request);
    if (id === null || !(await app.moderatorSessions.isValid(id))) {
      throw new ApiError("unauthorized");
    }
  };

  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, id: string) =>
    reply.setCookie(SESSION_COOKIE, id, {
      signed: true,
      httpOnly: true,
      sameSite: "strict",
      secure: isHttps(request),
      path: SESSION_COOKIE_PATH,
      maxAge: SESSION_TTL_MS / 1000,
    });

  app.post(
    "/api/moderation/session",
    {
      onRequest: app.loginThrottle.assertAllowed,
      schema: {
        tags: ["moderation"],
        summary: "Log in as a moderator",
        description:
          "Sets an HttpOnly, SameSite=Strict session cookie (Secure over HTTPS). More than " +
          "10 failed attempts from one IP address within 15 minutes are answered with 429.",
        body: LoginBodySchema,
        response: {
          ...NO_CONTENT,
          ...DATABASE_UNAVAILABLE,
          400: ErrorSchema,
          401: ErrorSchema.meta({ description: "Wrong password" }),
          429: ErrorSchema.meta({ description: "Too many failed attempts; see Retry-After" }),
        },
      },
    },
    async (request, reply) => {
      if (!passwordMatches(request.body.password, moderatorPassword)) {
        await app.loginThrottle.recordFailure(request);
        throw new ApiError("wrong_password");
      }
      setSessionCookie(request, reply, await app.moderatorSessions.create());
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/moderation/session",
    {
      schema: {
        tags: ["moderation"],
        summary: "Log out",
        response: { ...NO_CONTENT, ...DATABASE_UNAVAILABLE },
      },
    },
    async (request, reply) => {
      const id = sessionId(request);
      if (id !== null) await app.moderatorSessions.delete(id);
      reply.clearCookie(SESSION_COOKIE, { path: SESSION_COOKIE_PATH });
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
          response: { 200: SessionSchema, ...GUARDED },
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
            "pending: the queue, oldest first (up to 500); approved / rejected: the latest " +
            "100 decisions, newest first.",
          querystring: StatusQuerySchema,
          response: { 200: z.array(SubmissionSchema), 400: ErrorSchema, ...GUARDED },
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
          response: { 200: CountsSchema, ...GUARDED },
        },
      },
      async () => app.submissions.counts(),
    );

    const decisions = [
      { action: "approve", summary: "Approve: the message goes on the screens" },
      { action: "reject", summary: "Reject (or, after approval, take off the screens)" },
      {
        action: "undo",
        summary: "Undo a decision: back to the queue (post-moderation: back on the screens)",
      },
    ] as const;
    for (const { action, summary } of decisions) {
      guarded.post(
        `/api/moderation/submissions/:id/${action}`,
        {
          schema: {
            tags: ["moderation"],
            summary,
            params: IdParamsSchema,
            response: {
              200: SubmissionSchema,
              400: ErrorSchema,
              ...GUARDED,
              404: ErrorSchema.meta({ description: "No submission with this id" }),
            },
          },
        },
        async (request) => {
          const { id } = request.params;
          const item =
            action === "undo"
              ? await app.submissions.undo(id)
              : await app.submissions.decide(id, action === "approve" ? "approved" : "rejected");
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
