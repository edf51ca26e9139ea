import { ICON } from "./icon";
import { ROUND_LINE } from "./icon-line";

/** A tick: already in the plan. */
export function CheckIcon() {
  return (
    <svg {...ICON} width={20} height={20}>
      <path d="M5 12.5l4.5 4.5L19 7.5" {...ROUND_LINE} strokeWidth="2.5" />
    </svg>
  );
}
