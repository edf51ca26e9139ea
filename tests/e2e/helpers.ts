import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Locator, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1400, height: 900 },
} as const;

/** The site's main navigation bar (app/README.md#navigation-bar). */
export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Główna nawigacja" });
}

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  resultTypes: ["violations"],
};

/**
 * Runs axe (WCAG 2.x A/AA and best practices) on the page and fails with a readable list of
 * violations. axe-core runs in the page itself, injected once per document: @axe-core/playwright
 * opened a new page for every run to merge the results of frames, four to five times slower on this
 * machine (docs/performance/test-suite.md), and our pages have no frames — the first check below
 * fails loudly if one ever appears, since axe here would not look inside it.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await page.locator("iframe, frame").count(), "axe here checks no frame").toBe(0);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  // Contrast is judged on a settled page: a dialog's backdrop still fading once made the footer's
  // links fail color-contrast in CI, and the "Mój plan" link, mounted after hydration, once faded
  // in while axe read it. So the page waits for every animation that ends (endless ones, the
  // partners' strip, never settle), and axe runs again when one started during its run.
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: { run(...args: unknown[]): Promise<AxeResults> } };
    const ending = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
    const settled = async () => {
      for (let running = ending(); running.length > 0; running = ending())
        await Promise.allSettled(running.map((animation) => animation.finished));
    };
    let startedMeanwhile = false;
    const noteStart = () => (startedMeanwhile = true);
    // Sections that render only as they near the viewport (.render-when-near) take their real
    // height when axe scrolls to them to read colours, which moves everything below: the footer
    // once failed color-contrast because axe read the point where it had been. They are rendered
    // for the check (through the CSSOM, which the page's CSP allows) and given back afterwards;
    // content-visibility decides when a section is painted, never its colours.
    const deferred = [...document.querySelectorAll<HTMLElement>(".render-when-near")];
    for (const section of deferred) section.style.contentVisibility = "visible";
    document.addEventListener("animationstart", noteStart, true);
    document.addEventListener("transitionstart", noteStart, true);
    try {
      for (let attempt = 0; ; attempt += 1) {
        await settled();
        // Two frames: what the sections' new height moved has been laid out and painted.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        startedMeanwhile = false;
        const results = await axe.run(document, options);
        if (startedMeanwhile && attempt < 2) continue;
        return results.violations.map(({ id, help, nodes }) => ({
          id,
          help,
          targets: nodes.map((node) => node.target.join(" ")),
        }));
      }
    } finally {
      document.removeEventListener("animationstart", noteStart, true);
      document.removeEventListener("transitionstart", noteStart, true);
      for (const section of deferred) section.style.contentVisibility = "";
    }
  }, AXE_OPTIONS);
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n    ${violation.targets.slice(0, 5).join("\n    ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/**
 * Waits until React has hydrated the prerendered page (root sets data-hydrated); `timeout` for a
 * throttled phone profile, where it takes longer than the tests' default.
 */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout });
}

/**
 * Waits until the site's service worker controls the page. It takes control once it has
 * precached the site, which on a busy two-core machine can outlast an assertion's default wait.
 */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * Scrolls to `target` and waits until it stays put. Sections that render only as they near the
 * viewport (.render-when-near) take their real height as the scroll passes them, which moves what
 * is below; a click aimed before that lands elsewhere (a radio "did not change its state").
 */
export async function scrollIntoSteadyView(target: Locator): Promise<void> {
  const top = async () => {
    await target
      .page()
      .evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    return (await target.boundingBox())?.y;
  };
  await expect(async () => {
    await target.scrollIntoViewIfNeeded();
    const before = await top();
    expect(before).toBeDefined();
    expect(await top()).toBe(before);
  }).toPass({ timeout: 10_000 });
}

/** Opens /about, takes "Dodaj do kalendarza" and returns the downloaded file's name and text. */
export async function downloadCalendar(page: Page): Promise<{ fileName: string; ics: string }> {
  await page.goto("/about");
  await waitForHydration(page);
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Dodaj do kalendarza", exact: true }).click();
  const download = await downloadPromise;
  const ics = readFileSync(await download.path(), "utf8");
  return { fileName: download.suggestedFilename(), ics };
}

/**
 * Answers the page's message sends (POST /api/submissions) with 201 without the server and
 * counts them: for the toast's checks that nothing was sent. Returns the count so far.
 */
export async function countSends(page: Page): Promise<() => number> {
  let sends = 0;
  await page.route("**/api/submissions", (route) => {
    sends += 1;
    return route.fulfill({ status: 201 });
  });
  return () => sends;
}
