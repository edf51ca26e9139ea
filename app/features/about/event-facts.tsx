import type { ReactNode } from "react";
import texts from "virtual:texts/about";
import type { Edition } from "#content-layer";
import { dateRangeLabel, festivalDayHours } from "./festival-times";

/**
 * "Kiedy i gdzie": dates, daily hours (README.md#what-the-visitor-sees), the venue and the age
 * limit. `action` is where the page puts its "Dodaj do kalendarza" link (features do not import
 * each other).
 */
export function EventFacts({ edition, action }: { edition: Edition; action?: ReactNode }) {
  const { venue } = edition;
  return (
    <section className="event-facts" aria-labelledby="event-facts-title">
      <h2 id="event-facts-title" className="event-facts__title">
        {texts.facts.title}
      </h2>
      <p className="event-facts__dates">{dateRangeLabel(edition)}</p>
      <ul className="event-facts__days">
        {festivalDayHours(edition).map((day) => (
          <li key={day.date}>
            <span className="event-facts__day">{day.label}</span>{" "}
            <span>
              {`${texts.facts.opensAt} `}
              <time dateTime={`${day.date}T${day.opensAt}`}>{day.opensAt}</time>
              {`, ${texts.facts.lastConcertUntil}`}{" "}
              <time dateTime={`${day.endsOn}T${day.lastConcertEndsAt}`}>
                {day.lastConcertEndsAt}
              </time>
            </span>
          </li>
        ))}
      </ul>
      <p className="event-facts__place">
        {venue.name}, {venue.streetAddress}, {venue.city}
      </p>
      <p className="event-facts__age">
        <strong>{edition.minimumAge}+</strong>
        {` ${texts.facts.ageRule}`}
      </p>
      {action && <div className="event-facts__action">{action}</div>}
    </section>
  );
}
