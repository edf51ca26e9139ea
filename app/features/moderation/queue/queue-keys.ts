/**
 * The queue's keyboard (app/features/moderation/README.md): one key per action, the same ones the
 * buttons announce with aria-keyshortcuts.
 */
export type QueueKeyAction = "approve" | "reject" | "block" | "next" | "previous" | "undo";

export const QUEUE_KEYS = {
  approve: "A",
  reject: "R",
  block: "B",
  next: "J ArrowDown",
  previous: "K ArrowUp",
  undo: "U",
} as const satisfies Record<QueueKeyAction, string>;

const BY_KEY: Readonly<Record<string, QueueKeyAction>> = {
  a: "approve",
  r: "reject",
  b: "block",
  j: "next",
  arrowdown: "next",
  k: "previous",
  arrowup: "previous",
  u: "undo",
};

/** Where typing goes, and an open dialog: none of the queue's business. */
const IGNORED_TARGETS =
  "input, textarea, select, [contenteditable='true'], [role='dialog'], [role='alertdialog']";

/** The queue action of a key press, or null when the press is someone else's. */
export function queueKeyAction(event: KeyboardEvent): QueueKeyAction | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(IGNORED_TARGETS)) return null;
  const action = BY_KEY[event.key.toLowerCase()] ?? null;
  // The tabs move between themselves with the arrows.
  if (event.key.startsWith("Arrow") && target?.getAttribute("role") === "tab") return null;
  return action;
}
