import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { noChanges, type ChangeListener, type Changes } from "../changes";
import type { DatabaseHandle } from "./connection";
import type { Database } from "./schema";

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
  if (size > 0) parts.push(part);
  return parts;
}

function isNotification(value: unknown): value is Notification {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<Notification>;
  return (
    typeof candidate.origin === "string" &&
    typeof candidate.changes === "object" &&
    candidate.changes !== null &&
    Array.isArray(candidate.changes.moderation) &&
    Array.isArray(candidate.changes.screen) &&
    Array.isArray(candidate.changes.board)
  );
}

/**
 * Carries committed changes between the instances on one PostgreSQL (LISTEN/NOTIFY; SQLite has
 * one instance and nothing to carry): published inside the writing transaction, so the others
 * hear of a change exactly when it commits, and heard back by every instance but its writer.
 */
export class ChangeChannel {
  readonly instanceId = randomUUID();

  constructor(private readonly handle: DatabaseHandle) {}

  async publishOnCommit(trx: Transaction<Database>, changes: Changes): Promise<void> {
    for (const part of splitChanges(changes)) {
      const payload: Notification = { origin: this.instanceId, changes: part };
      await this.handle.notifyOnCommit(trx, FEED_CHANNEL, JSON.stringify(payload));
    }
  }

  /**
   * Passes the other instances' changes to `listener` (a malformed payload goes to `onError`);
   * resolves to a function that stops listening.
   */
  listen(
    listener: ChangeListener,
    onError: (error: unknown) => void,
  ): Promise<() => Promise<void>> {
    return this.handle.listen(FEED_CHANNEL, {
      onNotification: (payload) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(payload);
        } catch (error) {
          onError(error);
          return;
        }
        if (!isNotification(parsed) || parsed.origin === this.instanceId) return;
        listener.committed(parsed.changes);
      },
      onReconnect: () => listener.missed(),
    });
  }
}
