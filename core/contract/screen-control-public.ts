import type { Announcement } from "./screen-control";

/**
 * The part of `screen-control.ts` the public pages use (the announcement banner, the sender's
 * receipt), kept apart because that module builds zod schemas and the public pages must stay
 * small (docs/architecture.md, "The contract"). `screen-control.ts` re-exports all of it, so the
 * server, the screens and the panel import it from there as before.
 */

/** Whether an announcement still shows at `now` (its end time, if any, not reached). */
export function announcementActive(announcement: Announcement | null, now: number): boolean {
  if (announcement === null) return false;
  return announcement.endsAt === null || Date.parse(announcement.endsAt) > now;
}

/** The public pages ask this often, during the edition's days only. */
export const ANNOUNCEMENT_POLL_MS = 15_000;

/** The toast asks again this often while the message is not yet on screen or refused. */
export const RECEIPT_POLL_MS = 10_000;
