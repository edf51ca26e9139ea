import { z } from "zod";
import { ErrorBodySchema } from "#core/contract";
import { DATABASE_UNAVAILABLE } from "./schemas";

/** The answers the staff routes share (their OpenAPI documentation). */

export const NO_CONTENT = { 204: z.null().meta({ description: "Done" }) };

/** Every guarded route: no session, or no database to check the session in. */
export const GUARDED = {
  401: ErrorBodySchema.meta({ description: "No valid moderator session" }),
  ...DATABASE_UNAVAILABLE,
};

/** The lead's routes: a moderator's session is refused. */
export const LEAD_ONLY = {
  ...GUARDED,
  403: ErrorBodySchema.meta({ description: "Not a lead (forbidden_role)" }),
};

/** What every state-changing staff request may meet first (server/plugins/staff-requests.ts). */
export const STAFF_REQUEST_ERRORS = {
  403: ErrorBodySchema.meta({
    description: "Not sent by this site's own pages (forbidden_origin)",
  }),
  415: ErrorBodySchema.meta({ description: "Not declared as application/json" }),
};

export const STAFF_CHANGE = "Send it as application/json from this site's own pages.";
