import type { Moderator } from "#core/contract";
import type { ModeratorRole } from "#core/staff-accounts";
import type { DatabaseHandle } from "./connection";

/**
 * The lead account of a quick start: MODERATOR_PASSWORD (or the password `npm start` generates)
 * signs in as this name (server/moderation/README.md#moderator-accounts).
 */
export const QUICK_START_LEAD = "koordynator";

/**
 * Named moderator accounts (`npm run moderators`); only scrypt hashes are stored, made and
 * checked by the accounts' service (server/moderation/staff-accounts.ts).
 */
export class StaffAccountsRepository {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get db() {
    return this.handle.db;
  }

  /** Creates an account with the password whose hash is `passwordHash`. */
  async add(name: string, role: ModeratorRole, passwordHash: string): Promise<void> {
    await this.db
      .insertInto("moderators")
      .values({ name, role, password_hash: passwordHash, created_at: this.now().toISOString() })
      .execute();
  }

  /**
   * Applies the start's password (the hash of MODERATOR_PASSWORD, or of the generated one) to the
   * quick-start lead, creating the account when it is missing — but only when it is not the one
   * a start applied last. So a restart changes nothing, a password set by `reset` since stays
   * until the start's password itself changes, and a new one ends the account's sessions
   * (docs/operations/the-night.md#staff-passwords). Says whether it applied it.
   */
  async setQuickStartLead(passwordHash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("moderators")
      .select("start_password_hash")
      .where("name", "=", QUICK_START_LEAD)
      .executeTakeFirst();
    if (row?.start_password_hash === passwordHash) return false;
    await this.db
      .insertInto("moderators")
      .values({
        name: QUICK_START_LEAD,
        role: "lead",
        password_hash: passwordHash,
        start_password_hash: passwordHash,
        created_at: this.now().toISOString(),
      })
      .onConflict((conflict) =>
        conflict.column("name").doUpdateSet({
          role: "lead",
          password_hash: passwordHash,
          start_password_hash: passwordHash,
        }),
      )
      .execute();
    await this.endSessions(QUICK_START_LEAD);
    return true;
  }

  /**
   * Changes the password of `name` and ends the account's sessions — all of them, or all but
   * `keepSession`, the one that changed it. The one place a password changes besides the start's,
   * so no change leaves an old session behind. False when there is no such account.
   */
  async setPassword(name: string, passwordHash: string, keepSession?: string): Promise<boolean> {
    const result = await this.db
      .updateTable("moderators")
      .set({ password_hash: passwordHash })
      .where("name", "=", name)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await this.endSessions(name, keepSession);
    return true;
  }

  /**
   * The account's own new password (PUT /api/moderation/password): ends every other session of
   * the account; how many, or undefined when there is no such account.
   */
  async changePassword(
    name: string,
    passwordHash: string,
    keepSession: string,
  ): Promise<number | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("moderators")
        .set({ password_hash: passwordHash })
        .where("name", "=", name)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return undefined;
      const ended = await trx
        .deleteFrom("moderator_sessions")
        .where("moderator", "=", name)
        .where("id", "!=", keepSession)
        .returning("id")
        .execute();
      return ended.length;
    });
  }

  /**
   * Removes the account, its second factor and recovery codes, and ends its sessions: an account
   * made again under the name starts with none. False when there was none.
   */
  async remove(name: string): Promise<boolean> {
    const removed = await this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom("moderators").where("name", "=", name).executeTakeFirst();
      await trx.deleteFrom("staff_passkeys").where("moderator", "=", name).execute();
      await trx.deleteFrom("staff_totp").where("moderator", "=", name).execute();
      await trx.deleteFrom("staff_recovery_codes").where("moderator", "=", name).execute();
      return result.numDeletedRows > 0n;
    });
    await this.endSessions(name);
    return removed;
  }

  /** Open streams of these sessions close within seconds (server/screens/staff-streams.ts). */
  private async endSessions(name: string, keep?: string): Promise<void> {
    let query = this.db.deleteFrom("moderator_sessions").where("moderator", "=", name);
    if (keep !== undefined) query = query.where("id", "!=", keep);
    await query.execute();
  }

  async list(): Promise<Array<Moderator & { createdAt: string }>> {
    const rows = await this.db
      .selectFrom("moderators")
      .select(["name", "role", "created_at"])
      .orderBy("name")
      .execute();
    return rows.map((row) => ({ name: row.name, role: row.role, createdAt: row.created_at }));
  }

  /** The account `name` with its password's hash; undefined when there is none. */
  async withHash(name: string): Promise<(Moderator & { passwordHash: string }) | undefined> {
    const row = await this.db
      .selectFrom("moderators")
      .select(["name", "role", "password_hash"])
      .where("name", "=", name)
      .executeTakeFirst();
    return row && { name: row.name, role: row.role, passwordHash: row.password_hash };
  }
}
