import { formatTime, undoLabel } from "./format";
import type { Decision, ModerationMode, Submission } from "../../../core/contract";

/**
 * Approved or rejected messages, the latest decision first, each with undo for a mistaken
 * decision (docs/product.md#moderation). Under post-moderation the approved list is what is on the
 * screens, and taking a message off is the main action there.
 */
export function HistoryList({
  items,
  status,
  mode,
  onDecide,
}: {
  items: readonly Submission[];
  status: "approved" | "rejected";
  mode: ModerationMode;
  onDecide: (item: Submission, decision: Decision) => void;
}) {
  if (items.length === 0) {
    return (
      <p className="moderation-empty">
        {status === "approved" ? "Nic jeszcze nie zatwierdzono." : "Nic jeszcze nie odrzucono."}
      </p>
    );
  }
  const decidedLabel = status === "approved" ? "zatwierdzono" : "odrzucono";
  return (
    <ol
      className="plain-list moderation-list"
      aria-label={status === "approved" ? "Zatwierdzone wiadomości" : "Odrzucone wiadomości"}
    >
      {items.map((item) => {
        const messageId = `moderation-history-${item.id}`;
        return (
          <li key={item.id} className={`moderation-item moderation-item--${status}`}>
            <p className="moderation-item__meta">
              <span className="moderation-item__author">{item.author}</span>
              {item.decidedAt ? (
                <span>
                  {decidedLabel} <time dateTime={item.decidedAt}>{formatTime(item.decidedAt)}</time>
                </span>
              ) : null}
            </p>
            <p id={messageId} className="moderation-item__message">
              {item.message}
            </p>
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
            </div>
          </li>
        );
      })}
    </ol>
  );
}
