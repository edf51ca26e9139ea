import { z } from "zod";
import { SUBMISSION_STATUSES } from "../db/schema";

/**
 * Schemas of the API's answers and parameters: they validate requests (fastify-type-provider-zod)
 * and describe the contract at /api/docs. The submission body itself comes from core/ unchanged.
 */
export const ErrorSchema = z.object({
  code: z.union([z.string(), z.number().int()]).meta({
    description:
      "A string for transport errors (malformed_json, invalid_body, invalid_encoding, " +
      "unsupported_media_type, payload_too_large, rate_limited, unauthorized, wrong_password, " +
      "login_rate_limited, not_found, internal, unavailable); the result code of " +
      "core/codes.ts for a failed message rule: 69 before the window, 70 after it, 71 author " +
      "too short, 72 message too short, 73 vulgarity, 74 author too long, 75 message too " +
      "long, 76 control/bidi/invisible characters, 77 blank field, 78 too many combining " +
      "marks on one character.",
  }),
  error: z.string().meta({ description: "What went wrong, in Polish, for people." }),
});

export const SubmissionCreatedSchema = z.object({ id: z.number().int() });

export const SubmissionStatusSchema = z.enum(SUBMISSION_STATUSES);

export const SubmissionSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  message: z.string(),
  status: SubmissionStatusSchema,
  createdAt: z.string().meta({ description: "ISO-8601 instant (UTC)" }),
  decidedAt: z.string().nullable().meta({ description: "Last decision, null while pending" }),
});

export const CountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});

export const ScreenMessageSchema = z.object({
  position: z.number().int().meta({ description: "Place in the screen's order (the SSE id)" }),
  id: z.number().int(),
  author: z.string(),
  message: z.string(),
  approvedAt: z.string().meta({ description: "When it went on screen (ISO-8601, UTC)" }),
});

export const StatusQuerySchema = z.object({
  status: SubmissionStatusSchema.default("pending"),
});

export const IdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const AfterQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().meta({
    description: "Only what came after this position (the last SSE id seen)",
  }),
});

export const LoginBodySchema = z.object({ password: z.string().max(1024) });

export const HealthSchema = z.object({ status: z.literal("ok") });

export const EventStreamSchema = z.string().meta({ description: "text/event-stream" });

export const SessionSchema = z.object({
  moderation: z.enum(["pre", "post"]).meta({
    description: "pre: each message waits for approval; post: shown at once, removable",
  }),
});
