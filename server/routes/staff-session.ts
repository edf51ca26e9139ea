import type { FastifyRequest } from "fastify";
import type { Moderator } from "#core/contract";
import { ApiError } from "../errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in moderator of a guarded staff route (set by its session hook). */
    moderator: Moderator | null;
    /** The id of that moderator's session (the cookie's value), for the routes about sessions. */
    staffSessionId: string | null;
  }
}

/** The moderator of a guarded route (server/routes/moderation.ts sets it for the whole group). */
export function signedIn(request: FastifyRequest): Moderator {
  if (!request.moderator) throw new ApiError("unauthorized");
  return request.moderator;
}

/** The session id of a guarded route's request (set with `request.moderator`). */
export function sessionIdOf(request: FastifyRequest): string {
  if (request.staffSessionId === null) throw new ApiError("unauthorized");
  return request.staffSessionId;
}
