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

/** The session id a request carries, and whether it came under the plain name. */
export interface SessionCookie {
  id: string;
  plain: boolean;
}

/**
 * The signed session id of a request, or null. The `__Host-` cookie wins; the plain one is still
 * read, so the sessions of the release before are not all ended by the deploy that brings the
 * prefix in (it is then upgraded, see `upgradeSessionCookie`).
 */
export function readSessionCookie(request: FastifyRequest): SessionCookie | null {
  const hosted = readSignedCookie(request, HOST_SESSION_COOKIE);
  if (hosted !== null) return { id: hosted, plain: false };
  const plain = readSignedCookie(request, SESSION_COOKIE);
  return plain === null ? null : { id: plain, plain: true };
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

/**
 * A plain-named session over HTTPS (signed in before the prefix came): the browser gets the
 * `__Host-` cookie too. The plain one is left to expire rather than cleared, so an instance of
 * the release before, still running during the rolling deploy, goes on accepting the browser.
 */
export function upgradeSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: SessionCookie,
  maxAgeMs: number,
): void {
  if (cookie.plain && isHttps(request)) setSessionCookie(request, reply, cookie.id, maxAgeMs);
}

/** Clears every session cookie this browser may hold, with the attributes it was set with. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, staffCookieOptions(request, PLAIN_PATH));
  if (isHttps(request)) reply.clearCookie(HOST_SESSION_COOKIE, staffCookieOptions(request, "/"));
}
