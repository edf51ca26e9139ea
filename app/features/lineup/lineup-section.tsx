import { edition, lineup } from "../../../content";
import { LineupDay } from "./lineup-day";
import "./lineup.css";

/**
 * Spec §2 home, item 3: the line-up (anchor #lineup). Friday: 4 artists; Saturday: the 4 main
 * artists, then the 2 afterparty acts with their headers (AFTERPARTY, ZESPÓŁ STUDENCKI).
 */
export function LineupSection() {
  // Spec §9: Friday 16 May and Saturday 17 May, the edition's two days in order.
  const [friday, saturday] = edition.days;
  return (
    <section id="lineup" className="lineup" aria-label="Lineup">
      <LineupDay title="LINEUP PIĄTEK" day="piątek" isoDate={friday?.date} artists={lineup.day_1} />
      <LineupDay
        title="LINEUP SOBOTA"
        day="sobota"
        isoDate={saturday?.date}
        artists={[...lineup.day_2_1, ...lineup.day_2_2]}
      />
    </section>
  );
}
