import { ICON } from "./icon";

/** The × of every dialog's close button. */
export function CloseIcon() {
  return (
    <svg {...ICON} width={24} height={24}>
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
