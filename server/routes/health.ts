import type { FastifyPluginAsync } from "fastify";

/** GET /api/health → 200 {"status":"ok"}. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/api/health", async () => ({ status: "ok" as const }));
};
