import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  EmptyBodySchema,
  ErrorBodySchema,
  SET_DELAY_MAX_MINUTES,
  LateChangeBodySchema,
  LateChangeListAnswerSchema,
  SetIdParamsSchema,
  type LateChangeInForce,
  type LateChangeListAnswer,
} from "#core/contract";
import { ApiError } from "../errors";
import { signedIn } from "./staff-session";
import { LEAD_ONLY, STAFF_CHANGE, STAFF_REQUEST_ERRORS } from "./moderation-schemas";

/** Both guards of a lead's change answer 403; one entry has to say both. */
const LEAD_CHANGE = {
  ...LEAD_ONLY,
  ...STAFF_REQUEST_ERRORS,
  400: ErrorBodySchema.meta({
    description:
      "A malformed body (invalid_body), or a set this edition does not have (unknown_set)",
  }),
  403: ErrorBodySchema.meta({
    description: "Not a lead (forbidden_role), or not sent by this site's own pages",
  }),
};

/** The answer of every route: the list, and again under its former name for one release. */
const answer = (lateChanges: LateChangeInForce[]): LateChangeListAnswer => ({
  lateChanges,
  setChanges: lateChanges,
});

const inForce = (lateChanges: LateChangeInForce[] | undefined) => {
  if (lateChanges === undefined) throw new ApiError("unknown_set");
  return answer(lateChanges);
};

/**
 * Where the routes answer: their own path, and the path of the release before, which a panel of
 * that release left open still sends. The old path is an alias with the same handlers and schemas,
 * marked deprecated in the API's documentation, and goes in the next edition's release
 * (server/moderation/README.md#its-former-name).
 */
const PATHS = [
  { base: "/api/moderation/late-changes", deprecated: false },
  { base: "/api/moderation/set-changes", deprecated: true },
] as const;

/**
 * A lead's late changes to the schedule (server/moderation/README.md#late-changes): each answers
 * the changes in force after it, which the public pages of every instance get with their next poll
 * of /api/announcement.
 */
export const lateChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { base, deprecated } of PATHS) {
    app.get(
      base,
      {
        schema: {
          tags: ["moderation"],
          summary: "The late changes to the schedule in force (leads)",
          deprecated,
          response: { 200: LateChangeListAnswerSchema, ...LEAD_ONLY },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return answer(app.lateChanges.inForce());
      },
    );

    app.put(
      base,
      {
        schema: {
          tags: ["moderation"],
          summary: "Delay or cancel one set (leads)",
          description:
            `A delay of 0 to ${SET_DELAY_MAX_MINUTES} minutes, and whether the set is cancelled; ` +
            "it replaces the set's earlier change, and a delay of 0 that is not cancelled puts " +
            "the set back on plan (its entry stays, with no delay and not cancelled). A change " +
            "that changes something counts one more in the set's `sequence`; the same change " +
            `again changes nothing. Any other field is refused. ${STAFF_CHANGE}`,
          deprecated,
          body: LateChangeBodySchema,
          response: { 200: LateChangeListAnswerSchema, ...LEAD_CHANGE },
        },
      },
      async (request) =>
        inForce(await app.lateChanges.change(signedIn(request).name, request.body)),
    );

    app.delete(
      `${base}/:setId`,
      {
        schema: {
          tags: ["moderation"],
          summary: "Put one set back on plan (leads)",
          description:
            "Clears its delay and its cancellation; its entry stays, with the next `sequence` " +
            `(nothing changes for a set already on plan). ${STAFF_CHANGE}`,
          deprecated,
          params: SetIdParamsSchema,
          body: EmptyBodySchema,
          response: { 200: LateChangeListAnswerSchema, ...LEAD_CHANGE },
        },
      },
      async (request) =>
        inForce(await app.lateChanges.clear(signedIn(request).name, request.params.setId)),
    );
  }
};
