import { expect, test } from "@playwright/test";
import { warsawDateTime } from "#core/warsaw-time";
import { DAYS } from "./edition-facts";
import { VIEWPORTS, waitForHydration } from "./helpers";

/**
 * The first screen on the festival days (app/features/landing/README.md#on-the-festival-days):
 * at 375 × 812 on the festival evening "Na scenach" is above the fold on /homepage, under a short
 * banner; outside the festival the banner keeps its artwork's height. The programme is one tap
 * from the top of /about, and now/next's link lands on it.
 */

const EVENING = new Date(warsawDateTime(DAYS.at(-1)!.date, "20:30"));
const MONTH_BEFORE = new Date(Date.parse(warsawDateTime(DAYS[0]!.date, "12:00")) - 30 * 86_400_000);
const nowNext = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Na scenach" });

test.use({ viewport: VIEWPORTS.mobile });

test("on the festival evening now/next is on the first screen, with a jump to today's line-up", async ({
  page,
}) => {
  await page.clock.install({ time: EVENING });
  await page.goto("/homepage");
  await waitForHydration(page);
  // Short from the first paint: the mark is set before the banner is drawn.
  await expect(page.locator("html")).toHaveAttribute("data-festival-now", "");
  const stageName = nowNext(page).getByRole("heading", { level: 3 }).first();
  await expect(stageName).toBeVisible();
  // The bar with the toast and the plan's shortcut, once both have loaded.
  await expect(page.getByRole("button", { name: "Wyślij wiadomość na telebim" })).toBeVisible();
  const bar = (await page.locator(".bottom-bar").boundingBox())!;
  const first = (await stageName.boundingBox())!;
  expect(first.y + first.height, "the first stage's name above the bottom bar").toBeLessThan(bar.y);
  await nowNext(page).getByRole("link", { name: "Dzisiejszy lineup" }).click();
  await expect(page).toHaveURL(new RegExp(`#lineup-${DAYS.at(-1)!.date}$`));
  await expect(page.getByRole("heading", { name: DAYS.at(-1)!.lineupTitle })).toBeInViewport();
});

test("now/next's link lands on /about's programme", async ({ page }) => {
  await page.clock.install({ time: EVENING });
  await page.goto("/homepage");
  await waitForHydration(page);
  await nowNext(page).getByRole("link", { name: "Cały program i Twój plan" }).click();
  await expect(page).toHaveURL(/\/about#program$/);
  await expect(page.getByRole("heading", { name: "Program", exact: true })).toBeInViewport();
});

test("outside the festival the banner keeps its artwork's height", async ({ page }) => {
  await page.clock.install({ time: MONTH_BEFORE });
  await page.goto("/homepage");
  await waitForHydration(page);
  await expect(page.locator("html")).not.toHaveAttribute("data-festival-now");
  const banner = (await page.locator(".landing").boundingBox())!;
  expect(banner.height).toBeGreaterThanOrEqual(576);
  await expect(nowNext(page)).toHaveCount(0);
});

test("the programme is one tap from the top of /about", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const jump = page.getByRole("link", { name: /Przejdź do programu koncertów/ });
  await expect(jump).toBeInViewport();
  await jump.click();
  await expect(page).toHaveURL(/\/about#program$/);
  await expect(page.getByRole("heading", { name: "Program", exact: true })).toBeInViewport();
});
