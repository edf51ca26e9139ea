import { useId } from "react";
import type { FestivalDay } from "../../../content";
import type { LiveSet } from "../../../core/festival-moment";
import { calendarDate, dayHeading } from "virtual:texts/dates";
import texts from "virtual:texts/festival-days";
import { setHours, setTitle, stageName, STAGES } from "../../festival-sets";
import { StarToggle } from "./star-toggle";
import { SetStatus } from "./set-status";

interface TimetableProps {
  readonly days: readonly FestivalDay[];
  /** The sets as they will happen (late changes applied). */
  readonly sets: readonly LiveSet[];
  /** The id of each set playing now; empty outside the festival and while prerendering. */
  readonly playing: ReadonlySet<string>;
}

/**
 * Every day and stage of the festival (docs/product.md#festival-days): a column per stage on wide
 * screens, one list after another on a phone. Each set has its times, its act, a star for the
 * visitor's plan, and its state once known: playing now, delayed, cancelled.
 */
export function Timetable({ days, sets, playing }: TimetableProps) {
  return (
    <div className="timetable">
      {days.map((day) => (
        <TimetableDay
          key={day.date}
          day={day}
          sets={sets.filter((set) => set.day === day.date)}
          playing={playing}
        />
      ))}
    </div>
  );
}

function TimetableDay({
  day,
  sets,
  playing,
}: {
  day: FestivalDay;
  sets: readonly LiveSet[];
  playing: ReadonlySet<string>;
}) {
  const titleId = useId();
  const stages = STAGES.filter((stage) => sets.some((set) => set.stage === stage.id));
  const heading = dayHeading(calendarDate(day.date));
  return (
    <section className="timetable__day" aria-labelledby={titleId}>
      <h3 id={titleId} className="timetable__day-title">
        {heading}
        <span className="timetable__gates">
          {texts.timetable.gatesFrom}
          {day.opensAt}
        </span>
      </h3>
      <div className="timetable__stages" style={{ "--stage-count": stages.length } as object}>
        {stages.map((stage) => (
          // A column, not a landmark: each day repeats the stages' names.
          <div key={stage.id} className="timetable__stage">
            <h4 className="timetable__stage-name">{stage.name}</h4>
            <ol className="timetable__sets">
              {sets
                .filter((set) => set.stage === stage.id)
                .map((set) => (
                  <TimetableSet key={set.id} set={set} playing={playing.has(set.id)} />
                ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}

function TimetableSet({ set, playing }: { set: LiveSet; playing: boolean }) {
  const state = set.cancelled ? "cancelled" : playing ? "playing" : undefined;
  return (
    <li className="timetable__set" data-set-id={set.id} data-state={state}>
      <p className="timetable__time">
        <time dateTime={set.startsAt}>{set.startTime}</time>–
        <time dateTime={set.endsAt}>{set.endTime}</time>
      </p>
      <p className="timetable__act">{setTitle(set)}</p>
      <SetStatus set={set} playing={playing} />
      <StarToggle
        setId={set.id}
        label={`${setTitle(set)}, ${stageName(set.stage)}, ${setHours(set)}`}
      />
    </li>
  );
}
