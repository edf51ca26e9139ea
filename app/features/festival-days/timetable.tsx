import { useId } from "react";
import type { FestivalDay } from "#content-layer";
import type { LiveSet } from "#core/festival-moment";
import { calendarDate, dayHeading, dateWords } from "virtual:texts/dates";
import texts from "virtual:texts/festival-days";
import { setHours, setTitle, stageName, STAGES } from "../../festival-sets";
import { nightNote } from "./night-note";
import { StageLink } from "../../components/stage-link";
import { SetCalendarLink } from "./set-calendar-link";
import { useAfterHydration } from "./use-after-hydration";
import { StarToggle } from "./star-toggle";
import { SetStatus } from "./set-status";

interface TimetableProps {
  readonly days: readonly FestivalDay[];
  /** The sets as they will happen (late changes applied). */
  readonly sets: readonly LiveSet[];
  /** The id of each set playing now; empty outside the festival and while prerendering. */
  readonly playing: ReadonlySet<string>;
  /** The id of each set over by now, muted; empty outside the festival and while prerendering. */
  readonly ended?: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Every day and stage of the festival (README.md): a column per stage on wide
 * screens, one list after another on a phone. Each set has its star for the visitor's plan, its
 * hours (and the night they fall in when after midnight), its act, and its state once known:
 * playing now, delayed, cancelled. Each day and stage carries its index, which the programme's
 * day and stage filters (programme-filters.tsx) show or hide by.
 */
export function Timetable({ days, sets, playing, ended = NONE }: TimetableProps) {
  // Each set's own calendar link comes after hydration: prerendered, its data: URLs would add
  // some 34 kB to /about's HTML for a link few visitors use before the page is interactive.
  const withCalendarLinks = useAfterHydration();
  return (
    <div className="timetable">
      {days.map((day, index) => (
        <TimetableDay
          key={day.date}
          day={day}
          index={index}
          sets={sets.filter((set) => set.day === day.date)}
          playing={playing}
          ended={ended}
          withCalendarLinks={withCalendarLinks}
        />
      ))}
    </div>
  );
}

function TimetableDay({
  day,
  index,
  sets,
  playing,
  ended,
  withCalendarLinks,
}: {
  day: FestivalDay;
  index: number;
  sets: readonly LiveSet[];
  playing: ReadonlySet<string>;
  ended: ReadonlySet<string>;
  withCalendarLinks: boolean;
}) {
  const titleId = useId();
  const playingStages = STAGES.filter((stage) => sets.some((set) => set.stage === stage.id));
  const heading = dayHeading(dateWords, calendarDate(day.date));
  return (
    <section className="timetable__day" data-day-index={index} aria-labelledby={titleId}>
      <h3 id={titleId} className="timetable__day-title">
        {heading}
        <span className="timetable__gates">
          {texts.timetable.gatesFrom}
          {day.opensAt}
        </span>
      </h3>
      <div
        className="timetable__stages"
        style={{ "--stage-count": playingStages.length } as object}
      >
        {STAGES.map((stage, stageIndex) => {
          const onStage = sets.filter((set) => set.stage === stage.id);
          return (
            // A column, not a landmark: each day repeats the stages' names. A stage with nothing
            // that day shows only when it is the one chosen.
            <div
              key={stage.id}
              className="timetable__stage"
              data-stage-index={stageIndex}
              data-empty={onStage.length === 0 || undefined}
            >
              <h4 className="timetable__stage-name">
                <StageLink stageId={stage.id} />
              </h4>
              {onStage.length === 0 ? (
                <p className="timetable__none">{texts.timetable.noSets}</p>
              ) : (
                <ol className="timetable__sets">
                  {onStage.map((set) => (
                    <TimetableSet
                      key={set.id}
                      set={set}
                      playing={playing.has(set.id)}
                      ended={ended.has(set.id)}
                      withCalendarLink={withCalendarLinks}
                    />
                  ))}
                </ol>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** A set: its act first, then its hours (README.md, "Set times"). */
function TimetableSet({
  set,
  playing,
  ended,
  withCalendarLink,
}: {
  set: LiveSet;
  playing: boolean;
  ended: boolean;
  withCalendarLink: boolean;
}) {
  const state = set.cancelled ? "cancelled" : playing ? "playing" : ended ? "ended" : undefined;
  const night = nightNote(set);
  return (
    <li className="timetable__set" data-set-id={set.id} data-state={state} tabIndex={-1}>
      <StarToggle
        setId={set.id}
        label={`${setTitle(set)}, ${stageName(set.stage)}, ${setHours(set)}`}
      />
      <p className="timetable__act">{setTitle(set)}</p>
      <p className="timetable__time">
        <span className="nowrap">
          <time dateTime={set.startsAt}>{set.startTime}</time>–
          <time dateTime={set.endsAt}>{set.endTime}</time>
        </span>
        {night ? <span className="timetable__night">{night}</span> : null}
      </p>
      <SetStatus set={set} playing={playing} ended={ended} />
      {withCalendarLink ? (
        <SetCalendarLink set={set} className="timetable__calendar" iconOnly />
      ) : null}
    </li>
  );
}
