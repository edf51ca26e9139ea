import texts from "virtual:texts/calendar";
import { CalendarIcon } from "../../components/calendar-icon";
import { CALENDAR_FILE_NAME, festivalCalendarHref } from "./festival-calendar";

/**
 * Downloads the .ics of both festival days. A data: URL with `download` needs no JavaScript and
 * no request: it works in the prerendered HTML before hydration.
 */
export function AddToCalendarLink({ className }: { className?: string }) {
  return (
    <a
      className={className}
      href={festivalCalendarHref}
      download={CALENDAR_FILE_NAME}
      type="text/calendar"
    >
      <CalendarIcon />
      {texts.addToCalendar}
    </a>
  );
}
