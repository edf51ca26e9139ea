import { z } from "zod";
import { REJECTION_REASONS, TRIAGE_FLAGS } from "../message-triage";
import { DECISIONS, MODERATION_MODES } from "../submission-transitions";
import { SubmissionSchema, SubmissionStatusSchema } from "./submissions";
import { MODERATOR_ROLES } from "../staff-accounts";
import { SecondFactorStatusSchema } from "./second-factor";

export const ModerationModeSchema = z.enum(MODERATION_MODES).meta({
  description: "pre: each message waits for approval; post: shown at once, removable",
});

export const DecisionSchema = z.enum(DECISIONS);

/** A moderator account's name: what the trail records, what the panel shows. */
export const ModeratorNameSchema = z
  .string()
  .regex(/^[\p{Ll}\p{Lu}\d._-]{2,32}$/u)
  .meta({ description: "2–32 letters, digits, dots, dashes or underscores" });

export const ModeratorRoleSchema = z.enum(MODERATOR_ROLES).meta({
  description: "moderator: works the queue; lead: also sees the trail, blocks and figures",
});

/*
 * Every staff request body (the login, EmptyBodySchema and DecisionBodySchema here, the lead's
 * bodies in screen-control.ts) is a strict object: a field it does not name is refused with 400
 * naming that field (server/routes/README.md#api-errors), never silently dropped.
 */

/**
 * A name as typed at sign-in: an account's name, give or take spaces around it and capitals. One
 * that could be no account's (a NUL, a space inside, a quote) is refused before it reaches the
 * database, the login counters or the trail and its CSV.
 */
export const TypedModeratorNameSchema = z
  .string()
  .max(64)
  .refine((name) => ModeratorNameSchema.safeParse(name.trim()).success, {
    message: "2–32 letters, digits, dots, dashes or underscores",
  });

/** POST /api/moderation/session. */
export const LoginBodySchema = z.strictObject({
  name: TypedModeratorNameSchema,
  password: z.string().max(1024),
});

/** Who is signed in on this browser. */
export const ModeratorSchema = z.object({ name: z.string(), role: ModeratorRoleSchema });
export type Moderator = z.infer<typeof ModeratorSchema>;

/**
 * GET /api/moderation/session: the browser is signed in as `moderator`, under this mode, and
 * how far its second factor is (core/contract/second-factor.ts).
 */
export const ModerationSessionSchema = z.object({
  moderation: ModerationModeSchema,
  moderator: ModeratorSchema,
  secondFactor: SecondFactorStatusSchema,
});
export type ModerationSession = z.infer<typeof ModerationSessionSchema>;

/** What a staff action without parameters sends: `{}`, a body declared JSON. */
export const EmptyBodySchema = z
  .strictObject({})
  .meta({ description: "An empty JSON object; the request must be sent as application/json." });

/**
 * A decision names the status the moderator saw, so a decision someone else made in the
 * meantime is refused (409) instead of being applied twice
 * (server/moderation/README.md#no-double-work).
 */
export const DecisionBodySchema = z.strictObject({
  from: SubmissionStatusSchema.meta({ description: "The status the moderator saw" }),
});
export type DecisionBody = z.infer<typeof DecisionBodySchema>;

/** GET /api/moderation/submissions?status=… */
export const StatusQuerySchema = z.object({
  status: SubmissionStatusSchema.default("pending"),
});

/** The submission of a decision route (`/api/moderation/submissions/:id/approve`). */
export const IdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const TriageFlagSchema = z.enum(TRIAGE_FLAGS);
export const RejectionReasonSchema = z.enum(REJECTION_REASONS);

/**
 * A queue item: the first message of a group of the same text
 * (server/moderation/README.md#triage-and-duplicates) with what the whole group shares. `id`,
 * `author` and `message` are the first message's; one decision on the item applies to every message
 * of the group, and the screen shows the text once.
 */
export const QueueItemSchema = SubmissionSchema.extend({
  copies: z.number().int().min(1).meta({ description: "Messages in the group" }),
  authors: z.array(z.string()).meta({ description: "Distinct authors, first 20" }),
  flags: z.array(TriageFlagSchema).meta({ description: "What to look at twice" }),
  reason: RejectionReasonSchema.nullable().meta({
    description: "Why the server rejected it by itself (blocked sender, link, phone)",
  }),
  decidedBy: z.string().nullable().meta({ description: "Who made the last decision" }),
  claimedBy: z.string().nullable().meta({ description: "Who is deciding it now" }),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

/** GET /api/moderation/submissions: pending oldest first, decided newest decision first. */
export const QueueItemListSchema = z.array(QueueItemSchema);

/** POST /api/moderation/claims: this moderator's own next items, held for them for a while. */
export const ClaimedItemsSchema = z.object({
  items: QueueItemListSchema,
  claimedUntil: z.string().meta({ description: "When the claims lapse unless renewed" }),
});
export type ClaimedItems = z.infer<typeof ClaimedItemsSchema>;

/** GET /api/moderation/counts: messages, not groups. */
export const SubmissionCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type SubmissionCounts = z.infer<typeof SubmissionCountsSchema>;
