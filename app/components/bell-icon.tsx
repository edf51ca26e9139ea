import { ICON } from "./icon";
import { ROUND_LINE } from "./icon-line";

/**
 * A bell: notifications. Outlined while off, filled while on, struck through where they cannot
 * be turned on. Sized by its class; drawn in the text's colour.
 */
export function BellIcon({
  className,
  state,
}: {
  className?: string;
  state: "off" | "on" | "blocked";
}) {
  return (
    <svg {...ICON} className={className}>
      <path
        d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 21.5a2.2 2.2 0 0 0 4 0"
        {...ROUND_LINE}
        fill={state === "on" ? "currentColor" : "none"}
        strokeWidth="2"
      />
      {state === "blocked" ? <path d="M4 4l16 16" {...ROUND_LINE} strokeWidth="2" /> : null}
    </svg>
  );
}
