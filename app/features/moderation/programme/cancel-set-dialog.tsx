import type { LiveSet } from "#core/festival-moment";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { setLabel } from "./programme-wording";

/**
 * "Odwołać występ?": a cancellation is asked first, since the whole festival sees it; focus
 * returns to the button that asked (`returnFocus`) whichever way the dialog closes.
 */
export function CancelSetDialog({
  set,
  returnFocus,
  onConfirm,
  onClosed,
}: {
  /** The set to cancel; null while the dialog is closed. */
  set: LiveSet | null;
  returnFocus: HTMLElement | null;
  onConfirm: (set: LiveSet) => void;
  onClosed: () => void;
}) {
  return (
    <ConfirmDialog
      open={set !== null}
      title="Odwołać występ?"
      description={
        set
          ? `${setLabel(set)}: strona festiwalu pokaże go jako odwołany, a „Na scenach” ` +
            "go pominie. Zmianę cofa „Przywróć”."
          : null
      }
      confirmLabel="Odwołaj występ"
      returnFocus={returnFocus}
      onConfirm={() => {
        onClosed();
        if (set) onConfirm(set);
      }}
      onClosed={onClosed}
    />
  );
}
