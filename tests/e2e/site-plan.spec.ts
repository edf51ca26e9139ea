import { expect, test, type Locator, type Page } from "@playwright/test";
import { loadContent } from "#content-layer/load";
import { sitePlanPath, stagePointId } from "#core/site-plan";
import { CONTENT_DIR, content } from "./edition-facts";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";

/**
 * The site plan (app/features/site-plan/README.md) at 375 and 1400 px, in Polish and English: the
 * plan and its list show every point of the content, a filter works without JavaScript, a point's
 * link opens the plan zoomed at it with its text open, and after one visit it opens offline.
 */

const english = loadContent(CONTENT_DIR, "en");

const LANGUAGES = [
  {
    code: "pl",
    path: sitePlanPath("pl"),
    plan: content["site-plan"],
    stages: content.edition.stages,
    heading: "Plan terenu",
    water: "Woda pitna",
    everything: "Wszystko",
    zoomIn: "Powiększ",
    wholePlan: "Cały plan",
    close: "Zamknij",
  },
  {
    code: "en",
    path: sitePlanPath("en"),
    plan: english["site-plan"],
    stages: english.edition.stages,
    heading: "Site plan",
    water: "Drinking water",
    everything: "Everything",
    zoomIn: "Zoom in",
    wholePlan: "Whole plan",
    close: "Close",
  },
] as const;

const markers = (page: Page) => page.locator(".site-plan__markers");
const list = (page: Page) => page.locator(".site-plan-list");
const frame = (page: Page) => page.locator(".site-plan__frame");
/** A point's marker, by its name alone ("Scena studencka", not "Woda… przy scenie studenckiej"). */
const marker = (page: Page, name: string) =>
  markers(page).getByRole("button", { name, exact: true });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A point's link in the list: its name, then what it does for a screen reader. */
const listLink = (scope: Locator, name: string) =>
  scope.getByRole("link", { name: new RegExp(`^${escaped(name)} – `) });

/** Whether the element's centre lies inside the plan's frame (not clipped away by the zoom). */
async function insideFrame(page: Page, element: Locator): Promise<boolean> {
  const [box, bounds] = await Promise.all([element.boundingBox(), frame(page).boundingBox()]);
  if (!box || !bounds) return false;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  return (
    x >= bounds.x && x <= bounds.x + bounds.width && y >= bounds.y && y <= bounds.y + bounds.height
  );
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const language of LANGUAGES) {
    test.describe(`site plan at ${viewport.width} px (${language.code})`, () => {
      test.use({ viewport, hasTouch: size === "mobile", isMobile: size === "mobile" });

      test("the plan and its list show every point of the content", async ({ page }) => {
        await page.goto(language.path);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.heading);
        const points = language.plan.points;
        await expect(markers(page).getByRole("button")).toHaveCount(points.length);
        for (const point of points) {
          await expect(marker(page, point.name)).toBeVisible();
          const entry = list(page).getByRole("listitem").filter({ hasText: point.where });
          await expect(listLink(entry, point.name)).toBeVisible();
        }
        // The picture's text alternative names every point too.
        const alt = await frame(page).locator("img").getAttribute("alt");
        for (const point of points) expect(alt).toContain(point.name);
      });

      test("a point opens its text; a stage's link opens the plan zoomed at it", async ({
        page,
      }) => {
        const stage = language.stages[0]!;
        const pointId = stagePointId(language.plan.points, stage.id);
        const point = language.plan.points.find((candidate) => candidate.id === pointId)!;
        expect(point, `the plan has a point for ${stage.id}`).toBeDefined();

        await page.goto(`${language.path}#${point.id}`);
        await waitForHydration(page);
        const text = page.getByRole("dialog", { name: point.name, exact: true });
        await expect(text).toBeVisible();
        await expect(text).toContainText(point.where);
        await expect(frame(page)).toHaveAttribute("data-zoomed", "");
        const stageMarker = marker(page, point.name);
        await expect(stageMarker).toBeInViewport();
        expect(await insideFrame(page, stageMarker)).toBe(true);
        await expectNoAxeViolations(page);

        await text.getByRole("button", { name: language.close }).click();
        await expect(text).toBeHidden();
        // Another point, from its marker (a button of its own, the text in a popover).
        const other = language.plan.points.find((candidate) => candidate.kind === "first-aid")!;
        await page.getByRole("button", { name: language.wholePlan }).click();
        await expect(frame(page)).not.toHaveAttribute("data-zoomed", "");
        await marker(page, other.name).click();
        await expect(page.getByRole("dialog", { name: other.name, exact: true })).toContainText(
          other.where,
        );
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog", { name: other.name, exact: true })).toBeHidden();
      });

      test("the plan zooms and pans with its buttons and keys", async ({ page }) => {
        await page.goto(language.path);
        await waitForHydration(page);
        const picture = page.locator(".site-plan__picture");
        await page.getByRole("button", { name: language.zoomIn }).click();
        await expect(frame(page)).toHaveAttribute("data-zoomed", "");
        await expect(picture).toHaveAttribute("style", /scale\(1\.5\)/);
        await frame(page).focus();
        await page.keyboard.press("+");
        await expect(picture).toHaveAttribute("style", /scale\(2\.25\)/);
        const before = await picture.getAttribute("style");
        await page.keyboard.press("ArrowRight");
        await expect(picture).not.toHaveAttribute("style", before ?? "");
        await page.keyboard.press("0");
        await expect(frame(page)).not.toHaveAttribute("data-zoomed", "");
      });
    });
  }

  test(`a filter works without JavaScript at ${viewport.width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      for (const language of LANGUAGES) {
        await page.goto(language.path);
        const points = language.plan.points;
        const water = points.filter((point) => point.kind === "water");
        const others = points.filter((point) => point.kind !== "water");
        await page.getByRole("radio", { name: language.water }).check();
        for (const point of water) {
          await expect(marker(page, point.name)).toBeVisible();
          await expect(listLink(list(page), point.name)).toBeVisible();
        }
        for (const point of others) {
          await expect(marker(page, point.name)).toBeHidden();
          await expect(listLink(list(page), point.name)).toBeHidden();
        }
        await page.getByRole("radio", { name: language.everything }).check();
        await expect(markers(page).getByRole("button")).toHaveCount(points.length);
        for (const point of others) {
          await expect(marker(page, point.name)).toBeVisible();
        }
      }
    } finally {
      await context.close();
    }
  });
}

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow", viewport: VIEWPORTS.mobile });

  test("after one visit the plan, its picture and its list load without a network", async ({
    page,
    context,
  }) => {
    for (const language of LANGUAGES) {
      await page.goto(language.path);
      await waitForHydration(page);
      // The worker precaches on install and takes the page over (the page may reload for it).
      await expect
        .poll(() =>
          page.evaluate(() => Boolean(navigator.serviceWorker.controller)).catch(() => false),
        )
        .toBe(true);
      await page.waitForLoadState("load");
      await context.setOffline(true);
      await page.goto(`${language.path}#${language.plan.points[0]!.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.heading);
      await expect
        .poll(() =>
          frame(page)
            .locator("img")
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true);
      const last = language.plan.points.at(-1)!;
      await expect(listLink(list(page), last.name)).toBeAttached();
      await context.setOffline(false);
    }
  });
});
