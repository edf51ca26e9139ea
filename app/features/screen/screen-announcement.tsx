import { useEffect, useId, useRef, useState } from "react";
import { fitText, useFit, type FontRange } from "./fit-text";
import { type Announcement } from "#core/contract";
import { announcementActive } from "#core/announcement-timing";

/** The announcement's letters: at least 7 vmin (76 px at 1080 px), 160 characters included. */
export const ANNOUNCEMENT_FONT: FontRange = { minVmin: 7, maxVmin: 16 };

/** setTimeout's longest delay; a later end is checked again when the timer fires. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The board's announcement while it is active: it ends when a lead clears it or at its
 * `endsAt`, which a timer here enforces even when no new board arrives. An announcement whose
 * end has already passed never shows, not even for a frame.
 */
export function useActiveAnnouncement(announcement: Announcement | null): Announcement | null {
  const [activeId, setActiveId] = useState<number | null>(null);
  useEffect(() => {
    const update = () =>
      setActiveId(
        announcement && announcementActive(announcement, Date.now()) ? announcement.id : null,
      );
    const check = setTimeout(update, 0);
    const end = announcement?.endsAt
      ? setTimeout(
          update,
          Math.min(LONGEST_TIMEOUT_MS, Math.max(0, Date.parse(announcement.endsAt) - Date.now())),
        )
      : undefined;
    return () => {
      clearTimeout(check);
      clearTimeout(end);
    };
  }, [announcement]);
  return announcement !== null && announcement.id === activeId ? announcement : null;
}

/**
 * The organisers' announcement over the whole screen, in black on amber, clearly not a
 * visitor's message, its text as large as fits (server/screens/README.md#screens-on-the-night).
 */
export function ScreenAnnouncement({ announcement }: { announcement: Announcement }) {
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLParagraphElement>(null);

  useFit(box, text, `${announcement.id}\n${announcement.text}`, () => {
    if (box.current && text.current)
      fitText(text.current, text.current, box.current, ANNOUNCEMENT_FONT);
  });

  return (
    <section className="screen-announcement" aria-labelledby={headingId}>
      <h2 id={headingId} className="screen-announcement__heading">
        Komunikat organizatorów
      </h2>
      <div ref={box} className="screen-announcement__box">
        <p ref={text} className="screen-announcement__text">
          {announcement.text}
        </p>
      </div>
    </section>
  );
}
