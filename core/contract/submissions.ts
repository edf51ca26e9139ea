import { z } from "zod";
import { SUBMISSION_STATUSES } from "../submission-transitions";

/**
 * A message draft: what a visitor sends to the screen, the body of POST /api/submissions. zod 4
 * objects strip unknown keys. Lengths and characters are not part of the schema on purpose: they
 * are answered with the specific result codes of core/message-rules.ts, not a generic 400.
 */
export const MessageDraftSchema = z.object({
  author: z.string(),
  message: z.string(),
});
export type MessageDraft = z.infer<typeof MessageDraftSchema>;

/** The answer to a stored message draft: the id of the new submission. */
export const SubmissionCreatedSchema = z.object({ id: z.number().int() });
export type SubmissionCreated = z.infer<typeof SubmissionCreatedSchema>;

export const SubmissionStatusSchema = z.enum(SUBMISSION_STATUSES);

/** A submission: a stored message draft with its id, status and times. */
export const SubmissionSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  message: z.string(),
  status: SubmissionStatusSchema,
  createdAt: z.string().meta({ description: "ISO-8601 instant (UTC)" }),
  decidedAt: z.string().nullable().meta({ description: "Last decision, null while pending" }),
});
export type Submission = z.infer<typeof SubmissionSchema>;

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
export type Challenge = z.infer<typeof ChallengeSchema>;

/**
 * The optional headers of POST /api/submissions, as Node lower-cases them: the proof
 * (`PROOF_HEADER` of core/proof-of-work.ts) and the message's idempotency key
 * (`IDEMPOTENCY_HEADER` of core/idempotency-key.ts, whose shape the handler checks so that a
 * malformed key gets its own 400); every other header passes through.
 */
export const SubmissionHeadersSchema = z.looseObject({
  altcha: z
    .string()
    .optional()
    .meta({
      description:
        "base64 of the JSON {challenge, solution}: a challenge of GET " +
        "/api/submissions/challenge and its solution (docs/decisions/010)",
    }),
  "submission-key": z
    .string()
    .optional()
    .meta({
      description:
        "A UUID naming this message, new for each message and the same when it is resent: a " +
        "key already stored is answered with its message's first answer (201 and its id) and " +
        "stores, and counts, nothing again. Not a UUID: 400 invalid_idempotency_key.",
    }),
});
