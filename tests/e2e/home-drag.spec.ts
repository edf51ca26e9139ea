import { expect, test, type Locator, type Page } from "@playwright/test";
import { BEFORE_WINDOW, DAYS } from "./edition-facts";
import { waitForHydration } from "./helpers";

/**
 * Drag scrolling (app/README.md#drag-scrolling) at 900 px, where both strips overflow: the mouse
 * drags them, the inertia carries on after release, and a drag of more than 10 px is not a click.
 */
test.use({ viewport: { width: 900, height: 800 } });

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element is not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Presses the mouse on the centre of `locator` and returns that point. Hovering first waits until
 * the element itself is what the pointer would hit there, as a hand is over the card before it
 * presses: on a loaded CI machine a press made right after the strip was scrolled into view once
 * did not reach the strip (likely the block's content, .render-when-near, not yet rendered).
 */
async function pressOn(page: Page, locator: Locator): Promise<{ x: number; y: number }> {
  await locator.hover();
  const centre = await centreOf(locator);
  await page.mouse.down();
  return centre;
}

test.beforeEach(async ({ context }) => {
  // Event links lead to a social site; answer them locally so no third-party request leaves.
  await context.route(/^https:\/\/(www\.)?facebook\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>wydarzenie</title>" }),
  );
});

/**
 * Drags with the real mouse while the page's clock (performance.now, requestAnimationFrame) is
 * paused and advanced by hand one 1/60 s frame per move: the speed at release is then exact
 * whatever the machine's load, and the inertia only moves when the test lets time pass.
 */
async function dragWithFrozenClock(page: Page, strip: Locator, dx: number, steps = 6) {
  const start = await centreOf(strip);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.clock.runFor(16);
    await page.mouse.move(start.x + (dx * i) / steps, start.y);
  }
  await page.mouse.up();
}

const scrollLeftOf = (strip: Locator) => strip.evaluate((el) => el.scrollLeft);

test.describe("inertia", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: BEFORE_WINDOW });
    await page.goto("/homepage");
    await waitForHydration(page);
    await page.clock.pauseAt(new Date(BEFORE_WINDOW.getTime() + 3600_000));
  });

  test("a mouse drag scrolls a line-up strip and the inertia continues after release", async ({
    page,
  }) => {
    const strip = page.getByRole("region", { name: `Artyści – ${DAYS[0]!.weekday}` });
    await strip.scrollIntoViewIfNeeded();
    const maxScroll = await strip.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(maxScroll, "the strip overflows at 900 px").toBeGreaterThan(300);
    expect(await scrollLeftOf(strip)).toBe(0);

    // 60 px in six frames: 10 px per 1/60 s, enough to glide ~200 px, short of the edge.
    await dragWithFrozenClock(page, strip, -60);
    // While the button was down the strip followed the pointer, 1 px for 1 px.
    const released = await scrollLeftOf(strip);
    expect(released).toBe(60);

    // Released: the strip keeps gliding on its own, ever slower…
    await page.clock.runFor(100);
    const after100 = await scrollLeftOf(strip);
    expect(after100).toBeGreaterThan(released);
    await page.clock.runFor(100);
    const after200 = await scrollLeftOf(strip);
    expect(after200).toBeGreaterThan(after100);
    expect(after200 - after100).toBeLessThan(after100 - released);

    // …and comes to rest by slowing down, before reaching the end of the strip.
    await page.clock.runFor(5_000);
    const rest = await scrollLeftOf(strip);
    await page.clock.runFor(1_000);
    expect(await scrollLeftOf(strip)).toBe(rest);
    expect(rest).toBeLessThan(maxScroll);
  });

  test("dragging back towards the start also glides, and the inertia stops at the edge", async ({
    page,
  }) => {
    const strip = page.getByRole("region", { name: `Artyści – ${DAYS[1]!.weekday}` });
    await strip.scrollIntoViewIfNeeded();
    await strip.evaluate((el) => (el.scrollLeft = 200));
    await dragWithFrozenClock(page, strip, 150);
    expect(await scrollLeftOf(strip)).toBe(50);
    await page.clock.runFor(1_000);
    expect(await scrollLeftOf(strip)).toBe(0);
  });
});

test.describe("drag versus click", () => {
  test.beforeEach(async ({ page }) => {
    // The page's clock at the real time: the test moves the inertia on instead of waiting it out.
    await page.clock.install();
    await page.goto("/homepage");
    await waitForHydration(page);
  });

  test("a drag of more than 10 px over an event card does not follow its link", async ({
    page,
  }) => {
    const strip = page.getByRole("region", { name: "Wydarzenia towarzyszące" });
    await strip.scrollIntoViewIfNeeded();
    const card = strip.getByRole("link").nth(1);
    const popups: string[] = [];
    page.on("popup", (popup) => popups.push(popup.url()));

    const { x, y } = await pressOn(page, card);
    await page.mouse.move(x - 40, y, { steps: 5 });
    await page.mouse.up();
    expect(await strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The inertia comes to rest within a few seconds of the page's clock (see "inertia").
    await page.clock.runFor(5_000);
    const rest = await strip.evaluate((el) => el.scrollLeft);
    await page.clock.runFor(1_000);
    expect(await strip.evaluate((el) => el.scrollLeft), "the inertia has settled").toBe(rest);

    // Control: a press that wobbles by 8 px (not more than 10) is still a click on the card.
    const popupPromise = page.waitForEvent("popup");
    const target = await pressOn(page, card);
    await page.mouse.move(target.x - 8, target.y, { steps: 4 });
    await page.mouse.up();
    const popup = await popupPromise;
    expect(popup.url()).toBe(await card.getAttribute("href"));
    // Popups are reported in the order the page opened them: had the drag opened one, it would
    // be listed before the control's.
    expect(popups).toEqual([popup.url()]);
  });

  test("the events scroller starts a drag only after the pointer moves more than 5 px", async ({
    page,
  }) => {
    const strip = page.getByRole("region", { name: "Wydarzenia towarzyszące" });
    await strip.scrollIntoViewIfNeeded();
    const { x, y } = await pressOn(page, strip);
    await page.mouse.move(x - 5, y, { steps: 5 });
    expect(await strip.evaluate((el) => el.scrollLeft)).toBe(0);
    await page.mouse.move(x - 30, y, { steps: 5 });
    expect(await strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.mouse.up();
  });
});
