import type { Moderator } from "../../core/contract";
import type { ModeratorRole } from "../../core/staff-accounts";
import { hashPassword, verifyPassword } from "../moderation/password-hash";
import { generatePassword } from "../operations/app-config";
import type { DatabaseHandle } from "./connection";

/**
 * The lead account of a quick start: MODERATOR_PASSWORD (or the password `npm start` generates)
 * signs in as this name (docs/product.md#moderator-accounts).
 */
export const QUICK_START_LEAD = "koordynator";

/** A hash to check a password against when the name is unknown, so timing does not tell names. */
export const NO_ACCOUNT_HASH =
  "$scrypt$ln=15,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/** Named moderator accounts (`npm run moderators`); only scrypt hashes are stored. */
export class ModeratorsRepository {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get db() {
    return this.handle.db;
  }

  /** Creates an account with a generated password and returns the password (shown once). */
  async add(name: string, role: ModeratorRole): Promise<string> {
    const password = generatePassword();
    await this.db
      .insertInto("moderators")
      .values({
        name,
        role,
        password_hash: await hashPassword(password),
        created_at: this.now().toISOString(),
      })
      .execute();
    return password;
  }

  /** Sets the quick-start lead's password hash, creating the account when it is missing. */
  async setQuickStartLead(passwordHash: string): Promise<void> {
    await this.db
      .insertInto("moderators")
      .values({
        name: QUICK_START_LEAD,
        role: "lead",
        password_hash: passwordHash,
        created_at: this.now().toISOString(),
      })
      .onConflict((conflict) =>
        conflict.column("name").doUpdateSet({ role: "lead", password_hash: passwordHash }),
      )
      .execute();
  }

  /** A new generated password for `name`; ends its sessions. Undefined when there is no such account. */
  async reset(name: string): Promise<string | undefined> {
    const password = generatePassword();
    const result = await this.db
      .updateTable("moderators")
      .set({ password_hash: await hashPassword(password) })
      .where("name", "=", name)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return undefined;
    await this.endSessions(name);
    return password;
  }

  /** Removes the account and ends its sessions; false when there was none. */
  async remove(name: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("moderators")
      .where("name", "=", name)
      .executeTakeFirst();
    await this.endSessions(name);
    return result.numDeletedRows > 0n;
  }

  private async endSessions(name: string): Promise<void> {
    await this.db.deleteFrom("moderator_sessions").where("moderator", "=", name).execute();
  }

  async list(): Promise<Array<Moderator & { createdAt: string }>> {
    const rows = await this.db
      .selectFrom("moderators")
      .select(["name", "role", "created_at"])
      .orderBy("name")
      .execute();
    return rows.map((row) => ({ name: row.name, role: row.role, createdAt: row.created_at }));
  }

  /** The account when `password` is its password; undefined otherwise (same work either way). */
  async verify(name: string, password: string): Promise<Moderator | undefined> {
    const row = await this.db
      .selectFrom("moderators")
      .select(["name", "role", "password_hash"])
      .where("name", "=", name)
      .executeTakeFirst();
    const matches = await verifyPassword(password, row?.password_hash ?? NO_ACCOUNT_HASH);
    return row && matches ? { name: row.name, role: row.role } : undefined;
  }
}
