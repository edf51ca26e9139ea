import Fastify, { type FastifyInstance } from "fastify";
import type { ServerConfig } from "./config";
import securityHeaders from "./plugins/security-headers";
import staticSite from "./plugins/static-site";
import { healthRoutes } from "./routes/health";

/** Builds the whole service without listening (tests call `app.inject`). DESIGN.md §5. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 16 * 1024,
    trustProxy: false,
  });
  await app.register(securityHeaders, { staticDir: config.staticDir });
  await app.register(healthRoutes);
  await app.register(staticSite, { root: config.staticDir });
  return app;
}
