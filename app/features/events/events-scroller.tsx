import texts from "virtual:texts/lineup";
import { edition, sideEvents } from "#content-layer";
import { DragStrip } from "../../components/drag-strip";
import { EventCard } from "./event-card";
import "./events.css";

/** The events scroller starts a drag only after 5 px of travel (app/README.md#drag-scrolling). */
export const EVENTS_DRAG_THRESHOLD_PX = 5;

/**
 * NASZE WYDARZENIA (README.md#what-the-visitor-sees): the side events in a draggable strip. Each
 * card is a link, so a drag of more than 10 px must not follow it (handled by useDragScroll).
 * Rendered only as it nears the viewport (.render-when-near): its pictures wait until the visitor
 * gets close.
 */
export function EventsScroller() {
  const firstDate = sideEvents[0]?.date ?? "";
  const lastDate = sideEvents[sideEvents.length - 1]?.date ?? "";
  return (
    <section className="events render-when-near" aria-labelledby="events-title">
      <div className="events__head">
        <h2 id="events-title" className="events__title">
          {texts.events.title}
        </h2>
        <p className="events__lead">{texts.events.lead(firstDate, lastDate)}</p>
      </div>
      <DragStrip
        label={texts.events.stripLabel}
        className="events-strip"
        startThresholdPx={EVENTS_DRAG_THRESHOLD_PX}
      >
        {sideEvents.map((event) => (
          <EventCard key={event.name} event={event} year={edition.year} />
        ))}
      </DragStrip>
    </section>
  );
}
