import { randomBytes } from "node:crypto";
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isHttps, readSignedCookie } from "./cookies";

/**
 * The trusted-device cookie (OWASP's "device cookies" against lockout): after a successful login
 * the browser carries a signed token naming the account it signed in to. Its next login attempts
 * are counted for that device alone, so a flood of guesses from the same network — which locks the
 * address and slows the account — never stops a moderator who has signed in on that browser before
 * (server/plugins/README.md#staff-login).
 */
export const TRUSTED_DEVICE_COOKIE = "moderator_device";
export const TRUSTED_DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Only the login endpoint ever needs it. */
const TRUSTED_DEVICE_PATH = "/api/moderation/session";

const TOKEN = /^([A-Za-z0-9_-]{22})\.(\d{1,15})\.(.{1,100})$/;

/**
 * The attributes every staff cookie is set and cleared with: never readable by scripts, never
 * sent by a request another site starts, `Secure` over HTTPS (directly or behind a trusted proxy).
 */
export function staffCookieOptions(
  request: FastifyRequest,
  path: string,
  maxAgeMs?: number,
): CookieSerializeOptions {
  return {
    signed: true,
    httpOnly: true,
    sameSite: "strict",
    secure: isHttps(request),
    path,
    ...(maxAgeMs === undefined ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  };
}

/**
 * The device id of a valid trusted-device cookie for `account`, or null: the signature must
 * hold (so nobody can mint one) and its own expiry must not have passed (so a copied cookie
 * stops working even if a browser keeps it longer).
 */
export function trustedDeviceOf(
  request: FastifyRequest,
  account: string,
  now: Date,
): string | null {
  const value = readSignedCookie(request, TRUSTED_DEVICE_COOKIE);
  const match = value === null ? null : TOKEN.exec(value);
  if (!match || match[3] !== account) return null;
  return Number(match[2]) * 1000 > now.getTime() ? (match[1] ?? null) : null;
}

/** Marks this browser as one `account` has signed in on (a new id each time). */
export function trustDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  account: string,
  now: Date,
): void {
  const id = randomBytes(16).toString("base64url");
  const expiresAt = Math.floor((now.getTime() + TRUSTED_DEVICE_TTL_MS) / 1000);
  reply.setCookie(
    TRUSTED_DEVICE_COOKIE,
    `${id}.${expiresAt}.${account}`,
    staffCookieOptions(request, TRUSTED_DEVICE_PATH, TRUSTED_DEVICE_TTL_MS),
  );
}
