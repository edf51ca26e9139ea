import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";

/**
 * Spec §4 drag scrolling at 900 px, where both strips overflow: the mouse drags them, the
 * inertia carries on after release, and a drag of more than 10 px is not a click.
 */
test.use({ viewport: { width: 900, height: 800 } });

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element is not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Starts recording the strip's scrollLeft on every scroll event and the moment of mouseup. */
async function recordScrolling(strip: Locator): Promise<void> {
  await strip.evaluate((el) => {
    const log: { scrollLeft: number; afterRelease: boolean }[] = [];
    let released = false;
    window.addEventListener("mouseup", () => (released = true), { once: true });
    el.addEventListener("scroll", () =>
      log.push({ scrollLeft: el.scrollLeft, afterRelease: released }),
    );
    (window as unknown as { scrollLog: typeof log }).scrollLog = log;
  });
}

const scrollLog = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { scrollLog: { scrollLeft: number; afterRelease: boolean }[] })
        .scrollLog,
  );

test.beforeEach(async ({ page, context }) => {
  // Event links lead to a social site; answer them locally so no third-party request leaves.
  await context.route(/^https:\/\/(www\.)?facebook\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>wydarzenie</title>" }),
  );
  await page.goto("/homepage");
  await waitForHydration(page);
});

test("a mouse drag scrolls a line-up strip and the inertia continues after release", async ({
  page,
}) => {
  const strip = page.getByRole("region", { name: "Artyści – piątek" });
  await strip.scrollIntoViewIfNeeded();
  const maxScroll = await strip.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(maxScroll, "the strip overflows at 900 px").toBeGreaterThan(300);
  expect(await strip.evaluate((el) => el.scrollLeft)).toBe(0);
  await recordScrolling(strip);

  const start = await centreOf(strip);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x - 120, start.y, { steps: 8 });
  await page.mouse.up();

  // While the button was down the strip followed the pointer, 1 px for 1 px.
  const duringDrag = (await scrollLog(page))
    .filter((entry) => !entry.afterRelease)
    .map((entry) => entry.scrollLeft);
  expect(duringDrag.at(-1)).toBe(120);

  // Released: the strip keeps gliding on its own, then comes to rest.
  await expect
    .poll(async () => (await scrollLog(page)).filter((entry) => entry.afterRelease).length)
    .toBeGreaterThan(2);
  const log = await scrollLog(page);
  const afterRelease = log.filter((entry) => entry.afterRelease).map((entry) => entry.scrollLeft);
  expect(Math.max(...afterRelease)).toBeGreaterThan(120);
  await expect
    .poll(async () => {
      const a = await strip.evaluate((el) => el.scrollLeft);
      await page.waitForTimeout(150);
      return (await strip.evaluate((el) => el.scrollLeft)) === a;
    })
    .toBe(true);
});

test("dragging back towards the start also scrolls, and the inertia stops at the edge", async ({
  page,
}) => {
  const strip = page.getByRole("region", { name: "Artyści – sobota" });
  await strip.scrollIntoViewIfNeeded();
  await strip.evaluate((el) => (el.scrollLeft = 200));
  const start = await centreOf(strip);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 150, start.y, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);
});

test("a drag of more than 10 px over an event card does not follow its link", async ({ page }) => {
  const strip = page.getByRole("region", { name: "Wydarzenia towarzyszące" });
  await strip.scrollIntoViewIfNeeded();
  const card = strip.getByRole("link").nth(1);
  const popups: string[] = [];
  page.on("popup", (popup) => popups.push(popup.url()));

  const { x, y } = await centreOf(card);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 40, y, { steps: 5 });
  await page.mouse.up();
  await page.waitForTimeout(500);
  expect(popups).toEqual([]);
  expect(await strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  // Control: a press without movement is an ordinary click and opens the event in a new tab.
  await expect.poll(() => strip.evaluate((el) => el.classList.contains("is-dragging"))).toBe(false);
  await page.waitForTimeout(1500); // let the inertia settle so the card stays under the pointer
  const target = await centreOf(card);
  const popupPromise = page.waitForEvent("popup");
  await page.mouse.click(target.x, target.y);
  const popup = await popupPromise;
  expect(popup.url()).toBe(await card.getAttribute("href"));
});

test("the events scroller starts a drag only after the pointer moves more than 5 px", async ({
  page,
}) => {
  const strip = page.getByRole("region", { name: "Wydarzenia towarzyszące" });
  await strip.scrollIntoViewIfNeeded();
  const { x, y } = await centreOf(strip);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 5, y, { steps: 5 });
  expect(await strip.evaluate((el) => el.scrollLeft)).toBe(0);
  await page.mouse.move(x - 30, y, { steps: 5 });
  expect(await strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.mouse.up();
});
