import type { FastifyInstance } from "fastify";
import { SERVER_ACTOR, type NightFigures, type ScreenSettings } from "../core/contract";
import { UNSHOWN_BACKLOG_WINDOW_MS } from "./db/screen-log";
import { WORKING_WINDOW_MS } from "./db/sessions-repo";

/** The median wait is taken over the decisions of this last stretch of the night. */
export const WAIT_WINDOW_MS = 15 * 60_000;
/** Decisions per minute are averaged over this stretch. */
export const RATE_WINDOW_MS = 5 * 60_000;
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
 * What the screens still have to show and how long that takes: each waiting message stays up at
 * least the rotation's minimum time; past the lead's limit the panel warns the moderators.
 */
export function screenWait(
  waiting: number,
  settings: ScreenSettings,
): Pick<NightFigures, "approvedWaitingForScreen" | "screenWaitSeconds" | "screenWaitWarning"> {
  const seconds = waiting * settings.minimumSeconds;
  return {
    approvedWaitingForScreen: waiting,
    screenWaitSeconds: seconds,
    screenWaitWarning: seconds > settings.waitWarningMinutes * 60,
  };
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
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("status", "=", "approved")
      .where("shown_at", "is", null)
      .whereRef("group_id", "=", "id")
      .where("decided_at", ">=", since(UNSHOWN_BACKLOG_WINDOW_MS))
      .executeTakeFirstOrThrow(),
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
    ...screenWait(Number(shows.count), app.screenBoard.current().settings),
    screensConnected: app.feed.screensConnected,
    moderators: signedIn.map((moderator) => ({
      name: moderator.name,
      role: moderator.role,
      working: nowMs - ms(moderator.lastSeenAt) <= WORKING_WINDOW_MS,
      decisionsPerMinute: Math.round((perMinute.get(moderator.name) ?? 0) * 10) / 10,
    })),
  };
}
