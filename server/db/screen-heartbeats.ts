import {
  ScreenReportSchema,
  type ScreenBoard,
  type ScreenReport,
  type ScreenStatus,
} from "../../core/contract";
import { MAX_NAMED_SCREENS, SCREEN_OFFLINE_AFTER_MS } from "../../core/screen-heartbeats";
import type { DatabaseHandle } from "./connection";

/** A screen silent this long gives its place in the list to a new name. */
export const FORGET_SCREEN_AFTER_MS = 60 * 60_000;
/** The same report from the same screen is written at most this often. */
const SAME_REPORT_WRITE_MS = 5000;

export type HeartbeatResult = "recorded" | "too_many_screens";

function parseReport(json: string): ScreenReport | null {
  try {
    const parsed = ScreenReportSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The named screens' heartbeats (docs/product.md#screen-control): the last report of each, for
 * the panel's list of screens, and the first time a screen showed each message, for the
 * sender's receipt. Anyone can open /telebim, so the list is capped at MAX_NAMED_SCREENS names;
 * a name silent for an hour makes room for a new one.
 */
/** A screen is online while its last report is at most SCREEN_OFFLINE_AFTER_MS old. */
const isOnline = (at: string, nowMs: number): boolean =>
  nowMs - Date.parse(at) <= SCREEN_OFFLINE_AFTER_MS;

export class ScreenHeartbeats {
  /** What this instance last wrote per screen, to skip rewriting an unchanged report. */
  private readonly lastWritten = new Map<string, { report: string; at: number }>();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get db() {
    return this.handle.db;
  }

  async record(heartbeat: ScreenReport): Promise<HeartbeatResult> {
    const at = this.now();
    const report = JSON.stringify(heartbeat);
    const last = this.lastWritten.get(heartbeat.screen);
    if (last && last.report === report && at.getTime() - last.at < SAME_REPORT_WRITE_MS) {
      return "recorded";
    }
    const result = await this.db.transaction().execute(async (trx) => {
      const known = await trx
        .selectFrom("screen_heartbeats")
        .select("screen")
        .where("screen", "=", heartbeat.screen)
        .executeTakeFirst();
      if (!known) {
        const forgetBefore = new Date(at.getTime() - FORGET_SCREEN_AFTER_MS).toISOString();
        await trx.deleteFrom("screen_heartbeats").where("at", "<", forgetBefore).execute();
        const { count } = await trx
          .selectFrom("screen_heartbeats")
          .select((eb) => eb.fn.countAll().as("count"))
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_NAMED_SCREENS) return "too_many_screens" as const;
      }
      await trx
        .insertInto("screen_heartbeats")
        .values({ screen: heartbeat.screen, at: at.toISOString(), report })
        .onConflict((oc) => oc.column("screen").doUpdateSet({ at: at.toISOString(), report }))
        .execute();
      const shownId = heartbeat.showing.kind === "message" ? heartbeat.showing.id : null;
      if (shownId !== null) {
        // The whole group: a copy that joined the shown message is on the screen too.
        await trx
          .updateTable("submissions")
          .set({ shown_at: at.toISOString() })
          .where("group_id", "=", (eb) =>
            eb
              .selectFrom("submissions as shown")
              .select("shown.group_id")
              .where("shown.id", "=", shownId),
          )
          .where("status", "=", "approved")
          .where("shown_at", "is", null)
          .execute();
      }
      return "recorded" as const;
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
    const rows = await this.db.selectFrom("screen_heartbeats").select("at").execute();
    return rows.filter((row) => isOnline(row.at, nowMs)).length;
  }

  /** The named screens, by name, with what they show in words the panel prints. */
  async list(board: ScreenBoard): Promise<ScreenStatus[]> {
    const nowMs = this.now().getTime();
    const rows = await this.db
      .selectFrom("screen_heartbeats")
      .select(["screen", "at", "report"])
      .orderBy("screen")
      .execute();
    const reports = rows.flatMap((row) => {
      const report = parseReport(row.report);
      return report ? [{ at: row.at, report }] : [];
    });
    const messageIds = reports.flatMap(({ report }) =>
      report.showing.kind === "message" ? [report.showing.id] : [],
    );
    const texts = new Map<number, string>();
    if (messageIds.length > 0) {
      const messages = await this.db
        .selectFrom("submissions")
        .select(["id", "author", "message"])
        .where("id", "in", messageIds)
        .execute();
      for (const row of messages) texts.set(row.id, `${row.message} — ${row.author}`);
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
