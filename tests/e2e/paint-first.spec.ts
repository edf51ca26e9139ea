import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS } from "#core/site-pages";
import { waitForHydration } from "./helpers";

/**
 * Decision 012: a prerendered page shows its content before it asks for any JavaScript,
 * then hydrates. The parser finds no module to fetch; the first script request comes after the
 * browser's first frame; and without any JavaScript at all the page still paints its content.
 */
declare global {
  interface Window {
    firstFrameAt?: number;
  }
}

for (const route of PUBLIC_PATHS) {
  test(`${route} requests its scripts only after the first frame, then hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route)).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/^import /m);
    // Nothing reads session storage while the page is parsed: scroll restoration starts after
    // hydration (decision 012).
    expect(html).not.toContain("sessionStorage");

    await page.addInitScript(() => {
      requestAnimationFrame(() => (window.firstFrameAt = performance.now()));
    });
    await page.goto(route);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
      return {
        firstFrameAt: window.firstFrameAt ?? Number.NaN,
        firstScriptRequest: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstScriptRequest).toBeGreaterThanOrEqual(timing.firstFrameAt);
  });
}

// Every page in one browser page, one load after the other: each load is a new document with
// its own paint entry, and a new page per route costs the two cores three times as much.
test("every page paints its content with every script blocked", async ({ page }) => {
  await page.route("**/assets/*.js", (route) => route.abort());
  for (const route of PUBLIC_PATHS) {
    await test.step(route, async () => {
      await page.goto(route);
      await expect(page.locator("h1").first()).toBeVisible();
      // The paint's timing entry is queued after the frame that painted: awaited, not read once
      // (read at once it was missing once in CI, on a page that had painted).
      await expect
        .poll(() =>
          page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length),
        )
        .toBe(1);
    });
  }
});
