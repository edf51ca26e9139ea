import * as Tabs from "@radix-ui/react-tabs";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";

/** Which ends of the row have tabs scrolled out of sight. */
interface HiddenEnds {
  start: boolean;
  end: boolean;
}

/** Half a pixel of rounding at either end is not a hidden tab. */
const SLACK = 1;
/** Room left beside a tab scrolled into sight, so the fade does not cover it. */
const EDGE = 32;

/**
 * The panel's tabs on one row that scrolls sideways on a phone (README.md#signed-in), never
 * wrapping: a fade at each end that has tabs out of sight says the row goes on, and the open tab
 * is scrolled into sight (an address such as `#konto` opens a tab at the row's far end).
 */
export function TabRow({ active, children }: { active: string; children: ReactNode }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenEnds>({ start: false, end: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const left = Math.abs(list.scrollLeft);
    const start = left > SLACK;
    const end = left + list.clientWidth < list.scrollWidth - SLACK;
    setHidden((before) => (before.start === start && before.end === end ? before : { start, end }));
  }, []);

  useEffect(() => {
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  // The open tab into sight within the row only (the page itself does not move), then the ends
  // measured again.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (list && tab) {
      const room = list.clientWidth;
      if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft - EDGE;
      else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + room) {
        list.scrollLeft = tab.offsetLeft + tab.offsetWidth - room + EDGE;
      }
    }
    measure();
  }, [active, measure]);

  return (
    <div
      className="moderation-tabs__row"
      data-hidden-start={hidden.start || undefined}
      data-hidden-end={hidden.end || undefined}
    >
      <Tabs.List
        ref={listRef}
        className="moderation-tabs__list"
        aria-label="Części panelu"
        onScroll={measure}
      >
        {children}
      </Tabs.List>
    </div>
  );
}
