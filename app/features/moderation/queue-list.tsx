import { useEffect, useRef, useState } from "react";
import { formatTime } from "./format";
import type { Decision, Submission } from "../../../core/contract";

const IGNORED_TARGETS = "input, textarea, select, [contenteditable='true']";

/**
 * The pending queue: approve / reject by click, or by keyboard (docs/product.md#moderation-panel):
 * A approves and R rejects the selected message, ↑ / ↓ move the selection, U undoes the last
 * decision. The selection follows focus, and after a decision it moves to the message that takes
 * its place.
 */
export function QueueList({
  items,
  onDecide,
  onUndoLast,
}: {
  items: readonly Submission[];
  onDecide: (item: Submission, decision: Decision) => void;
  onUndoLast: () => void;
}) {
  // The selection follows a message (another moderator's decisions do not move it); when that
  // message leaves the queue, its place is selected, i.e. the message that moved up into it.
  const [selection, setSelection] = useState<{ id: number | null; index: number }>({
    id: null,
    index: 0,
  });
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

  // After a decision made from inside the list, keep the keyboard user in the list.
  useEffect(() => {
    if (!restoreFocus.current) return;
    restoreFocus.current = false;
    if (selected) focusSelected(selected.id);
    else emptyRef.current?.focus();
  }, [items, selected]);

  /** Decides, and hands the selection on to the next message when the selected one goes. */
  const decide = (item: Submission, decision: Decision, fromKeyboard = false) => {
    restoreFocus.current =
      fromKeyboard || (listRef.current?.contains(document.activeElement) ?? false);
    const position = items.indexOf(item);
    if (item.id === selected?.id) {
      const next = items[position + 1] ?? items[position - 1];
      setSelection({ id: next?.id ?? null, index: position });
    }
    onDecide(item, decision);
  };

  // Re-subscribed on every render, so the handler always sees the current queue and selection.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(IGNORED_TARGETS)) return;
      const key = event.key.toLowerCase();
      if (key === "u") {
        event.preventDefault();
        restoreFocus.current = listRef.current?.contains(document.activeElement) ?? false;
        onUndoLast();
        return;
      }
      if (!selected) return;
      if (key === "a" || key === "r") {
        event.preventDefault();
        decide(selected, key === "a" ? "approve" : "reject", true);
      } else if (
        (event.key === "ArrowDown" || event.key === "ArrowUp") &&
        target?.getAttribute("role") !== "tab"
      ) {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
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

  if (items.length === 0) {
    return (
      <p ref={emptyRef} className="moderation-empty" tabIndex={-1}>
        Kolejka jest pusta. Nowe wiadomości pojawią się tutaj same.
      </p>
    );
  }

  return (
    <>
      <p className="moderation-hint">
        Skróty: <kbd>A</kbd> zatwierdź, <kbd>R</kbd> odrzuć, <kbd>↑</kbd> <kbd>↓</kbd> poprzednia /
        następna, <kbd>U</kbd> cofnij ostatnią decyzję.
      </p>
      <ol ref={listRef} className="plain-list moderation-list" aria-label="Oczekujące wiadomości">
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
              <p className="moderation-item__meta">
                <span className="moderation-item__author">{item.author}</span>
                <time dateTime={item.createdAt}>{formatTime(item.createdAt)}</time>
              </p>
              <p id={messageId} className="moderation-item__message">
                {item.message}
              </p>
              <div className="moderation-item__actions">
                <button
                  type="button"
                  className="button moderation-item__approve"
                  aria-keyshortcuts="A"
                  aria-describedby={messageId}
                  onClick={() => decide(item, "approve")}
                >
                  Zatwierdź
                </button>
                <button
                  type="button"
                  className="button button--ghost moderation-item__reject"
                  aria-keyshortcuts="R"
                  aria-describedby={messageId}
                  onClick={() => decide(item, "reject")}
                >
                  Odrzuć
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
