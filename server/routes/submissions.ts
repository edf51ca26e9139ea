import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ChallengeSchema,
  ErrorBodySchema,
  MessageDraftSchema,
  SubmissionCreatedSchema,
  SubmissionHeadersSchema,
} from "#core/contract";
import { validateForServer, type MessageWindow } from "#core/message-rules";
import { IDEMPOTENCY_HEADER } from "#core/idempotency-key";
import { CHALLENGE_PATH, PROOF_HEADER } from "#core/proof-of-work";
import { ApiError, ruleFailureBody, ruleFailureStatus } from "../errors";
import { setDeviceCookie } from "../plugins/cookies";
import { idempotencyKeyOf } from "../submissions/idempotency";
import { DATABASE_UNAVAILABLE } from "./schemas";

export interface SubmissionRoutesOptions {
  /** The message window in force (`messageWindows` in server/config/load-config.ts). */
  window: MessageWindow;
}

/** A lone UTF-16 surrogate ("\ud800" in JSON) is not text and cannot be stored as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;

/** 415 unless the body is declared JSON — checked before the body is read. */
async function requireJson(request: FastifyRequest): Promise<void> {
  const mediaType = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") throw new ApiError("unsupported_media_type");
}

function proofHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[PROOF_HEADER.toLowerCase()];
  return typeof value === "string" ? value : undefined;
}

/**
 * POST /api/submissions (server/submissions/README.md, docs/decisions/010): the body's shape (400,
 * 413, 415), then the rate limits, then the shared rules of core/message-rules.ts unchanged (403
 * window, 422 any other rule), then 201 once the row is committed. Only a well-formed submission is
 * counted, so malformed requests use up no one's allowance (docs/decisions/010). A message whose
 * idempotency key is stored already is answered as it was then, before any limit counts it
 * (server/README.md#messages-in-flight). GET …/challenge hands out the proof of work a submission
 * may carry.
 */
export const submissionRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (
  app,
  { window },
) => {
  /** Admits the submission (429 over a limit) and resolves to its sender's key. */
  const admit = async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    const { ip, deviceId } = request;
    const result = await app.submissionAdmission.admit(
      { ip, deviceId, proof: proofHeader(request) },
      request.log,
    );
    if (result.kind === "rate_limited") {
      reply.header("retry-after", result.retryAfterSeconds);
      throw new ApiError("rate_limited");
    }
    if (result.newDevice !== null) setDeviceCookie(request, reply, result.newDevice);
    return result.sender;
  };

  app.get(
    CHALLENGE_PATH,
    {
      schema: {
        tags: ["submissions"],
        summary: "A proof-of-work challenge for the next submission",
        description:
          "An ALTCHA v2 challenge (PBKDF2/SHA-256, deterministic counter), valid for 10 " +
          "minutes and for one submission. Solve it (altcha-lib `solveChallenge`) and send " +
          `base64(JSON {challenge, solution}) in the \`${PROOF_HEADER}\` header of POST ` +
          "/api/submissions.",
        response: { 200: ChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return app.proofOfWork.challenge();
    },
  );

  app.post(
    "/api/submissions",
    {
      onRequest: requireJson,
      schema: {
        tags: ["submissions"],
        summary: "Send a message to the big screen",
        description:
          "Validated again with the toast's rules (core/message-rules.ts). Extra keys are " +
          "ignored and never stored. With a solved challenge in the " +
          `\`${PROOF_HEADER}\` header the submission counts against its device (the ` +
          "`juwenalia_device` cookie, set on the first such answer); without one, against a " +
          "stricter allowance of its IP address. A missing, forged, expired or reused proof " +
          "is treated as none. Malformed requests are never counted. A message sent again " +
          `with the same \`${IDEMPOTENCY_HEADER}\` (after a lost answer) is stored once and ` +
          "answered with its first 201, without counting again.",
        headers: SubmissionHeadersSchema,
        body: MessageDraftSchema,
        response: {
          201: SubmissionCreatedSchema.meta({ description: "Stored (committed)" }),
          400: ErrorBodySchema.meta({
            description: "Malformed JSON, wrong shape or encoding, or a key that is not a UUID",
          }),
          403: ErrorBodySchema.meta({ description: "Outside the message window: code 69 or 70" }),
          413: ErrorBodySchema.meta({ description: "Body over 16 KiB" }),
          415: ErrorBodySchema.meta({ description: "Not JSON in UTF-8" }),
          422: ErrorBodySchema.meta({ description: "A message rule fails: code 71–78" }),
          429: ErrorBodySchema.meta({ description: "Over a rate limit; see Retry-After" }),
          ...DATABASE_UNAVAILABLE,
        },
      },
    },
    async (request, reply) => {
      const { author, message } = request.body;
      if (LONE_SURROGATE.test(author) || LONE_SURROGATE.test(message)) {
        throw new ApiError("invalid_encoding");
      }
      const key = idempotencyKeyOf(request);
      // The toast resends only when the first answer was lost: if that message was stored, the
      // first answer is given again, and nothing is counted or spent.
      const earlier = key === null ? undefined : await app.submissions.storedUnder(key);
      if (earlier) return reply.code(201).send({ id: earlier.id });
      const sender = await admit(request, reply);
      const check = validateForServer({ author, message }, new Date(), window);
      if (!check.ok) {
        return reply.code(ruleFailureStatus(check.code)).send(ruleFailureBody(check.code));
      }
      const created = await app.moderation.submit(check.value, sender, key);
      return reply.code(201).send({ id: created.id });
    },
  );
};
