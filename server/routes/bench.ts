import type { FastifyPluginAsync } from "fastify";

/**
 * GET /api/bench/hello: the baseline of bench/api.ts — the same server, plugins and
 * hooks, but no validation and no database. Registered only with BENCH=1.
 */
export const benchRoutes: FastifyPluginAsync = async (app) => {
  app.get("/api/bench/hello", { schema: { hide: true } }, async () => ({ hello: "world" }));
};
