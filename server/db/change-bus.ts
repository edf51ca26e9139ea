import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { ModerationChange } from "#core/contract";
import type { DatabaseHandle } from "./connection";
import type { Database } from "./schema";
import type { ScreenEvent } from "./screen-log";
import type { StoredBoard } from "./stored-board";

/**
 * What a committed write changed, as the rest of the server sees it: the stores fill it inside
 * their transaction, the bus hands it to every subscriber once it commits. The shapes inside are
 * the API's, from core/contract, but for the board, which travels as it is stored.
 */
export interface Changes {
  moderation: ModerationChange[];
  screen: ScreenEvent[];
  /**
   * The screens' board after a change (server/db/screen-board.ts): at most one, the latest, as
   * the row stores it (server/db/stored-board.ts), which every release on the bus reads.
   */
  board: StoredBoard[];
  /** Messages a screen showed for the first time (screen-heartbeats-repo.ts). */
  shown: ShownChange[];
}

/**
 * A screen's first showing of a message: its group's `shown_at` was set (the sender's receipt and
 * the night's figures read it). `id` is the message the screen reported.
 */
export interface ShownChange {
  id: number;
  at: string;
}

export const noChanges = (): Changes => ({ moderation: [], screen: [], board: [], shown: [] });

export const hasChanges = (changes: Changes): boolean =>
  changes.moderation.length > 0 ||
  changes.screen.length > 0 ||
  changes.board.length > 0 ||
  changes.shown.length > 0;

/**
 * Who hears of committed changes (the feed, the screens' board): this instance's own writes once
 * they commit and, on PostgreSQL, every other instance's.
 */
export interface ChangeListener {
  committed(changes: Changes): void;
  /** Changes may have been missed (the link to the other instances was re-established). */
  missed(): void;
}

/** Where a consumer subscribes to committed changes (the bus; tests give a fake). */
export interface ChangeSource {
  subscribe(listener: ChangeListener): () => void;
}

/** The PostgreSQL NOTIFY channel all instances share. */
export const FEED_CHANNEL = "juwenalia_feed";

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below. */
export const MAX_NOTIFICATION_BYTES = 7000;

interface Notification {
  origin: string;
  changes: Changes;
}

/**
 * Splits changes into parts whose JSON stays under MAX_NOTIFICATION_BYTES (a group commit can
 * hold hundreds of submissions), keeping their order. One change is always small: a message is
 * at most 128 characters.
 */
export function splitChanges(changes: Changes): Changes[] {
  const parts: Changes[] = [];
  let part: Changes = noChanges();
  let size = 0;
  const makeRoom = (entry: unknown) => {
    const bytes = Buffer.byteLength(JSON.stringify(entry)) + 1;
    if (size > 0 && size + bytes > MAX_NOTIFICATION_BYTES) {
      parts.push(part);
      part = noChanges();
      size = 0;
    }
    size += bytes;
  };
  for (const change of changes.moderation) {
    makeRoom(change);
    part.moderation.push(change);
  }
  for (const event of changes.screen) {
    makeRoom(event);
    part.screen.push(event);
  }
  for (const board of changes.board) {
    makeRoom(board);
    part.board.push(board);
  }
  for (const shown of changes.shown) {
    makeRoom(shown);
    part.shown.push(shown);
  }
  if (size > 0) parts.push(part);
  return parts;
}

/**
 * The notification in `value`, if it is one. An instance of an older release, during a rolling
 * deploy, sends changes without `shown`: read as none.
 */
function asNotification(value: unknown): Notification | null {
  if (typeof value !== "object" || value === null) return null;
  const candidate = value as Partial<Omit<Notification, "changes">> & {
    changes?: Partial<Changes> | null;
  };
  const changes = candidate.changes;
  if (
    typeof candidate.origin !== "string" ||
    typeof changes !== "object" ||
    changes === null ||
    !Array.isArray(changes.moderation) ||
    !Array.isArray(changes.screen) ||
    !Array.isArray(changes.board) ||
    (changes.shown !== undefined && !Array.isArray(changes.shown))
  ) {
    return null;
  }
  const { moderation, screen, board, shown = [] } = changes;
  return { origin: candidate.origin, changes: { moderation, screen, board, shown } };
}

/**
 * The one change bus (server/db/README.md#the-change-bus): every write that others must hear of
 * runs through `write`, one transaction whose changes reach every subscriber once it commits.
 * Across instances on one PostgreSQL they travel by LISTEN/NOTIFY, published inside the writing
 * transaction, so the others hear of a change exactly when it commits, and heard back by every
 * instance but its writer. SQLite has one instance and nothing to carry.
 */
/** Where a batch of changes the bus delivers was committed: here, or on another instance. */
export type ChangeOrigin = "this_instance" | "other_instance";
export const CHANGE_ORIGINS: readonly ChangeOrigin[] = ["this_instance", "other_instance"];

export interface ChangeBusOptions {
  /** Told of every batch delivered to the listeners (the metrics count them by origin). */
  onDelivered?: (origin: ChangeOrigin) => void;
}

export class ChangeBus implements ChangeSource {
  readonly instanceId = randomUUID();
  private readonly listeners = new Set<ChangeListener>();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly options: ChangeBusOptions = {},
  ) {}

  /** `listener` hears of every change committed from now on; the function returned stops it. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs `work` in a transaction, publishes its changes on commit and returns its result. */
  async write<T>(work: (trx: Transaction<Database>, changes: Changes) => Promise<T>): Promise<T> {
    const changes = noChanges();
    const result = await this.handle.db.transaction().execute(async (trx) => {
      const value = await work(trx, changes);
      if (hasChanges(changes)) await this.publishOnCommit(trx, changes);
      return value;
    });
    if (hasChanges(changes)) this.emit(changes, "this_instance");
    return result;
  }

  /** Queues `changes` for the other instances; they hear of them when `trx` commits. */
  async publishOnCommit(trx: Transaction<Database>, changes: Changes): Promise<void> {
    for (const part of splitChanges(changes)) {
      const payload: Notification = { origin: this.instanceId, changes: part };
      await this.handle.notifyOnCommit(trx, FEED_CHANNEL, JSON.stringify(payload));
    }
  }

  /**
   * Starts hearing the other instances' commits for the subscribers (a malformed payload goes to
   * `onError`); resolves to a function that stops listening.
   */
  listenToOtherInstances(onError: (error: unknown) => void): Promise<() => Promise<void>> {
    return this.handle.listen(FEED_CHANNEL, {
      onNotification: (payload) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(payload);
        } catch (error) {
          onError(error);
          return;
        }
        const notification = asNotification(parsed);
        if (notification === null || notification.origin === this.instanceId) return;
        this.emit(notification.changes, "other_instance");
      },
      onReconnect: () => {
        for (const listener of this.listeners) listener.missed();
      },
    });
  }

  private emit(changes: Changes, origin: ChangeOrigin): void {
    for (const listener of this.listeners) listener.committed(changes);
    this.options.onDelivered?.(origin);
  }
}
