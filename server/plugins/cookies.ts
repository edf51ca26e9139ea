import { randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** The device cookie: who "one client" is for the per-device rate limit (docs/decisions/010). */
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
  secret: string | Buffer;
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

/** A fresh device id: 128 random bits. */
export function newDeviceId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * Gives the client the device `id`: signed (a client cannot pick another device's id),
 * `HttpOnly`, `SameSite=Lax`, 30 days. Only a submission with a solved proof mints one, so a new
 * device always costs a proof of work (docs/decisions/010).
 */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(DEVICE_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request),
    path: "/",
    maxAge: DEVICE_MAX_AGE_S,
  });
}

/** Signed cookies (@fastify/cookie, secret from config); reads the device cookie of a request. */
const cookies: FastifyPluginAsync<CookiesOptions> = async (app, options) => {
  await app.register(cookie, { secret: options.secret, hook: "onRequest" });
  app.decorateRequest("deviceId", null);

  app.addHook("onRequest", async (request) => {
    const id = readSignedCookie(request, DEVICE_COOKIE);
    request.deviceId = id !== null && DEVICE_ID.test(id) ? id : null;
  });
};

export default fp(cookies, { name: "cookies" });
