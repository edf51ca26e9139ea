import type { DatabaseHandle } from "./connection";
import type { SecondFactorChallengeKind } from "./schema";

/**
 * A staff session's second factor, in the database so every instance on one PostgreSQL agrees
 * (server/moderation/README.md#second-factor): whether it is verified, its wrong attempts, and
 * what it asked for and must answer within minutes (a WebAuthn challenge, a TOTP secret being
 * set up). A challenge is taken once: a second answer to it finds none.
 */
export class SessionFactorsRepository {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get db() {
    return this.handle.db;
  }

  /** The session has proved its second factor: so it stays for its whole life. */
  async markVerified(sessionId: string): Promise<void> {
    await this.db
      .updateTable("moderator_sessions")
      .set({ second_factor_at: this.now().toISOString() })
      .where("id", "=", sessionId)
      .execute();
  }

  /** Counts a wrong attempt of the session; how many it has made (0 when the session is gone). */
  async countFailure(sessionId: string): Promise<number> {
    const row = await this.db
      .updateTable("moderator_sessions")
      .set((eb) => ({ second_factor_failures: eb("second_factor_failures", "+", 1) }))
      .where("id", "=", sessionId)
      .returning("second_factor_failures")
      .executeTakeFirst();
    return row ? Number(row.second_factor_failures) : 0;
  }

  /** Keeps `value` for the session's `kind` until `expiresAt`, in place of an earlier one. */
  async putChallenge(
    sessionId: string,
    kind: SecondFactorChallengeKind,
    value: string,
    expiresAt: Date,
  ): Promise<void> {
    const now = this.now().toISOString();
    // The table never grows: what expired, or belongs to no session any more, goes now.
    await this.db.deleteFrom("second_factor_challenges").where("expires_at", "<=", now).execute();
    await this.db
      .deleteFrom("second_factor_challenges")
      .where("session_id", "not in", (eb) => eb.selectFrom("moderator_sessions").select("id"))
      .execute();
    await this.db
      .insertInto("second_factor_challenges")
      .values({ session_id: sessionId, kind, value, expires_at: expiresAt.toISOString() })
      .onConflict((conflict) =>
        conflict
          .columns(["session_id", "kind"])
          .doUpdateSet({ value, expires_at: expiresAt.toISOString() }),
      )
      .execute();
  }

  /** The session's unexpired `kind`, removed as it is read: undefined when there is none. */
  async takeChallenge(
    sessionId: string,
    kind: SecondFactorChallengeKind,
  ): Promise<string | undefined> {
    const row = await this.db
      .deleteFrom("second_factor_challenges")
      .where("session_id", "=", sessionId)
      .where("kind", "=", kind)
      .returning(["value", "expires_at"])
      .executeTakeFirst();
    if (!row || row.expires_at <= this.now().toISOString()) return undefined;
    return row.value;
  }

  /** The session's unexpired `kind`, left in place (a TOTP setup survives a mistyped code). */
  async readChallenge(
    sessionId: string,
    kind: SecondFactorChallengeKind,
  ): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("second_factor_challenges")
      .select("value")
      .where("session_id", "=", sessionId)
      .where("kind", "=", kind)
      .where("expires_at", ">", this.now().toISOString())
      .executeTakeFirst();
    return row?.value;
  }

  async dropChallenge(sessionId: string, kind: SecondFactorChallengeKind): Promise<void> {
    await this.db
      .deleteFrom("second_factor_challenges")
      .where("session_id", "=", sessionId)
      .where("kind", "=", kind)
      .execute();
  }
}
