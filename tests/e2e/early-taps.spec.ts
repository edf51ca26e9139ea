import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "@playwright/test";
import { GALLERY_YEARS_EXPECTED } from "#content-layer/gallery";
import { edition } from "./edition-facts";
import { mainNav, VIEWPORTS, waitForHydration } from "./helpers";

/**
 * The controls a visitor reaches first work the moment the page has painted, whatever the state
 * of the scripts: the menu (a popover), the FAQ questions (`<details name>`), in-page anchor
 * links and the gallery's years (radio buttons until the block hydrates). Each is tapped right
 * after the `load` event on a phone-like profile, where the scripts start and hydrate well after
 * that, and again with JavaScript off. What the tap did must also survive hydration.
 */

const PHONE: BrowserContextOptions = { viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true };
/** Every control is tapped this many times, each on a page opened afresh in a new context. */
const TAPS = 3;

/** Slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower CPU. */
async function openAsPhone(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path, { waitUntil: "load" });
  return page;
}

/** Whether React had hydrated the page when the tap was made (for the report only). */
const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === "true");

const note = (page: Page, control: string) =>
  isHydrated(page).then((hydrated) =>
    test.info().annotations.push({
      type: control,
      description: hydrated ? "tapped after hydration" : "tapped before hydration",
    }),
  );

const menuLink = (page: Page) => mainNav(page).getByRole("link", { name: "FAQ" });
const firstQuestion = (page: Page) => page.locator(".faq-accordion summary").first();
const firstAnswer = (page: Page) => page.locator(".faq-accordion__panel").first();
const lineupLink = (page: Page) => page.getByRole("link", { name: "Zobacz lineup" });
const gallery = (page: Page) => page.getByRole("region", { name: "Poprzednie edycje" });
/** A year's box: a label around a radio button before hydration, a tab after. */
const yearBox = (page: Page, year: number) =>
  gallery(page).locator(".gallery__tab", { hasText: String(year) });
const firstPhoto = (page: Page, year: number): Locator =>
  gallery(page).getByRole("button", {
    name: `${edition.name} ${year} – zdjęcie 1 z`,
    exact: false,
  });

/** The two newest years: the first is shown at first, the tap switches to the second. */
const [SHOWN_YEAR, OTHER_YEAR] = [...GALLERY_YEARS_EXPECTED].sort((a, b) => b - a) as [
  number,
  number,
];

/**
 * Opens `path` afresh TAPS times on the phone profile. Each time `tapAndSee` taps right after
 * `load` and checks the effect; once the page has hydrated, `stillSee` checks it survived.
 */
async function everyTime(
  browser: Browser,
  path: string,
  control: string,
  tapAndSee: (page: Page) => Promise<void>,
  stillSee: (page: Page) => Promise<void>,
): Promise<void> {
  for (let tap = 0; tap < TAPS; tap += 1) {
    const page = await openAsPhone(browser, path);
    await note(page, `${control} ${tap + 1}`);
    await tapAndSee(page);
    await waitForHydration(page, 60_000);
    await stillSee(page);
    await page.context().close();
  }
}

test.describe("early taps on a phone, right after load", () => {
  test.describe.configure({ timeout: 180_000 });
  test.use(PHONE);
  const effect = { timeout: 15_000 };

  test("the menu opens every time", async ({ browser }) => {
    await everyTime(
      browser,
      "/homepage",
      "menu",
      async (page) => {
        await page.getByRole("button", { name: "Otwórz menu" }).tap();
        await expect(menuLink(page)).toBeVisible(effect);
      },
      async (page) => {
        await expect(menuLink(page)).toBeVisible();
        await expect(page.getByRole("button", { name: "Zamknij menu" })).toHaveAttribute(
          "aria-expanded",
          "true",
        );
      },
    );
  });

  test("a FAQ question opens its answer every time", async ({ browser }) => {
    await everyTime(
      browser,
      "/faq",
      "FAQ",
      async (page) => {
        await firstQuestion(page).tap();
        await expect(firstAnswer(page)).toBeVisible(effect);
      },
      (page) => expect(firstAnswer(page)).toBeVisible(),
    );
  });

  test("an in-page anchor link moves the page every time", async ({ browser }) => {
    await everyTime(
      browser,
      "/homepage",
      "anchor",
      async (page) => {
        await lineupLink(page).tap();
        await expect(page).toHaveURL(/\/homepage#lineup$/, effect);
        await expect(page.locator("#lineup")).toBeInViewport(effect);
      },
      (page) => expect(page.locator("#lineup")).toBeInViewport(),
    );
  });

  test("a gallery year switches every time", async ({ browser }) => {
    await everyTime(
      browser,
      "/about",
      "gallery",
      async (page) => {
        await yearBox(page, OTHER_YEAR).tap();
        await expect(firstPhoto(page, OTHER_YEAR)).toBeVisible(effect);
        await expect(firstPhoto(page, SHOWN_YEAR)).toBeHidden();
      },
      // Hydrated, the years are tabs that keep the year the visitor chose.
      async (page) => {
        await expect(gallery(page).getByRole("tab", { name: String(OTHER_YEAR) })).toHaveAttribute(
          "aria-selected",
          "true",
          effect,
        );
        await expect(firstPhoto(page, OTHER_YEAR)).toBeVisible();
      },
    );
  });
});

test.describe("the same controls with JavaScript off", () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test("the menu opens and closes", async ({ page }) => {
    await page.goto("/homepage");
    await page.getByRole("button", { name: "Otwórz menu" }).tap();
    await expect(menuLink(page)).toBeVisible();
    await page.getByRole("button", { name: "Zamknij menu" }).tap();
    await expect(menuLink(page)).toBeHidden();
  });

  test("FAQ questions open, several at once", async ({ page }) => {
    await page.goto("/faq");
    const questions = page.locator(".faq-accordion summary");
    const answers = page.locator(".faq-accordion__panel");
    await questions.nth(0).tap();
    await expect(answers.nth(0)).toBeVisible();
    await questions.nth(1).tap();
    await expect(answers.nth(1)).toBeVisible();
    await expect(answers.nth(0)).toBeVisible();
  });

  test("an anchor link moves the page", async ({ page }) => {
    await page.goto("/homepage");
    await lineupLink(page).tap();
    await expect(page).toHaveURL(/\/homepage#lineup$/);
    await expect(page.locator("#lineup")).toBeInViewport();
  });

  test("the gallery's years switch", async ({ page }) => {
    await page.goto("/about");
    await expect(firstPhoto(page, SHOWN_YEAR)).toBeVisible();
    await yearBox(page, OTHER_YEAR).tap();
    await expect(firstPhoto(page, OTHER_YEAR)).toBeVisible();
    await expect(firstPhoto(page, SHOWN_YEAR)).toBeHidden();
  });
});
