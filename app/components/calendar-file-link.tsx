import { useMemo, type MouseEvent, type ReactNode } from "react";
import { edition } from "#content-layer";
import { calendarDataUrl } from "#core/ics";

/**
 * The instant a file carries before anyone clicks: the edition's announcement, as the festival's
 * own calendar file has. Fixed, so the prerendered HTML is the same from build to build and
 * hydration finds the href it rendered; the click stamps the real moment.
 */
const BEFORE_A_CLICK = new Date(edition.announcedAt);

interface CalendarFileLinkProps {
  /** The file's text, made at an instant (its DTSTAMP). Keep it stable (useCallback). */
  readonly file: (madeAt: Date) => string;
  /** The name the browser saves it under ("….ics"). */
  readonly fileName: string;
  readonly className?: string | undefined;
  /** An accessible name when the visible text alone does not say what is downloaded. */
  readonly label?: string | undefined;
  readonly children: ReactNode;
}

/**
 * An `<a download>` of a calendar file as a data: URL (app/features/festival-days/README.md): no
 * request, and it works in the prerendered HTML before the scripts run. On a click the file is made
 * again with the click's time as DTSTAMP before the browser follows the link, so the file says when
 * it was made: a calendar app breaks a tie between two files of the same SEQUENCE by it.
 */
export function CalendarFileLink({
  file,
  fileName,
  className,
  label,
  children,
}: CalendarFileLinkProps) {
  const href = useMemo(() => calendarDataUrl(file(BEFORE_A_CLICK)), [file]);
  const stampOnClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The default action (the download) reads the href after this handler has run.
    event.currentTarget.href = calendarDataUrl(file(new Date()));
  };
  return (
    <a
      className={className}
      href={href}
      download={fileName}
      type="text/calendar"
      aria-label={label}
      onClick={stampOnClick}
    >
      {children}
    </a>
  );
}
