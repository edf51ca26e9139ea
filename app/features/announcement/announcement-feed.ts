import { readPublicAnnouncement } from "#core/plain-readers";
import type { PublicAnnouncement } from "#core/contract/screen-control";
import { API_HOST } from "../../api-host";

export function announcementUrl(host: string = API_HOST): string {
  return `${host}/api/announcement`;
}

/**
 * GET /api/announcement: the announcement (null when there is none) and the late changes to the
 * schedule; undefined when the answer did not come or cannot be read (then the banner and the
 * timetable keep what they show). The answer is public and
 * the same for everyone, so no cookie goes with it; the browser's HTTP cache and the server's
 * ETag keep repeated asks cheap, and offline the service worker answers
 * with the last one it saw.
 */
export async function fetchAnnouncement(
  fetchImpl: typeof fetch = fetch,
  host: string = API_HOST,
): Promise<PublicAnnouncement | undefined> {
  try {
    const response = await fetchImpl(announcementUrl(host), { credentials: "omit" });
    if (!response.ok) return undefined;
    return readPublicAnnouncement(await response.json());
  } catch {
    return undefined;
  }
}

const DISMISSED_KEY = "juwenalia:announcement-closed";

/** The id of the announcement the visitor closed in this tab's session, if any. */
export function closedAnnouncementId(): number | null {
  try {
    const stored = sessionStorage.getItem(DISMISSED_KEY);
    const id = stored === null ? Number.NaN : Number(stored);
    return Number.isInteger(id) ? id : null;
  } catch {
    return null; // storage blocked: the banner simply shows again after a reload
  }
}

/** Remembers for this session that the visitor closed announcement `id`. */
export function rememberClosed(id: number): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, String(id));
  } catch {
    // storage blocked: closing still hides it until the page is reloaded
  }
}
