import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ErrorBodySchema,
  PushKeySchema,
  PushSubscribedSchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from "#core/contract";
import { ApiError } from "../errors";
import type { PushService } from "../push/push-service";
import { DATABASE_UNAVAILABLE } from "./schemas";

const PUSH_OFF = {
  404: ErrorBodySchema.meta({ description: "Notifications are off on this server (push_off)" }),
};
const REFUSED = {
  400: ErrorBodySchema.meta({
    description:
      "A body off the contract (invalid_body), or an endpoint that is not https on a public " +
      "push service's host (push_endpoint_refused)",
  }),
  413: ErrorBodySchema.meta({ description: "Body over 16 KiB" }),
  429: ErrorBodySchema.meta({ description: "Too many from this address; see Retry-After" }),
};

/**
 * The phones' notifications (server/push/README.md): the VAPID key a browser subscribes with,
 * and turning them on (or updating the plan they follow) and off. No account: a subscription is
 * known by its endpoint alone. Never cached; counted against the address like the other public
 * writes.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = (): PushService => {
    if (app.push === null) throw new ApiError("push_off");
    return app.push;
  };

  app.get(
    "/api/push/key",
    {
      schema: {
        tags: ["push"],
        summary: "The server's VAPID public key, for PushManager.subscribe",
        response: { 200: PushKeySchema, ...PUSH_OFF },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { publicKey: service().publicKey };
    },
  );

  app.put(
    "/api/push/subscription",
    {
      schema: {
        tags: ["push"],
        summary: "Turn notifications on, or update the plan they follow",
        description:
          "Kept by its endpoint: the same endpoint again replaces the language, the starred " +
          "sets and the reminder's minutes. Set ids the edition does not know are dropped.",
        body: PushSubscriptionBodySchema,
        response: { 200: PushSubscribedSchema, ...REFUSED, ...PUSH_OFF, ...DATABASE_UNAVAILABLE },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const result = await service().subscribe(request.body, request.ip);
      if (result === "rate_limited") {
        reply.header("retry-after", 60);
        throw new ApiError("rate_limited");
      }
      if (result === "endpoint_refused") throw new ApiError("push_endpoint_refused");
      return { ok: true as const };
    },
  );

  app.delete(
    "/api/push/subscription",
    {
      schema: {
        tags: ["push"],
        summary: "Turn notifications off: the subscription is deleted",
        body: PushUnsubscribeBodySchema,
        response: {
          204: z.null().meta({ description: "Deleted (or never kept)" }),
          ...REFUSED,
          ...PUSH_OFF,
          ...DATABASE_UNAVAILABLE,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      if (!(await service().unsubscribe(request.body.endpoint, request.ip))) {
        reply.header("retry-after", 60);
        throw new ApiError("rate_limited");
      }
      return reply.code(204).send(null);
    },
  );
};
