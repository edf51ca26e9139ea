import { ICON } from "../../components/icon";
import { ROUND_LINE } from "../../components/icon-line";

/** The zoom-out and whole-plan buttons' symbols (zoom in is app/components/plus-icon.tsx), drawn as lines. */
export function MinusIcon() {
  return (
    <svg {...ICON} width={20} height={20}>
      <path {...ROUND_LINE} strokeWidth={2.5} d="M5 12h14" />
    </svg>
  );
}

/** Four corners: the whole plan. */
export function WholePlanIcon() {
  return (
    <svg {...ICON} width={20} height={20}>
      <path {...ROUND_LINE} strokeWidth={2.25} d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
    </svg>
  );
}
