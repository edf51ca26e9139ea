import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEFERRED_STYLE_ATTRIBUTE } from "#core/built-site";
import { programmeSpans } from "#core/programme-hours";
import { edition, SETS } from "./edition-facts";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";

/**
 * Sharing the plan and the plan's shortcut (app/features/festival-days/README.md, "Plan"), in
 * Polish and English, on a phone and a wide screen. A visitor stars two sets and shares the plan
 * (the share sheet and the clipboard are stubbed: Chromium here has neither); the link opens in a
 * fresh browser, where the friend's plan shows with the sets' late changes (the announcement's
 * answer is routed, so no lead changes the shared server's board) and "add all" fills the friend's
 * own plan. With SHOTS_DIR set, the friend's first screen is saved there (docs/festival-days/).
 */
const SHOTS_DIR = process.env.SHOTS_DIR;

const LANGUAGES = {
  pl: {
    prefix: "",
    suffix: "",
    share: "Udostępnij plan",
    shared: "Plan udostępniony.",
    copied: "Link skopiowany do schowka.",
    link: "Link do Twojego planu",
    friend: "Plan od znajomego",
    addAll: "Dodaj wszystkie do mojego planu",
    allIn: "Wszystkie są w moim planie",
    plan: "Mój plan",
    remove: "Usuń z planu: ",
    delayed: "Opóźnienie 20 min",
    cancelled: "Odwołany",
  },
  en: {
    prefix: "/en",
    suffix: "-en",
    share: "Share plan",
    shared: "Plan shared.",
    copied: "Link copied to the clipboard.",
    link: "Link to your plan",
    friend: "A friend’s plan",
    addAll: "Add all to my plan",
    allIn: "All in my plan",
    plan: "My plan",
    remove: "Remove from plan: ",
    delayed: "Running 20 min late",
    cancelled: "Cancelled",
  },
} as const;

const firstDay = SETS[0]!.day;
/**
 * The first day's first and last sets (the day the programme shows first): delayed and cancelled
 * for the friend.
 */
const SHARED = [SETS[0]!, SETS.filter((set) => set.day === firstDay).at(-1)!];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const firstSpan = programmeSpans(edition.days, SETS)[0]!;
/** A week before the programme's hours begin: the shortcut shows, nothing else does yet. */
const nearButNotOn = new Date(firstSpan.from - 7 * DAY);
/** A month before: no shortcut. */
const monthBefore = new Date(firstSpan.from - 30 * DAY);
/** The first day's morning, within the programme's hours (late changes polled), no toast yet. */
const programmeHours = new Date(firstSpan.from + 2 * HOUR);
/** Five minutes into the first set: the message window is open, the toast shows. */
const duringMessageWindow = new Date(Date.parse(SETS[0]!.startsAt) + 5 * 60_000);

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), animations: "disabled" });
}

/** A fresh browser (its own storage) at `width`, its clock at `time`. */
async function freshPage(browser: Browser, width: keyof typeof VIEWPORTS, time: Date) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: VIEWPORTS[width],
  });
  const page = await context.newPage();
  await page.clock.install({ time });
  return { context, page };
}

for (const [code, words] of Object.entries(LANGUAGES)) {
  for (const width of ["mobile", "desktop"] as const) {
    test(`${code}, ${VIEWPORTS[width].width} px: a shared plan opens in a fresh browser and joins its plan`, async ({
      browser,
    }) => {
      // Two browsers and four axe scans.
      test.setTimeout(60_000);
      // The sharer: the phone's share sheet in Polish, a browser without one in English.
      const sharer = await freshPage(browser, width, nearButNotOn);
      await sharer.page.addInitScript((withSheet) => {
        const handed: string[] = [];
        Object.assign(window, { handed });
        const write = (text: string) => Promise.resolve(void handed.push(text));
        Object.defineProperty(navigator, "clipboard", { value: { writeText: write } });
        if (withSheet) {
          const share = (data: ShareData) => Promise.resolve(void handed.push(data.url ?? ""));
          Object.defineProperty(navigator, "share", { value: share });
        }
      }, code === "pl");
      await sharer.page.goto(`${words.prefix}/about`);
      await waitForHydration(sharer.page);
      for (const set of SHARED) {
        await sharer.page
          .locator(`#program [data-set-id="${set.id}"]`)
          .getByRole("checkbox")
          .check();
      }
      const plan = sharer.page.getByRole("region", { name: words.plan, exact: true });
      await plan.getByRole("button", { name: words.share }).click();
      // The share's own status: the plan's notifications have one of their own.
      const outcome = code === "pl" ? words.shared : words.copied;
      await expect(plan.getByRole("status").filter({ hasText: outcome })).toHaveText(outcome);
      const link = await plan.getByRole("textbox", { name: words.link }).inputValue();
      expect(
        await sharer.page.evaluate(() => (window as unknown as { handed: string[] }).handed),
      ).toEqual([link]);
      const url = new URL(link);
      expect(url.pathname).toBe(`${words.prefix}/about`);
      expect(url.hash).toBe(`#plan=${SHARED.map((set) => set.id).join(",")}`);
      await expectNoAxeViolations(sharer.page);
      await sharer.context.close();

      // The friend: a browser with an empty plan, on the festival's first day, with late changes.
      const friend = await freshPage(browser, width, programmeHours);
      await friend.page.route("**/api/announcement", (route) =>
        route.fulfill({
          json: {
            announcement: null,
            lateChanges: [
              { setId: SHARED[0]!.id, delayMinutes: 20, cancelled: false, sequence: 1 },
              { setId: SHARED[1]!.id, delayMinutes: 0, cancelled: true, sequence: 1 },
            ],
          },
        }),
      );
      // The stylesheets arrive only after the page has hydrated, as they may on a slow network
      // (they load at a low priority): the plan is brought into view all the same.
      let releaseSheets = () => {};
      const sheetsHeld = new Promise<void>((resolve) => (releaseSheets = resolve));
      await friend.page.route(/\.css$/, async (route) => {
        await sheetsHeld;
        await route.continue();
      });
      // (The load event waits for the stylesheets too.)
      await friend.page.goto(`${url.pathname}${url.hash}`, { waitUntil: "domcontentloaded" });
      await waitForHydration(friend.page);
      const shared = friend.page.getByRole("region", { name: words.friend });
      await expect(shared).toBeAttached();
      releaseSheets();
      await expect(friend.page.locator(`link[${DEFERRED_STYLE_ATTRIBUTE}]`)).toHaveCount(0);
      await expect(shared).toBeInViewport();
      const items = shared.getByRole("listitem");
      await expect(items).toHaveCount(2);
      await expect(items.first()).toContainText(words.delayed);
      await expect(items.nth(1)).toContainText(words.cancelled);
      const mine = friend.page.getByRole("region", { name: words.plan, exact: true });
      await expect(mine.getByRole("listitem")).toHaveCount(0);
      await expectNoAxeViolations(friend.page);
      await shoot(friend.page, `shared-plan${words.suffix}-${VIEWPORTS[width].width}`);

      await shared.getByRole("button", { name: words.addAll }).click();
      await expect(shared.getByRole("button", { name: words.allIn })).toBeVisible();
      await expect(mine.getByRole("listitem")).toHaveCount(2);
      for (const set of SHARED) {
        await expect(
          mine.getByRole("button", { name: new RegExp(`^${words.remove}${set.act ?? ""}`) }),
        ).toBeVisible();
      }
      // Hours never break inside a range on a phone: one line each.
      for (const hours of await mine.locator(".my-plan__hours").all()) {
        const box = (await hours.boundingBox())!;
        expect(box.height).toBeLessThan(40);
      }
      await expectNoAxeViolations(friend.page);
      await friend.context.close();
    });
  }

  test(`${code}: the plan's shortcut shows within the fortnight, not a month before`, async ({
    browser,
  }) => {
    // Eight pages in four browsers, four axe scans.
    test.setTimeout(60_000);
    for (const width of ["mobile", "desktop"] as const) {
      const near = await freshPage(browser, width, nearButNotOn);
      for (const page of ["/homepage", "/faq"]) {
        await near.page.goto(`${words.prefix}${page}`);
        await waitForHydration(near.page);
        const shortcut = near.page.getByRole("link", { name: new RegExp(`^${words.plan}`) });
        await expect(shortcut).toBeVisible();
        await expect(shortcut).toHaveAttribute("href", `${words.prefix}/about#moj-plan`);
        await expectNoAxeViolations(near.page);
      }
      await near.page.getByRole("link", { name: new RegExp(`^${words.plan}`) }).click();
      await expect(near.page).toHaveURL(new RegExp(`${words.prefix}/about#moj-plan$`));
      await expect(
        near.page.getByRole("region", { name: words.plan, exact: true }),
      ).toBeInViewport();
      await near.context.close();

      const early = await freshPage(browser, width, monthBefore);
      for (const page of ["/homepage", "/faq"]) {
        await early.page.goto(`${words.prefix}${page}`);
        await waitForHydration(early.page);
        await expect(early.page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(early.page.locator(".plan-shortcut")).toHaveCount(0);
      }
      await early.context.close();
    }
  });
}

test("the shortcut never covers the message toast's button", async ({ browser }) => {
  for (const width of ["mobile", "desktop"] as const) {
    const { context, page } = await freshPage(browser, width, duringMessageWindow);
    await page.goto("/homepage");
    await waitForHydration(page);
    const toast = page.getByRole("button", { name: "Wyślij wiadomość na telebim" });
    const shortcut = page.getByRole("link", { name: /^Mój plan/ });
    await expect(toast).toBeVisible();
    await expect(shortcut).toBeVisible();
    const [a, b] = [(await toast.boundingBox())!, (await shortcut.boundingBox())!];
    const apart =
      a.x + a.width <= b.x ||
      b.x + b.width <= a.x ||
      a.y + a.height <= b.y ||
      b.y + b.height <= a.y;
    expect(apart, `toast ${JSON.stringify(a)}, shortcut ${JSON.stringify(b)}`).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  }
});
