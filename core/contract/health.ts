import { z } from "zod";
import { ErrorBodySchema } from "./errors";

/** GET /api/health when the database answers. */
export const HealthSchema = z.object({ status: z.literal("ok") });

/** GET /api/health when it does not, or the instance is overloaded (503). */
export const HealthUnavailableSchema = ErrorBodySchema.extend({
  // Absent when the instance itself is overloaded (code overloaded) rather than its database.
  database: z.literal("unavailable").optional(),
}).meta({
  description:
    "The database does not answer (code database_unavailable, database: unavailable) or the " +
    "instance is overloaded (code overloaded); see Retry-After",
});
