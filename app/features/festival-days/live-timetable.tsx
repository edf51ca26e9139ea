import { useRef } from "react";
import type { FestivalDay } from "#content-layer";
import { useStarInputs } from "./star-toggle";
import { Timetable } from "./timetable";
import type { LiveSchedule } from "./use-live-schedule";

/**
 * The timetable with what is known at this moment: late changes, the sets playing now, those
 * already over, and the visitor's stars.
 */
export function LiveTimetable({
  days,
  schedule: { sets, playing, ended },
}: {
  days: readonly FestivalDay[];
  schedule: LiveSchedule;
}) {
  const container = useRef<HTMLDivElement>(null);
  const onChange = useStarInputs(container);
  return (
    <div ref={container} onChange={onChange}>
      <Timetable days={days} sets={sets} playing={playing} ended={ended} />
    </div>
  );
}
