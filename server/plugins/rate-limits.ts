import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../errors";

const MINUTE_MS = 60_000;
/** Counters kept in memory (per instance); enough for every phone in a stadium. */
const COUNTER_CAPACITY = 200_000;

export interface RateLimitsOptions {
  /** Submissions per minute from one client (device cookie, else IP). */
  perClientPerMinute: number;
  /** Submissions per minute from one IP address, whatever the cookies. */
  perIpPerMinute: number;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** onRequest hook of POST /api/submissions: the IP ceiling, then the per-client limit. */
    submissionRateLimit: Guard;
  }
}

/**
 * Rate limits with @fastify/rate-limit's limiters (`createRateLimit`), combined by hand because
 * a submission must pass two of them with different keys (docs/decisions/ rate-limit record):
 *
 * - one client — the signed device cookie, or the IP address when there is none — may send
 *   `RATE_LIMIT_PER_MINUTE` (default 5) per minute;
 * - one IP address may send `RATE_LIMIT_PER_IP_PER_MINUTE` (default 300) per minute, because
 *   a stadium's phones share few carrier addresses and a cookie is easy to throw away.
 *
 * Answers 429 `{code, error}` with `Retry-After` (seconds).
 */
const rateLimits: FastifyPluginAsync<RateLimitsOptions> = async (app, options) => {
  await app.register(rateLimit, { global: false, cache: COUNTER_CAPACITY });

  const perIp = app.createRateLimit({
    max: options.perIpPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `ip:${request.ip}`,
  });
  const perClient = app.createRateLimit({
    max: options.perClientPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) =>
      request.deviceId !== null ? `device:${request.deviceId}` : `client-ip:${request.ip}`,
  });

  const refuse = (
    reply: FastifyReply,
    seconds: number,
    code: "rate_limited" | "login_rate_limited",
  ) => {
    reply.header("retry-after", Math.max(1, seconds));
    throw new ApiError(code);
  };

  app.decorate("submissionRateLimit", async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of [perIp, perClient]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded)
        refuse(reply, result.ttlInSeconds, "rate_limited");
    }
  });
};

export default fp(rateLimits, { name: "rate-limits", dependencies: ["cookies"] });
