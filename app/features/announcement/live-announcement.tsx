import { useEffect, useState } from "react";
import texts from "virtual:texts/announcement";
import { announcementActive, ANNOUNCEMENT_POLL_MS } from "#core/announcement-timing";
import type { Announcement, PublicAnnouncement } from "#core/contract/screen-control";
import { publishLateChanges } from "../../late-changes";
import { CloseIcon } from "../../components/close-icon";
import { MegaphoneIcon } from "../../components/megaphone-icon";
import { useVisiblePolling } from "../../hooks/use-visible-polling";
import { closedAnnouncementId, fetchAnnouncement, rememberClosed } from "./announcement-feed";
import "./announcement.css";

export const BANNER_LABEL = texts.bannerLabel;
export const CLOSE_LABEL = texts.close;

/** setTimeout's longest delay; a longer wait is simply re-armed by the next answer. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

interface Reading {
  readonly announcement: Announcement | null;
  /** When it was read or last re-checked (the end time is compared with this). */
  readonly at: number;
}

interface LiveAnnouncementProps {
  /** Fetches the announcement and the late changes; injectable for tests. */
  readonly load?: () => Promise<PublicAnnouncement | undefined>;
}

/**
 * The organisers' announcement as a banner at the top of the page's content
 * (README.md#what-the-visitor-sees): asked for at once and every ANNOUNCEMENT_POLL_MS while the
 * page is visible, shown until its end time (a timer hides it then) or until the visitor closes
 * it; a closed one stays closed for the session, a new one shows again. The same answer brings
 * the schedule's late changes, handed to the timetable and now/next (app/late-changes.ts). Loaded
 * only within the programme's hours (announcement-banner.tsx).
 */
export function LiveAnnouncement({ load = fetchAnnouncement }: LiveAnnouncementProps) {
  const [reading, setReading] = useState<Reading>({ announcement: null, at: 0 });
  const [closedId, setClosedId] = useState(closedAnnouncementId);

  useVisiblePolling(
    () => {
      void load().then((answer) => {
        // No answer (offline, a failed request) keeps what the banner and the timetable show.
        if (answer === undefined) return;
        setReading({ announcement: answer.announcement, at: Date.now() });
        // The same answer carries the schedule's late changes
        // (app/features/festival-days/README.md).
        publishLateChanges(answer.lateChanges);
      });
    },
    ANNOUNCEMENT_POLL_MS,
    true,
  );

  // Hides it at its end time, without waiting for the next answer.
  const endsAt = reading.announcement?.endsAt;
  useEffect(() => {
    if (endsAt === undefined || endsAt === null) return;
    const remaining = Date.parse(endsAt) - Date.now();
    if (!(remaining > 0)) return;
    const timer = setTimeout(
      () => setReading((current) => ({ ...current, at: Date.now() })),
      Math.min(remaining + 1, MAX_TIMEOUT_MS),
    );
    return () => clearTimeout(timer);
  }, [endsAt]);

  const { announcement, at } = reading;
  const shown =
    announcement !== null && announcementActive(announcement, at) && announcement.id !== closedId
      ? announcement
      : null;

  const close = (id: number) => {
    rememberClosed(id);
    setClosedId(id);
    // The button goes away with the banner; the content it stood above takes the focus.
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  // The live region stays mounted, so a banner that appears in it is announced (politely).
  return (
    <div className="announcement-live" aria-live="polite">
      {shown && (
        <section className="announcement-banner" aria-label={BANNER_LABEL}>
          <div className="announcement-banner__inner">
            <MegaphoneIcon className="announcement-banner__icon" />
            <p className="announcement-banner__text">{shown.text}</p>
            <button
              type="button"
              className="announcement-banner__close"
              aria-label={CLOSE_LABEL}
              onClick={() => close(shown.id)}
            >
              <CloseIcon />
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
