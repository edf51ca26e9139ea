import { sql, type Kysely, type Transaction } from "kysely";
import {
  HISTORY_LIST_LIMIT,
  PENDING_LIST_LIMIT,
  SCREEN_BACKLOG_LIMIT,
  type ClaimedItems,
  type InitialStatus,
  type MessageDraft,
  type MessageReceipt,
  type QueueItem,
  type RejectionReason,
  type SenderBlock,
  type Submission,
  type SubmissionCounts,
  type SubmissionStatus,
} from "../../core/contract";
import type { TriageFlag } from "../../core/message-triage";
import {
  hasChanges,
  noChanges,
  type ChangeListener,
  type Changes,
  type ScreenEvent,
} from "../changes";
import { ChangeChannel } from "./change-channel";
import type { DatabaseHandle } from "./connection";
import { claimNext, releaseClaims } from "./claims";
import { decideGroup, type GroupDecision } from "./decisions";
import { GroupCommit } from "./group-commit";
import { toQueueItems, toSubmission } from "./message-groups";
import { blockSender, listBlocks, unblockSender, type BlockResult } from "./sender-blocks";
import { storeMessages } from "./store-messages";
import { lastMessageReceipt } from "./receipts";
import { lastScreenPosition, recentScreenMessages, screenEventsAfter } from "./screen-log";
import type { Database } from "./schema";

/**
 * A valid message draft on its way to the database: the status the moderation service gave it,
 * and what the service learned of it (its sender's key, triage, duplicate key).
 */
export interface DraftToStore {
  input: MessageDraft;
  status: InitialStatus;
  sender: string | null;
  flags: readonly TriageFlag[];
  duplicateKey: string;
  /** Rejected by the server itself (a link or a phone number); null otherwise. */
  autoReject: RejectionReason | null;
}

/** What a decision came to: done, or refused because someone else got there first. */
export type DecisionResult =
  | { kind: "done"; item: QueueItem }
  | { kind: "not_found" }
  | { kind: "already_decided"; by: string | null }
  | { kind: "claimed_by_other"; by: string };

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

  /** For read-only reports across tables (server/night-figures.ts, the retention job). */
  get database(): Kysely<Database> {
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

  /**
   * Runs `work` in a transaction, publishes its changes on commit and returns its result. The
   * screens' board (server/db/screen-board.ts) writes through here too, so its changes reach the
   * feed and the other instances the same way.
   */
  async write<T>(work: (trx: Transaction<Database>, changes: Changes) => Promise<T>): Promise<T> {
    const changes = noChanges();
    const result = await this.db.transaction().execute(async (trx) => {
      const value = await work(trx, changes);
      if (hasChanges(changes)) await this.channel.publishOnCommit(trx, changes);
      return value;
    });
    if (hasChanges(changes)) this.emit(changes);
    return result;
  }

  /**
   * Stores a valid submission; resolves once its row is committed (the 201 waits for this).
   * Submissions arriving together share one commit (group-commit.ts).
   */
  create(draft: DraftToStore): Promise<Submission> {
    return this.groupCommit.add(draft);
  }

  private readonly groupCommit = new GroupCommit<DraftToStore, Submission>((entries) =>
    this.write((trx, changes) => storeMessages(this.handle, trx, entries, this.now(), changes)),
  );

  /** One message, whatever its group. */
  async find(id: number): Promise<Submission | undefined> {
    const row = await this.db
      .selectFrom("submissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toSubmission(row) : undefined;
  }

  /** Pending: the queue, oldest first. Approved / rejected: the latest decisions first. */
  async list(status: SubmissionStatus): Promise<QueueItem[]> {
    const query = this.db
      .selectFrom("submissions")
      .selectAll()
      .where("status", "=", status)
      .whereRef("group_id", "=", "id");
    const rows =
      status === "pending"
        ? await query.orderBy("id", "asc").limit(PENDING_LIST_LIMIT).execute()
        : await query
            .orderBy("decided_at", "desc")
            .orderBy("id", "desc")
            .limit(HISTORY_LIST_LIMIT)
            .execute();
    return toQueueItems(this.db, rows);
  }

  /** Messages (not groups) by status. */
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
   * A moderator's decision on a group (decisions.ts), refused when someone else decided it
   * first or holds it. Taken after the screen-order lock, like every writer of the screen log.
   */
  decide(request: GroupDecision): Promise<DecisionResult> {
    return this.write(async (trx, changes) => {
      await this.handle.lockScreenOrder(trx);
      return decideGroup(trx, request, this.now(), changes);
    });
  }

  /** `moderator`'s own next items, claimed for a short while (claims.ts). */
  claim(moderator: string): Promise<ClaimedItems> {
    return this.db.transaction().execute((trx) => claimNext(trx, moderator, this.now()));
  }

  releaseClaims(moderator: string): Promise<void> {
    return this.db.transaction().execute((trx) => releaseClaims(trx, moderator));
  }

  /** Blocks the sender of message `id` (sender-blocks.ts). */
  block(request: { id: number; moderator: string }): Promise<BlockResult> {
    return this.write((trx, changes) =>
      blockSender(this.handle, trx, request, this.now(), changes),
    );
  }

  unblock(request: { id: number; moderator: string }): Promise<boolean> {
    return this.db.transaction().execute((trx) => unblockSender(trx, request, this.now()));
  }

  blocks(): Promise<SenderBlock[]> {
    return listBlocks(this.handle);
  }

  /** Where one sender's last message stands (the sender's receipt, receipts.ts). */
  receipt(sender: string): Promise<MessageReceipt> {
    return lastMessageReceipt(this.db, sender);
  }

  /** What a reconnecting screen missed since `position` (screen-log.ts). */
  screenEventsAfter(position: number): Promise<ScreenEvent[]> {
    return screenEventsAfter(this.db, position);
  }

  /** The `limit` most recently shown messages still on screen, oldest first. */
  recentScreenMessages(limit = SCREEN_BACKLOG_LIMIT): Promise<ScreenEvent[]> {
    return recentScreenMessages(this.db, limit, this.now());
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
