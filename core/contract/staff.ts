import { z } from "zod";
import { MODERATOR_ROLES, SERVER_ACTOR } from "../staff-accounts";
import { TypedModeratorNameSchema } from "./moderation";
import { PushFiguresSchema } from "./push";

/**
 * The staff side of a stadium night (server/moderation/README.md#moderation-for-a-night): who
 * works, what they did, whom they blocked and how the queue is doing. The roles, what a lead may do
 * and the server's name as an actor are rules of `core/staff-accounts.ts`.
 */

/** What the audit trail records: every decision and every staff action. */
export const AUDIT_ACTIONS = [
  "sign_in",
  // A wrong name or password: the name tried and the address's keyed hash
  // (server/moderation/README.md#audit-trail).
  "sign_in_failed",
  // The first refused attempt of a throttled run (429): the name tried and the address's hash.
  "sign_in_throttled",
  "sign_out",
  "approve",
  "reject",
  "undo",
  "auto_reject",
  "block",
  "unblock",
  "announce",
  // The same announcement also sent to every phone with notifications on: a lead's separate,
  // deliberate choice (server/push/README.md#what-is-sent).
  "announce_to_phones",
  "clear_announcement",
  "screen_mode",
  "screen_settings",
  // A lead's new link for one screen, which retires its old key
  // (server/screens/README.md#screen-keys).
  "screen_key",
  // A lead's late change to a set (server/moderation/README.md#late-changes), under the code its
  // first lines were stored with: the trail is never rewritten, and its CSV export shows the stored
  // code.
  "set_change",
  // The second factor (server/moderation/README.md#second-factor): a passkey or TOTP app added
  // (detail: which); removed, by its owner or by a lead for another account (the actor is who
  // removed it, the detail names the account); a wrong code or passkey (the fifth in a session
  // ends it); a recovery code used; a new set of recovery codes.
  "second_factor_enrolled",
  "second_factor_removed",
  "second_factor_failed",
  "recovery_code_used",
  "recovery_codes_renewed",
  // An account's own new password (PUT /api/moderation/password); its other sessions end.
  "password_changed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().meta({ description: "ISO-8601 instant (UTC)" }),
  actor: z.string().meta({ description: `A moderator's name, or "${SERVER_ACTOR}"` }),
  action: z.enum(AUDIT_ACTIONS),
  submissionId: z.number().int().nullable(),
  detail: z.string().meta({ description: "What else to know: a reason, a count, a text" }),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.array(AuditEntrySchema);

/** GET /api/moderation/audit?moderator=…&submission=… */
export const AuditQuerySchema = z.object({
  moderator: TypedModeratorNameSchema.optional(),
  submission: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/**
 * DELETE /api/moderation/accounts/:name/second-factor (lead, another account): a name as typed,
 * refused before it reaches the database when it could be no account's.
 */
export const AccountParamsSchema = z.object({ name: TypedModeratorNameSchema });

/** A blocked sender, as a lead sees it in the list of blocks. */
export const SenderBlockSchema = z.object({
  id: z.number().int(),
  blockedBy: z.string(),
  blockedAt: z.string(),
  example: z.string().meta({ description: "The message it was blocked from" }),
  exampleAuthor: z.string(),
});
export type SenderBlock = z.infer<typeof SenderBlockSchema>;
export const SenderBlockListSchema = z.array(SenderBlockSchema);

/** A moderator seen by the panel: signed in, and working now when active in the last minute. */
export const PresenceSchema = z.object({
  name: z.string(),
  role: z.enum(MODERATOR_ROLES),
  working: z.boolean(),
  decisionsPerMinute: z.number().meta({ description: "Over the last 5 minutes" }),
});
export type Presence = z.infer<typeof PresenceSchema>;

/** GET /api/moderation/figures: how the night is going, refreshed by the panel every few seconds. */
export const NightFiguresSchema = z.object({
  pendingItems: z.number().int().meta({ description: "Queue items (groups) waiting" }),
  pendingMessages: z.number().int().meta({ description: "Messages waiting" }),
  oldestWaitingSeconds: z.number().nullable(),
  medianWaitSeconds: z
    .number()
    .nullable()
    .meta({ description: "Arrival to decision, decisions of the last 15 minutes" }),
  approvedWaitingForScreen: z.number().int().meta({
    description: "Approved messages no screen has shown yet",
  }),
  screenWaitSeconds: z.number().int().meta({
    description: "How long the screens need to show them, at the rotation's minimum time",
  }),
  screenWaitWarning: z.boolean().meta({
    description: "The wait passed the lead's limit: moderators should slow down",
  }),
  screensConnected: z.number().int(),
  moderators: z.array(PresenceSchema),
  push: PushFiguresSchema.optional().meta({
    description: "The phones' notifications; absent when they are off on this server",
  }),
});
export type NightFigures = z.infer<typeof NightFiguresSchema>;
