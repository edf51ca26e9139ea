import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS } from "#core/site-pages";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`axe at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });
    for (const route of PUBLIC_PATHS) {
      test(`${route} has no violations`, async ({ page }) => {
        await page.goto(route);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      });
    }
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
