import type { About, Artist, Edition, Lineup } from "../../../content";
import { Picture } from "../../components/picture";

const DAYS = [
  { key: "friday", label: "Piątek, 16 maja" },
  { key: "saturday", label: "Sobota, 17 maja" },
] as const;

const names = (artists: readonly Artist[]) => artists.map((artist) => artist.name).join(", ");

/** The poster shows the line-up, so its text alternative names the same artists. */
export function lineupPosterAlt(prefix: string, lineup: Lineup): string {
  const extras = lineup.day_2_2
    .map((artist) =>
      artist.header ? `${artist.header.toLowerCase()}: ${artist.name}` : artist.name,
    )
    .join("; ");
  return `${prefix}. Piątek 16.05: ${names(lineup.day_1)}. Sobota 17.05: ${names(lineup.day_2_1)}; ${extras}.`;
}

/**
 * Spec §2 About: two stages, the student stage's Friday and Saturday schedule (spec §9; the
 * spec names no student artists, so none are named here) and the main-stage line-up image.
 */
export function Stages({
  stages,
  schedule,
  lineupImage,
  lineup,
}: {
  stages: About["stages"];
  schedule: Edition["studentStageSchedule"];
  lineupImage: About["mainStageLineup"];
  lineup: Lineup;
}) {
  return (
    <section className="about-section render-when-near" aria-labelledby="stages-title">
      <h2 id="stages-title" className="section-title">
        Dwie sceny
      </h2>
      <div className="stages">
        <article className="stage stage--main" aria-labelledby="stage-main-title">
          <h3 id="stage-main-title" className="stage__title">
            {stages.main.name}
          </h3>
          <p>{stages.main.description}</p>
          <figure className="stage__lineup">
            <Picture
              src={lineupImage.image}
              alt={lineupPosterAlt(lineupImage.alt, lineup)}
              sizes="(min-width: 961px) 36rem, 100vw"
              className="stage__lineup-image"
            />
          </figure>
        </article>
        <article className="stage stage--student" aria-labelledby="stage-student-title">
          <h3 id="stage-student-title" className="stage__title">
            {stages.student.name}
          </h3>
          <p>{stages.student.description}</p>
          <div className="schedule">
            {DAYS.map((day) => (
              <div key={day.key} className="schedule__day">
                <h4 className="schedule__day-title">{day.label}</h4>
                <ol className="schedule__slots">
                  {schedule[day.key].map((time) => (
                    <li key={time} className="schedule__slot">
                      <time className="schedule__time">{time}</time>
                      <span>koncert zespołu studenckiego</span>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </article>
      </div>
    </section>
  );
}
