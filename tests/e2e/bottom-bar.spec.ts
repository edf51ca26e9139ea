import { expect, test, type Page } from "@playwright/test";
import { PUBLIC_PATHS } from "#core/site-pages";
import { warsawDateTime } from "#core/warsaw-time";
import { DAYS } from "./edition-facts";
import { VIEWPORTS, waitForHydration } from "./helpers";

/**
 * The bottom bar (app/README.md#bottom-bar): one bar holds the message toast and the plan's
 * shortcut, at most 80 px tall on a phone, and nothing of the page stays under it. Every public
 * page, in both languages, is scrolled through to its end at 375 px, on an ordinary day a week
 * before the festival (the plan's shortcut alone) and at 20:30 on the festival's last evening
 * (the toast and the shortcut); every control and every block of text must then be clear of the
 * bar, and the bar itself no taller than 80 px.
 */

const BAR_MAX_HEIGHT = 80;
const lastDay = DAYS.at(-1)!;
const MOMENTS = [
  {
    name: "an ordinary day a week before",
    time: new Date(Date.parse(warsawDateTime(DAYS[0]!.date, "12:00")) - 7 * 24 * 3600_000),
    toast: false,
  },
  {
    name: "the festival evening",
    time: new Date(warsawDateTime(lastDay.date, "20:30")),
    toast: true,
  },
] as const;
const PAGES = [...PUBLIC_PATHS, ...PUBLIC_PATHS.map((path) => `/en${path}`)];

/** What a visitor reads or uses: controls and blocks of text. */
const READABLE =
  "a[href], button, input:not([type=hidden]), select, textarea, summary, label, " +
  "h1, h2, h3, h4, p, li, dt, dd, figcaption, blockquote, th, td";

/** Scrolls the page through to its end, a screen at a time, so every block has rendered. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
  });
}

/**
 * At the end of the page: every readable element below the bar's top edge (none may be), as
 * "tag.class: text".
 */
async function elementsUnderTheBar(page: Page, barTop: number): Promise<string[]> {
  return page.evaluate(
    ({ selector, top }) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => !element.closest(".bottom-bar"))
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // Visually hidden text (1 px, clipped) is for screen readers, not in the way.
          return box.width > 1 && box.height > 1 && box.bottom > top + 1;
        })
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.trim().slice(0, 40)}`,
        ),
    { selector: READABLE, top: barTop },
  );
}

test.use({ viewport: VIEWPORTS.mobile });

for (const moment of MOMENTS) {
  test(`on ${moment.name}, one bar of at most ${BAR_MAX_HEIGHT} px, and every page scrolls clear of it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: moment.time });
    for (const path of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      const bar = page.locator(".bottom-bar");
      const plan = bar.getByRole("link", { name: /^(Mój plan|My plan)/ });
      await expect(plan, path).toBeVisible();
      const toast = bar.getByRole("button", { name: /telebim|big screen/i });
      if (moment.toast) await expect(toast, path).toBeVisible();
      else await expect(toast, path).toHaveCount(0);

      // One row: the shortcut beside the toast's button, the bar at most 80 px, at the screen's foot.
      const box = (await bar.boundingBox())!;
      expect(box.height, `${path}: the bar's height`).toBeLessThanOrEqual(BAR_MAX_HEIGHT);
      expect(box.y + box.height, `${path}: the bar at the bottom`).toBeCloseTo(812, 0);
      if (moment.toast) {
        const [a, b] = [(await toast.boundingBox())!, (await plan.boundingBox())!];
        expect(a.x + a.width, `${path}: side by side`).toBeLessThanOrEqual(b.x);
      }
      // Nothing else floats over the page.
      const floating = await page.evaluate(() =>
        [...document.body.querySelectorAll("*")]
          .filter((element) => getComputedStyle(element).position === "fixed")
          .filter((element) => element.checkVisibility() && !element.closest(".bottom-bar"))
          .map((element) => element.className),
      );
      expect(floating, `${path}: fixed elements`).toEqual([]);

      await scrollThrough(page);
      const end = (await bar.boundingBox())!;
      expect(end.height, `${path}: the bar's height at the end`).toBeLessThanOrEqual(
        BAR_MAX_HEIGHT,
      );
      expect(await elementsUnderTheBar(page, end.y), `${path}: under the bar`).toEqual([]);
    }
  });
}

test("the open mobile menu dims the page under it", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.getByRole("button", { name: /menu/i }).click();
  const backdrop = await page
    .locator(".site-nav__menu")
    .evaluate((menu) => getComputedStyle(menu, "::backdrop").backgroundColor);
  expect(backdrop).not.toBe("rgba(0, 0, 0, 0)");
});
