import { ScreenReportSchema, type ScreenReport } from "#core/contract";
import type { ChangeBus } from "./change-bus";
import type { DatabaseHandle } from "./connection";

export type HeartbeatResult = "recorded" | "too_many_screens";

/** What the screens' service decided of a report (server/screens/screen-heartbeats.ts). */
export interface HeartbeatWrite {
  report: ScreenReport;
  at: Date;
  /** A new name is refused while this many names remain after the forgetting. */
  maxScreens: number;
  /** Names silent since before this are forgotten when a new name asks for a place. */
  forgetBefore: Date;
}

/** A stored report, as the screen last sent it. */
export interface StoredReport {
  at: string;
  report: ScreenReport;
}

function parseReport(json: string): ScreenReport | null {
  try {
    const parsed = ScreenReportSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The named screens' heartbeats: the last report of each, and the first time a screen showed each
 * message (`shown_at`, for the sender's receipt). It stores what the screens' service decides; the
 * first showing reaches every instance through the change bus like any other committed change.
 */
export class ScreenHeartbeatsRepository {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly bus: ChangeBus,
  ) {}

  private get db() {
    return this.handle.db;
  }

  record(write: HeartbeatWrite): Promise<HeartbeatResult> {
    const { report: heartbeat, at } = write;
    const report = JSON.stringify(heartbeat);
    return this.bus.write(async (trx, changes) => {
      const known = await trx
        .selectFrom("screen_heartbeats")
        .select("screen")
        .where("screen", "=", heartbeat.screen)
        .executeTakeFirst();
      if (!known) {
        await trx
          .deleteFrom("screen_heartbeats")
          .where("at", "<", write.forgetBefore.toISOString())
          .execute();
        const { count } = await trx
          .selectFrom("screen_heartbeats")
          .select((eb) => eb.fn.countAll().as("count"))
          .executeTakeFirstOrThrow();
        if (Number(count) >= write.maxScreens) return "too_many_screens" as const;
      }
      await trx
        .insertInto("screen_heartbeats")
        .values({ screen: heartbeat.screen, at: at.toISOString(), report })
        .onConflict((oc) => oc.column("screen").doUpdateSet({ at: at.toISOString(), report }))
        .execute();
      const shownId = heartbeat.showing.kind === "message" ? heartbeat.showing.id : null;
      if (shownId !== null) {
        // The whole group: a copy that joined the shown message is on the screen too.
        const shown = await trx
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
          .executeTakeFirst();
        if (Number(shown.numUpdatedRows) > 0) {
          changes.shown.push({ id: shownId, at: at.toISOString() });
        }
      }
      return "recorded" as const;
    });
  }

  /** When each named screen last reported. */
  async reportTimes(): Promise<string[]> {
    const rows = await this.db.selectFrom("screen_heartbeats").select("at").execute();
    return rows.map((row) => row.at);
  }

  /** Every named screen's last report, by name (a row no schema reads is left out). */
  async reports(): Promise<StoredReport[]> {
    const rows = await this.db
      .selectFrom("screen_heartbeats")
      .select(["screen", "at", "report"])
      .orderBy("screen")
      .execute();
    return rows.flatMap((row) => {
      const report = parseReport(row.report);
      return report ? [{ at: row.at, report }] : [];
    });
  }

  /** The author and text of each of the messages `ids`. */
  async messages(
    ids: readonly number[],
  ): Promise<Array<{ id: number; author: string; message: string }>> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom("submissions")
      .select(["id", "author", "message"])
      .where("id", "in", [...ids])
      .execute();
  }
}
