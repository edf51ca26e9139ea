import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";

/**
 * Bringing a page to the state a visitor ends up seeing, and keeping it there for a full-page
 * screenshot, the same way every time (scripts/compare-screenshots.ts). The functions passed to
 * the page declare no named function inside: tsx would wrap it in a helper the page lacks.
 */

/**
 * Draws every section a visitor would scroll to and loads every picture, scrolls through the page
 * and back, then waits until every image and font is in.
 */
export async function settle(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(drawEverything);
  // Whatever waits for the visitor to come near (an observer) starts now.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
    window.scrollTo(0, 0);
  });
  // Again for what the scrolling added.
  await page.evaluate(drawEverything);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((image) => image.decode().catch(() => null)));
    await document.fonts.ready;
  });
}

/**
 * A full-page shot draws beyond the viewport, where Chromium still skips what
 * content-visibility: auto keeps for later (.render-when-near): those sections came out blank.
 * They are drawn as a visitor who scrolled to them sees them, with their paint containment, so
 * what overflows them is clipped as before; all at once, before any scrolling, so no section's
 * drawing depends on how far the page had scrolled when it came in. A lazy image far along a
 * sideways scroller or in a tab not shown may never load, or load as the shot is taken: every
 * image is asked for at once too.
 */
async function drawEverything(): Promise<void> {
  for (const element of document.querySelectorAll<HTMLElement>("*")) {
    const style = getComputedStyle(element);
    if (style.contentVisibility !== "auto") continue;
    element.style.contentVisibility = "visible";
    if (style.contain === "none") element.style.contain = "layout style paint";
  }
  for (const image of document.images) image.loading = "eager";
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

/**
 * The share of the page's letters drawn in a font of the system rather than one of the site's.
 * The site's fonts are `font-display: optional`: one not there within a tenth of a second after
 * the page asked for it is left out until the next visit, and on a busy machine a first visit
 * sometimes misses it. A few letters in a system font are normal (symbols the subsets leave out).
 */
export async function systemFontShare(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send("DOM.enable");
    await session.send("CSS.enable");
    const { root } = await session.send("DOM.getDocument", { depth: -1 });
    const { nodeIds } = await session.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: "body *",
    });
    let system = 0;
    let all = 0;
    for (const nodeId of nodeIds) {
      const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
      for (const font of fonts) {
        all += font.glyphCount;
        if (!font.isCustomFont) system += font.glyphCount;
      }
    }
    return all === 0 ? 0 : system / all;
  } finally {
    await session.detach();
  }
}

/**
 * A full-page screenshot, taken again until two in a row agree: a page still moving (a late
 * layout, a picture still being drawn) gives two different ones and is given a moment more.
 * False when it never held still.
 */
export async function steadyScreenshot(page: Page, file: string): Promise<boolean> {
  const take = () => page.screenshot({ fullPage: true, animations: "disabled" });
  let shot = await take();
  let steady = false;
  for (let attempt = 0; attempt < 5 && !steady; attempt += 1) {
    await page.waitForTimeout(250);
    const next = await take();
    steady = next.equals(shot);
    shot = next;
  }
  writeFileSync(file, shot);
  return steady;
}
