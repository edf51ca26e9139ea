import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { signInPanel, submitMessage, unique } from "./staff-api";

/**
 * /moderacja on a phone at night (app/features/moderation/README.md#the-panels-look): its own dark
 * theme without the site's menu, footer and bottom bar; a compact header and one row of tabs that
 * scrolls sideways; the decision bar at the bottom never covering the message it acts on; the
 * "Program" tab one row per set. A server of the test's own, so the queue holds only its messages.
 * PANEL_SHOTS=<folder> also keeps the screenshots there, to be looked at.
 */
const test = base.extend<{ server: OwnServer }>({
  server: async ({ playwright }, provide) => {
    const server = await startOwnServer(playwright);
    await provide(server);
    await server.stop();
  },
});
test.use({ serviceWorkers: "block" });

const queue = (page: Page) => page.getByRole("list", { name: "Przydzielone Tobie" });
const itemWith = (page: Page, text: string) =>
  queue(page).getByRole("listitem").filter({ hasText: text });

/** A message as long as the toast takes (128 characters), ending with the test's own tag. */
const longMessage = (label: string) => {
  const tag = unique(label);
  const filler = "Pozdrowienia z płyty dla całej ekipy z akademika, bawimy się świetnie do rana ";
  return `${filler.repeat(2).slice(0, 128 - tag.length - 1)} ${tag}`;
};

async function shot(page: Page, name: string): Promise<void> {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: false, animations: "disabled" });
  const keep = process.env.PANEL_SHOTS;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    copyFileSync(file, path.join(keep, `${name}.png`));
  }
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "shown").not.toBeNull();
  return found!;
}

/** Every tab's top (one row: all equal) and whether the row scrolls sideways. */
async function tabRow(page: Page) {
  const list = page.getByRole("tablist", { name: "Części panelu" });
  const tops = await list
    .getByRole("tab")
    .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  const sideways = await list.evaluate((row) => row.scrollWidth > row.clientWidth);
  return { list, tops, sideways };
}

test.describe("the staff panel on a phone at night", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("is the panel alone, in its dark theme, login included", async ({ page, server }) => {
    await page.goto(`${server.url}/moderacja`);
    await waitForHydration(page);
    await expect(page.getByLabel("Nazwa konta")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moderacja telebimu");
    // Neither the site's menu, its footer nor its bottom bar ("Mój plan", the message button).
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Mój plan/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /telebim/i })).toHaveCount(0);
    // Dark: the page's background is darker than its text.
    const [background, text] = await page.evaluate(() => {
      const luminance = (color: string) => {
        const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const style = getComputedStyle(document.body);
      return [luminance(style.backgroundColor), luminance(style.color)];
    });
    expect(background).toBeLessThan(40);
    expect(text).toBeGreaterThan(200);
    await expectNoAxeViolations(page);
    await shot(page, "panel-login-375");
  });

  test("shows the first message in full above the decision bar, the tabs on one row", async ({
    page,
    server,
  }) => {
    test.slow(); // axe on three tabs on a shared 2-core machine
    await signInPanel(page, server.lead, server.url);
    const api = await server.moderator();
    const first = longMessage("Pierwsza z telefonu");
    const second = longMessage("Druga z telefonu");
    const third = longMessage("Trzecia z telefonu");
    for (const text of [first, second, third]) await submitMessage(api, "Ola z płyty", text);
    await expect(itemWith(page, third)).toBeVisible();

    // The first message, whole, on the first screen, above the bar that acts on it.
    const message = itemWith(page, first).locator(".moderation-item__message");
    const bar = itemWith(page, first).locator(".moderation-item__actions");
    await expect(itemWith(page, first)).toHaveAttribute("aria-current", "true");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const shown = await box(message);
    const barBox = await box(bar);
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(barBox.y);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(VIEWPORTS.mobile.height + 1);

    // The tabs: one row, scrolled sideways, with a fade at the end that has more.
    const { list, tops, sideways } = await tabRow(page);
    expect(tops.length).toBeGreaterThanOrEqual(5);
    expect(new Set(tops).size, `tab tops ${tops.join(", ")}`).toBe(1);
    expect(sideways).toBe(true);
    const row = page.locator(".moderation-tabs__row");
    await expect(row).toHaveAttribute("data-hidden-end", "true");
    await expect(row).not.toHaveAttribute("data-hidden-start", "true");
    await list.evaluate((element) => element.scrollBy({ left: 1000 }));
    await expect(row).toHaveAttribute("data-hidden-start", "true");
    await expect(row).not.toHaveAttribute("data-hidden-end", "true");
    await list.evaluate((element) => element.scrollTo({ left: 0 }));
    await expectNoAxeViolations(page);
    await shot(page, "panel-queue-375");

    // Another message picked lower down is scrolled clear of the bar too.
    await itemWith(page, third).getByRole("button", { name: "Wybierz" }).click();
    await expect(itemWith(page, third)).toHaveAttribute("aria-current", "true");
    const thirdMessage = await box(itemWith(page, third).locator(".moderation-item__message"));
    const thirdBar = await box(itemWith(page, third).locator(".moderation-item__actions"));
    expect(thirdMessage.y).toBeGreaterThanOrEqual(0);
    expect(thirdMessage.y + thirdMessage.height).toBeLessThanOrEqual(thirdBar.y);

    // The programme: one row per set; a row opens its delay and cancellation.
    await page.getByRole("tab", { name: "Program" }).click();
    const sets = page.locator(".moderation-set");
    await expect(sets.first()).toBeVisible();
    await expect(page.getByRole("spinbutton")).toHaveCount(0);
    const rowHeight = (await box(sets.first())).height;
    expect(rowHeight).toBeLessThan(140);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "panel-programme-375");
    const toggle = sets.first().getByRole("button", { name: /^Zmień: / });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(sets.first().getByRole("spinbutton")).toBeVisible();
    await expect(sets.first().getByRole("button", { name: /^Odwołaj: / })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "panel-programme-open-375");

    await page.getByRole("tab", { name: "Telebimy" }).click();
    await expect(
      page.getByRole("button", { name: "Pokaż na wszystkich telebimach" }),
    ).toBeVisible();
    await shot(page, "panel-screens-375");

    await page.getByRole("tab", { name: "Konto" }).click();
    await expect(page.getByRole("heading", { name: "Zmień hasło" })).toBeVisible();
    // The tab at the row's far end is scrolled into sight.
    const konto = await box(page.getByRole("tab", { name: "Konto" }));
    expect(konto.x + konto.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await expectNoAxeViolations(page);
    await shot(page, "panel-account-375");
  });
});

test("at 1400 px the panel keeps its keyboard: A approves the selected message", async ({
  page,
  server,
}) => {
  test.slow(); // axe on a shared 2-core machine
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInPanel(page, server.lead, server.url);
  const api = await server.moderator();
  const first = longMessage("Klawiatura nocą");
  const second = unique("Druga nocą");
  await submitMessage(api, "Ola z płyty", first);
  await submitMessage(api, "Kuba", second);
  await expect(itemWith(page, second)).toBeVisible();
  const { tops, sideways } = await tabRow(page);
  expect(new Set(tops).size).toBe(1);
  expect(sideways).toBe(false);
  await expect(page.locator(".moderation-hint--keys")).toBeVisible();
  await expect(
    itemWith(page, first).getByRole("button", { name: "Zatwierdź" }).locator("kbd"),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "panel-queue-1400");

  await page.keyboard.press("j");
  await expect(itemWith(page, second)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("a");
  await expect(queue(page).getByText(second)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Zatwierdzono" })).toContainText("Kuba");

  await page.getByRole("tab", { name: "Program" }).click();
  await expect(page.locator(".moderation-set").first()).toBeVisible();
  await shot(page, "panel-programme-1400");
  await page
    .locator(".moderation-set")
    .nth(1)
    .getByRole("button", { name: /^Zmień: / })
    .click();
  await expect(page.getByRole("spinbutton")).toHaveCount(1);
  await shot(page, "panel-programme-open-1400");
  // The cancellation asks first, in a dialog in the panel's theme.
  await page.getByRole("button", { name: /^Odwołaj: / }).click();
  await expect(page.getByRole("alertdialog", { name: "Odwołać występ?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "panel-cancel-dialog-1400");
  await page.getByRole("alertdialog").getByRole("button", { name: "Anuluj" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.getByRole("tab", { name: "Konto" }).click();
  await expect(page.getByRole("heading", { name: "Zmień hasło" })).toBeVisible();
  await shot(page, "panel-account-1400");
  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page.getByLabel("Nazwa konta")).toBeVisible();
  await shot(page, "panel-login-1400");
});
