import { useCallback } from "react";
import { edition } from "#content-layer";
import type { LiveSet } from "#core/festival-moment";
import texts from "virtual:texts/festival-days";
import { CalendarFileLink } from "../../components/calendar-file-link";
import { LANGUAGE_SITE_URL } from "../../language-site-url";
import { planCalendar, planCalendarFileName } from "./plan-calendar";

/**
 * "Pobierz plan do kalendarza" (README.md): the starred sets as one calendar
 * file, stamped with the moment of the click.
 */
export function PlanCalendarLink({
  starred,
  className,
}: {
  starred: readonly LiveSet[];
  className?: string;
}) {
  const file = useCallback(
    (madeAt: Date) => planCalendar(edition, starred, LANGUAGE_SITE_URL, madeAt),
    [starred],
  );
  return (
    <CalendarFileLink file={file} fileName={planCalendarFileName(edition)} className={className}>
      {texts.myPlan.download}
    </CalendarFileLink>
  );
}
