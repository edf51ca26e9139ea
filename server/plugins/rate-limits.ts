import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../errors";

const MINUTE_MS = 60_000;
/** Issue 6: "more than 10 failures from one IP in 15 minutes → 429". */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** Counters kept in memory (per instance); enough for every phone in a stadium. */
const COUNTER_CAPACITY = 200_000;

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** Moderator login: refuses an IP after too many failures; counts a failure. */
    loginThrottle: {
      assertAllowed: Guard;
      recordFailure: (request: FastifyRequest) => Promise<void>;
    };
  }
}

/**
 * The moderator login's back-off with @fastify/rate-limit's limiter (`createRateLimit`). The
 * submission limits live in server/submission-limits.ts (docs/decisions/010).
 *
 * Answers 429 `{code, error}` with `Retry-After` (seconds).
 */
const rateLimits: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, { global: false, cache: COUNTER_CAPACITY });

  const loginFailures = app.createRateLimit({
    max: LOGIN_FAILURE_LIMIT,
    timeWindow: LOGIN_FAILURE_WINDOW_MS,
    keyGenerator: (request) => `login:${request.ip}`,
  });

  const refuse = (reply: FastifyReply, seconds: number, code: "login_rate_limited") => {
    reply.header("retry-after", Math.max(1, seconds));
    throw new ApiError(code);
  };

  app.decorate("loginThrottle", {
    assertAllowed: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await loginFailures(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0) {
        refuse(reply, result.ttlInSeconds, "login_rate_limited");
      }
    },
    recordFailure: async (request: FastifyRequest) => {
      await loginFailures(request);
    },
  });
};

export default fp(rateLimits, { name: "rate-limits", dependencies: ["cookies"] });
