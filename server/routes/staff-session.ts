import type { FastifyRequest } from "fastify";
import type { Moderator } from "#core/contract";
import { ApiError } from "../errors";
import type { StaffSession } from "../moderation/staff-sessions";
import type { SessionRef } from "../moderation/second-factor/second-factor-service";
import type { RelyingParty } from "../moderation/second-factor/passkeys";
import { ownOrigin } from "../plugins/staff-requests";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in moderator of a guarded staff route (set by its session hook). */
    moderator: Moderator | null;
    /** The id of that moderator's session (the cookie's value), for the routes about sessions. */
    staffSessionId: string | null;
    /** That session as the guard found it, its second factor included. */
    staffSession: StaffSession | null;
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

/** The session of a guarded route's request with its id, for the second factor's routes. */
export function sessionOf(request: FastifyRequest): SessionRef {
  if (request.staffSession === null) throw new ApiError("unauthorized");
  return { ...request.staffSession, id: sessionIdOf(request) };
}

/**
 * The WebAuthn relying party of this request: its host name and its own origin, so a passkey
 * made on the staff host is asked for there and accepted from that origin alone.
 */
export function relyingParty(request: FastifyRequest, name: string): RelyingParty {
  const origin = ownOrigin(request);
  if (origin === null) throw new ApiError("bad_request");
  return { id: request.hostname, origin, name };
}
