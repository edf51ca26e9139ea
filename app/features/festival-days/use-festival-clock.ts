import { useEffect, useState } from "react";
import { FESTIVAL_CLOCK_MS } from "#core/festival-moment";
import { duringFestivalDays } from "../../festival-sets";

/**
 * The time to show now/next for, in ms since the epoch; undefined while prerendering and
 * hydrating, so the page's HTML never depends on when it was built (README.md).
 * It moves every 30 s while the page is visible and at once when it becomes visible again: a
 * phone unlocked at the stage sees the set that is on, not the one from before it was pocketed.
 * Outside the festival's days (app/festival-sets.ts) it stays undefined.
 */
export function useFestivalClock(): number | undefined {
  const [now, setNow] = useState<number | undefined>(undefined);
  useEffect(() => {
    // Outside the festival's days the time stays unknown: nothing is on, and the timetable
    // hydrated from the prerendered HTML is not rendered a second time for nothing.
    const tick = () => {
      const time = Date.now();
      setNow(duringFestivalDays(time) ? time : undefined);
    };
    tick();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") tick();
    }, FESTIVAL_CLOCK_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") tick();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("pageshow", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("pageshow", onVisible);
    };
  }, []);
  return now;
}
