import { sql, type Transaction } from "kysely";
import {
  HISTORY_LIST_LIMIT,
  isOnScreen,
  PENDING_LIST_LIMIT,
  SCREEN_BACKLOG_LIMIT,
  type InitialStatus,
  type MessageDraft,
  type ModerationChange,
  type ScreenMessage,
  type Submission,
  type SubmissionCounts,
  type SubmissionStatus,
} from "../../core/contract";
import type { ChangeListener, Changes, ScreenEvent } from "../changes";
import { ChangeChannel } from "./change-channel";
import type { DatabaseHandle } from "./connection";
import type { Database, SubmissionRow } from "./schema";

/** At most this many submissions share one commit. */
export const MAX_GROUP_COMMIT = 200;

interface QueuedSubmission {
  input: MessageDraft;
  status: InitialStatus;
  resolve: (submission: Submission) => void;
  reject: (error: unknown) => void;
}

function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    author: row.author,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

interface ScreenRow {
  seq: number;
  kind: "show" | "hide";
  at: string;
  id: number;
  author: string;
  message: string;
}

function toScreenEvent(row: ScreenRow): ScreenEvent {
  if (row.kind === "hide") return { position: row.seq, kind: "hide", id: row.id };
  const message: ScreenMessage = {
    position: row.seq,
    id: row.id,
    author: row.author,
    message: row.message,
    approvedAt: row.at,
  };
  return { position: row.seq, kind: "show", message };
}

const noChanges = (): Changes => ({ moderation: [], screen: [] });

/**
 * The submissions repository: every SQL statement about messages, the same for SQLite and
 * PostgreSQL (docs/architecture.md#conventions: thin handlers, data behind a decorator). It only stores: which
 * status a message takes is the moderation service's decision (server/moderation-service.ts).
 * Each write is one transaction that also appends to the screen log when visibility changes;
 * once it commits, its changes go to the subscribed listeners (the feed), and through the
 * change channel to the other instances, whose changes reach the same listeners.
 */
export class SubmissionsRepository {
  private readonly channel: ChangeChannel;
  private readonly listeners = new Set<ChangeListener>();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.channel = new ChangeChannel(handle);
  }

  private get db() {
    return this.handle.db;
  }

  /** `listener` hears of every change committed from now on; the function returned stops it. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Starts hearing the other instances' commits (PostgreSQL) for the subscribed listeners;
   * resolves to a function that stops listening.
   */
  listenToOtherInstances(onError: (error: unknown) => void): Promise<() => Promise<void>> {
    return this.channel.listen(
      {
        committed: (changes) => this.emit(changes),
        missed: () => {
          for (const listener of this.listeners) listener.missed();
        },
      },
      onError,
    );
  }

  private emit(changes: Changes): void {
    for (const listener of this.listeners) listener.committed(changes);
  }

  /** Runs `work` in a transaction, publishes its changes on commit and returns its result. */
  private async write<T>(
    work: (trx: Transaction<Database>, changes: Changes) => Promise<T>,
  ): Promise<T> {
    const changes = noChanges();
    const hasChanges = () => changes.moderation.length > 0 || changes.screen.length > 0;
    const result = await this.db.transaction().execute(async (trx) => {
      const value = await work(trx, changes);
      if (hasChanges()) await this.channel.publishOnCommit(trx, changes);
      return value;
    });
    if (hasChanges()) this.emit(changes);
    return result;
  }

  private async appendScreenEvent(
    trx: Transaction<Database>,
    submission: SubmissionRow,
    kind: "show" | "hide",
    at: string,
  ): Promise<ScreenEvent> {
    const { seq } = await trx
      .insertInto("screen_events")
      .values({ submission_id: submission.id, kind, at })
      .returning("seq")
      .executeTakeFirstOrThrow();
    return toScreenEvent({ seq, kind, at, ...submission });
  }

  /**
   * Stores a valid submission; resolves once its row is committed (the 201 waits for this).
   *
   * Group commit: submissions arriving together are written in one transaction, so one fsync
   * (SQLite `synchronous=FULL`) or one commit round trip (PostgreSQL) covers the whole group and
   * none of them is acknowledged before it is durable (docs/decisions/ storage record).
   */
  create(input: MessageDraft, status: InitialStatus): Promise<Submission> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, status, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private readonly queue: QueuedSubmission[] = [];
  private flushScheduled = false;
  private flushing = false;

  /** Writes queued submissions, one group at a time, until the queue is empty. */
  private async flush(): Promise<void> {
    this.flushScheduled = false;
    if (this.flushing) return; // the running flush picks the newcomers up
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, MAX_GROUP_COMMIT);
        try {
          const stored = await this.insertGroup(group);
          group.forEach((entry, index) => {
            const submission = stored[index];
            if (submission) entry.resolve(submission);
            else entry.reject(new Error("submission was not stored"));
          });
        } catch (error) {
          for (const entry of group) entry.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async insertGroup(entries: QueuedSubmission[]): Promise<Submission[]> {
    return this.write(async (trx, changes) => {
      const at = this.now().toISOString();
      if (entries.some((entry) => isOnScreen(entry.status))) {
        await this.handle.lockScreenOrder(trx);
      }
      const stored: Submission[] = [];
      // One statement per row: RETURNING gives no guaranteed order for multi-row inserts.
      for (const { input, status } of entries) {
        const visible = isOnScreen(status);
        const row = await trx
          .insertInto("submissions")
          .values({
            author: input.author,
            message: input.message,
            status,
            created_at: at,
            decided_at: visible ? at : null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        changes.moderation.push({ item: toSubmission(row), previousStatus: null });
        if (visible) changes.screen.push(await this.appendScreenEvent(trx, row, "show", at));
        stored.push(toSubmission(row));
      }
      return stored;
    });
  }

  async find(id: number): Promise<Submission | undefined> {
    const row = await this.db
      .selectFrom("submissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toSubmission(row) : undefined;
  }

  /** Pending: oldest first (a queue). Approved / rejected: the latest decisions first. */
  async list(status: SubmissionStatus): Promise<Submission[]> {
    const query = this.db.selectFrom("submissions").selectAll().where("status", "=", status);
    const rows =
      status === "pending"
        ? await query.orderBy("id", "asc").limit(PENDING_LIST_LIMIT).execute()
        : await query
            .orderBy("decided_at", "desc")
            .orderBy("id", "desc")
            .limit(HISTORY_LIST_LIMIT)
            .execute();
    return rows.map(toSubmission);
  }

  async counts(): Promise<SubmissionCounts> {
    const rows = await this.db
      .selectFrom("submissions")
      .select(["status", (eb) => eb.fn.countAll().as("count")])
      .groupBy("status")
      .execute();
    const counts: SubmissionCounts = { pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  /**
   * Moves a submission to `target`, writing `show` / `hide` to the screen log when its
   * visibility changes. Unknown id → undefined. Setting the status it already has changes nothing.
   */
  async setStatus(id: number, target: SubmissionStatus): Promise<Submission | undefined> {
    return this.write(async (trx, changes) => {
      // Taken first by every writer of the screen log, so no two orders of locking exist.
      await this.handle.lockScreenOrder(trx);
      const current = await trx
        .selectFrom("submissions")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      if (!current) return undefined;
      if (current.status === target) return toSubmission(current);
      const at = this.now().toISOString();
      const updated = await trx
        .updateTable("submissions")
        .set({ status: target, decided_at: target === "pending" ? null : at })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const change: ModerationChange = {
        item: toSubmission(updated),
        previousStatus: current.status,
      };
      changes.moderation.push(change);
      const wasVisible = isOnScreen(current.status);
      const isVisible = isOnScreen(target);
      if (wasVisible !== isVisible) {
        changes.screen.push(
          await this.appendScreenEvent(trx, updated, isVisible ? "show" : "hide", at),
        );
      }
      return change.item;
    });
  }

  /**
   * The screen log after `position`, reduced to the latest entry per message (a message shown
   * and hidden since then is only hidden), in log order: what a reconnecting screen missed.
   */
  async screenEventsAfter(position: number): Promise<ScreenEvent[]> {
    const rows = await this.db
      .selectFrom("screen_events as e")
      .innerJoin("submissions as s", "s.id", "e.submission_id")
      .select(["e.seq", "e.kind", "e.at", "s.id", "s.author", "s.message"])
      .where("e.seq", ">", position)
      .orderBy("e.seq", "asc")
      .execute();
    const latest = new Map<number, ScreenRow>();
    for (const row of rows) latest.set(row.id, row);
    return [...latest.values()].sort((a, b) => a.seq - b.seq).map(toScreenEvent);
  }

  /** The `limit` most recently shown messages still on screen, oldest first. */
  async recentScreenMessages(limit = SCREEN_BACKLOG_LIMIT): Promise<ScreenEvent[]> {
    const rows = await this.db
      .selectFrom("screen_events as e")
      .innerJoin("submissions as s", "s.id", "e.submission_id")
      .select(["e.seq", "e.kind", "e.at", "s.id", "s.author", "s.message"])
      .where("e.kind", "=", "show")
      .where("s.status", "=", "approved")
      .where("e.seq", "=", (eb) =>
        eb
          .selectFrom("screen_events as latest")
          .select((inner) => inner.fn.max("latest.seq").as("seq"))
          .whereRef("latest.submission_id", "=", "e.submission_id"),
      )
      .orderBy("e.seq", "desc")
      .limit(limit)
      .execute();
    return rows.reverse().map(toScreenEvent);
  }

  /** The last position of the screen log (0 when empty). */
  async lastScreenPosition(): Promise<number> {
    const row = await this.db
      .selectFrom("screen_events")
      .select((eb) => eb.fn.max("seq").as("seq"))
      .executeTakeFirst();
    return Number(row?.seq ?? 0);
  }

  /** Health check: the database answers a trivial query. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}
