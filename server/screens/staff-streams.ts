import type { StreamConnection } from "./sse";

/** How often the sessions behind this instance's staff streams are looked up again. */
export const STAFF_STREAM_CHECK_MS = 5_000;

/** Which of the given session ids are still live (server/db/staff-sessions-repo.ts). */
export type LiveSessions = (ids: readonly string[]) => Promise<ReadonlySet<string>>;

/**
 * The staff streams this instance holds, each with the session that opened it. A session can end
 * where this instance does not see it: a logout on another instance, `npm run moderators --
 * reset|remove` in a process of its own, a new MODERATOR_PASSWORD applied by another instance's
 * start, or plain expiry. So every few seconds one query asks the shared database which of the held
 * sessions are still live, and the streams of the others are closed: a stream never outlives its
 * session by more than one interval (server/plugins/README.md#staff-login). A logout on this
 * instance closes its streams at once.
 *
 * While the database cannot answer, the streams stay open: nothing new reaches them then, and a
 * panel told to reconnect would only meet a 503 and give up.
 */
export class StaffStreams {
  private readonly held = new Map<StreamConnection, string>();
  private readonly timer: ReturnType<typeof setInterval>;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly liveSessions: LiveSessions,
    private readonly onError: (error: unknown) => void,
    everyMs: number = STAFF_STREAM_CHECK_MS,
  ) {
    this.timer = setInterval(() => void this.check(), everyMs);
    this.timer.unref();
  }

  /** Keeps `connection` only as long as session `sessionId` lives. */
  hold(sessionId: string, connection: StreamConnection): void {
    this.held.set(connection, sessionId);
    connection.onClose(() => this.held.delete(connection));
  }

  /** This instance has just ended `sessionId`: its streams close now, not at the next check. */
  ended(sessionId: string): void {
    for (const [connection, id] of [...this.held]) {
      if (id === sessionId) connection.close();
    }
  }

  /** Streams held now (tests and the shutdown). */
  get size(): number {
    return this.held.size;
  }

  /** Looks the held sessions up once and closes the streams of those that ended. */
  check(): Promise<void> {
    // One lookup at a time: a slow database must not pile them up.
    this.checking ??= this.lookUp().finally(() => (this.checking = undefined));
    return this.checking;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async lookUp(): Promise<void> {
    if (this.held.size === 0) return;
    const asked = new Set(this.held.values());
    let live: ReadonlySet<string>;
    try {
      live = await this.liveSessions([...asked]);
    } catch (error) {
      this.onError(error);
      return;
    }
    // A stream opened while the query ran belongs to a session it did not ask about: that
    // session is not "ended", it waits for the next check.
    for (const [connection, id] of [...this.held]) {
      if (asked.has(id) && !live.has(id)) connection.close();
    }
  }
}
