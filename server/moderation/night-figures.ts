import type { FastifyInstance } from "fastify";
import type { NightFigures, ScreenSettings } from "#core/contract";
import { UNSHOWN_BACKLOG_WINDOW_MS } from "../db/screen-log";
import { WORKING_WINDOW_MS } from "../db/staff-sessions-repo";

/** The median wait is taken over the decisions of this last stretch of the night. */
export const WAIT_WINDOW_MS = 15 * 60_000;
/** Decisions per minute are averaged over this stretch. */
export const RATE_WINDOW_MS = 5 * 60_000;

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
 * The live figures of the panel and of /metrics (server/moderation/README.md#live-figures), read
 * from the database so every instance gives the same answer; screens are this instance's.
 */
export async function nightFigures(app: FastifyInstance, now = new Date()): Promise<NightFigures> {
  const nowMs = now.getTime();
  const since = (windowMs: number) => new Date(nowMs - windowMs).toISOString();

  const [records, signedIn, screensOnline, push] = await Promise.all([
    app.nightRecords.read(now, {
      decidedSince: since(WAIT_WINDOW_MS),
      approvedSince: since(UNSHOWN_BACKLOG_WINDOW_MS),
      trailSince: since(RATE_WINDOW_MS),
    }),
    app.staffSessions.signedIn(),
    app.screenHeartbeats.onlineCount(),
    app.push?.figures(),
  ]);

  const waits = records.decided.map((row) => (ms(row.decidedAt) - ms(row.createdAt)) / 1000);
  const perMinute = (name: string) =>
    (records.decisionsByActor.get(name) ?? 0) / (RATE_WINDOW_MS / 60_000);
  const oldest = records.oldestPendingAt;
  return {
    pendingItems: records.pendingItems,
    pendingMessages: records.pendingMessages,
    oldestWaitingSeconds: oldest === null ? null : Math.max(0, (nowMs - ms(oldest)) / 1000),
    medianWaitSeconds: median(waits),
    ...screenWait(records.approvedWaitingForScreen, app.screenBoard.current().settings),
    screensConnected: screensOnline,
    moderators: signedIn.map((moderator) => ({
      name: moderator.name,
      role: moderator.role,
      working: nowMs - ms(moderator.lastSeenAt) <= WORKING_WINDOW_MS,
      decisionsPerMinute: Math.round(perMinute(moderator.name) * 10) / 10,
    })),
    ...(push ? { push } : {}),
  };
}
