import type { LiveSet } from "#core/festival-moment";
import { calendarDate, dayHeading, dateWords } from "virtual:texts/dates";
import { setHours, setTitle, stageName } from "../../festival-sets";
import { nightNote } from "./night-note";
import { StageLink } from "../../components/stage-link";
import { SetStatus } from "./set-status";

/** "Mira Wolna, Scena główna, 22:15–23:30": a set in a control's accessible name. */
export function setLabel(set: LiveSet): string {
  return `${setTitle(set)}, ${stageName(set.stage)}, ${setHours(set)}`;
}

/** The state a plan's row is drawn with; the words come from SetStatus. */
export function planSetState(set: LiveSet, playing: boolean, ended = false): string | undefined {
  if (set.cancelled) return "cancelled";
  if (playing) return "playing";
  if (ended) return "ended";
  return set.delayMinutes > 0 ? "delayed" : undefined;
}

/**
 * A set as a plan lists it ("Mój plan", a friend's plan): its act first, then its day (unless a
 * heading above says it), live hours and stage, and its state in words. The hours are one unbreakable piece, so a phone never wraps
 * "17:30–" away from "18:15" (README.md); a set after midnight says the night
 * it falls in, since "Sobota, 17 maja, 00:45" alone reads as Saturday's first hour.
 */
export function PlanSetDetails({
  set,
  playing,
  ended = false,
  showDay = true,
}: {
  set: LiveSet;
  playing: boolean;
  /** Over by now, during the festival ("Mój plan" mutes it and says so). */
  ended?: boolean;
  /** False under a day's heading ("Mój plan" groups its sets by day). */
  showDay?: boolean;
}) {
  const night = nightNote(set);
  return (
    <>
      <p className="my-plan__act">{setTitle(set)}</p>
      <p className="my-plan__when">
        {showDay ? `${dayHeading(dateWords, calendarDate(set.day))}, ` : null}
        <span className="my-plan__hours">
          <time dateTime={set.startsAt}>{set.startTime}</time>–
          <time dateTime={set.endsAt}>{set.endTime}</time>
        </span>{" "}
        <span className="my-plan__stage">
          · <StageLink stageId={set.stage} />
        </span>
        {night ? <span className="my-plan__night">{night}</span> : null}
      </p>
      <SetStatus set={set} playing={playing} ended={ended} />
    </>
  );
}
