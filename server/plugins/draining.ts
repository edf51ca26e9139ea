import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../errors";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The first step of a shutdown: the proxy's health check (`/api/health?scope=instance`)
     * answers 503 `shutting_down` from now on, and the promise resolves once the proxy has had
     * time to see it (immediately without a proxy).
     */
    drain: () => Promise<void>;
  }
}

export interface DrainingOptions {
  /** How long an instance keeps serving with a failing health check before it closes. */
  drainMs: number;
}

/**
 * Caddy checks each instance's health every 2 s (deploy/Caddyfile): a margin over one round.
 * Exported for the app's wiring and its test.
 */
export const DRAIN_BEHIND_PROXY_MS = 3000;

/**
 * A restarted instance first says it is going away, and only then stops listening. Closing the
 * port at once left the proxy sending to it until a request failed to connect, and Caddy 2.6
 * cannot resend a POST after such a failure (the body is already closed): it counted the failure
 * against the healthy instance as well and answered 503 from both for its fail_duration
 * (docs/operations/publishing.md#deploy-and-rollback). While draining, every other request is
 * served as usual, open event streams included; `app.close()` ends them afterwards.
 */
const draining: FastifyPluginAsync<DrainingOptions> = async (app, { drainMs }) => {
  let isDraining = false;
  app.addHook("onRequest", async (request) => {
    // Only the question the proxy asks ("send here?"); a monitor's plain /api/health reaching
    // this instance through the proxy is still answered: the service is up.
    const { scope } = request.query as { scope?: unknown };
    if (isDraining && request.routeOptions.url === "/api/health" && scope === "instance") {
      throw new ApiError("shutting_down");
    }
  });
  app.decorate("drain", async () => {
    isDraining = true;
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  });
};

export default fp(draining, { name: "draining" });
