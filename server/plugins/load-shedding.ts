import underPressure from "@fastify/under-pressure";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../errors";
import type { OverloadThresholds } from "../operations/capacity";

declare module "fastify" {
  interface FastifyContextConfig {
    /** under-pressure's own per-route handler, called instead of refusing the request. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => undefined;
  }
}

/**
 * The route config of a route that is served even while load is shed: GET /metrics, whose figures
 * are the ones that show an overload. A handler that returns nothing lets the request through.
 */
export const SERVED_UNDER_PRESSURE = { pressureHandler: () => undefined };

/** How long an overloaded server asks clients to wait (EventSource and the toast retry). */
export const RETRY_AFTER_SECONDS = 10;

/** under-pressure builds this error with `new`: our 503 `overloaded`. */
class OverloadedError extends ApiError {
  constructor() {
    super("overloaded");
  }
}

/**
 * Refuses new requests with 503 `overloaded` and `Retry-After` while the process is measured
 * over a threshold (event-loop delay, heap, resident memory), so that what is already running
 * finishes instead of everything timing out or the process dying of memory. Open streams are
 * not touched. /api/health is refused too: an overloaded instance is not healthy, and saying so
 * lets a load balancer send the traffic elsewhere. /metrics is served (`SERVED_UNDER_PRESSURE`).
 */
const loadShedding: FastifyPluginAsync<OverloadThresholds> = async (app, thresholds) => {
  await app.register(underPressure, {
    maxEventLoopDelay: thresholds.maxEventLoopDelayMs,
    maxHeapUsedBytes: thresholds.maxHeapUsedBytes,
    maxRssBytes: thresholds.maxRssBytes,
    sampleInterval: thresholds.sampleIntervalMs,
    retryAfter: RETRY_AFTER_SECONDS,
    customError: OverloadedError,
  });
};

export default fp(loadShedding, { name: "load-shedding" });
