import { ICON } from "./icon";

/** Three joined dots: share. */
export function ShareIcon() {
  return (
    <svg {...ICON} width={20} height={20}>
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
      </g>
    </svg>
  );
}
