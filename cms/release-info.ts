/**
 * The live site's version on the CMS's page (docs/redakcja.md, "Publikacja"): "Na stronie od
 * 1 grudnia, 14:05 — zmiana a1b2c3d", the change linked to its page on the git host. After a
 * merge an organiser reloads /admin and sees whether their change is live yet. The data is GET
 * /admin/release.json (server/cms/release-info.ts); bundled for the browser by
 * scripts/build-admin.ts. A strip of its own above the CMS, so it covers none of its controls.
 */
import type { LiveRelease } from "#server/cms/release-info";

export const RELEASE_INFO_SCRIPT = "release-info.js";
export const RELEASE_STRIP_ID = "wersja-na-stronie";

/** The festival's clock: the edition's time zone is always Warsaw's (content-layer/schema.ts). */
const TIME_ZONE = "Europe/Warsaw";
/** A commit as people quote it. */
const SHORT = 7;

function isLiveRelease(value: unknown): value is LiveRelease {
  if (typeof value !== "object" || value === null) return false;
  const data = value as Record<string, unknown>;
  return (
    typeof data.commit === "string" &&
    typeof data.liveSince === "string" &&
    (data.liveSinceFrom === "deploy" || data.liveSinceFrom === "start") &&
    !Number.isNaN(Date.parse(data.liveSince)) &&
    (data.commitUrl === undefined || typeof data.commitUrl === "string")
  );
}

/** "1 grudnia, 14:05" (with the year when it is not this one). */
export function liveSinceText(at: Date, now: Date = new Date()): string {
  const year = (date: Date) =>
    new Intl.DateTimeFormat("pl-PL", { timeZone: TIME_ZONE, year: "numeric" }).format(date);
  const day = new Intl.DateTimeFormat("pl-PL", {
    timeZone: TIME_ZONE,
    day: "numeric",
    month: "long",
    ...(year(at) === year(now) ? {} : { year: "numeric" }),
  }).format(at);
  const time = new Intl.DateTimeFormat("pl-PL", {
    timeZone: TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
  return `${day.replace(/ r\.$/, "")}, ${time}`;
}

/** The strip's words: the sentence, and the change's name for its link. */
export function releaseWords(
  release: LiveRelease,
  now: Date = new Date(),
): { since: string; change?: string; note?: string } {
  // Without the deploy's record only the server's start is known: said as such.
  const opening = release.liveSinceFrom === "deploy" ? "Na stronie od" : "Ta wersja działa od";
  const since = `${opening} ${liveSinceText(new Date(release.liveSince), now)}`;
  const match = /^([0-9a-f]{7,40})(-dirty)?$/.exec(release.commit);
  if (!match?.[1]) return { since };
  return {
    since,
    change: match[1].slice(0, SHORT),
    ...(match[2] ? { note: "z niezatwierdzonymi zmianami" } : {}),
  };
}

/** The strip for `release`, built with the DOM of `doc`. */
export function releaseStrip(doc: Document, release: LiveRelease, now?: Date): HTMLElement {
  const words = releaseWords(release, now);
  const strip = doc.createElement("aside");
  strip.id = RELEASE_STRIP_ID;
  strip.setAttribute("aria-label", "Wersja na stronie");
  strip.append(words.since);
  if (words.change) {
    strip.append(" — zmiana ");
    const name = release.commitUrl ? doc.createElement("a") : doc.createElement("code");
    name.textContent = words.change;
    if (name instanceof HTMLAnchorElement && release.commitUrl) {
      name.href = release.commitUrl;
      name.target = "_blank";
      name.rel = "noopener";
      name.title = "Zmiana na serwerze gita";
    }
    strip.append(name);
    if (words.note) strip.append(` (${words.note})`);
  }
  return strip;
}

/**
 * The strip's look, and room for it. The CMS's shell is fixed to the whole window (Sveltia CMS
 * 0.221; cms/release-info.test.ts checks the bundle still says so): it starts below the strip
 * instead. An entry's editor and a picture's details are fixed to the whole window too, over
 * the shell: while one is open the strip steps aside, so a long form keeps all its height.
 * The CMS's dialogs cover everything, the strip too.
 */
const STYLE = `
#${RELEASE_STRIP_ID} {
  position: fixed; inset: 0 0 auto 0; z-index: 1; box-sizing: border-box;
  padding: 4px 12px; font: 13px/1.4 system-ui, sans-serif;
  background: #eef3f8; color: #1a1a1a; border-bottom: 1px solid #c8d3df;
}
#${RELEASE_STRIP_ID} a { color: #0b4fb3; }
#${RELEASE_STRIP_ID} code { font: inherit; }
@media (prefers-color-scheme: dark) {
  #${RELEASE_STRIP_ID} { background: #1e252d; color: #eef0f2; border-color: #3a4652; }
  #${RELEASE_STRIP_ID} a { color: #9cc3ff; }
}
html.z-wersja body > .sui.app-shell { top: var(--wersja-wysokosc, 0px); height: auto; }
body:has(.sui.app-shell .wrapper.content-editor, .sui.app-shell div.wrapper[role="group"])
  > #${RELEASE_STRIP_ID} {
  display: none;
}
`;

/** Keeps the CMS's top at the strip's bottom, also when the strip wraps on a narrow screen. */
function makeRoom(doc: Document, strip: HTMLElement): void {
  const style = doc.createElement("style");
  style.textContent = STYLE;
  doc.head.append(style);
  const fit = () =>
    doc.documentElement.style.setProperty("--wersja-wysokosc", `${strip.offsetHeight}px`);
  fit();
  doc.documentElement.classList.add("z-wersja");
  const Observer = doc.defaultView?.ResizeObserver;
  if (Observer) new Observer(fit).observe(strip);
  else doc.defaultView?.addEventListener("resize", fit);
}

/**
 * Asks for the live release and puts its strip first in the page. Nothing shows when the answer
 * does not come or is not one: the CMS works without it.
 */
export async function showRelease(doc: Document, fetcher: typeof fetch): Promise<void> {
  let data: unknown;
  try {
    const response = await fetcher("/admin/release.json", { cache: "no-store" });
    if (!response.ok) return;
    data = await response.json();
  } catch {
    return;
  }
  if (!isLiveRelease(data)) return;
  if (doc.getElementById(RELEASE_STRIP_ID)) return;
  const strip = releaseStrip(doc, data);
  doc.body.prepend(strip);
  makeRoom(doc, strip);
}
