import { randomBytes } from "node:crypto";
import type { AccountSession, Moderator } from "#core/contract";
import type { DatabaseHandle } from "./connection";

/** A moderator stays signed in for one festival evening at most (the absolute lifetime). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/**
 * A session nobody used for this long ends (STAFF_IDLE_MINUTES): an open panel asks the server
 * something every few seconds, so only a closed one gets there
 * (server/plugins/README.md#staff-sessions says why two hours and not ASVS's thirty minutes).
 */
export const DEFAULT_IDLE_MS = 120 * 60_000;
/** A session's last-seen time is written at most this often (presence needs no more). */
const SEEN_RESOLUTION_MS = 10_000;
/** Working now: the panel made a request with the session within this time. */
export const WORKING_WINDOW_MS = 60_000;

/**
 * A live session's moderator, whether the session has proved its second factor, and whether its
 * account has one to prove.
 */
export interface LiveSession extends Moderator {
  secondFactorVerified: boolean;
  hasSecondFactor: boolean;
}

/** A signed-in moderator as presence shows them. */
export interface SignedIn extends Moderator {
  lastSeenAt: string;
}

/**
 * Moderator sessions in the database (not in memory), so a restart keeps moderators signed in
 * and every instance on one PostgreSQL accepts the same session. Each session belongs to one
 * account; removing the account ends it.
 */
export class StaffSessionsRepository {
  /** How long a session lasts: the session cookie is given the same age. */
  readonly ttlMs = SESSION_TTL_MS;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
    /** How long an unused session lives (STAFF_IDLE_MINUTES). */
    readonly idleMs: number = DEFAULT_IDLE_MS,
  ) {}

  /** A session seen before this instant has been idle too long. */
  private idleSince(now: Date): string {
    return new Date(now.getTime() - this.idleMs).toISOString();
  }

  /**
   * Creates a session for `moderator` and returns its id (256 random bits); `device` is the
   * coarse description of the browser that signed in, shown in the account's session list.
   */
  async create(moderator: string, device: string | null = null): Promise<string> {
    const id = randomBytes(32).toString("base64url");
    const now = this.now();
    await this.handle.db
      .insertInto("moderator_sessions")
      .values({
        id,
        moderator,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
        device,
      })
      .execute();
    // Expired and idle sessions are swept on each login; there are only a handful of moderators.
    await this.handle.db
      .deleteFrom("moderator_sessions")
      .where((eb) =>
        eb.or([
          eb("expires_at", "<=", now.toISOString()),
          eb("last_seen_at", "<=", this.idleSince(now)),
        ]),
      )
      .execute();
    return id;
  }

  /**
   * The moderator of a live session — not past its lifetime, not idle — and notes that it was
   * used: every request of an open panel keeps it alive. Undefined otherwise.
   */
  async find(id: string): Promise<LiveSession | undefined> {
    const now = this.now();
    const row = await this.handle.db
      .selectFrom("moderator_sessions")
      .innerJoin("moderators", "moderators.name", "moderator_sessions.moderator")
      .select([
        "moderators.name",
        "moderators.role",
        "moderator_sessions.last_seen_at",
        "moderator_sessions.second_factor_at",
      ])
      .select((eb) =>
        eb
          .or([
            eb.exists(
              eb
                .selectFrom("staff_passkeys")
                .select("staff_passkeys.id")
                .whereRef("staff_passkeys.moderator", "=", "moderators.name"),
            ),
            eb.exists(
              eb
                .selectFrom("staff_totp")
                .select("staff_totp.moderator")
                .whereRef("staff_totp.moderator", "=", "moderators.name"),
            ),
          ])
          .as("has_factor"),
      )
      .where("moderator_sessions.id", "=", id)
      .where("moderator_sessions.expires_at", ">", now.toISOString())
      .where("moderator_sessions.last_seen_at", ">", this.idleSince(now))
      .executeTakeFirst();
    if (!row) return undefined;
    const seenBefore = new Date(now.getTime() - SEEN_RESOLUTION_MS).toISOString();
    if (row.last_seen_at < seenBefore) {
      await this.handle.db
        .updateTable("moderator_sessions")
        .set({ last_seen_at: now.toISOString() })
        .where("id", "=", id)
        .execute();
    }
    return {
      name: row.name,
      role: row.role,
      secondFactorVerified: row.second_factor_at !== null,
      // SQLite answers 0 or 1, PostgreSQL a boolean.
      hasSecondFactor: Boolean(Number(row.has_factor)),
    };
  }

  /**
   * Which of `ids` are still live sessions — by the same rule as `find`: not past their
   * lifetime, not idle, their account still there — without noting anyone as seen: an open
   * stream is not work. The staff streams' re-check (server/screens/staff-streams.ts).
   */
  async live(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const now = this.now();
    const rows = await this.handle.db
      .selectFrom("moderator_sessions")
      .innerJoin("moderators", "moderators.name", "moderator_sessions.moderator")
      .select("moderator_sessions.id")
      .where("moderator_sessions.id", "in", [...ids])
      .where("moderator_sessions.expires_at", ">", now.toISOString())
      .where("moderator_sessions.last_seen_at", ">", this.idleSince(now))
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  async delete(id: string): Promise<string | undefined> {
    const row = await this.handle.db
      .deleteFrom("moderator_sessions")
      .where("id", "=", id)
      .returning("moderator")
      .executeTakeFirst();
    return row?.moderator;
  }

  /** The live sessions of `moderator`, the most recently used first; `currentId` is marked. */
  async listFor(moderator: string, currentId: string): Promise<AccountSession[]> {
    const now = this.now();
    const rows = await this.handle.db
      .selectFrom("moderator_sessions")
      .select(["id", "device", "created_at", "last_seen_at", "expires_at"])
      .where("moderator", "=", moderator)
      .where("expires_at", ">", now.toISOString())
      .where("last_seen_at", ">", this.idleSince(now))
      .orderBy("last_seen_at", "desc")
      .orderBy("created_at", "desc")
      .execute();
    return rows.map((row) => ({
      current: row.id === currentId,
      device: row.device,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
    }));
  }

  /** Ends every session of `moderator` except `keepId` ("sign out everywhere else"); how many. */
  async deleteOthers(moderator: string, keepId: string): Promise<number> {
    const rows = await this.handle.db
      .deleteFrom("moderator_sessions")
      .where("moderator", "=", moderator)
      .where("id", "!=", keepId)
      .returning("id")
      .execute();
    return rows.length;
  }

  /** Everyone with a live session, the most recently seen session of each. */
  async signedIn(): Promise<SignedIn[]> {
    const now = this.now();
    const rows = await this.handle.db
      .selectFrom("moderator_sessions")
      .innerJoin("moderators", "moderators.name", "moderator_sessions.moderator")
      .select(["moderators.name", "moderators.role"])
      .select((eb) => eb.fn.max("moderator_sessions.last_seen_at").as("last_seen_at"))
      .where("moderator_sessions.expires_at", ">", now.toISOString())
      .where("moderator_sessions.last_seen_at", ">", this.idleSince(now))
      .groupBy(["moderators.name", "moderators.role"])
      .orderBy("moderators.name")
      .execute();
    return rows.map((row) => ({ name: row.name, role: row.role, lastSeenAt: row.last_seen_at }));
  }
}
