import type { FestivalDay } from "../../../content";
import { Timetable } from "./timetable";
import { useLiveSchedule } from "./use-live-schedule";

/** The timetable with what is known at this moment: late changes and the sets playing now. */
export function LiveTimetable({ days }: { days: readonly FestivalDay[] }) {
  const { sets, playing } = useLiveSchedule();
  return <Timetable days={days} sets={sets} playing={playing} />;
}
