import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageReceiptSchema } from "#core/contract";
import { RECEIPT_POLL_MS } from "#core/receipt-polling";
import { senderKey, type IdentityHash } from "../submissions/sender-key";
import { DATABASE_UNAVAILABLE } from "./schemas";

/**
 * The sender's receipt (server/submissions/README.md#sender-receipt): where this browser's last
 * message stands. Found by the signed device cookie alone, so only the device that sent it sees it;
 * a browser without the cookie has none.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ hashIdentity: IdentityHash }> = async (
  app,
  { hashIdentity },
) => {
  app.get(
    "/api/submissions/receipt",
    {
      schema: {
        tags: ["submissions"],
        summary: "Where this device's last message stands",
        description:
          "pending (waiting for moderation), approved (waiting for its turn on the screens), " +
          "shown (with the time a screen first showed it) or rejected (no reason given). " +
          `The toast asks every ${RECEIPT_POLL_MS / 1000} s until it is shown or rejected. ` +
          "Without the device cookie: `{receipt: null}`.",
        response: { 200: MessageReceiptSchema, ...DATABASE_UNAVAILABLE },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { deviceId } = request;
      if (deviceId === null) return { receipt: null };
      const sender = senderKey(hashIdentity, { deviceId, ip: request.ip });
      return app.submissions.receipt(sender);
    },
  );
};
