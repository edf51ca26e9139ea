import { z } from "zod";
import { API_ERRORS } from "../errors";
import { SUBMISSION_STATUSES } from "../changes";

/**
 * Schemas of the API's answers and parameters: they validate requests (fastify-type-provider-zod)
 * and describe the contract at /api/docs. The submission body itself comes from core/ unchanged.
 */
export const ErrorSchema = z.object({
  code: z.union([z.string(), z.number().int()]).meta({
    description:
      `A string for transport errors (${Object.keys(API_ERRORS).join(", ")}); the ` +
      "result code of core/codes.ts for a failed message rule: 69 before the window, 70 " +
      "after it, 71 author too short, 72 message too short, 73 vulgarity, 74 author too " +
      "long, 75 message too long, 76 control/bidi/invisible characters, 77 blank field, 78 too many combining " +
      "marks on one character.",
  }),
  error: z.string().meta({ description: "What went wrong, in Polish, for people." }),
});

export const SubmissionCreatedSchema = z.object({ id: z.number().int() });

/**
 * ALTCHA v2's challenge (altcha-lib's `Challenge`), every parameter listed: the signature covers
 * them all, so none may be dropped on the way out.
 */
export const ChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().optional(),
    parallelism: z.number().int().optional(),
    expiresAt: z.number().int().optional().meta({ description: "Unix time in seconds" }),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/** The optional proof header of POST /api/submissions; every other header passes through. */
export const ProofHeadersSchema = z.looseObject({
  altcha: z
    .string()
    .optional()
    .meta({
      description:
        "base64 of the JSON {challenge, solution}: a challenge of GET " +
        "/api/submissions/challenge and its solution (docs/decisions/010)",
    }),
});

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

/** What a staff action without parameters sends: `{}` — a body declared JSON (see staff-requests.ts). */
export const EmptyBodySchema = z
  .object({})
  .meta({ description: "An empty JSON object; the request must be sent as application/json." });

export const HealthSchema = z.object({ status: z.literal("ok") });

export const HealthUnavailableSchema = ErrorSchema.extend({
  // Absent when the instance itself is overloaded (code overloaded) rather than its database.
  database: z.literal("unavailable").optional(),
}).meta({
  description:
    "The database does not answer (code database_unavailable, database: unavailable) or the " +
    "instance is overloaded (code overloaded); see Retry-After",
});

/** The answer of any route that needs the database while it is unavailable. */
export const DATABASE_UNAVAILABLE = {
  503: ErrorSchema.meta({
    description: "The database is unavailable (code database_unavailable); see Retry-After",
  }),
};

export const EventStreamSchema = z.string().meta({ description: "text/event-stream" });

export const SessionSchema = z.object({
  moderation: z.enum(["pre", "post"]).meta({
    description: "pre: each message waits for approval; post: shown at once, removable",
  }),
});
