import { SERVER_ACTOR } from "#core/staff-accounts";
import type { DatabaseHandle } from "./connection";

/** The most decisions the median reads. */
const WAIT_SAMPLE_LIMIT = 5000;

/** Since when each of the night's figures counts (server/moderation/night-figures.ts sets the windows). */
export interface NightWindows {
  /** Moderators' decisions whose wait the median takes. */
  decidedSince: string;
  /** Approved messages still waiting for a screen. */
  approvedSince: string;
  /** Decisions in the trail, per moderator. */
  trailSince: string;
}

/** What the database holds for the night's figures, before they are worked out. */
export interface NightRecords {
  pendingMessages: number;
  pendingItems: number;
  /** When the oldest waiting message arrived; null when nothing waits. */
  oldestPendingAt: string | null;
  /** Arrival and decision of each group a moderator decided (at most WAIT_SAMPLE_LIMIT). */
  decided: Array<{ createdAt: string; decidedAt: string }>;
  approvedWaitingForScreen: number;
  /** Decisions (approve, reject, undo, block) in the trail per moderator. */
  decisionsByActor: Map<string, number>;
}

/**
 * The reads behind the panel's live figures and /metrics, from the shared database so every
 * instance gives the same answer.
 */
export class NightRecordsRepository {
  constructor(private readonly handle: DatabaseHandle) {}

  async read(windows: NightWindows): Promise<NightRecords> {
    const db = this.handle.db;
    const [pending, decided, shows, decisions] = await Promise.all([
      db
        .selectFrom("submissions")
        .select((eb) => [
          eb.fn.countAll().as("messages"),
          eb.fn.count("id").filterWhereRef("group_id", "=", "id").as("items"),
          eb.fn.min("created_at").as("oldest"),
        ])
        .where("status", "=", "pending")
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("submissions")
        .select(["created_at", "decided_at"])
        .where("decided_at", ">=", windows.decidedSince)
        .whereRef("group_id", "=", "id")
        .where("decided_by", "!=", SERVER_ACTOR)
        .limit(WAIT_SAMPLE_LIMIT)
        .execute(),
      db
        .selectFrom("submissions")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("status", "=", "approved")
        .where("shown_at", "is", null)
        .whereRef("group_id", "=", "id")
        .where("decided_at", ">=", windows.approvedSince)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("audit_log")
        .select(["actor", (eb) => eb.fn.countAll().as("count")])
        .where("action", "in", ["approve", "reject", "undo", "block"])
        .where("at", ">=", windows.trailSince)
        .groupBy("actor")
        .execute(),
    ]);
    return {
      pendingMessages: Number(pending.messages),
      pendingItems: Number(pending.items),
      oldestPendingAt: pending.oldest === null ? null : String(pending.oldest),
      decided: decided.flatMap((row) =>
        row.decided_at === null ? [] : [{ createdAt: row.created_at, decidedAt: row.decided_at }],
      ),
      approvedWaitingForScreen: Number(shows.count),
      decisionsByActor: new Map(decisions.map((row) => [row.actor, Number(row.count)])),
    };
  }
}
