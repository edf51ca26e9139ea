import { ICON } from "./icon";

/** A screen with lines of text and a speech tail: a message for the big screen. */
export function ScreenIcon({ className }: { className?: string }) {
  return (
    <svg {...ICON} width={24} height={24} className={className}>
      <path
        d="M3 5.5A1.5 1.5 0 0 1 4.5 4h15A1.5 1.5 0 0 1 21 5.5v10a1.5 1.5 0 0 1-1.5 1.5H13l-4 3.5V17H4.5A1.5 1.5 0 0 1 3 15.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M7 9h10M7 12.5h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
