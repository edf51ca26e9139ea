/**
 * The service worker's notifications (app/features/push-notifications/README.md): the `push`
 * handler that shows what the server sent, and `notificationclick`, which opens the site at the
 * notice's address. Written as source text appended to each language's sw.js (Workbox writes
 * the rest), so it runs in the worker with nothing from this module but the values given here.
 */

/** What a notice falls back on, read from the language's web manifest. */
export interface PushWorkerSettings {
  /** The manifest's 192-px icon: the site's own, shown beside every notification. */
  icon: string;
  /** The site's name: the title of a notice that came without one. */
  name: string;
  /** Where a tap goes when the notice names no page of the site: the manifest's start_url. */
  startUrl: string;
}

/** The manifest's fields the worker reads (postbuild.ts writes it before the worker). */
export function pushWorkerSettings(manifest: {
  name: string;
  start_url: string;
  icons: readonly { src: string; sizes: string; purpose?: string }[];
}): PushWorkerSettings {
  const icons = manifest.icons.filter((icon) => icon.purpose === undefined);
  const icon = icons.find((candidate) => candidate.sizes === "192x192") ?? icons[0];
  if (!icon) throw new Error("the web manifest has no icon for notifications");
  return { icon: icon.src, name: manifest.name, startUrl: manifest.start_url };
}

/**
 * The handlers as worker source. A payload that is not the contract's JSON
 * (core/contract/push.ts, PushPayloadSchema) still shows a notice with the site's name, since
 * Chrome shows a "site updated in the background" notice of its own when a push shows none. A
 * tap focuses a tab of the site already open and moves it to the notice's page, or opens one;
 * only a path on this site is followed, and a set's notice opens the plan at that set's row.
 */
export function pushWorkerSource(settings: PushWorkerSettings): string {
  return `
;(() => {
  const SETTINGS = ${JSON.stringify(settings)};
  const text = (value, fallback) => (typeof value === "string" && value !== "" ? value : fallback);
  const sitePath = (value) =>
    typeof value === "string" && /^\\/(?!\\/)/.test(value) ? value : SETTINGS.startUrl;

  self.addEventListener("push", (event) => {
    let notice = {};
    try {
      notice = event.data ? event.data.json() : {};
    } catch {
      notice = { body: event.data ? event.data.text() : "" };
    }
    if (typeof notice !== "object" || notice === null) notice = {};
    const title = text(notice.title, SETTINGS.name);
    event.waitUntil(
      self.registration.showNotification(title, {
        body: text(notice.body, ""),
        tag: text(notice.tag, undefined),
        icon: SETTINGS.icon,
        data: { url: sitePath(notice.url), kind: text(notice.kind, "announcement") },
      }),
    );
  });

  // A set's notice names it as /about?set=<id>#moj-plan (core/contract/push.ts): opened at that
  // set's row in the plan, whose anchor the page's anchor scrolling brings into view.
  function noticePage(url) {
    const target = new URL(url, self.location.origin);
    const set = target.searchParams.get("set");
    if (set !== null && target.hash === "#moj-plan") {
      target.search = "";
      target.hash = "#plan-" + set;
    }
    return target;
  }

  async function openNotice(url) {
    const target = noticePage(url);
    const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const tab =
      tabs.find((client) => new URL(client.url).pathname === target.pathname) ??
      tabs.find((client) => new URL(client.url).origin === target.origin);
    if (tab) {
      try {
        await tab.focus();
      } catch {
        // focus is only allowed in a real tap; moving the tab still shows the set
      }
      try {
        if (tab.url !== target.href) await tab.navigate(target.href);
        return;
      } catch {
        // a tab this worker does not control cannot be moved: open the page instead
      }
    }
    await self.clients.openWindow(target.href);
  }

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data;
    const opening = openNotice(sitePath(data && data.url));
    event.waitUntil(opening);
  });
})();
`;
}
