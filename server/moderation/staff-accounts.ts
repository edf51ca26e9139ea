import type { Moderator } from "#core/contract";
import type { ModeratorRole } from "#core/staff-accounts";
import type { StaffAccountsRepository } from "../db/staff-accounts-repo";
import { generatePassword } from "../config";
import { hashPassword, verifyPassword } from "./password-hash";

/** A hash to check a password against when the name is unknown, so timing does not tell names. */
export const NO_ACCOUNT_HASH =
  "$scrypt$ln=15,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/**
 * The staff accounts (server/moderation/README.md#moderator-accounts): generated passwords, shown
 * once, and the check of a sign-in, which costs the same whether the name exists or not. The store
 * (server/db/staff-accounts-repo.ts) keeps only the hashes this makes.
 */
export class StaffAccounts {
  constructor(private readonly store: StaffAccountsRepository) {}

  /** Creates an account with a generated password and returns the password (shown once). */
  async add(name: string, role: ModeratorRole): Promise<string> {
    const password = generatePassword();
    await this.store.add(name, role, await hashPassword(password));
    return password;
  }

  /** A new generated password for `name`; ends its sessions. Undefined when there is no such account. */
  async reset(name: string): Promise<string | undefined> {
    const password = generatePassword();
    return (await this.store.setPassword(name, await hashPassword(password)))
      ? password
      : undefined;
  }

  /**
   * Changes the password of `name` to the one hashed as `passwordHash` and ends the account's
   * sessions, all but `keepSession` (StaffAccountsRepository.setPassword); false when there is none.
   */
  setPassword(name: string, passwordHash: string, keepSession?: string): Promise<boolean> {
    return this.store.setPassword(name, passwordHash, keepSession);
  }

  /**
   * The account's own new password, hashed here; ends its other sessions and says how many
   * (undefined: no such account).
   */
  async changeOwnPassword(
    name: string,
    password: string,
    keepSession: string,
  ): Promise<number | undefined> {
    return this.store.changePassword(name, await hashPassword(password), keepSession);
  }

  /** Applies the start's password to the quick-start lead (StaffAccountsRepository.setQuickStartLead). */
  setQuickStartLead(passwordHash: string): Promise<boolean> {
    return this.store.setQuickStartLead(passwordHash);
  }

  /** Removes the account and ends its sessions; false when there was none. */
  remove(name: string): Promise<boolean> {
    return this.store.remove(name);
  }

  list(): Promise<Array<Moderator & { createdAt: string }>> {
    return this.store.list();
  }

  /** The account when `password` is its password; undefined otherwise (same work either way). */
  async verify(name: string, password: string): Promise<Moderator | undefined> {
    const account = await this.store.withHash(name);
    const matches = await verifyPassword(password, account?.passwordHash ?? NO_ACCOUNT_HASH);
    return account && matches ? { name: account.name, role: account.role } : undefined;
  }
}
