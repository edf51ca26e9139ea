import { expect, test } from "@playwright/test";
import { INDEXABLE_PATHS } from "#core/site-pages";
import { VIEWPORTS } from "./helpers";

/**
 * On a congested network every byte counts (docs/product.md#performance-targets), and a blurry
 * photo looks broken. The browser picks each image's file from its `sizes`, so `sizes` must say how
 * wide the image is drawn: never narrower (a blurry pick) and never much wider (a needlessly large
 * file).
 */
test.use({ serviceWorkers: "block" });

/** A `sizes` may round up to a simple length (a rem or vw value), but not by more than this. */
const MOST_OVER = 1.3;

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`every image's sizes matches how wide it is drawn (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const route of INDEXABLE_PATHS) {
      await page.goto(route);
      const mismatches = await page.evaluate((mostOver) => {
        /** Evaluates a `sizes` attribute the way the browser does, in CSS pixels. */
        function sizesWidth(sizes: string): number {
          for (const entry of sizes.split(",")) {
            // "(media condition) length" or "length"; the length may be a calc() with spaces.
            const match = /^(.*?)\s*(calc\(.*\)|[\d.]+[a-z%]*)$/.exec(entry.trim());
            if (!match) throw new Error(`unreadable sizes entry "${entry}"`);
            const [, condition, length] = match;
            if (condition && !window.matchMedia(condition).matches) continue;
            const probe = document.createElement("div");
            probe.style.cssText = `position:absolute;visibility:hidden;width:${length}`;
            document.body.append(probe);
            const width = probe.getBoundingClientRect().width;
            probe.remove();
            return width;
          }
          return window.innerWidth;
        }
        const found: string[] = [];
        for (const picture of document.querySelectorAll("picture")) {
          const sizes = picture.querySelector("source")?.getAttribute("sizes");
          const image = picture.querySelector("img");
          if (!sizes || !image) continue;
          const drawn = image.getBoundingClientRect().width;
          if (drawn === 0) continue; // not shown at this screen size
          const said = sizesWidth(sizes);
          if (said < drawn - 1 || said > drawn * mostOver) {
            found.push(
              `${image.src.split("/").pop()}: drawn ${drawn} px, sizes "${sizes}" = ${said} px`,
            );
          }
        }
        return found;
      }, MOST_OVER);
      expect(mismatches, `${route} at ${viewport.width} px`).toEqual([]);
    }
  });
}
