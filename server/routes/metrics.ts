import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { ErrorBodySchema } from "#core/contract";
import { ApiError } from "../errors";
import { nightFigures } from "../moderation/night-figures";
import { SERVED_UNDER_PRESSURE } from "../plugins/load-shedding";
import type { ServiceMetrics } from "../operations/service-metrics";
import { withTimeout } from "../operations/with-timeout";

export interface MetricsRoutesOptions {
  /** What the request hooks count (plugins/metrics.ts). */
  metrics: ServiceMetrics;
  /** METRICS_TOKEN: what a scraper sends as `Authorization: Bearer …`. */
  token: string;
}

/** The night's figures come from the database; a scrape waits no longer than this for them. */
export const FIGURES_TIMEOUT_MS = 3000;

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
 * GET /metrics in the Prometheus text format, behind a bearer token
 * (server/operations/README.md#metrics), with the night's figures read on each scrape. Registered
 * only when METRICS_TOKEN is set. Not typed by the zod provider: its 200 is text, which no schema
 * describes.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (
  app,
  { metrics, token },
) => {
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
        const figures = await withTimeout(nightFigures(app), FIGURES_TIMEOUT_MS);
        metrics.showFigures(figures, app.feed.screensConnected);
      } catch (error) {
        // An outage is what the request metrics then show: they are served without the figures.
        if (!app.outageLog.noteIfUnavailable(error)) {
          request.log.error({ err: error }, "metrics: the night's figures could not be read");
        }
        metrics.figuresUnavailable(app.feed.screensConnected);
      }
      const { contentType, body } = await metrics.exposition();
      return reply.type(contentType).send(body);
    },
  );
};
