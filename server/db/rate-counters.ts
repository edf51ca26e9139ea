import { sql } from "kysely";
import type { DatabaseHandle } from "./connection";

/** One counter after a hit: how many hits its window holds now, and when the window ends. */
export interface CounterState {
  count: number;
  resetsAt: Date;
}

/**
 * Fixed-window counters for rate limits and login back-off, shared by every instance that shares
 * the database (docs/decisions/010). `hit` adds one and returns the new count in one atomic step,
 * so parallel requests can never all read "below the limit" before any of them is counted.
 */
export interface RateCounters {
  /** Adds one to `key` in a window of `windowMs` (a new window starts when the last one ended). */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The counter as it is, without counting; undefined when it has no hits in a current window. */
  peek(key: string): Promise<CounterState | undefined>;
  /**
   * Takes one hit back from `key`'s current window, atomically and never below zero: a login
   * reserves its slot before the password is checked and gives it back when it succeeds.
   */
  release(key: string): Promise<void>;
  /** Forgets `key` (a successful login clears its own failures). */
  reset(key: string): Promise<void>;
  /** Drops counters whose window has ended; returns how many. */
  sweep(): Promise<number>;
}

/** How many counters one process keeps at most in memory before dropping the oldest windows. */
const MEMORY_CAPACITY = 200_000;

/**
 * SQLite runs as one process (docs/decisions/003), so its counters live in that process's memory:
 * writing each hit to the database would cost a synced commit per request for nothing shared.
 */
export class MemoryRateCounters implements RateCounters {
  private readonly counters = new Map<string, CounterState>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const now = this.now();
    const current = this.counters.get(key);
    if (current && current.resetsAt > now) {
      current.count += 1;
      return { ...current };
    }
    if (this.counters.size >= MEMORY_CAPACITY) this.dropOldest();
    const fresh = { count: 1, resetsAt: new Date(now.getTime() + windowMs) };
    // Re-inserting keeps the map in window order, oldest first (what dropOldest relies on).
    this.counters.delete(key);
    this.counters.set(key, fresh);
    return { ...fresh };
  }

  async peek(key: string): Promise<CounterState | undefined> {
    const current = this.counters.get(key);
    return current && current.resetsAt > this.now() ? { ...current } : undefined;
  }

  async release(key: string): Promise<void> {
    const current = this.counters.get(key);
    if (current && current.resetsAt > this.now() && current.count > 0) current.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async sweep(): Promise<number> {
    const now = this.now();
    let dropped = 0;
    for (const [key, state] of this.counters) {
      if (state.resetsAt <= now) {
        this.counters.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  private dropOldest(): void {
    const oldest = this.counters.keys().next();
    if (!oldest.done) this.counters.delete(oldest.value);
  }
}

/**
 * PostgreSQL: one row per counter in `rate_counters`, counted with a single upsert, so every
 * instance on the database sees the same counts and a row lock orders parallel hits.
 */
export class PostgresRateCounters implements RateCounters {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const now = this.now();
    const nowText = now.toISOString();
    const nextReset = new Date(now.getTime() + windowMs).toISOString();
    const row = await this.handle.db
      .insertInto("rate_counters")
      .values({ key, count: 1, resets_at: nextReset })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          count: sql<number>`case when rate_counters.resets_at <= ${nowText} then 1
            else rate_counters.count + 1 end`,
          resets_at: sql<string>`case when rate_counters.resets_at <= ${nowText} then ${nextReset}
            else rate_counters.resets_at end`,
        }),
      )
      .returning(["count", "resets_at"])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetsAt: new Date(row.resets_at) };
  }

  async peek(key: string): Promise<CounterState | undefined> {
    const row = await this.handle.db
      .selectFrom("rate_counters")
      .select(["count", "resets_at"])
      .where("key", "=", key)
      .where("resets_at", ">", this.now().toISOString())
      .executeTakeFirst();
    return row ? { count: Number(row.count), resetsAt: new Date(row.resets_at) } : undefined;
  }

  async release(key: string): Promise<void> {
    await this.handle.db
      .updateTable("rate_counters")
      .set({ count: sql<number>`count - 1` })
      .where("key", "=", key)
      .where("resets_at", ">", this.now().toISOString())
      .where("count", ">", 0)
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.handle.db.deleteFrom("rate_counters").where("key", "=", key).execute();
  }

  async sweep(): Promise<number> {
    const result = await this.handle.db
      .deleteFrom("rate_counters")
      .where("resets_at", "<=", this.now().toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** The counters that fit the database: shared in PostgreSQL, in memory next to SQLite. */
export function openRateCounters(
  handle: DatabaseHandle,
  now: () => Date = () => new Date(),
): RateCounters {
  return handle.kind === "postgres"
    ? new PostgresRateCounters(handle, now)
    : new MemoryRateCounters(now);
}
