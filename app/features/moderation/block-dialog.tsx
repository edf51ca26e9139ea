import * as Dialog from "@radix-ui/react-dialog";
import type { QueueItem } from "../../../core/contract";

/**
 * Asks before blocking a sender: a block rejects everything they have waiting and everything
 * they send for the rest of the edition, so it is never one stray key press. Radix keeps focus
 * inside while it is open; `onClosed` says whether the block was confirmed, so the list can put
 * focus back where the moderator works.
 */
export function BlockDialog({
  item,
  onConfirm,
  onClosed,
}: {
  item: QueueItem | null;
  onConfirm: (item: QueueItem) => void;
  onClosed: () => void;
}) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => (open ? undefined : onClosed())}>
      <Dialog.Portal>
        <Dialog.Overlay className="moderation-dialog__overlay" />
        <Dialog.Content
          className="moderation-dialog"
          role="alertdialog"
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <Dialog.Title className="moderation-dialog__title">Zablokować nadawcę?</Dialog.Title>
          <Dialog.Description className="moderation-dialog__text">
            Wszystkie oczekujące i kolejne wiadomości z urządzenia, z którego wysłano wiadomość od:{" "}
            <strong className="moderation-dialog__author">{item?.author}</strong>, zostaną odrzucone
            do końca tej edycji
            {item && item.copies > 1 ? `, a z nimi cała ta grupa (×${item.copies})` : ""}
            {item?.status === "approved" ? "; ta wiadomość zniknie z telebimu" : ""}. Koordynator
            zmiany może zdjąć blokadę.
          </Dialog.Description>
          {item ? <p className="moderation-dialog__message">{item.message}</p> : null}
          <div className="moderation-dialog__actions">
            <button
              type="button"
              className="button moderation-dialog__confirm"
              onClick={() => {
                if (item) onConfirm(item);
              }}
            >
              Zablokuj
            </button>
            <Dialog.Close className="button button--ghost">Anuluj</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
