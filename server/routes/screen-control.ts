import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AnnouncementBodySchema,
  EmptyBodySchema,
  ErrorBodySchema,
  ScreenBoardSchema,
  ScreenLinkBodySchema,
  ScreenLinkQuerySchema,
  ScreenLinkSchema,
  ScreenModeBodySchema,
  ScreensOverviewSchema,
  ScreenSettingsBodySchema,
} from "#core/contract";
import { screenLinkPath } from "#core/screen-links";
import { ApiError } from "../errors";
import { RULE_TEXTS } from "../validation-errors";
import { signedIn } from "./staff-session";
import { GUARDED, LEAD_ONLY, STAFF_CHANGE, STAFF_REQUEST_ERRORS } from "./moderation-schemas";

/** Both guards of a lead's change answer 403; one entry has to say both. */
const LEAD_CHANGE = {
  ...LEAD_ONLY,
  ...STAFF_REQUEST_ERRORS,
  400: ErrorBodySchema,
  403: ErrorBodySchema.meta({
    description: "Not a lead (forbidden_role), or not sent by this site's own pages",
  }),
};

/** The screens as every moderator sees them. */
export const screenOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/moderation/screens",
    {
      schema: {
        tags: ["moderation"],
        summary: "The named screens and what they follow",
        description:
          "Each named screen's last heartbeat, whether it is online, its mode, what it shows " +
          "and how many messages it has not shown; and the board: announcement, settings, modes.",
        response: { 200: ScreensOverviewSchema, ...GUARDED },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const board = app.screenBoard.current();
      return { board, screens: await app.screenHeartbeats.list(board) };
    },
  );
};

/**
 * A lead's control of the screens (server/screens/README.md#screens-on-the-night): modes, the
 * rotation's settings and announcements. Each answers the board after the change, which every
 * screen of every instance receives as a `board` event.
 */
export const screenControlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/moderation/screens/link",
    {
      schema: {
        tags: ["moderation"],
        summary: "The link a screen opens, with its key (leads)",
        description:
          "Open it on the machine that drives the screen: only a screen that reports with the " +
          "key of its name is listed and marks messages shown. The key follows from the name, " +
          "its key version (moved on by POST) and the session secret; the same link each time.",
        querystring: ScreenLinkQuerySchema,
        response: { 200: ScreenLinkSchema, 400: ErrorBodySchema, ...LEAD_ONLY },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { screen } = request.query;
      const version = await app.screenKeyVersions.current(screen);
      return { screen, path: screenLinkPath(screen, app.screenKeys.keyFor(screen, version)) };
    },
  );

  app.post(
    "/api/moderation/screens/link",
    {
      schema: {
        tags: ["moderation"],
        summary: "A new link for one screen, retiring its old ones (leads)",
        description:
          "Moves the screen's key version on, on every instance: a screen still on an old link " +
          "is refused (403 screen_key_retired) within seconds and goes dark until the new link " +
          `is opened on it. Recorded in the audit trail. ${STAFF_CHANGE}`,
        body: ScreenLinkBodySchema,
        response: { 200: ScreenLinkSchema, ...LEAD_CHANGE },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { screen } = request.body;
      const version = await app.screenKeyVersions.renew(signedIn(request).name, screen);
      return { screen, path: screenLinkPath(screen, app.screenKeys.keyFor(screen, version)) };
    },
  );

  app.put(
    "/api/moderation/screens/mode",
    {
      schema: {
        tags: ["moderation"],
        summary: "Pause, black out or resume one screen or all (leads)",
        description: `\`screen: null\`: every screen; it also ends every screen's own mode. ${STAFF_CHANGE}`,
        body: ScreenModeBodySchema,
        response: { 200: ScreenBoardSchema, ...LEAD_CHANGE },
      },
    },
    async (request) =>
      app.screenBoard.change(signedIn(request).name, { kind: "mode", ...request.body }),
  );

  app.put(
    "/api/moderation/screens/settings",
    {
      schema: {
        tags: ["moderation"],
        summary: "The rotation's settings (leads)",
        description: STAFF_CHANGE,
        body: ScreenSettingsBodySchema,
        response: { 200: ScreenBoardSchema, ...LEAD_CHANGE },
      },
    },
    async (request) =>
      app.screenBoard.change(signedIn(request).name, { kind: "settings", settings: request.body }),
  );

  app.post(
    "/api/moderation/announcement",
    {
      schema: {
        tags: ["moderation"],
        summary: "Put an announcement on every screen and the public pages (leads)",
        description:
          "It replaces the one showing. An `endsAt` must lie ahead. With `alsoToPhones` it is " +
          "also sent as a notification to every phone that turned them on, recorded in the " +
          `trail as its own action (404 push_off when this server sends none). ${STAFF_CHANGE}`,
        body: AnnouncementBodySchema,
        response: {
          200: ScreenBoardSchema,
          ...LEAD_CHANGE,
          404: ErrorBodySchema.meta({ description: "alsoToPhones on a server without (push_off)" }),
        },
      },
    },
    async (request) => {
      const { text, endsAt, alsoToPhones = false } = request.body;
      const end = endsAt ? new Date(endsAt) : null;
      if (end !== null && end.getTime() <= app.clock().getTime())
        throw new ApiError("invalid_body", RULE_TEXTS.endsAhead);
      // Asked for phones on a server without notifications: refused before anything shows.
      if (alsoToPhones && app.push === null) throw new ApiError("push_off");
      const actor = signedIn(request).name;
      const board = await app.screenBoard.change(actor, {
        kind: "announce",
        text,
        endsAt: end?.toISOString() ?? null,
      });
      if (alsoToPhones && app.push !== null && board.announcement !== null) {
        await app.push.announceToPhones(actor, board.announcement);
      }
      return board;
    },
  );

  app.delete(
    "/api/moderation/announcement",
    {
      schema: {
        tags: ["moderation"],
        summary: "Clear the announcement (leads)",
        description: STAFF_CHANGE,
        body: EmptyBodySchema,
        response: { 200: ScreenBoardSchema, ...LEAD_CHANGE },
      },
    },
    async (request) =>
      app.screenBoard.change(signedIn(request).name, { kind: "clear_announcement" }),
  );
};
