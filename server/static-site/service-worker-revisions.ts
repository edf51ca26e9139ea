/**
 * A precache entry of the Workbox service worker, as the build writes it (scripts/lib/
 * service-worker.ts): `{url:"/homepage",revision:"<hash>"}`, keys quoted or not.
 */
const PRECACHE_ENTRY =
  /(["']?url["']?\s*:\s*"([^"]*)"\s*,\s*["']?revision["']?\s*:\s*")([^"]+)(")/g;

/** A page among the precache entries: a route ("/homepage") or a prerendered "…/index.html". */
function isPageUrl(url: string): boolean {
  return url.endsWith(".html") || !/\.[a-z0-9]+$/i.test(url);
}

/**
 * The service worker with each page's precache revision suffixed with `salt`. The worker serves
 * pages from its precache, so a phone that installed it before a rehearsal would keep pages
 * without the meta, and one that installed it during the rehearsal would keep the rehearsal's
 * window after it. A different worker file makes browsers update the worker; the changed
 * revisions make it fetch the pages again, with (or, once the server runs without the override
 * and serves the built file again, without) the meta.
 */
export function saltPageRevisions(serviceWorker: string, salt: string): string {
  return serviceWorker.replace(
    PRECACHE_ENTRY,
    (entry: string, start: string, url: string, revision: string, end: string) =>
      isPageUrl(url) ? `${start}${revision}-${salt}${end}` : entry,
  );
}
