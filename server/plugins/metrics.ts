import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ErrorBodySchema } from "#core/contract";
import { NO_ERROR_CODE, UNMATCHED_ROUTE, type ServiceMetrics } from "../operations/service-metrics";

// prom-client with this small plugin rather than fastify-metrics: fastify-metrics brings its own
// fork of prom-client, and what it adds — route labels and timing from two hooks — is a few
// lines here. prom-client knows nothing of HTTP, so
// it serves HTTP/1.1 and HTTP/2 alike.

export interface RequestMetricsOptions {
  metrics: ServiceMetrics;
}

const ErrorCodeOnlySchema = ErrorBodySchema.pick({ code: true });

/** The `code` of an error answer's JSON body, or `NO_ERROR_CODE` (a page, a file, no body). */
export function errorCodeOf(payload: unknown): string {
  if (typeof payload !== "string" || !payload.startsWith("{")) return NO_ERROR_CODE;
  try {
    const body = ErrorCodeOnlySchema.safeParse(JSON.parse(payload));
    // Only the contract's codes: a label must never carry what a client wrote.
    return body.success ? String(body.data.code) : NO_ERROR_CODE;
  } catch {
    return NO_ERROR_CODE;
  }
}

const EVENT_STREAM = "text/event-stream";

/** A route that answers with server-sent events, as its schema declares. */
const isEventStream = (request: FastifyRequest) =>
  request.routeOptions.schema?.produces?.includes(EVENT_STREAM) === true;

/**
 * Counts and times every answered request for GET /metrics (routes/metrics.ts,
 * server/operations/README.md#metrics): by route template, status and, for errors, the body's code.
 * Registered only when METRICS_TOKEN is set, and before every route so its hooks see all of them.
 */
const requestMetrics: FastifyPluginAsync<RequestMetricsOptions> = async (app, { metrics }) => {
  const errorCodes = new WeakMap<FastifyRequest, string>();

  // The body is read here, where it is still the serialized JSON; only error answers pay for it.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (reply.statusCode >= 400) errorCodes.set(request, errorCodeOf(payload));
    done(null, payload);
  });

  app.addHook("onResponse", (request, reply, done) => {
    // An open event stream is a connection rather than an answer: it reaches this hook only if
    // the server ends it, hours later, which would say nothing of how fast anything answered.
    // The screens among them are `screens_connected`; a refused stream (401, 503) is counted.
    if (reply.statusCode < 400 && isEventStream(request)) return done();
    metrics.count({
      method: request.method,
      // The template, never the URL: ids and query strings would make a series per request.
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
      errorCode: errorCodes.get(request) ?? NO_ERROR_CODE,
    });
    done();
  });
};

export default fp(requestMetrics, { name: "request-metrics" });
