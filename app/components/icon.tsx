import type { ReactNode } from "react";

/**
 * The frame every icon is drawn in: a 24-unit square in the text's colour, hidden from assistive
 * technology because the control or text beside it carries the name. Without a size, the CSS of
 * its class sizes it.
 */
export function Icon({
  size,
  className,
  children,
}: {
  size?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A line with rounded ends and corners, drawn in the text's colour, for the line icons. */
export const ROUND_LINE = {
  fill: "none",
  stroke: "currentColor",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
