import type { FastifyRequest } from "fastify";
import type { Moderator } from "../../core/contract";
import { ApiError } from "../errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in moderator of a guarded staff route (set by its session hook). */
    moderator: Moderator | null;
  }
}

/** The moderator of a guarded route (server/routes/moderation.ts sets it for the whole group). */
export function signedIn(request: FastifyRequest): Moderator {
  if (!request.moderator) throw new ApiError("unauthorized");
  return request.moderator;
}
