import { z } from "zod";
import { ErrorBodySchema } from "./errors";

/**
 * Which release an instance runs (docs/operations/publishing.md#versions): the commit it was built
 * from and the edition of its content. A release carries it in `release.json`; a source checkout
 * reads the commit from git. Health and /metrics report it, so an operator sees at a glance whether
 * every instance behind the proxy runs the same one.
 */
export const ReleaseStampSchema = z.object({
  /** The short commit, `-dirty` when the tree had changes not committed; `unknown` without git. */
  commit: z.string().min(1).max(64),
  /** The edition's year from its content (edition.yaml). */
  edition: z.string().min(1).max(16),
});
export type ReleaseStamp = z.infer<typeof ReleaseStampSchema>;

/**
 * GET /api/health's question. Without `scope`: is this instance up and its database answering?
 * `scope=instance`: is this instance up, whatever its database? The proxy asks the latter
 * (docs/operations/the-night.md#an-instance-dies): instances share one database, so an outage of it
 * is no reason to prefer one over another, and taking them all out of rotation would turn a
 * database outage into a dead site, though the instances still serve the pages and the screens from
 * memory.
 */
export const HealthQuerySchema = z.object({ scope: z.literal("instance").optional() });

/** GET /api/health when the database answers (or was not asked: `scope=instance`). */
export const HealthSchema = z.object({ status: z.literal("ok"), release: ReleaseStampSchema });

/** GET /api/health when it does not, or the instance is overloaded or shutting down (503). */
export const HealthUnavailableSchema = ErrorBodySchema.extend({
  // Absent when the instance itself is overloaded (code overloaded) rather than its database.
  database: z.literal("unavailable").optional(),
}).meta({
  description:
    "The database does not answer (code database_unavailable, database: unavailable) or the " +
    "instance is overloaded (code overloaded) or about to stop (code shutting_down); see " +
    "Retry-After",
});
