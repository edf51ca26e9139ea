import { useId } from "react";
import texts from "virtual:texts/lineup";
import type { LineupGroup } from "#content-layer";
import { calendarDate, dayDotMonth, dateWords } from "virtual:texts/dates";
import { DragStrip } from "../../components/drag-strip";
import { setOfAct } from "#core/festival-schedule";
import { FESTIVAL_SETS } from "../../festival-sets";
import { ArtistCard } from "./artist-card";
import type { LiveArtistSet } from "./artist-set";

interface LineupDayProps {
  /** Visible title, e.g. "LINEUP PIĄTEK". */
  title: string;
  /** The day word for the strip's accessible name, e.g. "piątek". */
  day: string;
  /** The day's date, "2025-05-16". */
  isoDate: string;
  groups: readonly LineupGroup[];
  /** The set line that follows late changes, within the programme's hours. */
  liveSet?: LiveArtistSet | undefined;
}

/**
 * A day's title and its horizontally draggable strip (app/README.md#drag-scrolling): the mouse
 * drags with inertia, touch scrolls natively, and the strip is a focusable, named region so the
 * arrow keys scroll it. Rendered only as it nears the viewport (.render-when-near), so a phone
 * opening the page fetches the pictures of the days it can reach, not of every day at once.
 */
export function LineupDay({ title, day, isoDate, groups, liveSet }: LineupDayProps) {
  const titleId = useId();
  return (
    <section
      id={`lineup-${isoDate}`}
      className="lineup-day render-when-near"
      aria-labelledby={titleId}
    >
      <div className="lineup-day__head">
        <h2 id={titleId} className="lineup-day__title">
          {title}
        </h2>
        <p className="lineup-day__date">
          <time dateTime={isoDate}>{dayDotMonth(dateWords, calendarDate(isoDate))}</time>
        </p>
      </div>
      <DragStrip label={texts.dayStripLabel(day)} className="lineup-strip">
        {groups.flatMap((group) =>
          group.acts.map((artist) => (
            <ArtistCard
              key={artist.name}
              artist={artist}
              header={group.header}
              set={setOfAct(FESTIVAL_SETS, artist.name)}
              liveSet={liveSet}
            />
          )),
        )}
      </DragStrip>
    </section>
  );
}
