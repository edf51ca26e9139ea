import { z } from "zod";

/**
 * A screen message: an approved submission as the screens show it. The same object is an item
 * of GET /api/screen/messages and the data of a `message` event of /api/screen/stream, whose
 * SSE `id:` repeats `position` for the browser's Last-Event-ID reconnection
 * (server/screens/README.md#screen-feed).
 */
export const ScreenMessageSchema = z.object({
  position: z
    .number()
    .int()
    .min(0)
    .meta({ description: "Place in the screen's order (the SSE id)" }),
  id: z.number().int(),
  author: z.string(),
  message: z.string(),
  approvedAt: z.string().meta({ description: "When it went on screen (ISO-8601, UTC)" }),
  senderTag: z
    .string()
    .nullable()
    .meta({
      description:
        "The same short tag for messages of one device, so a screen keeps one sender's messages " +
        "apart; says nothing of who it is. Null for a sender known only by address",
    }),
  shownAt: z.string().nullable().meta({
    description: "When a screen first showed it (ISO-8601, UTC); null: not shown yet",
  }),
});
export type ScreenMessage = z.infer<typeof ScreenMessageSchema>;

/** GET /api/screen/messages. */
export const ScreenMessageListSchema = z.array(ScreenMessageSchema);

/** A message taken off the screens: the data of a `remove` event of /api/screen/stream. */
export const ScreenRemovalSchema = z.object({ id: z.number().int() });
export type ScreenRemoval = z.infer<typeof ScreenRemovalSchema>;

/** `?after=N` of the screen's list and stream. */
export const AfterQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().meta({
    description: "Only what came after this position (the last SSE id seen)",
  }),
});
