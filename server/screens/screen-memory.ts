import { SCREEN_BACKLOG_LIMIT } from "#core/list-limits";
import type { ScreenEvent, ScreenLogSource } from "../db/screen-log";

/** Removals remembered, so a screen replaying after a position also takes those messages off. */
const REMEMBERED_REMOVALS = 200;

const eventId = (event: ScreenEvent) => (event.kind === "show" ? event.message.id : event.id);
const byPosition = (a: ScreenEvent, b: ScreenEvent) => a.position - b.position;

/** Drops the entries of lowest position until `map` holds at most `capacity`. */
function trim(map: Map<number, ScreenEvent>, capacity: number): void {
  while (map.size > capacity) {
    let oldest: ScreenEvent | undefined;
    for (const event of map.values())
      if (!oldest || event.position < oldest.position) oldest = event;
    if (!oldest) return;
    map.delete(eventId(oldest));
  }
}

/**
 * The screen's recent messages as this process last knew them, kept up to date by the feed from
 * every event it delivers. While the database is unavailable, /api/screen/messages and the replay
 * of a connecting screen are served from here, so /telebim keeps showing messages
 * (server/README.md#database-faults).
 */
export class ScreenMemory implements ScreenLogSource {
  /** Messages on screen by id: the SCREEN_BACKLOG_LIMIT most recently shown. */
  private readonly shown = new Map<number, ScreenEvent>();
  /** Recent removals by id. */
  private readonly removed = new Map<number, ScreenEvent>();
  private lastPosition = 0;

  constructor(private readonly capacity = SCREEN_BACKLOG_LIMIT) {}

  /** Starts from the database's state: its last position and the messages on screen. */
  seed(lastPosition: number, onScreen: ScreenEvent[]): void {
    for (const event of onScreen) this.record(event);
    this.lastPosition = Math.max(this.lastPosition, lastPosition);
  }

  /** Forgets every message (retention deleted them); keeps the position. */
  clear(): void {
    this.shown.clear();
    this.removed.clear();
  }

  /** Takes in one event of the screen log (the feed calls this for each one it delivers). */
  record(event: ScreenEvent): void {
    this.lastPosition = Math.max(this.lastPosition, event.position);
    const id = eventId(event);
    const known = this.shown.get(id) ?? this.removed.get(id);
    if (known && known.position >= event.position) return; // older news of the same message
    this.shown.delete(id);
    this.removed.delete(id);
    if (event.kind === "show") {
      this.shown.set(id, event);
      trim(this.shown, this.capacity);
    } else {
      this.removed.set(id, event);
      trim(this.removed, REMEMBERED_REMOVALS);
    }
  }

  async lastScreenPosition(): Promise<number> {
    return this.lastPosition;
  }

  /** The messages on screen, oldest first. */
  async recentScreenMessages(): Promise<ScreenEvent[]> {
    return [...this.shown.values()].sort(byPosition);
  }

  /** The latest entry per message after `position`, in log order, as far as remembered. */
  async screenEventsAfter(position: number): Promise<ScreenEvent[]> {
    return [...this.shown.values(), ...this.removed.values()]
      .filter((event) => event.position > position)
      .sort(byPosition);
  }
}
