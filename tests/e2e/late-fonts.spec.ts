import { expect, test, type Page } from "@playwright/test";
import { VIEWPORTS, mainNav, waitForHydration } from "./helpers";

/**
 * Decision 025: web fonts that missed the first paint (`font-display: optional`, as on a slow
 * phone link) stay out of the page the visitor is reading, and come with the next page they
 * open. Chrome itself would keep the fallback for the whole client-side visit.
 */

test.use({ viewport: VIEWPORTS.desktop });

/** Whether the text of `selector` is drawn in a web font, as Chrome reports it. */
async function drawnInWebFont(page: Page, selector: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no ${selector} on ${page.url()}`);
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.length > 0 && fonts.every((font) => font.isCustomFont);
  } finally {
    await cdp.detach();
  }
}

/** Waits until the page has painted a frame and its scripts have looked at it. */
async function afterFirstFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

test("fonts that missed the first paint stay out of that page and come with the next one", async ({
  page,
}) => {
  // The font files are held back until the page has painted, as a slow link would.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.woff2", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/homepage", { waitUntil: "domcontentloaded" });
  await afterFirstFrames(page);
  expect(await drawnInWebFont(page, "h1")).toBe(false);

  release();
  await page.waitForLoadState("load");
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await afterFirstFrames(page);
  // Arrived, and still not taken up while the visitor reads this page: nothing re-flows.
  expect(await drawnInWebFont(page, "h1")).toBe(false);
  expect(await drawnInWebFont(page, "main p")).toBe(false);
  // A link within the page moves the view, not to another page: still the fallback.
  await page.getByRole("link", { name: "Zobacz lineup" }).click();
  await expect(page).toHaveURL(/\/homepage#lineup$/);
  await afterFirstFrames(page);
  expect(await drawnInWebFont(page, "h1")).toBe(false);

  await mainNav(page).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq#faq$/);
  await expect(page.locator("h1")).toBeVisible();
  await expect.poll(() => drawnInWebFont(page, "h1")).toBe(true);
  await expect.poll(() => drawnInWebFont(page, "main p")).toBe(true);
});

test("fonts that made the first paint are not declared a second time", async ({ page }) => {
  // The second load takes the fonts from the cache, in time for its first paint.
  await page.goto("/homepage");
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await waitForHydration(page);
  await afterFirstFrames(page);
  expect(await drawnInWebFont(page, "h1")).toBe(true);
  const faces = await page.evaluate(() => document.fonts.size);

  await mainNav(page).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq#faq$/);
  await expect(page.locator("h1")).toBeVisible();
  expect(await drawnInWebFont(page, "h1")).toBe(true);
  expect(await page.evaluate(() => document.fonts.size)).toBe(faces);
});
