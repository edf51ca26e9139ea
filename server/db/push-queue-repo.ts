import type { PushLanguage, PushNoticeKind } from "#core/contract";
import type { DatabaseHandle } from "./connection";
import { audienceOf, audienceText, fillNotice, type NoticeAudience } from "./push-notice-fill";
import type { DeliveryStatus } from "./push-schema";

/** A notice as the push service decided it (server/push/notices.ts). */
export interface NoticeWrite {
  /** Unique: the same change heard by two instances is stored once. */
  key: string;
  kind: PushNoticeKind;
  /** What the texts are made from, JSON. */
  content: string;
  expiresAt: Date;
  audience: NoticeAudience;
}

/** Lets the event loop answer what waits (a submission, a screen) between two commits. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A delivery claimed for sending, with what sending it needs. */
export interface ClaimedDelivery {
  id: number;
  /** Including this one. */
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: PushLanguage;
  noticeKind: PushNoticeKind;
  noticeContent: string;
  noticeCreatedAt: string;
  noticeExpiresAt: string;
}

/** How a claimed delivery ended, or when to try it again. */
export type DeliveryOutcome =
  | { status: Exclude<DeliveryStatus, "pending" | "gone"> }
  | { status: "gone" }
  | { status: "retry"; at: Date };

/** The queue as the night's figures show it. */
export interface QueueFigures {
  byStatus: Record<DeliveryStatus, number>;
  /** The due time of the oldest delivery waiting to be sent now; null when none waits. */
  oldestDueAt: string | null;
}

/**
 * The durable queue of notices (server/push/README.md#the-queue): a notice and one delivery per
 * subscription it goes to, written a few hundred per commit and resumed where an instance stopped
 * writing them; a delivery is claimed with a lease, so an
 * instance that stops mid-send leaves it to be claimed again when the lease runs out, and marked
 * once sent. On PostgreSQL the claim skips rows another instance holds (`FOR UPDATE SKIP
 * LOCKED`); SQLite has one writer, whose transaction is the claim. Otherwise one code path.
 */
export class PushQueueRepository {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date,
  ) {}

  private get db() {
    return this.handle.db;
  }

  /**
   * Stores the notice, then a delivery for each subscription of its audience, a few hundred per
   * commit (push-notice-fill.ts); resolves to how many, or undefined when a notice of that key was
   * stored before (nothing is added then). An instance stopped in between leaves the rest to
   * `resumeFills`.
   */
  async enqueue(notice: NoticeWrite): Promise<number | undefined> {
    const at = this.now().toISOString();
    const stored = await this.db
      .insertInto("push_notices")
      .values({
        notice_key: notice.key,
        kind: notice.kind,
        content: notice.content,
        created_at: at,
        expires_at: notice.expiresAt.toISOString(),
        audience: audienceText(notice.audience),
        filled_at: null,
      })
      .onConflict((oc) => oc.column("notice_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!stored) return undefined;
    return fillNotice(this.db, Number(stored.id), notice.audience, at, nextTurn, false);
  }

  /**
   * Writes the rest of the deliveries of notices still being written `graceMs` after they were
   * stored (their instance stopped, or is still at it: a delivery written twice is kept once), and
   * not yet expired. Resolves to how many deliveries it added.
   */
  async resumeFills(graceMs: number): Promise<number> {
    const now = this.now();
    const at = now.toISOString();
    const unfilled = await this.db
      .selectFrom("push_notices")
      .select(["id", "audience"])
      .where("filled_at", "is", null)
      .where("audience", "is not", null)
      .where("created_at", "<=", new Date(now.getTime() - graceMs).toISOString())
      .where("expires_at", ">", at)
      .orderBy("id")
      .execute();
    let written = 0;
    for (const notice of unfilled) {
      const audience = audienceOf(notice.audience);
      if (audience)
        written += await fillNotice(this.db, Number(notice.id), audience, at, nextTurn, true);
    }
    return written;
  }

  /**
   * Claims up to `limit` deliveries due now that no instance holds, for `leaseMs`; each claim
   * counts as an attempt.
   */
  async claim(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    const now = this.now();
    const at = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    const postgres = this.handle.kind === "postgres";
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom("push_deliveries")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", at)
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", at)]))
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(limit)
        .$if(postgres, (query) => query.forUpdate().skipLocked())
        .execute();
      const ids = due.map((row) => Number(row.id));
      if (ids.length === 0) return [];
      await trx
        .updateTable("push_deliveries")
        .set((eb) => ({ lease_until: until, attempts: eb("attempts", "+", 1) }))
        .where("id", "in", ids)
        .execute();
      const rows = await trx
        .selectFrom("push_deliveries as d")
        .innerJoin("push_subscriptions as s", "s.endpoint", "d.endpoint")
        .innerJoin("push_notices as n", "n.id", "d.notice_id")
        .select([
          "d.id",
          "d.attempts",
          "d.endpoint",
          "s.p256dh",
          "s.auth",
          "s.language",
          "n.kind",
          "n.content",
          "n.created_at",
          "n.expires_at",
        ])
        .where("d.id", "in", ids)
        .orderBy("d.id")
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        attempts: Number(row.attempts),
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        language: row.language,
        noticeKind: row.kind,
        noticeContent: row.content,
        noticeCreatedAt: row.created_at,
        noticeExpiresAt: row.expires_at,
      }));
    });
  }

  /**
   * Records how claimed deliveries ended, or frees them to be tried again at `outcome.at`, in one
   * transaction: one commit (one fsync on SQLite) for a few dozen pushes rather than one each.
   */
  async finish(ended: readonly { id: number; outcome: DeliveryOutcome }[]): Promise<void> {
    if (ended.length === 0) return;
    const at = this.now().toISOString();
    const byStatus = new Map<string, number[]>();
    for (const { id, outcome } of ended) {
      if (outcome.status === "retry") continue;
      byStatus.set(outcome.status, [...(byStatus.get(outcome.status) ?? []), id]);
    }
    await this.db.transaction().execute(async (trx) => {
      for (const { id, outcome } of ended) {
        if (outcome.status !== "retry") continue;
        await trx
          .updateTable("push_deliveries")
          .set({ lease_until: null, next_attempt_at: outcome.at.toISOString() })
          .where("id", "=", id)
          .where("status", "=", "pending")
          .execute();
      }
      for (const [status, ids] of byStatus) {
        await trx
          .updateTable("push_deliveries")
          .set({ status: status as DeliveryStatus, done_at: at, lease_until: null })
          .where("id", "in", ids)
          .execute();
      }
    });
  }

  /** Frees deliveries this instance claimed and did not send (it is stopping). */
  async release(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable("push_deliveries")
      .set({ lease_until: null })
      .where("id", "in", [...ids])
      .where("status", "=", "pending")
      .execute();
  }

  /** The deliveries by status, and the oldest waiting to be sent now. */
  async figures(): Promise<QueueFigures> {
    const at = this.now().toISOString();
    const [counts, oldest] = await Promise.all([
      this.db
        .selectFrom("push_deliveries")
        .select(["status", (eb) => eb.fn.countAll().as("count")])
        .groupBy("status")
        .execute(),
      this.db
        .selectFrom("push_deliveries")
        .select((eb) => eb.fn.min("next_attempt_at").as("oldest"))
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", at)
        .executeTakeFirst(),
    ]);
    const byStatus = { pending: 0, sent: 0, failed: 0, gone: 0, superseded: 0 };
    for (const row of counts) byStatus[row.status] = Number(row.count);
    return { byStatus, oldestDueAt: oldest?.oldest ?? null };
  }
}
