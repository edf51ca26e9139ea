import { ICON } from "./icon";
import { ROUND_LINE } from "./icon-line";

/** An upward chevron: what opens upward (its class turns it for the other way). */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg {...ICON} width={20} height={20} className={className}>
      <path d="M6 15l6-6 6 6" {...ROUND_LINE} strokeWidth="2.5" />
    </svg>
  );
}
