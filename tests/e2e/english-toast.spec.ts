import { expect, test, type Page } from "@playwright/test";
import { loadContent } from "#content-layer/load";
import { RESULT_CODES, RESULT_TEXTS, type ServerResultCode } from "#core/codes";
import { editionMessageWindow, messageWindowInstants } from "#core/message-window";
import texts from "#app/texts/en/toast";
import { countSends, expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";

/**
 * The toast on the English pages (docs/decisions/018): the same checks, limits and result codes
 * as on the Polish pages, each result with its English dialog, never the API's Polish `error`.
 * /api/submissions is routed, as in message-toast.spec.ts.
 */
const { edition } = loadContent();
const WINDOW = messageWindowInstants(editionMessageWindow(edition));
const MINUTE = 60_000;
const at = (date: Date, offsetMs: number) => new Date(date.getTime() + offsetMs);
const DURING = at(
  WINDOW.opensAt,
  Math.min(3.5 * 60 * MINUTE, (WINDOW.closesAt.getTime() - WINDOW.opensAt.getTime()) / 2),
);

test.use({ serviceWorkers: "block", viewport: VIEWPORTS.mobile, timezoneId: edition.timeZone });

const toggle = (page: Page) => page.getByRole("button", { name: texts.title });
const author = (page: Page) =>
  page.getByRole("textbox", { name: new RegExp(`^${texts.form.author}`) });
const message = (page: Page) =>
  page.getByRole("textbox", { name: new RegExp(`^${texts.form.message}`) });
const dialog = (page: Page) => page.getByRole("dialog");

async function openAt(page: Page, time: Date): Promise<void> {
  await page.clock.install({ time });
  await page.goto("/en/homepage");
  await waitForHydration(page);
}

async function send(page: Page, authorText: string, messageText: string): Promise<void> {
  if ((await toggle(page).getAttribute("aria-expanded")) !== "true") await toggle(page).click();
  await author(page).fill(authorText);
  await message(page).fill(messageText);
  await page.getByRole("button", { name: texts.form.send, exact: true }).click();
}

/** The dialog shows the English texts of `key`, and none of the Polish ones. */
async function expectEnglishDialog(page: Page, key: keyof typeof texts.results) {
  const english = texts.results[key];
  await expect(dialog(page).getByRole("heading", { name: english.title })).toBeVisible();
  await expect(dialog(page)).toContainText(english.body);
  await expect(dialog(page)).not.toContainText(/[ąćęłńóśźż]/i);
}

test.describe("the English toast's results", () => {
  const clientRows = [
    { code: RESULT_CODES.AUTHOR_TOO_SHORT, author: "Al", text: "Hello from row C!" },
    { code: RESULT_CODES.MESSAGE_TOO_SHORT, author: "Alex", text: "Hey" },
    { code: RESULT_CODES.PROFANITY, author: "Alex", text: "what the fuck is this" },
    { code: RESULT_CODES.PROFANITY, author: "Alex", text: "ty k.u.r.w.o" },
    { code: RESULT_CODES.PROFANITY, author: "sh1thead", text: "Hello from row C!" },
  ] as const;
  /** Closes the dialog by its English close button, ready for the next row. */
  async function closeDialog(page: Page) {
    await dialog(page).getByRole("button", { name: texts.dialog.closeCross, exact: true }).click();
    await expect(dialog(page)).toBeHidden();
  }

  // Each group's rows in one page, one after the other: a navigation or a new page per row
  // would cost the two cores far more than the row's own check.
  test("the client's codes: each its English dialog, nothing sent", async ({ page }) => {
    await openAt(page, DURING);
    const sends = await countSends(page);
    for (const row of clientRows) {
      await test.step(`${row.code} for "${row.author}" / "${row.text}"`, async () => {
        await send(page, row.author, row.text);
        await expectEnglishDialog(page, row.code);
        await closeDialog(page);
      });
    }
    expect(sends()).toBe(0);
  });

  test("69 and 70: the chat is locked outside the window, in English", async ({ page }) => {
    await openAt(page, DURING);
    await toggle(page).click();
    await page.clock.setSystemTime(at(WINDOW.opensAt, -4 * 60 * MINUTE));
    await send(page, "Alex", "Hello from row C!");
    await expectEnglishDialog(page, RESULT_CODES.BEFORE_START);
    await dialog(page).getByRole("button", { name: texts.dialog.close, exact: true }).click();
    await page.clock.setSystemTime(at(WINDOW.closesAt, 6_000));
    await send(page, "Alex", "Hello from row C!");
    await expectEnglishDialog(page, RESULT_CODES.AFTER_END);
  });

  const serverCodes: ServerResultCode[] = [
    RESULT_CODES.AUTHOR_TOO_LONG,
    RESULT_CODES.MESSAGE_TOO_LONG,
    RESULT_CODES.FORBIDDEN_CHARACTERS,
    RESULT_CODES.BLANK,
    RESULT_CODES.TOO_MANY_MARKS,
  ];
  test("the server's codes: each its English dialog, not the API's Polish text", async ({
    page,
  }) => {
    await openAt(page, DURING);
    for (const code of serverCodes) {
      await test.step(`a server's ${code}`, async () => {
        await page.unrouteAll();
        await page.route("**/api/submissions", (route) =>
          route.fulfill({
            status: 422,
            contentType: "application/json",
            body: JSON.stringify({ code, error: RESULT_TEXTS[code].body }),
          }),
        );
        await send(page, "Alex", "Hello from row C!");
        await expectEnglishDialog(page, code);
        await closeDialog(page);
      });
    }
  });

  test("success, and a failed send, in English; axe finds nothing with the dialog open", async ({
    page,
  }) => {
    await openAt(page, DURING);
    await page.route("**/api/submissions", (route) => route.fulfill({ status: 201 }));
    await send(page, "Alex", "Hello from row C!");
    await expectEnglishDialog(page, "success");
    await expectNoAxeViolations(page);
    await dialog(page).getByRole("button", { name: texts.dialog.closeCross, exact: true }).click();
    await page.unroute("**/api/submissions");
    await page.route("**/api/submissions", (route) => route.abort("internetdisconnected"));
    await send(page, "Alex", "Hello from row C!");
    await expectEnglishDialog(page, "error");
  });
});
