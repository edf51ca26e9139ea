import type { FastifyReply, FastifyRequest } from "fastify";
import { isHttps, readSignedCookie } from "./cookies";
import { staffCookieOptions } from "./trusted-device";

/**
 * The staff session cookie (server/plugins/README.md#staff-sessions). Over HTTPS — TLS here, or a
 * trusted proxy's X-Forwarded-Proto — it is `__Host-moderator_session`: the browser then takes it
 * only with `Secure`, `Path=/` and no `Domain`, so no other subdomain or plain-HTTP page of the
 * festival's domain can plant or overwrite one. Browsers refuse that prefix without `Secure`, so
 * over plain HTTP (the dev server, the end-to-end tests on 127.0.0.1) it keeps its plain name, sent
 * to the moderation API only.
 */
export const SESSION_COOKIE = "moderator_session";
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** The plain cookie goes only to the moderation API, never to pages or the public endpoints. */
const PLAIN_PATH = "/api/moderation";

/** The session id a request carries. */
export interface SessionCookie {
  id: string;
}

/**
 * The signed session id of a request, or null. Over HTTPS only the `__Host-` cookie counts: a
 * plain-named one there may have been planted by a sibling subdomain, whose cookies the browser
 * sends along, so it is ignored rather than taken (or upgraded) as a session.
 */
export function readSessionCookie(request: FastifyRequest): SessionCookie | null {
  const id = readSignedCookie(request, isHttps(request) ? HOST_SESSION_COOKIE : SESSION_COOKIE);
  return id === null ? null : { id };
}

/** Gives the browser its session cookie, named and scoped for the protocol it came over. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  maxAgeMs: number,
): void {
  if (isHttps(request)) {
    reply.setCookie(HOST_SESSION_COOKIE, id, staffCookieOptions(request, "/", maxAgeMs));
  } else {
    reply.setCookie(SESSION_COOKIE, id, staffCookieOptions(request, PLAIN_PATH, maxAgeMs));
  }
}

/** Clears every session cookie this browser may hold, with the attributes it was set with. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, staffCookieOptions(request, PLAIN_PATH));
  if (isHttps(request)) reply.clearCookie(HOST_SESSION_COOKIE, staffCookieOptions(request, "/"));
}
