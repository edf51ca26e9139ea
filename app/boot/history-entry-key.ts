/**
 * React Router files a page's scroll position under its history entry's key, which it reads from
 * `history.state` when the router starts. An entry opened by a full page load (a typed address,
 * a link from another site, a link opened in a new tab) has no key, and all such entries would
 * share the key "default": one page's saved position would be restored on another. React Router's
 * `<ScrollRestoration>` sets a key from an inline script while the page is still being parsed;
 * we start scroll restoration after hydration instead (scroll-restoration-after-hydration.tsx),
 * so the client entry gives the entry its key, before the router starts. Returns the key.
 */
export function ensureHistoryEntryKey(history: Pick<History, "state" | "replaceState">): string {
  const state: unknown = history.state;
  const fields = typeof state === "object" && state !== null ? state : {};
  if ("key" in fields && typeof fields.key === "string" && fields.key !== "") return fields.key;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...fields, key }, "");
  return key;
}
