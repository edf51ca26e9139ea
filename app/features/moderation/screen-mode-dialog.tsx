import * as Dialog from "@radix-ui/react-dialog";
import type { ScreenMode } from "../../../core/contract";
import { MODE_ACTION } from "./screen-wording";

const QUESTION: Record<ScreenMode, string> = {
  paused: "Wstrzymać wszystkie ekrany?",
  blackout: "Wygasić wszystkie ekrany?",
  live: "Wznowić wszystkie ekrany?",
};

const EFFECT: Record<ScreenMode, string> = {
  paused: "Każdy ekran zatrzyma się na tym, co pokazuje teraz, aż ktoś go wznowi.",
  blackout: "Na każdym ekranie zostanie tylko logo i kod QR, aż ktoś go wznowi.",
  live: "Każdy ekran wróci do wiadomości od miejsca, w którym stanął.",
};

/**
 * Asks before a lead changes every screen at once: the whole stadium sees it, so it is never one
 * stray tap. Radix keeps focus inside while it is open; on closing, focus goes back to
 * `returnFocus` (the button that opened it), as the block dialog does for the queue.
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
    <Dialog.Root open={mode !== null} onOpenChange={(open) => (open ? undefined : onClosed())}>
      <Dialog.Portal>
        <Dialog.Overlay className="moderation-dialog__overlay" />
        <Dialog.Content
          className="moderation-dialog"
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.focus();
          }}
        >
          <Dialog.Title className="moderation-dialog__title">
            {mode ? QUESTION[mode] : null}
          </Dialog.Title>
          <Dialog.Description className="moderation-dialog__text">
            {mode ? EFFECT[mode] : null} Dotyczy to wszystkich ekranów, także tych ustawionych
            osobno.
          </Dialog.Description>
          <div className="moderation-dialog__actions">
            <button
              type="button"
              className={`button${mode === "live" ? "" : " moderation-dialog__confirm"}`}
              onClick={() => {
                if (mode) onConfirm(mode);
              }}
            >
              {mode ? `${MODE_ACTION[mode]} wszystkie` : null}
            </button>
            <Dialog.Close className="button button--ghost">Anuluj</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
