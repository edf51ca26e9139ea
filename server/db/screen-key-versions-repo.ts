import { recordAudit, type AuditRecord } from "./audit-trail";
import type { DatabaseHandle } from "./connection";

/**
 * How old this instance's copy of the versions may get before a heartbeat reads them again: a
 * key a lead retired on another instance is refused here within this time.
 */
export const KEY_VERSIONS_FRESH_MS = 2000;

/**
 * The key version of each screen (server/screens/README.md#screen-keys), in the database so that
 * every instance agrees on it. A lead's new link for a screen moves its version on, which retires
 * the links made before, and the trail records who did it, in the words of the screens' service
 * (server/screens/screen-key-versions.ts).
 *
 * The heartbeats, public and frequent, read the versions from a copy of the whole (small) table
 * that is at most KEY_VERSIONS_FRESH_MS old, so no request from outside costs more than that
 * one read per instance; the lead's link reads its screen's row afresh.
 */
export class ScreenKeyVersionsRepository {
  private known = new Map<string, number>();
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The version of `screen` as every instance knew it at most KEY_VERSIONS_FRESH_MS ago. */
  async recent(screen: string): Promise<number> {
    if (this.now().getTime() - this.readAt >= KEY_VERSIONS_FRESH_MS) {
      try {
        await (this.reading ??= this.readAll().finally(() => (this.reading = null)));
      } catch (error) {
        // Without the database a known copy still answers; a first read has nothing to offer.
        if (this.readAt === Number.NEGATIVE_INFINITY) throw error;
      }
    }
    return this.known.get(screen) ?? 0;
  }

  /** The version of `screen` in the database now: what a lead's link is made with. */
  async current(screen: string): Promise<number> {
    const row = await this.handle.db
      .selectFrom("screen_key_versions")
      .select("version")
      .where("screen", "=", screen)
      .executeTakeFirst();
    return row ? Number(row.version) : 0;
  }

  /**
   * Moves the version of `screen` on for `actor`, with the trail's line `audit` gives for the new
   * version; resolves to the new version.
   */
  async renew(
    actor: string,
    screen: string,
    audit: (version: number) => Omit<AuditRecord, "actor">,
  ): Promise<number> {
    const at = this.now().toISOString();
    const version = await this.handle.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("screen_key_versions")
        .values({ screen, version: 1, changed_at: at, changed_by: actor })
        .onConflict((oc) =>
          oc.column("screen").doUpdateSet((eb) => ({
            version: eb("screen_key_versions.version", "+", 1),
            changed_at: at,
            changed_by: actor,
          })),
        )
        .returning("version")
        .executeTakeFirstOrThrow();
      const renewed = Number(row.version);
      await recordAudit(trx, at, [{ actor, ...audit(renewed) }]);
      return renewed;
    });
    // This instance refuses the retired key at once; the others within KEY_VERSIONS_FRESH_MS.
    this.known.set(screen, Math.max(version, this.known.get(screen) ?? 0));
    return version;
  }

  private async readAll(): Promise<void> {
    const startedAt = this.now().getTime();
    const rows = await this.handle.db
      .selectFrom("screen_key_versions")
      .select(["screen", "version"])
      .execute();
    this.known = new Map(rows.map((row) => [row.screen, Number(row.version)]));
    this.readAt = startedAt;
  }
}
