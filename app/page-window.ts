import { edition } from "#content-layer";
import {
  editionMessageWindow,
  MESSAGE_WINDOW_META_NAME,
  messageWindowLocal,
  parseWindowMeta,
  type MessageWindow,
} from "#core/message-window";

/**
 * The message window of this page, the one the toast shows itself in and checks a message
 * against, and whose days the announcement banner asks for announcements on. Usually the content's window in the browser's local time (docs/new-edition.md). A server that
 * moves its window for a rehearsal (SUBMISSIONS_OPEN_AT / _CLOSE_AT; docs/new-edition.md
 * "Rehearsal, the day before") writes the window it accepts messages in into the page's
 * `message-window` meta; then the page follows the server. A copy of the site served any other
 * way has no meta.
 */
export function readPageWindow(document: Document | undefined): MessageWindow {
  const meta = document?.querySelector(`meta[name="${MESSAGE_WINDOW_META_NAME}"]`);
  const moved = parseWindowMeta(meta?.getAttribute("content"));
  return moved ?? messageWindowLocal(editionMessageWindow(edition));
}

let pageWindow: MessageWindow | undefined;

/**
 * `readPageWindow` of the current document, read once: the meta comes with the first page the
 * visitor opens, and the toast, its form and the banner must agree on one window for the whole
 * visit. Client-only (neither the toast nor the banner is prerendered).
 */
export function pageMessageWindow(): MessageWindow {
  if (typeof document === "undefined") return readPageWindow(undefined);
  pageWindow ??= readPageWindow(document);
  return pageWindow;
}
