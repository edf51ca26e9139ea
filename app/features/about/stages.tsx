import type { About, FestivalDay, LineupGroup } from "../../../content";
import { calendarDate, dayHeading, weekdayAndDayDotMonth } from "../../../core/polish-dates";
import { Picture } from "../../components/picture";

/** "Latarnia, Ola Zefir" for the main acts; "afterparty: Nocny Tramwaj" for a group with a header. */
function groupText(group: LineupGroup): string {
  const names = group.acts.map((artist) => artist.name).join(", ");
  return group.header ? `${group.header.toLowerCase()}: ${names}` : names;
}

/** The poster shows the line-up, so its text alternative names the same artists, day by day. */
export function lineupPosterAlt(prefix: string, days: readonly FestivalDay[]): string {
  const dayTexts = days.map((day) => {
    const [main, ...extras] = day.lineup.map(groupText);
    const rest = extras.length > 0 ? `; ${extras.join("; ")}` : "";
    return `${weekdayAndDayDotMonth(calendarDate(day.date))}: ${main ?? ""}${rest}.`;
  });
  return `${prefix}. ${dayTexts.join(" ")}`;
}

/**
 * The two stages: the main stage with its line-up poster, and the student stage with each day's
 * concert times (content names no student bands, so none are named here).
 */
export function Stages({
  stages,
  days,
  lineupImage,
}: {
  stages: About["stages"];
  days: readonly FestivalDay[];
  lineupImage: About["mainStageLineup"];
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
              alt={lineupPosterAlt(lineupImage.alt, days)}
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
            {days.map((day) => (
              <div key={day.date} className="schedule__day">
                <h4 className="schedule__day-title">{dayHeading(calendarDate(day.date))}</h4>
                <ol className="schedule__slots">
                  {day.studentStage.map((time) => (
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
