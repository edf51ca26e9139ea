import texts from "virtual:texts/lineup";
import { edition } from "../../../content";
import { calendarDate, weekdayName } from "virtual:texts/dates";
import { LineupDay } from "./lineup-day";
import "./lineup.css";

/**
 * The line-up (anchor #lineup): one "LINEUP <WEEKDAY>" strip per festival day, in order. Each
 * strip shows the day's groups one after another: the main acts, then acts under a header
 * (AFTERPARTY, ZESPÓŁ STUDENCKI…).
 */
export function LineupSection() {
  return (
    <section id="lineup" className="lineup" aria-label={texts.label}>
      {edition.days.map((day) => {
        const weekday = weekdayName(calendarDate(day.date));
        return (
          <LineupDay
            key={day.date}
            title={texts.dayTitle(weekday.toUpperCase())}
            day={weekday}
            isoDate={day.date}
            groups={day.lineup}
          />
        );
      })}
    </section>
  );
}
