import * as Dialog from "@radix-ui/react-dialog";
import { useLayoutEffect, useRef, type ReactNode } from "react";

/**
 * The staff pages' "are you sure?" for actions that a stray key press or tap must not trigger
 * (a block, every screen at once). Radix keeps focus inside while it is open; on closing, focus
 * goes to `returnFocus` when given, or stays where the caller puts it from `onClosed`.
 * Radix moves focus a task after the dialog is gone, and a busy browser may answer the confirmed
 * action first: the newest `returnFocus` is read then, so a caller that clears it on confirming
 * places focus itself once the answer is in, whichever comes first.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  destructive = true,
  returnFocus = null,
  onConfirm,
  onClosed,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** Shown between the description and the buttons (the message a block is about). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** Styles the confirming button as the one that stops or removes something. */
  destructive?: boolean;
  returnFocus?: HTMLElement | null;
  onConfirm: () => void;
  onClosed: () => void;
}) {
  const focusTarget = useRef(returnFocus);
  useLayoutEffect(() => {
    focusTarget.current = returnFocus;
  }, [returnFocus]);
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClosed())}>
      <Dialog.Portal>
        <Dialog.Overlay className="moderation-dialog__overlay" />
        <Dialog.Content
          className="moderation-dialog"
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusTarget.current?.focus();
          }}
        >
          <Dialog.Title className="moderation-dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="moderation-dialog__text">{description}</Dialog.Description>
          {children}
          <div className="moderation-dialog__actions">
            <button
              type="button"
              className={`button${destructive ? " moderation-dialog__confirm" : ""}`}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
            <Dialog.Close className="button button--ghost">Anuluj</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
