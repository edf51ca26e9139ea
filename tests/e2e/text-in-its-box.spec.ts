import { writeFileSync } from "node:fs";
import { expect, test as base, type Page } from "@playwright/test";
import { zalgo, ZALGO_AUTHOR, ZALGO_MESSAGE } from "../fixtures/zalgo";
import { INSIDE_WINDOW } from "./edition-facts";
import { VIEWPORTS, waitForHydration } from "./helpers";
import { boxesOf, pixelsDifferingOutside, settle, shoot, withStyle } from "./ink";
import { startOwnServer, type OwnServer } from "./own-server";
import { signInPanel } from "./staff-api";

/**
 * Stored text stays in its box (core/README.md#text-that-stays-in-its-box): a message
 * or an author with stacked combining marks ("Zalgo" text) — one the server refuses today with
 * code 78, but stored before that or written into the database some other way — must not draw
 * over the rest of /moderacja or /telebim, and ordinary Polish text and emoji must not be cut.
 * Each test has its own server and database, so the Zalgo rows are written there directly and
 * no other test changes the page between two screenshots.
 */
const test = base.extend<{ server: OwnServer }>({
  server: async ({ playwright }, provide) => {
    const server = await startOwnServer(playwright);
    await provide(server);
    await server.stop();
  },
});
test.use({ serviceWorkers: "block" });

/** Every box on the staff pages that shows a stored author or message. */
const MODERATION_TEXT =
  ".moderation-item__author, .moderation-item__message, .moderation-last__text";
const SCREEN_TEXT = ".screen-message__text p, .screen-message__author";

const hidden = (selector: string) => `${selector} { visibility: hidden !important; }`;
const unclipped = (selector: string) => `${selector} { overflow: visible !important; }`;
/** Nor is anything clipped by the moderation cards. */
const UNCONTAINED = ".moderation-item { contain: none !important; }";

const POLISH_AUTHOR = "ŹDŹBŁO Ąę Żółć 🇵🇱";
const POLISH_MESSAGE = "ZAŻÓŁĆ GĘŚLĄ JAŹŃ! ĄĘ ÓŚĆŃ ąęółśżźćń 🎉👍🏽👨‍👩‍👧‍👦";

/**
 * The page with the text shown and with the text hidden is the same outside the text's boxes.
 * Then, to show the comparison sees the marks at all: without the clipping, the two differ.
 */
async function expectInkInsideBoxes(page: Page, textSelector: string): Promise<void> {
  await settle(page);
  const boxes = await boxesOf(page, textSelector);
  expect(boxes.length).toBeGreaterThan(0);
  const shown = await shoot(page);
  const showAgain = await withStyle(page, hidden(textSelector));
  const outside = await pixelsDifferingOutside(shown, await shoot(page), boxes);
  expect(outside, "pixels the Zalgo text drew outside its boxes").toBe(0);
  await showAgain();

  await withStyle(page, `${unclipped(textSelector)} ${UNCONTAINED}`);
  const shownUnclipped = await shoot(page);
  await withStyle(page, hidden(textSelector));
  const hiddenUnclipped = await shoot(page);
  expect(await pixelsDifferingOutside(shownUnclipped, hiddenUnclipped, boxes)).toBeGreaterThan(0);
}

/** The page is the same with and without the clipping of its text boxes: nothing was cut. */
async function expectNothingClipped(
  page: Page,
  textSelector: string,
  screenshotPath: string,
): Promise<void> {
  const clipped = await shoot(page);
  writeFileSync(screenshotPath, clipped);
  await withStyle(page, unclipped(textSelector));
  const cut = await pixelsDifferingOutside(clipped, await shoot(page), []);
  expect(cut, "pixels the clipping cut off").toBe(0);
}

/**
 * Runs a comparison of screenshots of the panel without what changes between two shots and holds
 * no stored text: the live figures ("oldest waiting: 3 s") and who is working with their decisions
 * per minute, both renewed by the figures' poll whenever it lands between two shots, the
 * connection's state (a busy machine's event stream may reconnect between two shots) with the
 * header's buttons beside it, which its new wording's width moves by a fraction of a pixel, and,
 * on a phone, the decision bar fixed over the page, whose rounded corners a full-page shot
 * composites a shade differently each time.
 */
async function steady(page: Page, compare: () => Promise<void>): Promise<void> {
  const restore = await withStyle(
    page,
    hidden(
      ".moderation-figures, .moderation-presence, .moderation__connection, .staff-header__sessions, .staff-header__logout, .moderation-item--selected .moderation-item__actions",
    ),
  );
  await compare();
  await restore();
}

async function signIn(page: Page, server: OwnServer): Promise<void> {
  await signInPanel(page, server.lead, server.url);
}

const listItems = (page: Page, name: string) =>
  page.getByRole("list", { name }).locator(":scope > li");

/** Waits for the counts at the top, which follow each change a moment later. */
async function expectCounts(page: Page, pending: number, approved: number): Promise<void> {
  await expect(page.locator(".moderation-counts dd")).toHaveText([
    String(pending),
    String(approved),
    "0",
  ]);
}

async function openScreen(page: Page, server: OwnServer, author: string): Promise<void> {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${server.url}/telebim`);
  await waitForHydration(page);
  await expect(page.locator(".screen-message__author")).toHaveText(author, { timeout: 15_000 });
  // Paused, or the rotation would show the one message again (and redraw it) meanwhile.
  await page.keyboard.press(" ");
  await expect(page.getByText("Wstrzymano")).toBeVisible();
}

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
  test(`/moderacja at ${viewport.width} px: Zalgo text stays in its boxes, queued and approved`, async ({
    page,
    server,
  }) => {
    test.slow(); // several full-page screenshots, decoded and compared
    await page.setViewportSize(viewport);
    const [before, , after] = server.seed([
      { author: "Ania", message: "Wiadomość przed" },
      { author: ZALGO_AUTHOR, message: ZALGO_MESSAGE },
      { author: "Bartek", message: "Wiadomość po" },
    ]);
    await signIn(page, server);
    await expect(listItems(page, "Przydzielone Tobie")).toHaveCount(3);
    await expectCounts(page, 3, 0);
    // The boxes do not grow either: the Zalgo card is as tall as its one-line neighbour. (On a
    // phone the selected card shows no "Wybierz", so only the unselected ones are alike.)
    const heights = (await boxesOf(page, ".moderation-item:not(.moderation-item--selected)")).map(
      (box) => box.height,
    );
    expect(heights).toHaveLength(2);
    for (const height of heights) expect(height).toBeCloseTo(heights[0] ?? 0, 0);
    await steady(page, () => expectInkInsideBoxes(page, MODERATION_TEXT));

    // Approved: the decision bar names the author, and the approved list shows it first.
    const api = await server.moderator();
    for (const id of [before, after]) {
      expect(
        (
          await api.post(`/api/moderation/submissions/${id}/approve`, { data: { from: "pending" } })
        ).status(),
      ).toBe(200);
    }
    await page.reload();
    await waitForHydration(page);
    await expect(listItems(page, "Przydzielone Tobie")).toHaveCount(1);
    await page.getByRole("button", { name: "Zatwierdź" }).click();
    await expect(page.locator(".moderation-last__text")).toContainText("Zatwierdzono");
    await page.getByRole("tab", { name: "Zatwierdzone" }).click();
    await expect(listItems(page, "Zatwierdzone wiadomości")).toHaveCount(3);
    await expectCounts(page, 0, 3);
    await steady(page, () => expectInkInsideBoxes(page, MODERATION_TEXT));
  });

  test(`/moderacja at ${viewport.width} px: Polish letters and emoji are not cut`, async ({
    page,
    server,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    server.seed([{ author: POLISH_AUTHOR, message: POLISH_MESSAGE }]);
    await signIn(page, server);
    await expect(listItems(page, "Przydzielone Tobie")).toHaveCount(1);
    await steady(page, () =>
      expectNothingClipped(
        page,
        MODERATION_TEXT,
        testInfo.outputPath(`moderacja-${viewport.width}.png`),
      ),
    );
  });
}

test("/telebim at 1920×1080: Zalgo text stays in its boxes", async ({ page, server }) => {
  test.slow(); // four screenshots of a full-HD page, decoded and compared
  const [id] = server.seed([{ author: ZALGO_AUTHOR, message: ZALGO_MESSAGE }]);
  const api = await server.moderator();
  expect(
    (
      await api.post(`/api/moderation/submissions/${id}/approve`, { data: { from: "pending" } })
    ).status(),
  ).toBe(200);
  await openScreen(page, server, ZALGO_AUTHOR);
  await expectInkInsideBoxes(page, SCREEN_TEXT);
});

test("/telebim at 1920×1080: Polish letters and emoji are not cut", async ({
  page,
  server,
}, testInfo) => {
  const [id] = server.seed([{ author: POLISH_AUTHOR, message: POLISH_MESSAGE }]);
  const api = await server.moderator();
  expect(
    (
      await api.post(`/api/moderation/submissions/${id}/approve`, { data: { from: "pending" } })
    ).status(),
  ).toBe(200);
  await openScreen(page, server, POLISH_AUTHOR);
  await expectNothingClipped(page, SCREEN_TEXT, testInfo.outputPath("telebim-1920.png"));
});

test("the toast answers pasted Zalgo text with the server's 78 dialog; nothing is stored", async ({
  page,
  server,
}) => {
  await page.clock.install({ time: INSIDE_WINDOW });
  await page.goto(`${server.url}/homepage`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Wyślij wiadomość na telebim" }).click();
  await page.getByRole("textbox", { name: /^Autor/ }).fill("Ola");
  await page.getByRole("textbox", { name: /^Wiadomość/ }).fill(zalgo("Hejka", 25));
  await page.getByRole("button", { name: /^Wyślij$/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: "ZA DUŻO ZNAKÓW DIAKRYTYCZNYCH" }),
  ).toBeVisible();
  await expect(dialog).toContainText("najwyżej 4 znaki diakrytyczne");
  const counts = await (await server.moderator()).get("/api/moderation/counts");
  expect(await counts.json()).toEqual({ pending: 0, approved: 0, rejected: 0 });
});
