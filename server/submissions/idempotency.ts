import type { FastifyRequest } from "fastify";
import { IDEMPOTENCY_HEADER, normalizeIdempotencyKey } from "#core/idempotency-key";
import { ApiError } from "../errors";

/**
 * The idempotency key of a submission (server/README.md#messages-in-flight), stored lower-case;
 * null without the header, as older toasts and scripts send. A header that is there but not a UUID
 * (repeated headers arrive joined with ", ") is a 400 of its own: storing such a message without
 * its key would turn the client's resends into copies without anyone noticing.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  const key = typeof value === "string" ? normalizeIdempotencyKey(value.trim()) : undefined;
  if (key === undefined) throw new ApiError("invalid_idempotency_key");
  return key;
}
