import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_SECONDS, errorBody } from "../errors";
import {
  HealthQuerySchema,
  HealthSchema,
  HealthUnavailableSchema,
  type ReleaseStamp,
} from "#core/contract";
import { withTimeout } from "../operations/with-timeout";

/** A health probe answers within this, even when the database hangs instead of refusing. */
export const HEALTH_TIMEOUT_MS = 3000;

export interface HealthRoutesOptions {
  /** Which release answers: the proxy's and the operator's view of every instance. */
  release: ReleaseStamp;
}

/**
 * GET /api/health → 200 {"status":"ok", release} when the database answers, else 503 with the
 * outage in the body (`{code, error, database: "unavailable"}`) and Retry-After
 * (server/README.md#database-faults). `?scope=instance` leaves the database out: what the proxy's
 * health checks ask (HealthQuerySchema). An overloaded instance refuses both
 * (plugins/load-shedding.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { release },
) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Is the service up and its database answering?",
        description:
          "With `scope=instance`, only whether this instance is up and not overloaded, " +
          "whatever its database: what a load balancer's health checks should ask.",
        querystring: HealthQuerySchema,
        response: { 200: HealthSchema, 503: HealthUnavailableSchema },
      },
    },
    async (request, reply) => {
      if (request.query.scope === "instance") return { status: "ok" as const, release };
      try {
        await withTimeout(app.submissions.ping(), HEALTH_TIMEOUT_MS);
      } catch (error) {
        if (!app.outageLog.noteIfUnavailable(error))
          request.log.error({ err: error }, "health check: database does not answer");
        return reply
          .code(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ ...errorBody("database_unavailable"), database: "unavailable" as const });
      }
      return { status: "ok" as const, release };
    },
  );
};
