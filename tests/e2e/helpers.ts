import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const PUBLIC_ROUTES = ["/homepage", "/about", "/faq", "/team", "/404"] as const;
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1400, height: 900 },
} as const;

/** The site's main navigation bar (docs/product.md#navigation-bar). */
export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Główna nawigacja" });
}

/** Runs axe (WCAG 2.x A/AA) on the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
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

/** Opens /about, takes "Dodaj do kalendarza" and returns the downloaded file's name and text. */
export async function downloadCalendar(page: Page): Promise<{ fileName: string; ics: string }> {
  await page.goto("/about");
  await waitForHydration(page);
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Dodaj do kalendarza" }).click();
  const download = await downloadPromise;
  const ics = readFileSync(await download.path(), "utf8");
  return { fileName: download.suggestedFilename(), ics };
}
