import texts from "virtual:texts/about";
import type { About, FestivalDay, LineupGroup, Stage } from "#content-layer";
import { calendarDate, weekdayAndDayDotMonth, dateWords } from "virtual:texts/dates";
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
    return `${weekdayAndDayDotMonth(dateWords, calendarDate(day.date))}: ${main ?? ""}${rest}.`;
  });
  return `${prefix}. ${dayTexts.join(" ")}`;
}

/**
 * The stages, each with its description (the first one with the line-up poster); the timetable
 * follows them on /about (app/features/festival-days/README.md).
 */
export function Stages({
  stages,
  descriptions,
  days,
  lineupImage,
}: {
  stages: readonly Stage[];
  descriptions: About["stages"];
  days: readonly FestivalDay[];
  lineupImage: About["mainStageLineup"];
}) {
  const descriptionOf = new Map(descriptions.map((entry) => [entry.stage, entry.description]));
  return (
    <section className="about-section render-when-near" aria-labelledby="stages-title">
      <h2 id="stages-title" className="section-title">
        {texts.stagesTitle(stages.length)}
      </h2>
      <div className="stages">
        {stages.map((stage, index) => (
          <article
            key={stage.id}
            className={`stage stage--${index === 0 ? "main" : "other"}`}
            aria-labelledby={`stage-${stage.id}-title`}
          >
            <h3 id={`stage-${stage.id}-title`} className="stage__title">
              {stage.name}
            </h3>
            {descriptionOf.has(stage.id) ? <p>{descriptionOf.get(stage.id)}</p> : null}
            {index === 0 ? (
              <figure className="stage__lineup">
                <Picture
                  src={lineupImage.image}
                  alt={lineupPosterAlt(lineupImage.alt, days)}
                  sizes="(min-width: 961px) 36rem, 100vw"
                  className="stage__lineup-image"
                />
              </figure>
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}
