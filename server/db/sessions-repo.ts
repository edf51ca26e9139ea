import { randomBytes } from "node:crypto";
import type { DatabaseHandle } from "./connection";

/** A moderator stays signed in for one festival evening. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Moderator sessions in the database (not in memory), so a restart keeps moderators signed in
 * and every instance on one PostgreSQL accepts the same session.
 */
export class SessionsRepository {
  /** How long a session lasts: the session cookie is given the same age. */
  readonly ttlMs = SESSION_TTL_MS;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Creates a session and returns its id (256 random bits). */
  async create(): Promise<string> {
    const id = randomBytes(32).toString("base64url");
    const now = this.now();
    await this.handle.db
      .insertInto("moderator_sessions")
      .values({
        id,
        created_at: now.toISOString(),
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

  async isValid(id: string): Promise<boolean> {
    const row = await this.handle.db
      .selectFrom("moderator_sessions")
      .select("id")
      .where("id", "=", id)
      .where("expires_at", ">", this.now().toISOString())
      .executeTakeFirst();
    return row !== undefined;
  }

  async delete(id: string): Promise<void> {
    await this.handle.db.deleteFrom("moderator_sessions").where("id", "=", id).execute();
  }
}
