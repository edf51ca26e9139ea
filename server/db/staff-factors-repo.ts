import type { Transaction } from "kysely";
import { recordAudit, type AuditRecord } from "./audit-trail";
import type { DatabaseHandle } from "./connection";
import type { Database } from "./schema";

/** A stored passkey: what verifying an assertion needs, and what its owner sees. */
export interface StoredPasskey {
  id: string;
  moderator: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  signCount: number;
  transports: string[] | null;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A stored TOTP secret, still encrypted (server/moderation/second-factor/secret-box.ts). */
export interface StoredTotp {
  sealedSecret: string;
  createdAt: string;
  lastStep: number | null;
}

/** Which factors an account has. */
export interface FactorSummary {
  passkeys: number;
  totp: boolean;
  recoveryCodes: number;
}

/**
 * The staff's second factors (server/moderation/README.md#second-factor): passkeys, one TOTP
 * secret per account and its recovery codes, kept as the second-factor service hands them over
 * (sealed, hashed). Every write that must not leave an account half-changed — a factor with its
 * trail line, a reset with the end of the account's sessions — is one transaction.
 */
export class StaffFactorsRepository {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get db() {
    return this.handle.db;
  }

  private at(): string {
    return this.now().toISOString();
  }

  async summary(moderator: string): Promise<FactorSummary> {
    const [passkeys, totp, codes] = await Promise.all([
      this.db
        .selectFrom("staff_passkeys")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("moderator", "=", moderator)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom("staff_totp")
        .select("moderator")
        .where("moderator", "=", moderator)
        .executeTakeFirst(),
      this.db
        .selectFrom("staff_recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("moderator", "=", moderator)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      passkeys: Number(passkeys.count),
      totp: totp !== undefined,
      recoveryCodes: Number(codes.count),
    };
  }

  /** The names of the accounts with at least one passkey or a TOTP secret. */
  async accountsWithFactors(): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom("staff_passkeys")
      .select("moderator")
      .union(this.db.selectFrom("staff_totp").select("moderator"))
      .execute();
    return new Set(rows.map((row) => row.moderator));
  }

  async passkeys(moderator: string): Promise<StoredPasskey[]> {
    const rows = await this.db
      .selectFrom("staff_passkeys")
      .selectAll()
      .where("moderator", "=", moderator)
      .orderBy("created_at")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      moderator: row.moderator,
      publicKey: row.public_key,
      signCount: Number(row.sign_count),
      transports: row.transports === null ? null : (JSON.parse(row.transports) as string[]),
      label: row.label,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    }));
  }

  /**
   * Adds a factor with its trail line, and the account's recovery codes when given (its first
   * factor), in one transaction. False when the passkey's id is already stored.
   */
  async addPasskey(
    passkey: Omit<StoredPasskey, "createdAt" | "lastUsedAt">,
    audit: AuditRecord,
    recoveryCodeHashes: readonly string[] | null,
  ): Promise<boolean> {
    const at = this.at();
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("staff_passkeys")
        .values({
          id: passkey.id,
          moderator: passkey.moderator,
          public_key: passkey.publicKey,
          sign_count: String(passkey.signCount),
          transports: passkey.transports === null ? null : JSON.stringify(passkey.transports),
          label: passkey.label,
          created_at: at,
          last_used_at: null,
        })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 0n) return false;
      await this.withCodes(trx, passkey.moderator, recoveryCodeHashes, at);
      await recordAudit(trx, at, [audit]);
      return true;
    });
  }

  /** Notes a passkey's use: its new sign counter and when. */
  async passkeyUsed(id: string, signCount: number): Promise<void> {
    await this.db
      .updateTable("staff_passkeys")
      .set({ sign_count: String(signCount), last_used_at: this.at() })
      .where("id", "=", id)
      .execute();
  }

  async totp(moderator: string): Promise<StoredTotp | undefined> {
    const row = await this.db
      .selectFrom("staff_totp")
      .selectAll()
      .where("moderator", "=", moderator)
      .executeTakeFirst();
    return (
      row && {
        sealedSecret: row.secret,
        createdAt: row.created_at,
        lastStep: row.last_step === null ? null : Number(row.last_step),
      }
    );
  }

  /**
   * Stores the account's TOTP secret, its first accepted step, its trail line and (first factor)
   * its recovery codes; false when the account already has one.
   */
  async addTotp(
    moderator: string,
    sealedSecret: string,
    acceptedStep: number,
    audit: AuditRecord,
    recoveryCodeHashes: readonly string[] | null,
  ): Promise<boolean> {
    const at = this.at();
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("staff_totp")
        .values({ moderator, secret: sealedSecret, created_at: at, last_step: acceptedStep })
        .onConflict((conflict) => conflict.column("moderator").doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 0n) return false;
      await this.withCodes(trx, moderator, recoveryCodeHashes, at);
      await recordAudit(trx, at, [audit]);
      return true;
    });
  }

  /**
   * Takes TOTP step `step` for `moderator` when it is later than the last one taken: one atomic
   * update, so two instances given the same code at once accept it once.
   */
  async takeTotpStep(moderator: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable("staff_totp")
      .set({ last_step: step })
      .where("moderator", "=", moderator)
      .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Removes one of the account's own factors with its trail line, unless `keepOne` and it was
   * the last: then nothing changes. "removed", "last" or "missing".
   */
  async removeFactor(
    moderator: string,
    factor: { kind: "passkey"; id: string } | { kind: "totp" },
    keepOne: boolean,
    audit: AuditRecord,
  ): Promise<"removed" | "last" | "missing"> {
    const at = this.at();
    const last = new Error("last factor");
    try {
      return await this.db.transaction().execute(async (trx) => {
        const deleted =
          factor.kind === "passkey"
            ? await trx
                .deleteFrom("staff_passkeys")
                .where("moderator", "=", moderator)
                .where("id", "=", factor.id)
                .executeTakeFirst()
            : await trx
                .deleteFrom("staff_totp")
                .where("moderator", "=", moderator)
                .executeTakeFirst();
        if (deleted.numDeletedRows === 0n) return "missing";
        if (keepOne && !(await this.hasFactor(trx, moderator))) throw last;
        await recordAudit(trx, at, [audit]);
        return "removed";
      });
    } catch (error) {
      if (error === last) return "last";
      throw error;
    }
  }

  /** Whether the account still has a passkey or a TOTP secret, inside `trx`. */
  private async hasFactor(trx: Transaction<Database>, moderator: string): Promise<boolean> {
    const passkey = await trx
      .selectFrom("staff_passkeys")
      .select("id")
      .where("moderator", "=", moderator)
      .limit(1)
      .executeTakeFirst();
    if (passkey) return true;
    const totp = await trx
      .selectFrom("staff_totp")
      .select("moderator")
      .where("moderator", "=", moderator)
      .executeTakeFirst();
    return totp !== undefined;
  }

  /** A new set of recovery codes in place of the old, with its trail line. */
  async replaceRecoveryCodes(
    moderator: string,
    codeHashes: readonly string[],
    audit: AuditRecord,
  ): Promise<void> {
    const at = this.at();
    await this.db.transaction().execute(async (trx) => {
      await this.withCodes(trx, moderator, codeHashes, at);
      await recordAudit(trx, at, [audit]);
    });
  }

  /** Uses up the recovery code of this hash; false when the account has no such unused code. */
  async takeRecoveryCode(moderator: string, codeHash: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("staff_recovery_codes")
      .where("moderator", "=", moderator)
      .where("code_hash", "=", codeHash)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /**
   * Removes every factor and recovery code of `moderator` and ends all its sessions, with the
   * trail's line: a lead's or the command line's reset. False when the account does not exist.
   */
  async reset(moderator: string, audit: AuditRecord): Promise<boolean> {
    const at = this.at();
    return this.db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom("moderators")
        .select("name")
        .where("name", "=", moderator)
        .executeTakeFirst();
      if (!account) return false;
      await this.removeAll(trx, moderator);
      await trx.deleteFrom("moderator_sessions").where("moderator", "=", moderator).execute();
      await recordAudit(trx, at, [audit]);
      return true;
    });
  }

  /** Everything of the account's second factor, inside `trx` (a reset, a removed account). */
  async removeAll(trx: Transaction<Database>, moderator: string): Promise<void> {
    await trx.deleteFrom("staff_passkeys").where("moderator", "=", moderator).execute();
    await trx.deleteFrom("staff_totp").where("moderator", "=", moderator).execute();
    await trx.deleteFrom("staff_recovery_codes").where("moderator", "=", moderator).execute();
  }

  /** Replaces the account's recovery codes with `hashes` inside `trx`; null leaves them. */
  private async withCodes(
    trx: Transaction<Database>,
    moderator: string,
    hashes: readonly string[] | null,
    at: string,
  ): Promise<void> {
    if (hashes === null) return;
    await trx.deleteFrom("staff_recovery_codes").where("moderator", "=", moderator).execute();
    if (hashes.length === 0) return;
    await trx
      .insertInto("staff_recovery_codes")
      .values(hashes.map((codeHash) => ({ moderator, code_hash: codeHash, created_at: at })))
      .execute();
  }
}
