import type { ScreenEvent } from "#server/db/screen-log";

/**
 * A screen-log entry that shows message `id` at `position`, as the screen log reads it back: what
 * the unit tests of the feed and of its memory of the screen feed them.
 */
export function showEvent(position: number, id = position): ScreenEvent {
  return {
    position,
    kind: "show",
    message: {
      position,
      id,
      author: "Ala",
      message: `Wiadomość ${id}`,
      approvedAt: "2025-05-16T18:00:00.000Z",
      senderTag: null,
      shownAt: null,
    },
  };
}
