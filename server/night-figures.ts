import type { FastifyInstance } from "fastify";
import { SCREEN_PACE_MS, SERVER_ACTOR, type NightFigures } from "../core/contract";
import { WORKING_WINDOW_MS } from "./db/sessions-repo";

/** The median wait is taken over the decisions of this last stretch of the night. */
export const WAIT_WINDOW_MS = 15 * 60_000;
/** Decisions per minute are averaged over this stretch. */
export const RATE_WINDOW_MS = 5 * 60_000;
/** The screen estimate looks at what was shown in this stretch. */
const SCREEN_WINDOW_MS = 10 * 60_000;
/** The most decisions the median reads. */
const WAIT_SAMPLE_LIMIT = 5000;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * How many shown messages a screen has not reached yet, if it takes them in order at `paceMs`
 * each: a message waits when its turn, after everything shown before it, is still ahead.
 * `shownAt` in the order they went on the screens (ms since epoch).
 */
export function notYetOnScreen(shownAt: readonly number[], now: number, paceMs: number): number {
  let free = 0;
  let waiting = 0;
  for (const at of shownAt) {
    const start = Math.max(free, at);
    if (start > now) waiting += 1;
    free = start + paceMs;
  }
  return waiting;
}

const ms = (iso: string) => Date.parse(iso);

/**
 * The live figures of the panel and of /metrics (docs/product.md#live-figures), read from the
 * database so every instance gives the same answer; screens are this instance's.
 */
export async function nightFigures(app: FastifyInstance, now = new Date()): Promise<NightFigures> {
  const db = app.submissions.database;
  const nowMs = now.getTime();
  const since = (windowMs: number) => new Date(nowMs - windowMs).toISOString();

  const [pending, decided, shows, decisions, signedIn] = await Promise.all([
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
      .where("decided_at", ">=", since(WAIT_WINDOW_MS))
      .whereRef("group_id", "=", "id")
      .where("decided_by", "!=", SERVER_ACTOR)
      .limit(WAIT_SAMPLE_LIMIT)
      .execute(),
    db
      .selectFrom("screen_events")
      .select("at")
      .where("kind", "=", "show")
      .where("at", ">=", since(SCREEN_WINDOW_MS))
      .orderBy("seq")
      .execute(),
    db
      .selectFrom("audit_log")
      .select(["actor", (eb) => eb.fn.countAll().as("count")])
      .where("action", "in", ["approve", "reject", "undo", "block"])
      .where("at", ">=", since(RATE_WINDOW_MS))
      .groupBy("actor")
      .execute(),
    app.moderatorSessions.signedIn(),
  ]);

  const waits = decided.flatMap((row) =>
    row.decided_at === null ? [] : [(ms(row.decided_at) - ms(row.created_at)) / 1000],
  );
  const perMinute = new Map(
    decisions.map((row) => [row.actor, Number(row.count) / (RATE_WINDOW_MS / 60_000)]),
  );
  const oldest = pending.oldest === null ? null : String(pending.oldest);
  return {
    pendingItems: Number(pending.items),
    pendingMessages: Number(pending.messages),
    oldestWaitingSeconds: oldest === null ? null : Math.max(0, (nowMs - ms(oldest)) / 1000),
    medianWaitSeconds: median(waits),
    approvedWaitingForScreen: notYetOnScreen(
      shows.map((row) => ms(row.at)),
      nowMs,
      SCREEN_PACE_MS,
    ),
    screensConnected: app.feed.screensConnected,
    moderators: signedIn.map((moderator) => ({
      name: moderator.name,
      role: moderator.role,
      working: nowMs - ms(moderator.lastSeenAt) <= WORKING_WINDOW_MS,
      decisionsPerMinute: Math.round((perMinute.get(moderator.name) ?? 0) * 10) / 10,
    })),
  };
}
