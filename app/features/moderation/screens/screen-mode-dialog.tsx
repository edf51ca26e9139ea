import type { ScreenMode } from "#core/contract";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { MODE_ACTION } from "./screen-wording";

const QUESTION: Record<ScreenMode, string> = {
  paused: "Wstrzymać wszystkie telebimy?",
  blackout: "Wygasić wszystkie telebimy?",
  live: "Wznowić wszystkie telebimy?",
};

const EFFECT: Record<ScreenMode, string> = {
  paused: "Każdy telebim zatrzyma się na tym, co pokazuje teraz, aż ktoś go wznowi.",
  blackout: "Na każdym telebimie zostanie tylko logo i kod QR, aż ktoś go wznowi.",
  live: "Każdy telebim wróci do wiadomości od miejsca, w którym stanął.",
};

/**
 * Asks before a lead changes every screen at once: the whole stadium sees it, so it is never one
 * stray tap. On closing, focus goes back to `returnFocus` (the button that opened it).
 */
export function ScreenModeDialog({
  mode,
  returnFocus,
  onConfirm,
  onClosed,
}: {
  mode: ScreenMode | null;
  returnFocus: HTMLElement | null;
  onConfirm: (mode: ScreenMode) => void;
  onClosed: () => void;
}) {
  return (
    <ConfirmDialog
      open={mode !== null}
      title={mode ? QUESTION[mode] : null}
      description={
        <>
          {mode ? EFFECT[mode] : null} Dotyczy to wszystkich telebimów, także tych ustawionych
          osobno.
        </>
      }
      confirmLabel={mode ? `${MODE_ACTION[mode]} wszystkie` : null}
      destructive={mode !== "live"}
      returnFocus={returnFocus}
      onConfirm={() => {
        if (mode) onConfirm(mode);
      }}
      onClosed={onClosed}
    />
  );
}
