import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { deleteExpired, type DeletedRows } from "../db/expired-records";
import type { Database } from "../db/schema";

/**
 * How long what people wrote is kept: the edition's content says how many days after the edition
 * ends (`messageRetentionDays` of edition.yaml, the number the toast and the FAQ tell visitors);
 * from then on the server deletes the edition's messages, the hashes of their devices and addresses
 * that are stored with them, the blocks and the audit trail.
 */
export interface RetentionPolicy {
  /** Days after the edition's end (edition.yaml). */
  days: number;
  /** The edition's end plus those days: everything written before it goes once it has passed. */
  deleteBefore: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The policy of an edition whose message window ends at `editionEndsAt` (the window's last
 * second, as `windowState` reads it, so the end is one second later).
 */
export function retentionPolicy(editionEndsAt: Date, days: number): RetentionPolicy {
  return { days, deleteBefore: new Date(editionEndsAt.getTime() + 1000 + days * DAY_MS) };
}

/** How often the job looks again: a deletion a day late would be late by at most an hour. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;

export interface RetentionJobOptions {
  db: Kysely<Database>;
  policy: RetentionPolicy;
  log: FastifyBaseLogger;
  /** Tests move time instead of waiting; the system clock otherwise. */
  clock?: () => Date;
  everyMs?: number;
  /** After messages were deleted: copies kept elsewhere (the feed's memory) forget them too. */
  onDeleted?: () => Promise<void>;
  /**
   * Deletes the backup files made before the date, resolving to their paths: a copy must not
   * outlive what it copies.
   */
  deleteExpiredFiles?: (deleteBefore: Date) => Promise<string[]>;
}

export interface RetentionJob {
  /**
   * One pass: nothing before the policy's date; after it, deletes and logs what went. Never
   * throws: a failure (a database outage) is logged and the next pass tries again.
   */
  run(): Promise<DeletedRows | undefined>;
  /** Stops the timer and waits for a pass in progress (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Runs the deletion now and then every hour on an unref'd timer, so it never keeps the process
 * alive. Every instance runs it; the deletions are the same, so running twice deletes nothing
 * twice.
 */
export function startRetention(options: RetentionJobOptions): RetentionJob {
  const clock = options.clock ?? (() => new Date());
  const { db, policy, log } = options;
  let running: Promise<DeletedRows | undefined> | undefined;

  const expireFiles = async (): Promise<void> => {
    try {
      const files = (await options.deleteExpiredFiles?.(policy.deleteBefore)) ?? [];
      if (files.length > 0) {
        log.warn(
          { files },
          `retention: deleted ${files.length} backup files made before ${policy.deleteBefore.toISOString()}`,
        );
      }
    } catch (error) {
      log.warn({ err: error }, "retention: deleting old backups failed, trying again in an hour");
    }
  };

  const pass = async (): Promise<DeletedRows | undefined> => {
    if (clock().getTime() < policy.deleteBefore.getTime()) return undefined;
    await expireFiles();
    try {
      const deleted = await deleteExpired(db, policy.deleteBefore);
      if (deleted.submissions > 0) await options.onDeleted?.();
      if (Object.values(deleted).some((count) => count > 0)) {
        // At warn, like the database's outage lines, so the default LOG_LEVEL shows it.
        log.warn(
          { deleted, before: policy.deleteBefore.toISOString(), days: policy.days },
          `retention: deleted what was written before ${policy.deleteBefore.toISOString()} ` +
            `(${policy.days} days after the edition): ` +
            Object.entries(deleted)
              .map(([table, count]) => `${table} ${count}`)
              .join(", "),
        );
      }
      return deleted;
    } catch (error) {
      log.warn({ err: error }, "retention: deletion failed, trying again in an hour");
      return undefined;
    }
  };

  const run = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => void run(), options.everyMs ?? RETENTION_EVERY_MS);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
