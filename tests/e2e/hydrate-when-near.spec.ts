import { expect, test, type Page } from "@playwright/test";
import { mainNav, VIEWPORTS, waitForHydration } from "./helpers";

/**
 * Decision 008: the footer and the home page's sponsors block hydrate as they come near the
 * viewport, or as soon as the visitor reaches into them. Whatever the visitor does first there
 * must work the first time, and pages reached by a client-side move render them at once.
 */
test.use({ viewport: VIEWPORTS.mobile });

declare global {
  interface Window {
    sameDocument?: boolean;
  }
}

/** Marks the current document, to tell a client-side move from a full page load. */
const markDocument = (page: Page) => page.evaluate(() => (window.sameDocument = true));
const stillSameDocument = (page: Page) => page.evaluate(() => window.sameDocument === true);

/** Elements React has hydrated: React DOM marks each with an internal `__reactFiber$…` key. */
const hydrated = (page: Page, selector: string) =>
  page.evaluate(
    (css) =>
      [...document.querySelectorAll(css)].filter((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactFiber")),
      ).length,
    selector,
  );

const footerLink = (page: Page, name: string) =>
  page.getByRole("contentinfo").getByRole("link", { name, exact: true });

test("a footer link tapped before the footer came near moves client-side", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await markDocument(page);
  // A tap without scrolling there first: the events arrive on the footer's prerendered HTML.
  const link = footerLink(page, "ORGANIZATORZY");
  await link.dispatchEvent("pointerover");
  await link.dispatchEvent("pointerdown");
  await link.dispatchEvent("click");
  await expect(page).toHaveURL(/\/homepage#organisers$/);
  expect(await stillSameDocument(page)).toBe(true);
});

test("a footer link reached with the keyboard works at once", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  await markDocument(page);
  await footerLink(page, "O WYDARZENIU").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about#about$/);
  expect(await stillSameDocument(page)).toBe(true);
});

test("after a client-side move the footer and the sponsors block work", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await markDocument(page);
  // The footer of /about never came near; the move re-renders it with the new page.
  await mainNav(page)
    .getByRole("link", { name: /strona główna/ })
    .dispatchEvent("click");
  await expect(page).toHaveURL(/\/homepage$/);
  const toggle = page.getByRole("button", { name: "Zatrzymaj przewijanie logotypów partnerów" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await footerLink(page, "FAQ").click();
  await expect(page).toHaveURL(/\/faq#faq$/);
  expect(await stillSameDocument(page)).toBe(true);
});

test("the sponsors block's button works on the first tap after scrolling down", async ({
  page,
}) => {
  await page.goto("/homepage");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Zatrzymaj przewijanie logotypów partnerów" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
});

test("the home page hydrates only its first blocks while it loads", async ({ page }) => {
  await page.goto("/homepage");
  await waitForHydration(page);
  await page.waitForTimeout(500);
  // A deterministic budget (decision 008): the sponsors block and the footer, about half of the
  // page's elements, wait; the banner, line-up and events are hydrated.
  expect(await hydrated(page, ".lineup-strip, .events-strip")).toBe(3);
  expect(await hydrated(page, "#organisers *, #footer *")).toBe(0);
  const total = await page.evaluate(() => document.body.querySelectorAll("*").length);
  expect(await hydrated(page, "body *")).toBeLessThan(total * 0.6);

  await page.locator("#organisers").scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(page, "#organisers .marquee__toggle")).toBe(1);
  await page.locator("#footer").scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(page, "#footer a")).toBeGreaterThan(0);
});

test("/about hydrates its intro while it loads; the sections and gallery as they come near", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(await hydrated(page, ".about-intro a")).toBeGreaterThan(0);
  // The sections start within a screen of the intro on a phone, so they follow at once, in a
  // pass of their own; the gallery, last on the page, waits.
  await expect.poll(() => hydrated(page, "#about-details a")).toBeGreaterThan(0);
  expect(await hydrated(page, "#gallery *")).toBe(0);

  // The gallery's first tap works: until the gallery hydrates, its years are radio buttons the
  // browser switches at once; the tabs that replace them keep the year. (A year's box is a label
  // or a tab, depending on when the tap lands.)
  const gallery = page.getByRole("region", { name: "Poprzednie edycje" });
  await gallery.locator(".gallery__tab").last().click();
  await expect(gallery.getByRole("tab").last()).toHaveAttribute("aria-selected", "true");
});
