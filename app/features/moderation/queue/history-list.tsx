import { useEffect, useRef, useState } from "react";
import type { QueueItem } from "#core/contract";
import type { Decision, ModerationMode } from "#core/submission-transitions";
import { BlockDialog } from "./block-dialog";
import { formatTime, reasonText, undoLabel } from "../shared/format";
import { ItemDetails } from "./item-details";

/**
 * Approved or rejected items, the latest decision first, each with who decided it (or why the
 * server did) and undo for a mistaken decision (server/moderation/README.md#moderation). Under
 * post-moderation the approved list is what is on the screens, and taking a message off is the
 * main action there. A sender can be blocked from any message here too (under post-moderation
 * this is the only place messages are seen), except from one already rejected for a block.
 */
export function HistoryList({
  items,
  status,
  mode,
  onDecide,
  onBlock,
}: {
  items: readonly QueueItem[];
  status: "approved" | "rejected";
  mode: ModerationMode;
  onDecide: (item: QueueItem, decision: Decision) => void;
  onBlock: (item: QueueItem) => void;
}) {
  const [blocking, setBlocking] = useState<QueueItem | null>(null);
  // The button that opened the dialog gets focus back once the dialog (and its focus trap) is gone.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (blocking !== null || !returnFocus.current) return;
    returnFocus.current = false;
    if (opener.current?.isConnected) opener.current.focus();
  }, [blocking]);
  const closeDialog = () => {
    returnFocus.current = true;
    setBlocking(null);
  };
  if (items.length === 0) {
    return (
      <p className="moderation-empty">
        {status === "approved" ? "Nic jeszcze nie zatwierdzono." : "Nic jeszcze nie odrzucono."}
      </p>
    );
  }
  const decidedLabel = status === "approved" ? "zatwierdzono" : "odrzucono";
  return (
    <>
      <ol
        className="plain-list moderation-list"
        aria-label={status === "approved" ? "Zatwierdzone wiadomości" : "Odrzucone wiadomości"}
      >
        {items.map((item) => {
          const messageId = `moderation-history-${item.id}`;
          const who = item.reason
            ? reasonText(item.reason)
            : item.decidedBy
              ? `ocenił(a): ${item.decidedBy}`
              : null;
          return (
            <li key={item.id} className={`moderation-item moderation-item--${status}`}>
              <ItemDetails
                item={item}
                messageId={messageId}
                extra={
                  <span className="moderation-item__decided">
                    {item.decidedAt ? (
                      <>
                        {decidedLabel}{" "}
                        <time dateTime={item.decidedAt}>{formatTime(item.decidedAt)}</time>
                      </>
                    ) : null}
                    {who ? <span className="moderation-item__who"> · {who}</span> : null}
                  </span>
                }
              />
              <div className="moderation-item__actions">
                {mode === "post" && status === "approved" ? (
                  <button
                    type="button"
                    className="button"
                    aria-describedby={messageId}
                    onClick={() => onDecide(item, "reject")}
                  >
                    Zdejmij z telebimu
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-describedby={messageId}
                    onClick={() => onDecide(item, "undo")}
                  >
                    {undoLabel(mode, status)}
                  </button>
                )}
                {item.reason === "blocked" ? null : (
                  <button
                    type="button"
                    className="button button--ghost moderation-item__block"
                    aria-describedby={messageId}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setBlocking(item);
                    }}
                  >
                    Zablokuj nadawcę
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <BlockDialog
        item={blocking}
        onConfirm={(item) => {
          closeDialog();
          onBlock(item);
        }}
        onClosed={closeDialog}
      />
    </>
  );
}
