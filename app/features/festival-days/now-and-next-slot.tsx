import { useEffect, useState } from "react";
import { duringFestivalDays } from "../../festival-sets";

type NowAndNextModule = typeof import("./now-and-next");

/**
 * Where now/next goes on /homepage: nothing is prerendered, and outside the festival's days
 * nothing is loaded either. During them its small chunk comes after hydration; a page opened
 * before the days looks again each time it comes back to the foreground (a failed load too).
 */
export function NowAndNextSlot() {
  const [module, setModule] = useState<NowAndNextModule | null>(null);
  useEffect(() => {
    if (module) return;
    const load = () => {
      if (document.visibilityState !== "visible" || !duringFestivalDays(Date.now())) return;
      import("./now-and-next").then(setModule, () => undefined);
    };
    load();
    document.addEventListener("visibilitychange", load);
    return () => document.removeEventListener("visibilitychange", load);
  }, [module]);
  return module ? <module.NowAndNext /> : null;
}
