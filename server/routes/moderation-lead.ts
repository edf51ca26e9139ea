import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AuditListSchema,
  AuditQuerySchema,
  EmptyBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
  SenderBlockListSchema,
} from "#core/contract";
import { AUDIT_LIST_LIMIT } from "#core/list-limits";
import { auditCsv } from "../moderation/audit-csv";
import { ApiError } from "../errors";
import { signedIn } from "./staff-session";
import { LEAD_ONLY, NO_CONTENT, STAFF_CHANGE, STAFF_REQUEST_ERRORS } from "./moderation-schemas";

/** The lead's routes: the trail and the list of blocks. */
export const moderationLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/moderation/audit",
    {
      schema: {
        tags: ["moderation"],
        summary: "The audit trail, newest first (leads)",
        description: `Up to ${AUDIT_LIST_LIMIT} entries, filtered by moderator and/or message.`,
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, 400: ErrorBodySchema, ...LEAD_ONLY },
      },
    },
    async (request) => app.auditTrail.list(request.query),
  );

  app.get(
    "/api/moderation/audit.csv",
    {
      schema: {
        tags: ["moderation"],
        summary: "The whole audit trail as CSV (leads)",
        description: "The same filters as the list; every entry, newest first.",
        querystring: AuditQuerySchema,
        produces: ["text/csv"],
        response: {
          200: z.string().meta({ description: "text/csv; charset=utf-8" }),
          400: ErrorBodySchema,
          ...LEAD_ONLY,
        },
      },
    },
    async (request, reply) => {
      const entries = await app.auditTrail.list(request.query, null);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="dziennik-moderacji-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(auditCsv(entries));
    },
  );

  app.get(
    "/api/moderation/blocks",
    {
      schema: {
        tags: ["moderation"],
        summary: "Blocked senders, newest first (leads)",
        response: { 200: SenderBlockListSchema, ...LEAD_ONLY },
      },
    },
    async () => app.submissions.blocks(),
  );

  app.post(
    "/api/moderation/blocks/:id/unblock",
    {
      schema: {
        tags: ["moderation"],
        summary: "Lift a block (leads)",
        description: `The messages it rejected stay rejected. ${STAFF_CHANGE}`,
        params: IdParamsSchema,
        body: EmptyBodySchema,
        response: {
          ...NO_CONTENT,
          400: ErrorBodySchema,
          ...LEAD_ONLY,
          ...STAFF_REQUEST_ERRORS,
          // Both guards answer 403; one entry has to say both.
          403: ErrorBodySchema.meta({
            description: "Not a lead (forbidden_role), or not sent by this site's own pages",
          }),
          404: ErrorBodySchema.meta({ description: "No such block" }),
        },
      },
    },
    async (request, reply) => {
      const lifted = await app.moderation.unblock({
        id: request.params.id,
        moderator: signedIn(request).name,
      });
      if (!lifted) throw new ApiError("not_found");
      return reply.code(204).send(null);
    },
  );
};
