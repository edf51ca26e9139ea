import { randomBytes } from "node:crypto";
import type { Moderator } from "../../core/contract";
import type { DatabaseHandle } from "./connection";

/** A moderator stays signed in for one festival evening. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A session's last-seen time is written at most this often (presence needs no more). */
const SEEN_RESOLUTION_MS = 10_000;
/** Working now: the panel made a request with the session within this time. */
export const WORKING_WINDOW_MS = 60_000;

/** A signed-in moderator as presence shows them. */
export interface SignedIn extends Moderator {
  lastSeenAt: string;
}

/**
 * Moderator sessions in the database (not in memory), so a restart keeps moderators signed in
 * and every instance on one PostgreSQL accepts the same session. Each session belongs to one
 * account; removing the account ends it.
 */
export class SessionsRepository {
  /** How long a session lasts: the session cookie is given the same age. */
  readonly ttlMs = SESSION_TTL_MS;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Creates a session for `moderator` and returns its id (256 random bits). */
  async create(moderator: string): Promise<string> {
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
      })
      .execute();
    // Expired sessions are swept on each login; there are only a handful of moderators.
    await this.handle.db
      .deleteFrom("moderator_sessions")
      .where("expires_at", "<=", now.toISOString())
      .execute();
    return id;
  }

  /** The moderator of a live session (and notes that they were seen); undefined otherwise. */
  async find(id: string): Promise<Moderator | undefined> {
    const now = this.now();
    const row = await this.handle.db
      .selectFrom("moderator_sessions")
      .innerJoin("moderators", "moderators.name", "moderator_sessions.moderator")
      .select(["moderators.name", "moderators.role", "moderator_sessions.last_seen_at"])
      .where("moderator_sessions.id", "=", id)
      .where("moderator_sessions.expires_at", ">", now.toISOString())
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
    return { name: row.name, role: row.role };
  }

  async delete(id: string): Promise<string | undefined> {
    const row = await this.handle.db
      .deleteFrom("moderator_sessions")
      .where("id", "=", id)
      .returning("moderator")
      .executeTakeFirst();
    return row?.moderator;
  }

  /** Everyone with a live session, the most recently seen session of each. */
  async signedIn(): Promise<SignedIn[]> {
    const rows = await this.handle.db
      .selectFrom("moderator_sessions")
      .innerJoin("moderators", "moderators.name", "moderator_sessions.moderator")
      .select(["moderators.name", "moderators.role"])
      .select((eb) => eb.fn.max("moderator_sessions.last_seen_at").as("last_seen_at"))
      .where("moderator_sessions.expires_at", ">", this.now().toISOString())
      .groupBy(["moderators.name", "moderators.role"])
      .orderBy("moderators.name")
      .execute();
    return rows.map((row) => ({ name: row.name, role: row.role, lastSeenAt: row.last_seen_at }));
  }
}
