import { sql } from "kysely";
import {
  type ClaimedItems,
  type MessageReceipt,
  type QueueItem,
  type SenderBlock,
  type Submission,
  type SubmissionCounts,
} from "#core/contract";
import { HISTORY_LIST_LIMIT, PENDING_LIST_LIMIT, SCREEN_BACKLOG_LIMIT } from "#core/list-limits";
import type { SubmissionStatus } from "#core/submission-transitions";
import type { ArrivalPlan, BlockOrder, ClaimPlan, UnblockOrder } from "../messages/plans";
import type { ChangeBus } from "./change-bus";
import type { DatabaseHandle } from "./connection";
import { claimNext, releaseClaims } from "./claims";
import { decideGroup, type DecisionResult, type GroupDecision } from "./decisions";
import { GroupCommit } from "./group-commit";
import { toQueueItems, toSubmission } from "./message-groups";
import { blockSender, listBlocks, unblockSender, type BlockResult } from "./sender-blocks";
import { storedUnderKey, storeMessages } from "./store-messages";
import { lastMessageReceipt } from "./receipts";
import {
  lastScreenPosition,
  recentScreenMessages,
  screenEventsAfter,
  type ScreenEvent,
  type ScreenLogSource,
} from "./screen-log";

/**
 * What routes may read of the messages: the repository without its writes, which go through the
 * moderation service.
 */
export type SubmissionReads = Pick<
  SubmissionsRepository,
  | "storedUnder"
  | "find"
  | "list"
  | "counts"
  | "blocks"
  | "receipt"
  | "screenEventsAfter"
  | "recentScreenMessages"
  | "lastScreenPosition"
  | "ping"
>;

export type { BlockResult, DecisionResult, GroupDecision };

/**
 * The submissions repository: every SQL statement about messages, the same for SQLite and
 * PostgreSQL, so handlers stay thin and reach data only behind a decorator. It only carries out the
 * plans it is given (server/messages/): where a message goes, what a block rejects, how much a
 * claim takes. Each write that others must hear of runs through the change bus (change-bus.ts): one
 * transaction that also appends to the screen log when visibility changes, whose changes reach
 * every subscriber of every instance once it commits.
 */
export class SubmissionsRepository implements ScreenLogSource {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly bus: ChangeBus,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get db() {
    return this.handle.db;
  }

  /**
   * Stores a valid submission where its plan places it; resolves once its row is committed (the
   * 201 waits for this). Submissions arriving together share one commit (group-commit.ts).
   */
  create(plan: ArrivalPlan): Promise<Submission> {
    return this.groupCommit.add(plan);
  }

  private readonly groupCommit = new GroupCommit<ArrivalPlan, Submission>((entries) =>
    this.bus.write((trx, changes) => storeMessages(this.handle, trx, entries, this.now(), changes)),
  );

  /**
   * The message stored under an idempotency key, if any: a resend is answered with it before it is
   * counted against any limit (server/README.md#messages-in-flight).
   */
  async storedUnder(key: string): Promise<Submission | undefined> {
    const row = await storedUnderKey(this.db, key);
    return row ? toSubmission(row) : undefined;
  }

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
    return this.bus.write(async (trx, changes) => {
      await this.handle.lockScreenOrder(trx);
      return decideGroup(trx, request, this.now(), changes);
    });
  }

  /** A moderator's own next items, claimed as `plan` says (claims.ts). */
  claim(plan: ClaimPlan): Promise<ClaimedItems> {
    return this.bus.write((trx) => claimNext(trx, plan, this.now()));
  }

  /** Gives back what `moderator` holds (signing out). */
  releaseClaims(moderator: string): Promise<void> {
    return this.bus.write((trx) => releaseClaims(trx, moderator));
  }

  /** Blocks the sender of message `order.id`, rejecting what its plan says (sender-blocks.ts). */
  block(order: BlockOrder): Promise<BlockResult> {
    return this.bus.write((trx, changes) =>
      blockSender(this.handle, trx, order, this.now(), changes),
    );
  }

  /** Lifts a block (sender-blocks.ts); false when there is none. */
  unblock(order: UnblockOrder): Promise<boolean> {
    return this.bus.write((trx) => unblockSender(trx, order, this.now()));
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
