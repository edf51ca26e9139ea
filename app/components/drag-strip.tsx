import type { ReactNode } from "react";
import { useDragScroll } from "../hooks/use-drag-scroll";
import "./drag-strip.css";

/**
 * Drag scrolling (app/README.md#drag-scrolling): a labelled, keyboard-reachable region holding a
 * horizontal list whose items are the `children` (`<li>`s). `startThresholdPx` delays the drag
 * (events: 5 px).
 */
export function DragStrip({
  label,
  className,
  startThresholdPx = 0,
  children,
}: {
  label: string;
  /** The section's own class (spacing, scrollbar colours). */
  className: string;
  startThresholdPx?: number;
  children: ReactNode;
}) {
  const dragRef = useDragScroll<HTMLDivElement>({ startThresholdPx });
  return (
    <div
      ref={dragRef}
      className={`drag-strip ${className}`}
      role="region"
      aria-label={label}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe
      // scrollable-region-focusable); the arrow keys then scroll it natively.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <ul className="drag-strip__list">{children}</ul>
    </div>
  );
}
