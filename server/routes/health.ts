import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "../errors";
import { ErrorSchema, HealthSchema } from "./schemas";

/** GET /api/health → 200 {"status":"ok"} when the database answers, else 503 (issue 6). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Is the service up and its database answering?",
        response: { 200: HealthSchema, 503: ErrorSchema },
      },
    },
    async (request) => {
      try {
        await app.submissions.ping();
      } catch (error) {
        request.log.error({ err: error }, "health check: database does not answer");
        throw new ApiError("unavailable");
      }
      return { status: "ok" as const };
    },
  );
};
