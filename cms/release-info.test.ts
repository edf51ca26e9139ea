// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { LiveRelease } from "#server/cms/release-info";
import { liveSinceText, releaseStrip, RELEASE_STRIP_ID, showRelease } from "./release-info";

const DEPLOYED: LiveRelease = {
  commit: "a1b2c3d4e5f6",
  edition: "2026",
  liveSince: "2026-12-01T13:05:00.000Z",
  liveSinceFrom: "deploy",
  commitUrl: "https://github.com/samorzady/juwenalia/commit/a1b2c3d4e5f6",
};
const NOW = new Date("2026-12-02T09:00:00Z");

describe("the live release's strip on /admin", () => {
  it("says since when, in the festival's time, with the year only when it is another", () => {
    expect(liveSinceText(new Date("2026-12-01T13:05:00Z"), NOW)).toBe("1 grudnia, 14:05");
    expect(liveSinceText(new Date("2026-07-01T08:00:00Z"), NOW)).toBe("1 lipca, 10:00");
    // New Year's Eve in UTC is already the new year in Warsaw.
    expect(liveSinceText(new Date("2025-12-31T23:30:00Z"), NOW)).toBe("1 stycznia, 00:30");
    expect(liveSinceText(new Date("2025-06-01T10:00:00Z"), NOW)).toBe("1 czerwca 2025, 12:00");
  });

  it("names the change and links it to the git host", () => {
    const strip = releaseStrip(document, DEPLOYED, NOW);
    expect(strip.textContent).toBe("Na stronie od 1 grudnia, 14:05 — zmiana a1b2c3d");
    const link = strip.querySelector("a");
    expect(link?.href).toBe(DEPLOYED.commitUrl);
    expect(link?.textContent).toBe("a1b2c3d");
    expect(strip.getAttribute("aria-label")).toBe("Wersja na stronie");
  });

  it("says when only the server's start is known, and links no change the host cannot show", () => {
    const started = { ...DEPLOYED, liveSinceFrom: "start" as const };
    const dirty = releaseStrip(document, { ...started, commit: "a1b2c3d4e5f6-dirty" }, NOW);
    const noHost: LiveRelease = { ...started };
    delete noHost.commitUrl;
    expect(releaseStrip(document, noHost, NOW).querySelector("a")).toBeNull();
    expect(dirty.textContent).toBe(
      "Ta wersja działa od 1 grudnia, 14:05 — zmiana a1b2c3d (z niezatwierdzonymi zmianami)",
    );
    expect(releaseStrip(document, { ...started, commit: "unknown" }, NOW).textContent).toBe(
      "Ta wersja działa od 1 grudnia, 14:05",
    );
  });

  it("puts the strip first in the page once, and nothing when the answer is not a release", async () => {
    document.body.innerHTML = '<div class="sui app-shell"></div>';
    const answer = (body: unknown, ok = true) =>
      vi.fn(async () => ({ ok, json: async () => body }) as Response);
    await showRelease(document, answer({ commit: "a1b2c3d" }));
    await showRelease(document, answer(DEPLOYED, false));
    await showRelease(
      document,
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    expect(document.getElementById(RELEASE_STRIP_ID)).toBeNull();
    const fetcher = answer(DEPLOYED);
    await showRelease(document, fetcher);
    await showRelease(document, fetcher);
    expect(fetcher).toHaveBeenCalledWith("/admin/release.json", { cache: "no-store" });
    expect(document.querySelectorAll(`#${RELEASE_STRIP_ID}`)).toHaveLength(1);
    expect(document.body.firstElementChild?.id).toBe(RELEASE_STRIP_ID);
    expect(document.documentElement.classList.contains("z-wersja")).toBe(true);
  });

  it("makes room in the CMS's layout as the pinned bundle lays it out", () => {
    // The strip moves down what Sveltia fixes to the whole window: an upgrade that lays the
    // page out otherwise fails here (and tests/e2e/cms-release.spec.ts finds the overlap).
    const bundle = readFileSync(
      path.resolve(import.meta.dirname, "../node_modules/@sveltia/cms/dist/sveltia-cms.js"),
      "utf8",
    );
    expect(bundle).toMatch(/\.app-shell\.svelte-\w+ \{position:fixed;inset:0;/);
    expect(bundle).toMatch(/class="wrapper content-editor (svelte-\w+)"/);
    const editor = /class="wrapper content-editor (svelte-\w+)"/.exec(bundle)?.[1];
    expect(bundle).toContain(`.wrapper.${editor} {position:fixed;inset:0;`);
    const details = /<div role="group" class="wrapper (svelte-\w+)">/.exec(bundle)?.[1];
    expect(details).toBeDefined();
    expect(bundle).toContain(`.wrapper.${details} {position:fixed;inset:0;`);
  });
});
