import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS } from "#core/site-pages";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";

// The public pages in one browser page per viewport, one after the other: a new page costs the two
// cores about three times what a navigation in an open one does (docs/performance/test-suite.md),
// and each page is still loaded, hydrated and checked whole.
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`axe at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });
    test("every public page has no violations", async ({ page }) => {
      test.setTimeout(90_000); // five long pages on a shared 2-core machine
      for (const route of PUBLIC_PATHS) {
        await test.step(route, async () => {
          await page.goto(route);
          await waitForHydration(page);
          await expectNoAxeViolations(page);
        });
      }
    });
    test("the open mobile menu has no violations", async ({ page }) => {
      test.skip(viewport.width > 960, "the hamburger exists on narrow screens only");
      await page.goto("/about");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Otwórz menu" }).click();
      await expectNoAxeViolations(page);
    });
  });
}

test("the axe check itself fails on a violation, also after a navigation", async ({ page }) => {
  for (const route of ["/faq", "/team"]) {
    await page.goto(route);
    await waitForHydration(page);
    await page.evaluate(() =>
      document.querySelector("main")?.append(document.createElement("button")),
    );
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
  }
});
