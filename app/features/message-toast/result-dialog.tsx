import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import texts from "virtual:texts/toast";
import type { ResultText } from "#core/codes";
import { CloseIcon } from "../../components/close-icon";

interface ResultDialogProps {
  open: boolean;
  /**
   * The texts of core/README.md#result-codes; kept by the caller after closing so the exit
   * transition shows them.
   */
  result: ResultText | null;
  onClose: () => void;
  /** Where focus goes once the dialog has closed (the toast header or a field). */
  onReturnFocus: () => void;
}

/**
 * The result dialog (README.md#result-dialog): a modal (focus moves in, is trapped, Escape
 * closes, focus returns to the toast) with the title and body of the result, a close button
 * ('Zamknij') and a header cross. Transitions (modal 300 ms, backdrop 150 ms,
 * README.md#result-dialog) are CSS on Radix's `data-state`.
 */
export function ResultDialog({ open, result, onClose, onReturnFocus }: ResultDialogProps) {
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="result-dialog__overlay" />
        <Dialog.Content
          className="result-dialog"
          onOpenAutoFocus={(event) => {
            // The main action first, not the cross in the corner.
            event.preventDefault();
            closeButtonRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Radix would return focus to what was focused before; that may be a hidden field
            // (the toast collapsed) or the disabled submit button, so the toast decides.
            event.preventDefault();
            onReturnFocus();
          }}
        >
          <div className="result-dialog__header">
            <Dialog.Title className="result-dialog__title">{result?.title}</Dialog.Title>
            <Dialog.Close className="result-dialog__cross" aria-label={texts.dialog.closeCross}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="result-dialog__body">{result?.body}</Dialog.Description>
          <div className="result-dialog__actions">
            <Dialog.Close ref={closeButtonRef} className="button result-dialog__close">
              {texts.dialog.close}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
