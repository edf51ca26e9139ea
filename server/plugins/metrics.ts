import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ErrorBodySchema } from "../../core/contract";
import { ApiError } from "../errors";
import { nightFigures } from "../night-figures";
import { NO_ERROR_CODE, ServiceMetrics, UNMATCHED_ROUTE } from "../service-metrics";
import { withTimeout } from "../with-timeout";
import { SERVED_UNDER_PRESSURE } from "./load-shedding";

// prom-client with this small plugin rather than fastify-metrics: fastify-metrics 14 requires
// Node 22.19 (we support 20.19) and brings its own fork of prom-client, and what it adds — route
// labels and timing from two hooks — is a few lines here. prom-client knows nothing of HTTP, so
// it serves HTTP/1.1 and HTTP/2 alike.

export interface MetricsOptions {
  /** METRICS_TOKEN: what a scraper sends as `Authorization: Bearer …`. */
  token: string;
}

/** The night's figures come from the database; a scrape waits no longer than this for them. */
export const FIGURES_TIMEOUT_MS = 3000;

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

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether an Authorization header carries `token` as a bearer token. Digests are compared, in
 * constant time: how long the comparison takes tells nothing of the token, not even its length.
 */
export function bearerTokenMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer +(\S+) *$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(sha256(sent), sha256(token));
}

/**
 * GET /metrics in the Prometheus text format, behind a bearer token (docs/architecture.md#metrics):
 * the requests of every route by template, status and time, error answers by code, the process,
 * and the night's figures read on each scrape. Registered only when METRICS_TOKEN is set, and
 * before every route so its hooks see all of them.
 */
const metrics: FastifyPluginAsync<MetricsOptions> = async (app, { token }) => {
  const service = new ServiceMetrics();
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
    service.count({
      method: request.method,
      // The template, never the URL: ids and query strings would make a series per request.
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
      errorCode: errorCodes.get(request) ?? NO_ERROR_CODE,
    });
    done();
  });

  app.get(
    "/metrics",
    {
      config: SERVED_UNDER_PRESSURE,
      schema: {
        tags: ["health"],
        summary: "Metrics for Prometheus",
        description:
          "The Prometheus text format (text/plain; version=0.0.4): requests, errors, the " +
          "process and the night's figures. Send `Authorization: Bearer <METRICS_TOKEN>`. " +
          "Exists only when METRICS_TOKEN is set; answered even while load is shed.",
        produces: ["text/plain"],
        response: {
          401: ErrorBodySchema.meta({ description: "unauthorized: no token, or a wrong one" }),
        },
      },
    },
    async (request, reply) => {
      // Neither the figures nor a refusal may be kept by a cache between scraper and server.
      reply.header("cache-control", "no-store");
      if (!bearerTokenMatches(request.headers.authorization, token)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        throw new ApiError("unauthorized");
      }
      try {
        service.showFigures(await withTimeout(nightFigures(app), FIGURES_TIMEOUT_MS));
      } catch (error) {
        // An outage is what the request metrics then show: they are served without the figures.
        if (!app.databaseOutages.noteIfUnavailable(error)) {
          request.log.error({ err: error }, "metrics: the night's figures could not be read");
        }
        service.figuresUnavailable(app.feed.screensConnected);
      }
      const { contentType, body } = await service.exposition();
      return reply.type(contentType).send(body);
    },
  );
};

export default fp(metrics, { name: "metrics", dependencies: ["error-handling"] });
