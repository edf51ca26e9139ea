import { ICON } from "./icon";
import { ROUND_LINE } from "./icon-line";

/** A megaphone: an announcement. */
export function MegaphoneIcon({ className }: { className?: string }) {
  return (
    <svg {...ICON} width={24} height={24} className={className}>
      <path
        d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zM15 8.5a4.5 4.5 0 0 1 0 7M17.5 5.5a8.5 8.5 0 0 1 0 13"
        {...ROUND_LINE}
        strokeWidth="2"
      />
    </svg>
  );
}
