import { randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** The device cookie: who "one client" is for the per-client rate limit (issue 6). */
export const DEVICE_COOKIE = "juwenalia_device";
const DEVICE_MAX_AGE_S = 30 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

declare module "fastify" {
  interface FastifyRequest {
    /** The id of a valid signed device cookie, or null (then the client is its IP address). */
    deviceId: string | null;
  }
}

export interface CookiesOptions {
  secret: string;
}

/** `Secure` only over HTTPS (directly or behind a trusted proxy), so http://localhost works. */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

/** The value of a signed cookie, or null when absent or tampered with. */
export function readSignedCookie(request: FastifyRequest, name: string): string | null {
  const raw = request.cookies[name];
  if (raw === undefined) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

function shouldIssueDeviceCookie(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.deviceId !== null) return false;
  if (request.routeOptions.url === "/api/submissions") return true;
  // Pages: a visitor has the cookie before the first message, so phones behind one carrier
  // address are told apart from the very first submission (docs/decisions/ rate-limit record).
  const type = reply.getHeader("content-type");
  return (
    request.method === "GET" &&
    reply.statusCode === 200 &&
    typeof type === "string" &&
    type.startsWith("text/html")
  );
}

/**
 * Signed cookies (@fastify/cookie, secret from config) and the device cookie: a random id the
 * server sets on pages and on submissions, `HttpOnly`, `SameSite=Lax`, signed so a client cannot
 * pick another device's id.
 */
const cookies: FastifyPluginAsync<CookiesOptions> = async (app, options) => {
  await app.register(cookie, { secret: options.secret, hook: "onRequest" });
  app.decorateRequest("deviceId", null);

  app.addHook("onRequest", async (request) => {
    const id = readSignedCookie(request, DEVICE_COOKIE);
    request.deviceId = id !== null && DEVICE_ID.test(id) ? id : null;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (shouldIssueDeviceCookie(request, reply)) {
      reply.setCookie(DEVICE_COOKIE, randomBytes(16).toString("base64url"), {
        signed: true,
        httpOnly: true,
        sameSite: "lax",
        secure: isHttps(request),
        path: "/",
        maxAge: DEVICE_MAX_AGE_S,
      });
    }
    return payload;
  });
};

export default fp(cookies, { name: "cookies" });
