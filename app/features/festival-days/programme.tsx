import texts from "virtual:texts/festival-days";
import type { FestivalDay } from "../../../content";
import { LiveTimetable } from "./live-timetable";
import { MyPlan } from "./my-plan";
import { useLiveSchedule } from "./use-live-schedule";
import "./festival-days.css";

/**
 * /about's "Program" (every day and stage, with the stars) and "Mój plan" after it. One live
 * schedule feeds both, so they share one clock and apply the late changes once.
 */
export function Programme({ days }: { days: readonly FestivalDay[] }) {
  const schedule = useLiveSchedule();
  return (
    <>
      <section id="program" className="about-section" aria-labelledby="program-title">
        <h2 id="program-title" className="section-title">
          {texts.programme.title}
        </h2>
        <p className="program__intro">{texts.programme.intro}</p>
        <LiveTimetable days={days} schedule={schedule} />
      </section>
      <MyPlan schedule={schedule} />
    </>
  );
}
