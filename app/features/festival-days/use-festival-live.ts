import { useEffect, useState } from "react";
import { duringFestivalDays } from "../../festival-sets";

/** Now/next and the line-up's live set line: /homepage's parts that follow the festival. */
export type FestivalLive = typeof import("./now-and-next");

/**
 * /homepage's live parts (now/next, the line-up's late changes): nothing is prerendered, and
 * while the festival is not on nothing is loaded either. While it is, their small chunk comes
 * after hydration; a page opened before looks again each time it comes back to the foreground
 * (a failed load too). The home route hands the module to both places.
 */
export function useFestivalLive(): FestivalLive | null {
  const [module, setModule] = useState<FestivalLive | null>(null);
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
  return module;
}
