import texts from "virtual:texts/lineup";
import { edition } from "#content-layer";
import { calendarDate, weekdayName, dateWords } from "virtual:texts/dates";
import type { LiveArtistSet } from "./artist-set";
import { LineupDay } from "./lineup-day";
import "./lineup.css";

/**
 * The line-up (anchor #lineup): one "LINEUP <WEEKDAY>" strip per festival day, in order. Each
 * strip shows the day's groups one after another: the main acts, then acts under a header
 * (AFTERPARTY, ZESPÓŁ STUDENCKI…). While the festival is on the home route hands it `liveSet`,
 * the set line that follows the late changes.
 */
export function LineupSection({ liveSet }: { liveSet?: LiveArtistSet | undefined }) {
  return (
    <section id="lineup" className="lineup" aria-label={texts.label}>
      {edition.days.map((day) => {
        const weekday = weekdayName(dateWords, calendarDate(day.date));
        return (
          <LineupDay
            key={day.date}
            title={texts.dayTitle(weekday.toUpperCase())}
            day={weekday}
            isoDate={day.date}
            groups={day.lineup}
            liveSet={liveSet}
          />
        );
      })}
    </section>
  );
}
