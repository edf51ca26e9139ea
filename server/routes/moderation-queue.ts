import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ClaimedItemsSchema,
  DecisionBodySchema,
  EmptyBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
  NightFiguresSchema,
  QueueItemListSchema,
  QueueItemSchema,
  SenderBlockSchema,
  StatusQuerySchema,
  SubmissionCountsSchema,
} from "#core/contract";
import { CLAIM_BATCH, CLAIM_RENEW_MS, CLAIM_TTL_MS } from "#core/queue-claims";
import { DECISIONS, type Decision } from "#core/submission-transitions";
import { HISTORY_LIST_LIMIT, PENDING_LIST_LIMIT } from "#core/list-limits";
import { ApiError, CONFLICT_TEXTS } from "../errors";
import { nightFigures } from "../moderation/night-figures";
import { SseConnection } from "../screens/sse";
import { sessionIdOf, signedIn } from "./staff-session";
import { GUARDED, STAFF_CHANGE, STAFF_REQUEST_ERRORS } from "./moderation-schemas";
import { EventStreamSchema } from "./schemas";

const CONFLICT = {
  409: ErrorBodySchema.meta({
    description:
      "already_decided: its status is no longer `from` (someone decided first); " +
      "claimed_by_other: another moderator holds it",
  }),
};

/** The queue's routes, for every signed-in moderator (server/moderation/README.md#moderation-api). */
export const moderationQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/moderation/submissions",
    {
      schema: {
        tags: ["moderation"],
        summary: "List queue items (groups of the same text) by status",
        description:
          `pending: the queue, oldest first (up to ${PENDING_LIST_LIMIT}); approved / ` +
          `rejected: the latest ${HISTORY_LIST_LIMIT} decisions, newest first.`,
        querystring: StatusQuerySchema,
        response: { 200: QueueItemListSchema, 400: ErrorBodySchema, ...GUARDED },
      },
    },
    async (request) => app.submissions.list(request.query.status),
  );

  app.get(
    "/api/moderation/counts",
    {
      schema: {
        tags: ["moderation"],
        summary: "How many messages are pending, approved and rejected",
        response: { 200: SubmissionCountsSchema, ...GUARDED },
      },
    },
    async () => app.submissions.counts(),
  );

  app.get(
    "/api/moderation/figures",
    {
      schema: {
        tags: ["moderation"],
        summary: "How the night is going: queue, waits, screens and who is working",
        response: { 200: NightFiguresSchema, ...GUARDED },
      },
    },
    async () => nightFigures(app, app.clock()),
  );

  app.post(
    "/api/moderation/claims",
    {
      schema: {
        tags: ["moderation"],
        summary: "This moderator's own next items",
        description:
          `Renews the items this moderator holds and tops them up to ${CLAIM_BATCH} with the ` +
          "oldest items nobody holds. A claim lapses " +
          `${CLAIM_TTL_MS / 1000} s after the last call, so the panel calls it every ` +
          `${CLAIM_RENEW_MS / 1000} s. ` +
          STAFF_CHANGE,
        body: EmptyBodySchema,
        response: {
          200: ClaimedItemsSchema,
          400: ErrorBodySchema,
          ...GUARDED,
          ...STAFF_REQUEST_ERRORS,
        },
      },
    },
    async (request) => app.moderation.claim(signedIn(request).name),
  );

  const summaries: Record<Decision, string> = {
    approve: "Approve a group: its text goes on the screens once",
    reject: "Reject a group (or, after approval, take it off the screens)",
    undo: "Undo a decision: back to the queue (post-moderation: back on the screens)",
  };
  for (const action of DECISIONS) {
    app.post(
      `/api/moderation/submissions/:id/${action}`,
      {
        schema: {
          tags: ["moderation"],
          summary: summaries[action],
          description:
            "`from` is the status the moderator saw; a decision on anything else is refused " +
            `with 409, never applied twice. ${STAFF_CHANGE}`,
          params: IdParamsSchema,
          body: DecisionBodySchema,
          response: {
            200: QueueItemSchema,
            400: ErrorBodySchema,
            ...GUARDED,
            ...STAFF_REQUEST_ERRORS,
            404: ErrorBodySchema.meta({ description: "No submission with this id" }),
            ...CONFLICT,
          },
        },
      },
      async (request) => {
        const result = await app.moderation.decide({
          id: request.params.id,
          decision: action,
          from: request.body.from,
          moderator: signedIn(request).name,
        });
        if (result.kind === "done") return result.item;
        if (result.kind === "not_found") throw new ApiError("not_found");
        if (result.kind === "claimed_by_other") {
          throw new ApiError("claimed_by_other", CONFLICT_TEXTS.claimedBy(result.by));
        }
        throw new ApiError(
          "already_decided",
          result.by ? CONFLICT_TEXTS.decidedBy(result.by) : undefined,
        );
      },
    );
  }

  app.post(
    "/api/moderation/submissions/:id/block",
    {
      schema: {
        tags: ["moderation"],
        summary: "Block the sender of a message for the rest of the edition",
        description:
          "Rejects the message's group and everything the sender has waiting; the sender's " +
          "next messages are stored as rejected (reason blocked) and never queued. The sender " +
          `gets the same answers as everyone else. ${STAFF_CHANGE}`,
        params: IdParamsSchema,
        body: EmptyBodySchema,
        response: {
          200: SenderBlockSchema,
          400: ErrorBodySchema,
          ...GUARDED,
          ...STAFF_REQUEST_ERRORS,
          404: ErrorBodySchema.meta({ description: "No submission with this id" }),
          409: ErrorBodySchema.meta({
            description:
              "sender_unknown: stored before senders were; claimed_by_other: another moderator holds it",
          }),
        },
      },
    },
    async (request) => {
      const result = await app.moderation.block({
        id: request.params.id,
        moderator: signedIn(request).name,
      });
      if (result.kind === "not_found") throw new ApiError("not_found");
      if (result.kind === "sender_unknown") throw new ApiError("sender_unknown");
      if (result.kind === "claimed_by_other") {
        throw new ApiError("claimed_by_other", CONFLICT_TEXTS.claimedBy(result.by));
      }
      return result.block;
    },
  );

  app.get(
    "/api/moderation/stream",
    {
      schema: {
        tags: ["moderation"],
        summary: "Server-sent events of queue changes",
        description:
          "`event: change`, `data: {item, previousStatus}` for each new queue item " +
          "(previousStatus null), each new copy of a group and each decision; `event: resync` " +
          "when changes may have been missed (reload the lists); a heartbeat comment every 15 s. " +
          "The stream ends within seconds of its session ending (logout, expiry, a password " +
          "reset, the account removed), on every instance; reconnecting then answers 401.",
        produces: ["text/event-stream"],
        response: { 200: EventStreamSchema, ...GUARDED },
      },
    },
    async (request, reply) => {
      const session = sessionIdOf(request);
      const connection = SseConnection.open(request, reply);
      app.staffStreams.hold(session, connection);
      app.feed.addModerationClient(connection);
    },
  );
};
