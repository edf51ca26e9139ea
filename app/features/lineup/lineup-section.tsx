import texts from "virtual:texts/lineup";
import { edition } from "../../../content";
import { calendarDate, weekdayName } from "virtual:texts/dates";
import { useEffect, useState } from "react";
import { useProgrammeHours } from "../../festival-sets";
import type { LiveArtistSet } from "./artist-set";
import { LineupDay } from "./lineup-day";
import "./lineup.css";

/**
 * The set line that follows late changes, loaded once the programme's hours begin and kept. A
 * failed load (no signal) leaves the planned times and is tried again at the next change of
 * hours. Not app/hooks/use-lazy-module.ts: the root imports that too, and a module both import
 * would be a chunk of its own on /homepage's first load.
 */
function useLiveArtistSet(asking: boolean): LiveArtistSet | undefined {
  const [live, setLive] = useState<LiveArtistSet>();
  useEffect(() => {
    if (!asking || live) return;
    import("./live-artist-set").then(
      (module) => setLive(() => module.LiveArtistSet),
      () => undefined,
    );
  }, [asking, live]);
  return live;
}

/**
 * The line-up (anchor #lineup): one "LINEUP <WEEKDAY>" strip per festival day, in order. Each
 * strip shows the day's groups one after another: the main acts, then acts under a header
 * (AFTERPARTY, ZESPÓŁ STUDENCKI…). Within the programme's hours each card's set line follows the
 * late changes (live-artist-set.tsx, loaded then).
 */
export function LineupSection() {
  const live = useLiveArtistSet(useProgrammeHours());
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
            liveSet={live}
          />
        );
      })}
    </section>
  );
}
