import { useId } from "react";
import type { Artist } from "../../../content";
import { DragStrip } from "../../components/drag-strip";
import { ArtistCard } from "./artist-card";

interface LineupDayProps {
  /** Visible title, e.g. "LINEUP PIĄTEK" (spec §2). */
  title: string;
  /** The day word for the strip's accessible name, e.g. "piątek". */
  day: string;
  /** The day's date, "2025-05-16". */
  isoDate?: string;
  artists: readonly Artist[];
}

/**
 * A day's title and its horizontally draggable strip (spec §4): the mouse drags with inertia,
 * touch scrolls natively, and the strip is a focusable, named region so the arrow keys scroll it.
 */
/** "2025-05-16" → "16.05" */
const dayMonth = (isoDate: string) => `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}`;

export function LineupDay({ title, day, isoDate, artists }: LineupDayProps) {
  const titleId = useId();
  return (
    <section className="lineup-day" aria-labelledby={titleId}>
      <div className="lineup-day__head">
        <h2 id={titleId} className="lineup-day__title">
          {title}
        </h2>
        {isoDate ? (
          <p className="lineup-day__date">
            <time dateTime={isoDate}>{dayMonth(isoDate)}</time>
          </p>
        ) : null}
      </div>
      <DragStrip label={`Artyści – ${day}`} className="lineup-strip">
        {artists.map((artist) => (
          <ArtistCard key={artist.name} artist={artist} />
        ))}
      </DragStrip>
    </section>
  );
}
