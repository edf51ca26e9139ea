import { useEffect, useRef, useState } from "react";
import type { QueueItem } from "#core/contract";
import type { Decision } from "#core/submission-transitions";
import { BlockDialog } from "./block-dialog";
import { ItemDetails } from "./item-details";
import { QUEUE_KEYS, queueKeyAction } from "./queue-keys";

/** Where the selected card's buttons become the bar at the bottom of the screen (items.css). */
const PHONE = "(max-width: 47.99rem)";

/**
 * This moderator's own items: approve / reject / block by click, or by keyboard
 * (app/features/moderation/README.md): A approves, R rejects, B blocks the sender (after a
 * confirmation), J / ↓ and K / ↑ move the selection, U undoes the last decision. The selection
 * follows focus, and after a decision it moves to the item that takes its place. On a phone only
 * the selected card's buttons show, fixed at the bottom of the screen under the thumb.
 */
export function QueueList({
  items,
  onDecide,
  onBlock,
  onUndoLast,
}: {
  items: readonly QueueItem[];
  onDecide: (item: QueueItem, decision: Decision) => void;
  onBlock: (item: QueueItem) => void;
  onUndoLast: () => void;
}) {
  // The selection follows an item (a new batch does not move it); when that item leaves the
  // queue, its place is selected, i.e. the item that moved up into it.
  const [selection, setSelection] = useState<{ id: number | null; index: number }>({
    id: null,
    index: 0,
  });
  const [blocking, setBlocking] = useState<QueueItem | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const restoreFocus = useRef(false);

  const foundIndex = items.findIndex((item) => item.id === selection.id);
  const selectedIndex =
    foundIndex !== -1 ? foundIndex : Math.min(selection.index, items.length - 1);
  const selected = items[selectedIndex];
  const select = (position: number) =>
    setSelection({ id: items[position]?.id ?? null, index: position });

  const focusSelected = (id: number | undefined) => {
    const button = listRef.current?.querySelector<HTMLButtonElement>(
      `[data-item="${id}"] .moderation-item__approve`,
    );
    button?.focus();
  };

  // On a phone the selected card's buttons are a bar fixed at the bottom of the screen: the card
  // is scrolled clear of it (its scroll margin is the bar's height, queue/items.css), so the bar
  // never covers the message it acts on.
  const selectedId = selected?.id;
  useEffect(() => {
    if (selectedId === undefined || typeof window.matchMedia !== "function") return;
    if (!window.matchMedia(PHONE).matches) return;
    const card = listRef.current?.querySelector(`[data-item="${selectedId}"]`);
    if (card && typeof card.scrollIntoView === "function")
      card.scrollIntoView({ block: "nearest" });
  }, [selectedId]);

  // After a decision made from inside the list, keep the keyboard user in the list.
  useEffect(() => {
    if (!restoreFocus.current || blocking) return;
    restoreFocus.current = false;
    if (selected) focusSelected(selected.id);
    else emptyRef.current?.focus();
  }, [items, selected, blocking]);

  const keepFocus = (fromKeyboard: boolean) => {
    restoreFocus.current =
      fromKeyboard || (listRef.current?.contains(document.activeElement) ?? false);
  };

  /** Decides, and hands the selection on to the next item when the selected one goes. */
  const decide = (item: QueueItem, decision: Decision, fromKeyboard = false) => {
    keepFocus(fromKeyboard);
    const position = items.indexOf(item);
    if (item.id === selected?.id) {
      const next = items[position + 1] ?? items[position - 1];
      setSelection({ id: next?.id ?? null, index: position });
    }
    onDecide(item, decision);
  };

  const askToBlock = (item: QueueItem, fromKeyboard = false) => {
    keepFocus(fromKeyboard);
    setBlocking(item);
  };

  // Re-subscribed on every render, so the handler always sees the current queue and selection.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (blocking) return; // the dialog has the keyboard
      const action = queueKeyAction(event);
      if (!action) return;
      if (action === "undo") {
        event.preventDefault();
        keepFocus(false);
        onUndoLast();
        return;
      }
      if (!selected) return;
      event.preventDefault();
      if (action === "approve" || action === "reject") decide(selected, action, true);
      else if (action === "block") askToBlock(selected, true);
      else {
        const step = action === "next" ? 1 : -1;
        const next = items[Math.min(items.length - 1, Math.max(0, selectedIndex + step))];
        if (next) {
          select(items.indexOf(next));
          focusSelected(next.id);
        }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  const dialog = (
    <BlockDialog
      item={blocking}
      onConfirm={(item) => {
        setBlocking(null);
        onBlock(item);
      }}
      onClosed={() => setBlocking(null)}
    />
  );

  if (items.length === 0) {
    return (
      <>
        <p ref={emptyRef} className="moderation-empty" tabIndex={-1}>
          Nie masz teraz wiadomości do oceny. Nowe pojawią się tutaj same.
        </p>
        {dialog}
      </>
    );
  }

  return (
    <>
      <p className="moderation-hint moderation-hint--keys">
        Skróty: <kbd>A</kbd> zatwierdź, <kbd>R</kbd> odrzuć, <kbd>B</kbd> zablokuj nadawcę,{" "}
        <kbd>J</kbd> / <kbd>K</kbd> (lub <kbd>↓</kbd> / <kbd>↑</kbd>) następna / poprzednia,{" "}
        <kbd>U</kbd> cofnij ostatnią decyzję.
      </p>
      <ol ref={listRef} className="plain-list moderation-list" aria-label="Przydzielone Tobie">
        {items.map((item, position) => {
          const isSelected = item.id === selected?.id;
          const messageId = `moderation-message-${item.id}`;
          return (
            <li
              key={item.id}
              data-item={item.id}
              className={`moderation-item${isSelected ? " moderation-item--selected" : ""}`}
              aria-current={isSelected ? "true" : undefined}
              onFocus={() => select(position)}
            >
              <ItemDetails item={item} messageId={messageId} />
              <button
                type="button"
                className="button button--ghost moderation-item__pick"
                aria-pressed={isSelected}
                aria-describedby={messageId}
                onClick={() => {
                  select(position);
                  focusSelected(item.id);
                }}
              >
                Wybierz
              </button>
              <div className="moderation-item__actions">
                <button
                  type="button"
                  className="button moderation-item__approve"
                  aria-keyshortcuts={QUEUE_KEYS.approve}
                  aria-describedby={messageId}
                  onClick={() => decide(item, "approve")}
                >
                  Zatwierdź <kbd aria-hidden="true">A</kbd>
                </button>
                <button
                  type="button"
                  className="button button--ghost moderation-item__reject"
                  aria-keyshortcuts={QUEUE_KEYS.reject}
                  aria-describedby={messageId}
                  onClick={() => decide(item, "reject")}
                >
                  Odrzuć <kbd aria-hidden="true">R</kbd>
                </button>
                <button
                  type="button"
                  className="button button--ghost moderation-item__block"
                  aria-keyshortcuts={QUEUE_KEYS.block}
                  aria-describedby={messageId}
                  onClick={() => askToBlock(item)}
                >
                  Zablokuj nadawcę <kbd aria-hidden="true">B</kbd>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {dialog}
    </>
  );
}
