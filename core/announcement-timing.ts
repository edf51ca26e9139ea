import type { Announcement } from "./contract/screen-control";

/**
 * When an organisers' announcement shows and how often the public pages ask for it. Plain data
 * and functions, no zod: the announcement banner ships to every visitor and stays small
 * (README.md#the-contract); the server, the screens and the panel use the same.
 */

/** Whether an announcement still shows at `now` (its end time, if any, not reached). */
export function announcementActive(announcement: Announcement | null, now: number): boolean {
  if (announcement === null) return false;
  return announcement.endsAt === null || Date.parse(announcement.endsAt) > now;
}

/** The public pages ask this often, during the edition's days only. */
export const ANNOUNCEMENT_POLL_MS = 15_000;
/**
 * How long a proxy or the browser may reuse GET /api/announcement's answer (seconds): poll + this
 * stays under 30 s.
 */
export const ANNOUNCEMENT_MAX_AGE_SECONDS = 10;
/**
 * …and outside the programme's hours (core/programme-hours.ts), when no page of ours asks: a
 * stray request (a crawler, a tab left open) may be answered from a cache for a minute.
 */
export const ANNOUNCEMENT_QUIET_MAX_AGE_SECONDS = 60;
