import { z } from "zod";
import { ErrorBodySchema } from "#core/contract";

/**
 * What only the server's routes add to the contract of core/contract: the answers every route
 * shares and the media type of the streams, for validation and /api/docs.
 */

/** The answer of any route that needs the database while it is unavailable. */
export const DATABASE_UNAVAILABLE = {
  503: ErrorBodySchema.meta({
    description: "The database is unavailable (code database_unavailable); see Retry-After",
  }),
};

/** An event stream: its events and their data are described in the route's description. */
export const EventStreamSchema = z.string().meta({ description: "text/event-stream" });
