import { createHash } from "node:crypto";
import {
  formatWindowMeta,
  MESSAGE_WINDOW_META_NAME,
  type MessageWindow,
} from "#core/message-window";
import { saltPageRevisions } from "./service-worker-revisions";

/**
 * A rehearsal: pages that carry the server's window. What changes in the built files when the
 * server's window was moved.
 */

/** The `<meta>` a page gets when the server's window was moved (core/message-window.ts). */
export function windowMetaTag(window: MessageWindow): string {
  return `<meta name="${MESSAGE_WINDOW_META_NAME}" content="${formatWindowMeta(window)}">`;
}

const HEAD_START = /<head(?:\s[^>]*)?>/i;
const HTML_START = /<html(?:\s[^>]*)?>/i;

/**
 * The page with `tag` right after `<head>`: the toast reads it before React hydrates, and React
 * leaves an element it did not render in <head> alone. A page without <head> (not one the build
 * writes) gets it after `<html>`, where the parser still puts it into the head.
 */
export function injectIntoHead(html: string, tag: string): string {
  const match = HEAD_START.exec(html) ?? HTML_START.exec(html);
  if (!match) return tag + html;
  const end = match.index + match[0].length;
  return html.slice(0, end) + tag + html.slice(end);
}

/** How a rehearsal changes a file's text: a page or a service worker. */
export interface RehearsalChanges {
  /** A page gets the meta. */
  page: (html: string) => string;
  /** The service worker gets page revisions that name the window. */
  serviceWorker: (code: string) => string;
}

/** What a rehearsal's window changes: the pages (the meta) and the service worker (revisions). */
export function rehearsalChanges(window: MessageWindow): RehearsalChanges {
  const tag = windowMetaTag(window);
  const salt = createHash("sha256").update(tag).digest("hex").slice(0, 12);
  return {
    page: (html: string) => injectIntoHead(html, tag),
    serviceWorker: (code: string) => saltPageRevisions(code, `window-${salt}`),
  };
}
