import type { FastifyRequest } from "fastify";
import { ApiError } from "../errors";

const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** This server's origin as the browser sees it (behind a trusted proxy: X-Forwarded-Proto/Host). */
export function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request was started by one of our own pages, or by no browser at all.
 *
 * Browsers send `Sec-Fetch-Site` (HTTPS and localhost) and cannot be made to forge it: only
 * `same-origin` is ours — `same-site` is another port or subdomain of the festival's domain, which
 * SameSite cookies do not tell apart. Without it (plain HTTP), a browser still sends `Origin` on
 * every POST and DELETE, and it must be exactly ours. With neither header the request comes from
 * curl or a script, which no page can drive: allowed (server/plugins/README.md#staff-login).
 */
export function isFromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const own = ownOrigin(request);
  return own !== null && origin === own;
}

function isJson(request: FastifyRequest): boolean {
  const mediaType = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

/**
 * The `onRequest` hook of the staff routes, added in their own scope (server/routes/moderation.ts):
 * every state-changing staff request (a POST, PUT, PATCH or DELETE, login and logout included)
 * must come from our own pages (403 `forbidden_origin`) and be declared JSON (415): a form or a
 * `no-cors` fetch from anywhere else can send neither, so it never gets as far as a cookie
 * check. Runs before anything else of the request, the body included.
 */
export async function refuseForeignStaffRequests(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  if (!isFromOwnPage(request)) throw new ApiError("forbidden_origin");
  if (!isJson(request)) throw new ApiError("unsupported_media_type");
}
