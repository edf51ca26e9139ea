import { Icon } from "./icon";

/** A plus: add to the plan. */
export function PlusIcon() {
  return (
    <Icon size={20}>
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </Icon>
  );
}
