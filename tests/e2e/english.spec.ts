import { expect, test, type Page } from "@playwright/test";
import { PUBLIC_PATHS } from "#core/site-pages";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";
import {
  POLISH_AREAS_MISSING,
  POLISH_UI_STRINGS,
  polishUiStringsIn,
  polishWordsIn,
} from "./polish-ui-strings";

/** The English pages (docs/decisions/018): the public routes under /en/. */
const ENGLISH_ROUTES = PUBLIC_PATHS.map((route) => `/en${route}`);

/** Every text of the page a person or a screen reader meets, hidden menus and labels included. */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("script, style, noscript")
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      texts.push(node.textContent ?? "");
    }
    for (const element of document.querySelectorAll(
      "[aria-label], [alt], [title], [placeholder]",
    )) {
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        texts.push(element.getAttribute(name) ?? "");
      }
    }
    for (const meta of document.querySelectorAll(
      'meta[name="description"], meta[property^="og:"]',
    )) {
      texts.push(meta.getAttribute("content") ?? "");
    }
    return texts.join("\n");
  });
}

/** Opens the mobile menu when the switch sits in it (narrow screens). */
async function languageLink(page: Page, name: "English" | "Polski") {
  const toggle = page.locator(".site-nav__toggle");
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole("link", { name, exact: true });
}

test("every Polish dictionary is in the list the English pages are checked against", () => {
  expect(POLISH_AREAS_MISSING).toEqual([]);
  expect(POLISH_UI_STRINGS.length).toBeGreaterThan(10);
});

// Each viewport's pages in one browser page, one after the other (as in accessibility.spec.ts):
// every page is still loaded, hydrated and read whole.
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`English pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every English page: English only, and axe finds nothing", async ({ page }) => {
      test.setTimeout(90_000);
      for (const route of ENGLISH_ROUTES) {
        await test.step(route, async () => {
          const response = await page.goto(route);
          expect(response?.status()).toBe(200);
          await waitForHydration(page);
          await expect(page.locator("html")).toHaveAttribute("lang", "en");
          const text = await pageTexts(page);
          const left = polishUiStringsIn(text);
          expect(left, `Polish interface text on ${route} (${size})`).toEqual([]);
          expect(polishWordsIn(text), `Polish words on ${route} (${size})`).toEqual([]);
          await expectNoAxeViolations(page);
        });
      }
    });
  });
}

test.describe("the language switch", () => {
  /** A page and an anchor on it that the navigation links to. */
  const PAGES = [
    ["/homepage", "#organisers"],
    ["/about", "#about"],
    ["/faq", "#faq"],
    ["/team", "#team"],
    ["/site-plan", "#site-plan"],
    ["/404", ""],
  ] as const;

  for (const viewport of Object.values(VIEWPORTS)) {
    test(`every page to Polish and back at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      for (const [route, anchor] of PAGES) {
        await test.step(`${route}${anchor}`, async () => {
          await page.goto(`/en${route}${anchor}`);
          await waitForHydration(page);
          await (await languageLink(page, "Polski")).click();
          await expect(page).toHaveURL(new RegExp(`^[^#]+[^/]${route}${anchor}$`));
          await expect(page.locator("html")).toHaveAttribute("lang", "pl");
          await waitForHydration(page);
          await (await languageLink(page, "English")).click();
          await expect(page).toHaveURL(new RegExp(`/en${route}${anchor}$`));
          await expect(page.locator("html")).toHaveAttribute("lang", "en");
        });
      }
    });
  }

  test("the moderation panel, Polish only, has no switch, before or after hydration", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/moderacja")).text();
    expect(html).not.toContain("language-switch");
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto("/moderacja");
      await waitForHydration(page);
      // The panel has its own frame, without the site's menu (app/features/moderation/README.md).
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(".site-nav__menu")).toHaveCount(0);
      await expect(page.locator(".language-switch")).toHaveCount(0);
      await expect(page.locator('a[href^="/en/"], a[hreflang="en"]')).toHaveCount(0);
    }
  });

  test("keeps the anchor the visitor scrolled to after the page loaded", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => history.replaceState(null, "", "#about"));
    await (await languageLink(page, "English")).click();
    await expect(page).toHaveURL(/\/en\/about#about$/);
  });
});

test.describe("the first visit follows the address, never the browser's language", () => {
  test.use({ locale: "en-GB", extraHTTPHeaders: { "Accept-Language": "en-GB,en;q=0.9" } });

  test("an English browser on a Polish address gets the Polish page", async ({ page }) => {
    const response = await page.goto("/homepage");
    expect(response?.url()).toMatch(/\/homepage$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  });

  test("/en leads to the English home page; an unknown English address to the English 404", async ({
    page,
  }) => {
    await page.goto("/en");
    await expect(page).toHaveURL(/\/en\/homepage$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const missing = await page.goto("/en/no-such-page");
    expect(missing?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/en\/404$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
