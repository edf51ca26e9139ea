import { z } from "zod";
import { ScreenMessageSchema, ScreenRemovalSchema } from "./screen";
import { ScreenBoardSchema } from "./screen-control";
import { QueueItemSchema } from "./moderation";
import { SubmissionStatusSchema } from "./submissions";

/**
 * The server-sent events of the two streams: each event name with the schema of its `data`.
 * The server writes frames only through these tables and the clients parse each event with the
 * schema of its name, so both sides follow one list.
 */

/** A change of the moderation queue: a new submission (`previousStatus: null`) or a decision. */
export const ModerationChangeSchema = z.object({
  item: QueueItemSchema,
  previousStatus: SubmissionStatusSchema.nullable(),
});
export type ModerationChange = z.infer<typeof ModerationChangeSchema>;

/** `resync`: changes may have been missed, reload the lists. Its data is `{}`. */
export const ResyncSchema = z.object({});

/**
 * /api/screen/stream: `message` (the SSE default) puts a message on screen, `remove` takes one
 * off, `board` carries the announcement, the settings and the modes the screens follow.
 */
export const SCREEN_STREAM_EVENTS = {
  message: ScreenMessageSchema,
  remove: ScreenRemovalSchema,
  board: ScreenBoardSchema,
} as const satisfies StreamEventTable;

/** /api/moderation/stream. */
export const MODERATION_STREAM_EVENTS = {
  change: ModerationChangeSchema,
  resync: ResyncSchema,
} as const satisfies StreamEventTable;

/** A stream's events: each name with the schema of its data. */
export type StreamEventTable = Readonly<Record<string, z.ZodType>>;

/** The data of event `name` of a stream, as the server writes it. */
export type StreamEventData<Events extends StreamEventTable, Name extends keyof Events> = z.input<
  Events[Name]
>;
