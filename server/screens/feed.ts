import {
  MODERATION_STREAM_EVENTS,
  SCREEN_STREAM_EVENTS,
  type ModerationChange,
  type ScreenBoard,
} from "#core/contract";
import { Backoff } from "./backoff";
import type { Changes, ChangeSource } from "../db/change-bus";
import type { ScreenEvent, ScreenLogSource } from "../db/screen-log";
import { isDatabaseUnavailable } from "../db/unavailable";
import { ScreenMemory } from "./screen-memory";
import { SSE_HEARTBEAT, streamFrames, type StreamConnection } from "./sse";

/** The screen log's shapes, for the routes that read it (they never import db/). */
export type { ScreenEvent, ScreenLogSource };

/** A heartbeat comment every 15 s keeps proxies and LED-wall browsers connected. */
export const HEARTBEAT_MS = 15_000;
/** A failed catch-up read is tried again after this long, doubling up to the maximum. */
export const CATCH_UP_RETRY_MS = 1000;
const CATCH_UP_RETRY_MAX_MS = 5000;

/** What the screens follow besides the messages (server/db/screen-board.ts). */
export interface BoardSource {
  current(): ScreenBoard;
  onChange(listener: (board: ScreenBoard) => void): () => void;
}

interface ScreenClient {
  connection: StreamConnection;
  lastSent: number;
  /** Events that arrived while the client's replay was being read; null once live. */
  pending: ScreenEvent[] | null;
}

const screenStreamFrame = streamFrames<typeof SCREEN_STREAM_EVENTS>();
const moderationStreamFrame = streamFrames<typeof MODERATION_STREAM_EVENTS>();

/** The SSE frame of a screen event: `show` is the default `message` event, `hide` is `remove`. */
export function screenFrame(event: ScreenEvent): string {
  return event.kind === "show"
    ? screenStreamFrame("message", event.message, event.position)
    : screenStreamFrame("remove", { id: event.id }, event.position);
}

/** True when the events (sorted) continue the log after `last` without a gap. */
function followsOn(sorted: ScreenEvent[], last: number): boolean {
  let expected = last;
  for (const event of sorted) {
    if (event.position <= expected) continue;
    if (event.position !== expected + 1) return false;
    expected = event.position;
  }
  return true;
}

/**
 * The live feed: subscribes to the change bus (server/db/change-bus.ts) — this instance's and, on
 * PostgreSQL, every other instance's ("several instances on one PostgreSQL behave as one") —
 * and fans them out to this instance's screen and moderation streams.
 *
 * Screens get the log strictly in order and without gaps: an event that does not follow the
 * last one delivered (another instance's commit overtaking ours, a lost notification, a
 * reconnect of the LISTEN connection) triggers a catch-up read of the log instead. A catch-up
 * that fails (the database is down) is tried again until it succeeds, so no approval is missed.
 * What was delivered is also remembered (ScreenMemory) for screens connecting while the
 * database is unavailable.
 */
export class Feed {
  private source: ScreenLogSource | undefined;
  private lastPosition = 0;
  private delivery: Promise<void> = Promise.resolve();
  private readonly screenClients = new Set<ScreenClient>();
  private readonly moderationClients = new Set<StreamConnection>();
  private heartbeat: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private board: BoardSource | undefined;
  private unsubscribeBoard: (() => void) | undefined;
  private readonly memory = new ScreenMemory();
  /** Reads the log again after a failed catch-up (see class comment). */
  private readonly catchUp: Backoff;

  constructor(
    private readonly onError: (error: unknown) => void,
    private readonly heartbeatMs = HEARTBEAT_MS,
    catchUpRetryMs = CATCH_UP_RETRY_MS,
  ) {
    this.catchUp = new Backoff(() => this.deliverScreen([]), catchUpRetryMs, CATCH_UP_RETRY_MAX_MS);
  }

  /**
   * Reads where the screen log stands (`source`: the submissions repository), starts the
   * heartbeat and subscribes to the committed changes; with a board, every screen gets it on
   * connecting and again whenever it changes.
   */
  async start(source: ScreenLogSource, changes: ChangeSource, board?: BoardSource): Promise<void> {
    this.source = source;
    this.board = board;
    this.unsubscribeBoard = board?.onChange((next) => {
      const frame = screenStreamFrame("board", next);
      for (const client of this.screenClients) client.connection.send(frame);
    });
    this.lastPosition = await source.lastScreenPosition();
    this.memory.seed(this.lastPosition, await source.recentScreenMessages());
    this.heartbeat = setInterval(() => this.sendHeartbeat(), this.heartbeatMs);
    this.heartbeat.unref();
    this.unsubscribe = changes.subscribe({
      committed: (changes) => this.publish(changes),
      missed: () => {
        this.deliverScreen([]);
        this.broadcastModeration(moderationStreamFrame("resync", {}));
      },
    });
  }

  /**
   * Adds a screen stream. With `lastEventId` the client first receives everything after it;
   * without, the most recent messages still on screen; then live events.
   */
  async addScreenClient(
    connection: StreamConnection,
    lastEventId: number | undefined,
  ): Promise<void> {
    const source = this.requireSource();
    const client: ScreenClient = { connection, lastSent: lastEventId ?? 0, pending: [] };
    this.screenClients.add(client);
    connection.onClose(() => this.screenClients.delete(client));
    // The board first: a screen applies its mode and any announcement before the messages.
    if (this.board) connection.send(screenStreamFrame("board", this.board.current()));
    let replay: ScreenEvent[];
    try {
      replay = await this.replay(client, lastEventId, source);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        connection.close();
        throw error;
      }
      this.onError(error);
      replay = await this.replay(client, lastEventId, this.memory);
    }
    for (const event of replay) this.sendToScreen(client, event, true);
    const waiting = client.pending ?? [];
    client.pending = null;
    for (const event of waiting) this.sendToScreen(client, event);
  }

  /** What a connecting screen is sent first, read from the database or from memory. */
  private async replay(
    client: ScreenClient,
    lastEventId: number | undefined,
    log: ScreenLogSource,
  ) {
    const current = await log.lastScreenPosition();
    // An id from the future (the database was reset since) counts as no id at all.
    if (lastEventId === undefined || lastEventId > current) {
      client.lastSent = current;
      return log.recentScreenMessages();
    }
    return log.screenEventsAfter(lastEventId);
  }

  /**
   * Reads the remembered screen from the database again, after messages were deleted
   * (server/operations/retention.ts): what is deleted is not served from memory during a later outage.
   */
  async rememberAgain(): Promise<void> {
    const source = this.requireSource();
    const onScreen = await source.recentScreenMessages();
    this.memory.clear();
    this.memory.seed(await source.lastScreenPosition(), onScreen);
  }

  /** The screen log as this instance last delivered it: served while the database is down. */
  get remembered(): ScreenLogSource {
    return this.memory;
  }

  /** Screens connected to this instance now. */
  get screensConnected(): number {
    return this.screenClients.size;
  }

  addModerationClient(connection: StreamConnection): void {
    this.moderationClients.add(connection);
    connection.onClose(() => this.moderationClients.delete(connection));
  }

  /**
   * Ends every stream: runs before the HTTP server closes, which would otherwise wait for these
   * never-ending responses. Screens reconnect to another instance or to this one after its restart,
   * with `Last-Event-ID`.
   */
  closeStreams(): void {
    clearInterval(this.heartbeat);
    for (const client of this.screenClients) client.connection.close();
    for (const connection of this.moderationClients) connection.close();
    this.screenClients.clear();
    this.moderationClients.clear();
  }

  /** Stops hearing of changes once in-flight requests are done. */
  async stop(): Promise<void> {
    this.catchUp.cancel();
    this.closeStreams();
    this.unsubscribe?.();
    this.unsubscribeBoard?.();
    await this.delivery;
  }

  private requireSource(): ScreenLogSource {
    if (!this.source) throw new Error("Feed.start() has not been called");
    return this.source;
  }

  private publish(changes: Changes): void {
    for (const change of changes.moderation) this.broadcastModerationChange(change);
    if (changes.screen.length > 0) this.deliverScreen(changes.screen);
  }

  /** Delivers screen events in log order, reading the log to fill any gap (see class comment). */
  private deliverScreen(events: ScreenEvent[]): void {
    const sorted = [...events].sort((a, b) => a.position - b.position);
    this.delivery = this.delivery
      .then(async () => {
        const needsCatchUp = events.length === 0 || !followsOn(sorted, this.lastPosition);
        const batch = needsCatchUp
          ? await this.requireSource().screenEventsAfter(this.lastPosition)
          : sorted;
        for (const event of batch) {
          if (event.position <= this.lastPosition) continue;
          this.lastPosition = event.position;
          this.memory.record(event);
          this.broadcastScreen(event);
        }
        if (needsCatchUp) this.catchUp.reset();
      })
      .catch((error: unknown) => {
        // The read failed and lastPosition did not move: read again later (no event is lost).
        this.onError(error);
        this.catchUp.schedule();
      });
  }

  private broadcastScreen(event: ScreenEvent): void {
    const frame = screenFrame(event);
    for (const client of this.screenClients) {
      if (client.pending) client.pending.push(event);
      else if (event.position > client.lastSent) {
        client.lastSent = event.position;
        client.connection.send(frame);
      }
    }
  }

  private sendToScreen(client: ScreenClient, event: ScreenEvent, force = false): void {
    if (!force && event.position <= client.lastSent) return;
    client.lastSent = Math.max(client.lastSent, event.position);
    client.connection.send(screenFrame(event));
  }

  private broadcastModerationChange(change: ModerationChange): void {
    this.broadcastModeration(moderationStreamFrame("change", change));
  }

  private broadcastModeration(frame: string): void {
    for (const connection of this.moderationClients) connection.send(frame);
  }

  private sendHeartbeat(): void {
    for (const client of this.screenClients) client.connection.send(SSE_HEARTBEAT);
    for (const connection of this.moderationClients) connection.send(SSE_HEARTBEAT);
  }
}
