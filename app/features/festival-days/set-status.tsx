import texts from "virtual:texts/festival-days";
import type { LiveSet } from "#core/festival-moment";

/**
 * A set's state in words, when it has one: "TERAZ", a delay with the planned start,
 * "ODWOŁANY", or in the timetable during the festival "ZAKOŃCZONY". Never colour alone: the words are what a screen reader and a sunlit phone show.
 */
export function SetStatus({
  set,
  playing,
  ended = false,
}: {
  set: LiveSet;
  playing: boolean;
  /** Over by now, during the festival: the timetable mutes it and says so. */
  ended?: boolean;
}) {
  if (set.cancelled) {
    return <p className="set-status set-status--cancelled">{texts.setStatus.cancelled}</p>;
  }
  if (playing) return <p className="set-status set-status--playing">{texts.setStatus.playing}</p>;
  if (ended) return <p className="set-status set-status--ended">{texts.setStatus.ended}</p>;
  if (set.delayMinutes > 0) {
    return (
      <p className="set-status set-status--delayed">
        {texts.setStatus.delayed(set.delayMinutes, set.plannedStartTime)}
      </p>
    );
  }
  return null;
}
