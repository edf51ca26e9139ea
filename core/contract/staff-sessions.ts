import { z } from "zod";

/**
 * GET /api/moderation/sessions: the live sessions of the signed-in account, as its owner sees
 * them (server/moderation/README.md#moderation-api) — never their ids, which are the cookies
 * themselves.
 */
export const AccountSessionSchema = z.object({
  current: z.boolean().meta({ description: "The session this request came with" }),
  device: z
    .string()
    .nullable()
    .meta({ description: 'Coarse browser and system it was started in ("Firefox, Android")' }),
  createdAt: z.string().meta({ description: "When it signed in (ISO-8601)" }),
  lastSeenAt: z.string().meta({ description: "Its last request (ISO-8601, to about 10 s)" }),
  expiresAt: z.string().meta({ description: "When it ends even if in use (ISO-8601)" }),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsSchema = z.object({
  sessions: z.array(AccountSessionSchema),
  idleMinutes: z.number().int().meta({ description: "An unused session ends after this long" }),
});
export type AccountSessions = z.infer<typeof AccountSessionsSchema>;

/** DELETE /api/moderation/sessions: how many other sessions were ended. */
export const EndedSessionsSchema = z.object({ ended: z.number().int().min(0) });
export type EndedSessions = z.infer<typeof EndedSessionsSchema>;
