import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  SubmissionBodySchema,
  validateForServer,
  type MessageWindow,
} from "../../core/message-rules";
import { ApiError, ruleFailureBody, ruleFailureStatus } from "../errors";
import { ErrorSchema, SubmissionCreatedSchema } from "./schemas";

export interface SubmissionRoutesOptions {
  /** The message window in force (`messageWindows` in server/config.ts). */
  window: MessageWindow;
}

/** A lone UTF-16 surrogate ("\ud800" in JSON) is not text and cannot be stored as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;

/** 415 unless the body is declared JSON — checked before the body is read. */
async function requireJson(request: FastifyRequest): Promise<void> {
  const mediaType = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") throw new ApiError("unsupported_media_type");
}

/**
 * POST /api/submissions (spec §7, issue 6): rate limits, then the body's shape (400), then the
 * shared rules of core/message-rules.ts unchanged (403 window, 422 any other rule), then 201
 * once the row is committed.
 */
export const submissionRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (
  app,
  { window },
) => {
  app.post(
    "/api/submissions",
    {
      onRequest: [app.submissionRateLimit, requireJson],
      schema: {
        tags: ["submissions"],
        summary: "Send a message to the big screen",
        description:
          "Validated again with the toast's rules (core/message-rules.ts). Extra keys are " +
          "ignored and never stored. The answer sets a device cookie that identifies the " +
          "client for the per-client rate limit.",
        body: SubmissionBodySchema,
        response: {
          201: SubmissionCreatedSchema.meta({ description: "Stored (committed)" }),
          400: ErrorSchema.meta({ description: "Malformed JSON, wrong shape or encoding" }),
          403: ErrorSchema.meta({ description: "Outside the message window: code 69 or 70" }),
          413: ErrorSchema.meta({ description: "Body over 16 KiB" }),
          415: ErrorSchema.meta({ description: "Not JSON in UTF-8" }),
          422: ErrorSchema.meta({ description: "A message rule fails: code 71–78" }),
          429: ErrorSchema.meta({ description: "Over a rate limit; see Retry-After" }),
        },
      },
    },
    async (request, reply) => {
      const { author, message } = request.body;
      if (LONE_SURROGATE.test(author) || LONE_SURROGATE.test(message)) {
        throw new ApiError("invalid_encoding");
      }
      const check = validateForServer({ author, message }, new Date(), window);
      if (!check.ok) {
        return reply.code(ruleFailureStatus(check.code)).send(ruleFailureBody(check.code));
      }
      const created = await app.submissions.create(check.value);
      return reply.code(201).send({ id: created.id });
    },
  );
};
