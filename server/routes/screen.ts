import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AfterQuerySchema,
  ErrorBodySchema,
  ScreenHeartbeatSchema,
  ScreenMessageListSchema,
  type ScreenMessage,
} from "#core/contract";
import { MAX_NAMED_SCREENS, SCREEN_HEARTBEAT_MS } from "#core/screen-heartbeats";
import { SCREEN_BACKLOG_LIMIT } from "#core/list-limits";
import { ApiError } from "../errors";
import type { ScreenEvent, ScreenLogSource } from "../screens/feed";
import { SseConnection } from "../screens/sse";
import { DATABASE_UNAVAILABLE, EventStreamSchema } from "./schemas";

/** `Last-Event-ID` as sent by EventSource: a non-negative integer, else ignored. */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

function toScreenMessages(events: ScreenEvent[]): ScreenMessage[] {
  return events.flatMap((event) => (event.kind === "show" ? [event.message] : []));
}

/**
 * The big screen's feed (server/screens/README.md#screen-feed): public, read-only, only approved
 * messages.
 */
export const screenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/screen/stream",
    {
      schema: {
        tags: ["screen"],
        summary: "Server-sent events: the messages the screen may show",
        description:
          "First a `board` event (no `id:`): the announcement, the rotation's settings and the " +
          "screens' modes, sent again whole whenever any of them changes. Then " +
          "one event per message: `id:` its position in the screen's order (an increasing " +
          "integer), `data:` the screen message, the same JSON {position, id, author, message, " +
          "approvedAt} as an item of /api/screen/messages. A message taken off the " +
          "screens arrives as `event: remove` with `data: {id}`. With `Last-Event-ID: N` " +
          "(or `?after=N`) the stream first replays everything after N; without, the " +
          `${SCREEN_BACKLOG_LIMIT} most recent messages. A heartbeat comment every 15 s.` +
          " While the database is unavailable " +
          "the replay comes from the messages this instance last delivered, and the stream " +
          "stays open.",
        querystring: AfterQuerySchema,
        produces: ["text/event-stream"],
        response: { 200: EventStreamSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const lastEventId = parseLastEventId(request.headers["last-event-id"]) ?? request.query.after;
      const connection = SseConnection.open(request, reply);
      try {
        await app.feed.addScreenClient(connection, lastEventId);
      } catch (error) {
        request.log.error({ err: error }, "screen stream: replay failed");
      }
    },
  );

  app.get(
    "/api/screen/messages",
    {
      schema: {
        tags: ["screen"],
        summary: "The screen's messages as JSON",
        description:
          "The same messages as the stream: with `after=N`, those put on screen after " +
          `position N and still shown; without, the ${SCREEN_BACKLOG_LIMIT} most recent and ` +
          "every message approved in the last 12 hours that no screen has shown yet. " +
          "While the database is unavailable, the messages this instance last delivered to its screens.",
        querystring: AfterQuerySchema,
        response: { 200: ScreenMessageListSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { after } = request.query;
      const read = (log: ScreenLogSource) =>
        after === undefined ? log.recentScreenMessages() : log.screenEventsAfter(after);
      let events: ScreenEvent[];
      try {
        events = await read(app.submissions);
      } catch (error) {
        // The screens keep showing what this process knows while the database is down.
        if (!app.outageLog.noteIfUnavailable(error)) throw error;
        events = await read(app.feed.remembered);
      }
      reply.header("cache-control", "no-store");
      return toScreenMessages(events);
    },
  );

  app.post(
    "/api/screen/heartbeat",
    {
      schema: {
        tags: ["screen"],
        summary: "A named screen reports what it shows",
        description:
          `Every ${SCREEN_HEARTBEAT_MS / 1000} s and whenever what it shows changes. The panel ` +
          "lists the screens from these; a message reported as shown gets its first `shownAt` " +
          `(the sender's receipt). At most ${MAX_NAMED_SCREENS} names; one silent for an hour ` +
          "makes room for a new one. Only with the key of the screen's name, from the link a " +
          "lead makes in the panel; a key a lead has since retired is refused within seconds " +
          "on every instance.",
        body: ScreenHeartbeatSchema,
        response: {
          204: z.null().meta({ description: "Recorded" }),
          400: ErrorBodySchema,
          403: ErrorBodySchema.meta({
            description:
              "Not the key of this screen's name (screen_key_invalid), or one a lead has " +
              "retired with a new link (screen_key_retired)",
          }),
          429: ErrorBodySchema.meta({ description: "Too many named screens (too_many_screens)" }),
          ...DATABASE_UNAVAILABLE,
        },
      },
    },
    async (request, reply) => {
      const { key, ...heartbeat } = request.body;
      const version = await app.screenKeyVersions.recent(heartbeat.screen);
      const check = app.screenKeys.check(heartbeat.screen, key, version);
      if (check === "retired") throw new ApiError("screen_key_retired");
      if (check === "invalid") throw new ApiError("screen_key_invalid");
      const result = await app.screenHeartbeats.record(heartbeat);
      if (result === "too_many_screens") throw new ApiError("too_many_screens");
      return reply.code(204).send(null);
    },
  );
};
