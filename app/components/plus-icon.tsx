import { ICON } from "./icon";

/** A plus: add to the plan. */
export function PlusIcon() {
  return (
    <svg {...ICON} width={20} height={20}>
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
