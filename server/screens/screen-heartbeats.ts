import type { ScreenBoard, ScreenReport, ScreenStatus } from "#core/contract";
import { MAX_NAMED_SCREENS, SCREEN_OFFLINE_AFTER_MS } from "#core/screen-heartbeats";
import type { HeartbeatResult, ScreenHeartbeatsRepository } from "../db/screen-heartbeats-repo";

/** A screen silent this long gives its place in the list to a new name. */
export const FORGET_SCREEN_AFTER_MS = 60 * 60_000;
/** The same report from the same screen is written at most this often. */
const SAME_REPORT_WRITE_MS = 5000;

/** A screen is online while its last report is at most SCREEN_OFFLINE_AFTER_MS old. */
const isOnline = (at: string, nowMs: number): boolean =>
  nowMs - Date.parse(at) <= SCREEN_OFFLINE_AFTER_MS;

/**
 * The named screens' reports (server/screens/README.md#screen-control): the rules of the list of
 * screens and what the panel reads of it. Anyone can open /telebim, so the list is capped at
 * MAX_NAMED_SCREENS names; a name silent for an hour makes room for a new one. The store
 * (server/db/screen-heartbeats-repo.ts) keeps what this decides.
 */
export class ScreenHeartbeats {
  /** What this instance last wrote per screen, to skip rewriting an unchanged report. */
  private readonly lastWritten = new Map<string, { report: string; at: number }>();

  constructor(
    private readonly store: ScreenHeartbeatsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async record(heartbeat: ScreenReport): Promise<HeartbeatResult> {
    const at = this.now();
    const report = JSON.stringify(heartbeat);
    const last = this.lastWritten.get(heartbeat.screen);
    if (last && last.report === report && at.getTime() - last.at < SAME_REPORT_WRITE_MS) {
      return "recorded";
    }
    const result = await this.store.record({
      report: heartbeat,
      at,
      maxScreens: MAX_NAMED_SCREENS,
      forgetBefore: new Date(at.getTime() - FORGET_SCREEN_AFTER_MS),
    });
    if (result === "recorded") {
      this.lastWritten.set(heartbeat.screen, { report, at: at.getTime() });
      if (this.lastWritten.size > MAX_NAMED_SCREENS * 2) this.lastWritten.clear();
    }
    return result;
  }

  /**
   * How many named screens read "połączony" in the panel now: the live figures' "Ekrany" counts
   * by the same rule as the cards, so the two never disagree.
   */
  async onlineCount(): Promise<number> {
    const nowMs = this.now().getTime();
    return (await this.store.reportTimes()).filter((at) => isOnline(at, nowMs)).length;
  }

  /** The named screens, by name, with what they show in words the panel prints. */
  async list(board: ScreenBoard): Promise<ScreenStatus[]> {
    const nowMs = this.now().getTime();
    const reports = await this.store.reports();
    const messageIds = reports.flatMap(({ report }) =>
      report.showing.kind === "message" ? [report.showing.id] : [],
    );
    const texts = new Map<number, string>();
    for (const row of await this.store.messages(messageIds)) {
      texts.set(row.id, `${row.message} — ${row.author}`);
    }
    return reports.map(({ at, report }) => {
      const { showing } = report;
      const showingText =
        showing.kind === "message"
          ? (texts.get(showing.id) ?? null)
          : showing.kind === "announcement" && board.announcement?.id === showing.id
            ? board.announcement.text
            : null;
      return {
        screen: report.screen,
        lastHeartbeatAt: at,
        online: isOnline(at, nowMs),
        mode: report.mode,
        showing,
        showingText,
        waiting: report.waiting,
      };
    });
  }
}
