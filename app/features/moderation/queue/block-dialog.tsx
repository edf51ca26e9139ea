import type { QueueItem } from "#core/contract";
import { ConfirmDialog } from "../shared/confirm-dialog";

/**
 * Asks before blocking a sender: a block rejects everything they have waiting and everything
 * they send for the rest of the edition, so it is never one stray key press. `onClosed` lets the
 * list put focus back where the moderator works.
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
    <ConfirmDialog
      open={item !== null}
      title="Zablokować nadawcę?"
      description={
        <>
          Wszystkie oczekujące i kolejne wiadomości z urządzenia, z którego wysłano wiadomość od:{" "}
          <strong className="moderation-dialog__author">{item?.author}</strong>, zostaną odrzucone
          do końca tej edycji
          {item && item.copies > 1 ? `, a z nimi cała ta grupa (×${item.copies})` : ""}
          {item?.status === "approved" ? "; ta wiadomość zniknie z telebimu" : ""}. Koordynator
          zmiany może zdjąć blokadę.
        </>
      }
      confirmLabel="Zablokuj"
      onConfirm={() => {
        if (item) onConfirm(item);
      }}
      onClosed={onClosed}
    >
      {item ? <p className="moderation-dialog__message">{item.message}</p> : null}
    </ConfirmDialog>
  );
}
