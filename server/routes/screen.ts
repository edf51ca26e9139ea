import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AfterQuerySchema,
  ErrorBodySchema,
  SCREEN_BACKLOG_LIMIT,
  ScreenMessageListSchema,
  type ScreenMessage,
} from "../../core/contract";
import type { ScreenEvent } from "../changes";
import type { ScreenLogSource } from "../feed";
import { SseConnection } from "../sse";
import { EventStreamSchema } from "./schemas";

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
 * The big screen's feed (docs/product.md#screen-feed): public, read-only, only approved messages.
 */
export const screenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/screen/stream",
    {
      schema: {
        tags: ["screen"],
        summary: "Server-sent events: the messages the screen may show",
        description:
          "One event per message: `id:` its position in the screen's order (an increasing " +
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
          `position N and still shown; without, the ${SCREEN_BACKLOG_LIMIT} most recent. ` +
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
        // The screens keep showing what this process knows (docs/architecture.md).
        if (!app.databaseOutages.noteIfUnavailable(error)) throw error;
        events = await read(app.feed.remembered);
      }
      reply.header("cache-control", "no-store");
      return toScreenMessages(events);
    },
  );
};
