import { ICON } from "./icon";

/** A calendar sheet with a plus, beside an "add to calendar" link. */
export function CalendarIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...ICON} width={size} height={size}>
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm6 3h2v2h2v2h-2v2h-2v-2H9v-2h2v-2Z"
      />
    </svg>
  );
}
