import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS } from "#core/site-pages";
import { VIEWPORTS, waitForHydration } from "./helpers";

// server/operations/README.md#privacy: no request to any third party (maps, planner, fonts,
// analytics) before the visitor asks for it. Every request of each public route, scrolled to the
// bottom, stays on our origin. One browser page reads them all, one after the other: a resource it
// already had may come from its cache the second time, but then its first request was checked on
// the page before.
test("no public page makes a third-party request", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== origin) foreign.push(`${url} (from ${page.url()})`);
  });
  await page.setViewportSize(VIEWPORTS.mobile);
  for (const route of PUBLIC_PATHS) {
    await test.step(route, async () => {
      await page.goto(route);
      await waitForHydration(page);
      // Bring every lazy image and section into view, like a visitor reading to the end.
      for (let y = 0; y < 30; y += 1) {
        const done = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        if (done) break;
        await page.waitForTimeout(100);
      }
      await page.waitForLoadState("networkidle");
      expect(foreign).toEqual([]);
    });
  }
});
