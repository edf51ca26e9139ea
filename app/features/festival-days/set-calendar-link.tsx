import { useCallback } from "react";
import { edition } from "#content-layer";
import type { LiveSet } from "#core/festival-moment";
import texts from "virtual:texts/festival-days";
import { CalendarFileLink } from "../../components/calendar-file-link";
import { CalendarIcon } from "../../components/calendar-icon";
import { LANGUAGE_SITE_URL } from "../../language-site-url";
import { setHours, setTitle, stageName } from "../../festival-sets";
import { setCalendar, setCalendarFileName } from "./plan-calendar";
import "./set-calendar-link.css";

/**
 * "Do kalendarza" on one set (README.md): that set alone as a calendar file,
 * as it stands (moved by a delay, cancelled), the same event as in the plan's file. Its name
 * says which set, with its current hours: a timetable has dozens of these links.
 */
export function SetCalendarLink({
  set,
  className,
  iconOnly = false,
}: {
  set: LiveSet;
  className?: string;
  /** Just the icon (its name still says it all): for the timetable's rows. */
  iconOnly?: boolean;
}) {
  const file = useCallback(
    (madeAt: Date) => setCalendar(edition, set, LANGUAGE_SITE_URL, madeAt),
    [set],
  );
  return (
    <CalendarFileLink
      file={file}
      fileName={setCalendarFileName(edition, set)}
      className={className ? `set-calendar-link ${className}` : "set-calendar-link"}
      label={texts.setCalendarLink.label(
        `${setTitle(set)}, ${stageName(set.stage)}, ${setHours(set)}`,
      )}
    >
      <CalendarIcon size={iconOnly ? 22 : 16} />
      {iconOnly ? null : texts.setCalendarLink.text}
    </CalendarFileLink>
  );
}
