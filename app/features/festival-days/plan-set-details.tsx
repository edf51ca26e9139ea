import type { LiveSet } from "#core/festival-moment";
import { calendarDate, dayHeading, dateWords } from "virtual:texts/dates";
import { setHours, setTitle, stageName } from "../../festival-sets";
import { nightNote } from "./night-note";
import { SetStatus } from "./set-status";

/** "Mira Wolna, Scena główna, 22:15–23:30": a set in a control's accessible name. */
export function setLabel(set: LiveSet): string {
  return `${setTitle(set)}, ${stageName(set.stage)}, ${setHours(set)}`;
}

/** The state a plan's row is drawn with; the words come from SetStatus. */
export function planSetState(set: LiveSet, playing: boolean): string | undefined {
  if (set.cancelled) return "cancelled";
  if (playing) return "playing";
  return set.delayMinutes > 0 ? "delayed" : undefined;
}

/**
 * A set as a plan lists it ("Mój plan", a friend's plan): its day and live hours, its act and
 * stage, and its state in words. The hours are one unbreakable piece, so a phone never wraps
 * "17:30–" away from "18:15" (README.md); a set after midnight says the night
 * it falls in, since "Sobota, 17 maja, 00:45" alone reads as Saturday's first hour.
 */
export function PlanSetDetails({ set, playing }: { set: LiveSet; playing: boolean }) {
  const night = nightNote(set);
  return (
    <>
      <p className="my-plan__when">
        {dayHeading(dateWords, calendarDate(set.day))},{" "}
        <span className="my-plan__hours">
          <time dateTime={set.startsAt}>{set.startTime}</time>–
          <time dateTime={set.endsAt}>{set.endTime}</time>
        </span>
        {night ? <span className="my-plan__night">{night}</span> : null}
      </p>
      <p className="my-plan__act">
        {setTitle(set)} <span className="my-plan__stage">· {stageName(set.stage)}</span>
      </p>
      <SetStatus set={set} playing={playing} />
    </>
  );
}
