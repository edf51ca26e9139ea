import type { FestivalDay } from "../../../content";
import { LiveTimetable } from "./live-timetable";
import "./festival-days.css";

/** /about's "Program": every day and stage, with the stars for the visitor's plan. */
export function Programme({ days }: { days: readonly FestivalDay[] }) {
  return (
    <section id="program" className="about-section" aria-labelledby="program-title">
      <h2 id="program-title" className="section-title">
        Program
      </h2>
      <p className="program__intro">
        Godziny koncertów na wszystkich scenach. Gwiazdką dodasz koncert do swojego planu — plan
        zostaje tylko na tym urządzeniu.
      </p>
      <LiveTimetable days={days} />
    </section>
  );
}
