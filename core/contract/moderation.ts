import { z } from "zod";
import { DECISIONS, MODERATION_MODES } from "./transitions";
import { SubmissionSchema, SubmissionStatusSchema } from "./submissions";

export const ModerationModeSchema = z.enum(MODERATION_MODES).meta({
  description: "pre: each message waits for approval; post: shown at once, removable",
});

export const DecisionSchema = z.enum(DECISIONS);

/** POST /api/moderation/session. */
export const LoginBodySchema = z.object({ password: z.string().max(1024) });

/** GET /api/moderation/session: the browser is signed in, under this moderation mode. */
export const ModerationSessionSchema = z.object({ moderation: ModerationModeSchema });
export type ModerationSession = z.infer<typeof ModerationSessionSchema>;

/** What a staff action without parameters sends: `{}`, a body declared JSON. */
export const EmptyBodySchema = z
  .object({})
  .meta({ description: "An empty JSON object; the request must be sent as application/json." });

/** GET /api/moderation/submissions?status=… */
export const StatusQuerySchema = z.object({
  status: SubmissionStatusSchema.default("pending"),
});

/** The submission of a decision route (`/api/moderation/submissions/:id/approve`). */
export const IdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** GET /api/moderation/submissions: pending oldest first, decided newest decision first. */
export const SubmissionListSchema = z.array(SubmissionSchema);

/** GET /api/moderation/counts. */
export const SubmissionCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type SubmissionCounts = z.infer<typeof SubmissionCountsSchema>;
