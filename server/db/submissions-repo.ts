import { sql, type Transaction } from "kysely";
import {
  HISTORY_LIST_LIMIT,
  isOnScreen,
  PENDING_LIST_LIMIT,
  SCREEN_BACKLOG_LIMIT,
  type InitialStatus,
  type MessageDraft,
  type ModerationChange,
  type Submission,
  type SubmissionCounts,
  type SubmissionStatus,
} from "../../core/contract";
import type { ChangeListener, Changes, ScreenEvent } from "../changes";
import { ChangeChannel } from "./change-channel";
import type { DatabaseHandle } from "./connection";
import { GroupCommit } from "./group-commit";
import {
  appendScreenEvent,
  lastScreenPosition,
  recentScreenMessages,
  screenEventsAfter,
} from "./screen-log";
import type { Database, SubmissionRow } from "./schema";

/** A valid message draft and the status the moderation service gave it, waiting for its commit. */
interface DraftToStore {
  input: MessageDraft;
  status: InitialStatus;
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

  /**
   * Stores a valid submission; resolves once its row is committed (the 201 waits for this).
   * Submissions arriving together share one commit (group-commit.ts).
   */
  create(input: MessageDraft, status: InitialStatus): Promise<Submission> {
    return this.groupCommit.add({ input, status });
  }

  private readonly groupCommit = new GroupCommit<DraftToStore, Submission>((entries) =>
    this.insertGroup(entries),
  );

  private async insertGroup(entries: DraftToStore[]): Promise<Submission[]> {
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
        if (visible) changes.screen.push(await appendScreenEvent(trx, row, "show", at));
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
        changes.screen.push(await appendScreenEvent(trx, updated, isVisible ? "show" : "hide", at));
      }
      return change.item;
    });
  }

  /** What a reconnecting screen missed since `position` (screen-log.ts). */
  screenEventsAfter(position: number): Promise<ScreenEvent[]> {
    return screenEventsAfter(this.db, position);
  }

  /** The `limit` most recently shown messages still on screen, oldest first. */
  recentScreenMessages(limit = SCREEN_BACKLOG_LIMIT): Promise<ScreenEvent[]> {
    return recentScreenMessages(this.db, limit);
  }

  /** The last position of the screen log (0 when empty). */
  lastScreenPosition(): Promise<number> {
    return lastScreenPosition(this.db);
  }

  /** Health check: the database answers a trivial query. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}
