import type { FastifyBaseLogger } from "fastify";
import type { Logger } from "kysely";
import { isDatabaseUnavailable } from "./unavailable";

/** What the database connections report as it happens (see `OutageLog`). */
export interface DatabaseEvents {
  /** A query that started at `startedAt` (Date.now()) completed: the database answers. */
  answered(startedAt: number): void;
  /** A connection or a query failed because the database is unavailable (db/unavailable.ts). */
  failed(error: unknown): void;
}

/**
 * One warning when the database becomes unavailable and one when it answers again, instead of an
 * error stack per request: at a few hundred requests a second an outage would otherwise bury the
 * log.
 */
export class OutageLog implements DatabaseEvents {
  private since: number | undefined;
  private failures = 0;

  constructor(
    private readonly log: Pick<FastifyBaseLogger, "warn">,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the last thing heard of the database was a fault. */
  get ongoing(): boolean {
    return this.since !== undefined;
  }

  /** Whether `error` means the database is unavailable (for code that must not import db/). */
  isUnavailable(error: unknown): boolean {
    return isDatabaseUnavailable(error);
  }

  /** Counts `error` as a fault when it means the database is unavailable; says whether it did. */
  noteIfUnavailable(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    this.failed(error);
    return true;
  }

  failed(error: unknown): void {
    this.failures += 1;
    if (this.since !== undefined) return;
    this.since = this.now();
    this.log.warn({ err: error }, "database unavailable: answering 503 until it is back");
  }

  /**
   * Ends an outage, unless the query had started before it: a query already running when the
   * database went down may still complete and says nothing about the database now.
   */
  answered(startedAt: number): void {
    if (this.since === undefined || startedAt < this.since) return;
    const outageMs = this.now() - this.since;
    this.log.warn(
      { outageMs, failures: this.failures },
      `database available again after ${(outageMs / 1000).toFixed(1)} s`,
    );
    this.since = undefined;
    this.failures = 0;
  }
}

/** Kysely's query log, feeding `events`: every completed query, every unavailable-database error. */
export function reportQueriesTo(events: DatabaseEvents): Logger {
  return (event) => {
    if (event.level === "query") events.answered(Date.now() - event.queryDurationMillis);
    else if (isDatabaseUnavailable(event.error)) events.failed(event.error);
  };
}
