import shell from "virtual:texts/shell";
import type { SideEvent } from "#content-layer";
import { ExternalLink } from "../../components/external-link";
import { Picture } from "../../components/picture";

/** "12.05" of the edition's year → "2025-05-12" for the machine-readable <time>. */
const isoDate = (dayMonth: string, year: number) =>
  `${year}-${dayMonth.slice(3, 5)}-${dayMonth.slice(0, 2)}`;

/**
 * One side event: image, dd.mm date and name, linking to its social page in a new tab
 * (README.md#what-the-visitor-sees).
 */
export function EventCard({ event, year }: { event: SideEvent; year: number }) {
  return (
    <li className="event-card">
      <ExternalLink href={event.link} className="event-card__link">
        <span className="event-card__media">
          <Picture
            src={event.image}
            alt=""
            sizes="(min-width: 768px) 17rem, 66vw"
            className="event-card__image"
          />
        </span>
        {/* Name first, so it leads the link's accessible name; the date sits on the image. */}
        <span className="event-card__name">{event.name}</span>
        <span className="event-card__date">
          <time dateTime={isoDate(event.date, year)}>{event.date}</time>
        </span>
        <span className="visually-hidden">{` (${shell.opensInNewTab})`}</span>
      </ExternalLink>
    </li>
  );
}
