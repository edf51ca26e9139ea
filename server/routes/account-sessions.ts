import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AccountSessionsSchema,
  EmptyBodySchema,
  EndedSessionsSchema,
  ErrorBodySchema,
} from "#core/contract";
import { GUARDED, STAFF_CHANGE, STAFF_REQUEST_ERRORS } from "./moderation-schemas";
import { sessionIdOf, signedIn } from "./staff-session";

/**
 * The signed-in account's own sessions: where it is signed in, and "sign out everywhere else". Any
 * role, for its own account only; behind the staff request rules of the moderation routes and never
 * behind a password prompt (server/plugins/README.md#staff-sessions).
 */
export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/moderation/sessions",
    {
      schema: {
        tags: ["moderation"],
        summary: "This account's live sessions, the most recently used first",
        description:
          "When each signed in, in which browser (coarsely: browser and system, nothing else " +
          "is kept), when it was last used and when it ends; `current` marks this one.",
        response: { 200: AccountSessionsSchema, ...GUARDED },
      },
    },
    async (request) => ({
      sessions: await app.staffSessions.listFor(signedIn(request).name, sessionIdOf(request)),
      idleMinutes: Math.round(app.staffSessions.idleMs / 60_000),
    }),
  );

  app.delete(
    "/api/moderation/sessions",
    {
      schema: {
        tags: ["moderation"],
        summary: "Sign this account out everywhere else",
        description:
          "Ends every other session of this account (a lost phone, a borrowed laptop); this " +
          `one stays signed in. ${STAFF_CHANGE}`,
        body: EmptyBodySchema,
        response: {
          200: EndedSessionsSchema,
          400: ErrorBodySchema,
          ...STAFF_REQUEST_ERRORS,
          ...GUARDED,
        },
      },
    },
    async (request) => {
      const { name } = signedIn(request);
      return { ended: await app.staffSessions.signOutElsewhere(name, sessionIdOf(request)) };
    },
  );
};
