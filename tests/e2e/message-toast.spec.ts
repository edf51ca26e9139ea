import { expect, test, type Page, type Route } from "@playwright/test";
import { loadContent } from "#content-layer/load";
import { editionMessageWindow, messageWindowInstants } from "#core/message-window";
import { PUBLIC_PATHS } from "#core/site-pages";
import { countSends, expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";

/**
 * The message toast (app/features/message-toast/README.md#message-toast through #result-codes).
 * The window is the content's under test (CONTENT_DIR): the browser's clock is Playwright's,
 * set to the edition's time zone below, so the toast reads the edition's wall-clock times as
 * the instants computed here. The harness's server accepts messages at any time and leaves the
 * pages' window alone (SUBMISSIONS_ANY_TIME, global-setup.ts). /api/submissions is routed:
 * these tests never depend on the real endpoint.
 */
const { edition } = loadContent();
const WINDOW = messageWindowInstants(editionMessageWindow(edition));
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const at = (date: Date, offsetMs: number) => new Date(date.getTime() + offsetMs);

const TITLE = "Wyślij wiadomość na telebim";
const BEFORE_START = at(WINDOW.opensAt, -MINUTE);
const DURING = at(
  WINDOW.opensAt,
  Math.min(3.5 * 60 * MINUTE, (WINDOW.closesAt.getTime() - WINDOW.opensAt.getTime()) / 2),
);
const NEAR_END = at(WINDOW.closesAt, -59 * SECOND);
const AFTER_END = at(WINDOW.closesAt, SECOND);

// page.route must see the POST; a service worker could answer it first.
test.use({
  serviceWorkers: "block",
  viewport: VIEWPORTS.desktop,
  timezoneId: edition.timeZone,
});

const toast = (page: Page) => page.getByRole("complementary", { name: TITLE });
const toggle = (page: Page) => page.getByRole("button", { name: TITLE });
const author = (page: Page) => page.getByRole("textbox", { name: /^Autor/ });
const message = (page: Page) => page.getByRole("textbox", { name: /^Wiadomość/ });
const submit = (page: Page) => toast(page).getByRole("button", { name: /^(Wyślij|Wysyłanie…)$/ });
const dialog = (page: Page) => page.getByRole("dialog");

async function openAt(page: Page, time: Date, path = "/homepage"): Promise<void> {
  await page.clock.install({ time });
  await page.goto(path);
  await waitForHydration(page);
}

async function fillAndSend(page: Page, authorText: string, messageText: string): Promise<void> {
  if ((await toggle(page).getAttribute("aria-expanded")) !== "true") await toggle(page).click();
  await author(page).fill(authorText);
  await message(page).fill(messageText);
  await submit(page).click();
}

async function expectDialog(page: Page, title: string, body: RegExp): Promise<void> {
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole("heading", { name: title })).toBeVisible();
  await expect(dialog(page)).toContainText(body);
}

/**
 * Closes the dialog and checks the state after a server response
 * (app/features/message-toast/README.md#sending).
 */
async function expectResetAfterResponse(page: Page, close: "Zamknij" | "Zamknij okno") {
  await dialog(page).getByRole("button", { name: close, exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(author(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await toggle(page).click();
  await expect(author(page)).toHaveValue("");
  await expect(message(page)).toHaveValue("");
  await expect(author(page)).not.toHaveAttribute("aria-invalid", "true");
}

test.describe("message window", () => {
  test("is not in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get("/homepage")).text();
    expect(html).not.toContain(TITLE);
  });

  test("is hidden before the start and appears by itself at the start", async ({ page }) => {
    await openAt(page, BEFORE_START);
    await page.clock.pauseAt(at(WINDOW.opensAt, -10 * SECOND));
    await expect(toggle(page)).toHaveCount(0);
    await page.clock.runFor(9_000); // a second before the start
    await expect(toggle(page)).toHaveCount(0);
    await page.clock.runFor(1_000); // the start — no reload, no navigation
    await expect(toggle(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("disappears when the end is reached while it is open", async ({ page }) => {
    await openAt(page, NEAR_END);
    await toggle(page).click();
    await expect(author(page)).toBeVisible();
    await page.clock.pauseAt(at(WINDOW.closesAt, -SECOND));
    await page.clock.runFor(1_500); // half-way through the last second, still in the window
    await expect(toggle(page)).toBeVisible();
    await page.clock.runFor(1_000); // past the last second
    await expect(toast(page)).toHaveCount(0);
  });

  test("never appears after the end", async ({ page }) => {
    await openAt(page, AFTER_END);
    await page.clock.runFor(60 * 60 * 1_000);
    await page.goto("/faq");
    await waitForHydration(page);
    await page.clock.runFor(24 * 60 * 60 * 1_000);
    await expect(toast(page)).toHaveCount(0);
  });

  test("is on every public page, collapsed by default", async ({ page }) => {
    await page.clock.install({ time: DURING });
    // One browser page for all of them: a navigation costs a third of a new page.
    for (const path of PUBLIC_PATHS) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForHydration(page);
        await expect(toggle(page)).toBeVisible();
        await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
        await expect(author(page)).toBeHidden();
        await toggle(page).click();
        await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
        await expect(author(page)).toBeVisible();
        await toggle(page).click();
        await expect(author(page)).toBeHidden();
      });
    }
  });
});

test.describe("the form", () => {
  test("fields, limits and hints", async ({ page }) => {
    await openAt(page, DURING);
    await toggle(page).click();
    await expect(author(page)).toHaveAttribute("maxlength", "32");
    await expect(message(page)).toHaveAttribute("maxlength", "128");
    await expect(author(page)).toHaveAttribute("required", "");
    await expect(message(page)).toHaveAttribute("required", "");
    await expect(toast(page).getByText("3-32 znaków")).toBeVisible();
    await expect(toast(page).getByText("5-128 znaków")).toBeVisible();
    await author(page).fill("x".repeat(40));
    await expect(author(page)).toHaveValue("x".repeat(32));
    await expect(author(page)).toHaveAccessibleDescription("Wpisano 32 z 32 znaków");
  });

  test("an empty field: submit does nothing but show the validation display", async ({ page }) => {
    await openAt(page, DURING);
    const sends = await countSends(page);
    await toggle(page).click();
    await expect(author(page)).not.toHaveAttribute("aria-invalid", "true");
    await author(page).fill("Ola");
    await submit(page).click();
    await expect(message(page)).toHaveAttribute("aria-invalid", "true");
    await expect(message(page)).toBeFocused();
    await expect(author(page)).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog(page)).toHaveCount(0);
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    expect(sends()).toBe(0);
  });

  test("Enter in the message field submits", async ({ page }) => {
    await openAt(page, DURING);
    await page.route("**/api/submissions", (route) => route.fulfill({ status: 201 }));
    await toggle(page).click();
    await author(page).fill("Kuba");
    await message(page).fill("Wysłane Enterem");
    await message(page).press("Enter");
    await expectDialog(page, "SUKCES", /Udało się wysłać wiadomość!/);
  });

  test("tells the visitor that sending needs a connection while offline", async ({
    page,
    context,
  }) => {
    await openAt(page, DURING);
    await toggle(page).click();
    await context.setOffline(true);
    await expect(toast(page).getByRole("status")).toContainText("wymaga połączenia");
    await context.setOffline(false);
    await expect(toast(page).getByRole("status")).toHaveText("");
  });
});

test.describe("results", () => {
  test("posts JSON {author, message}, disables the button in flight, SUKCES on 201", async ({
    page,
  }) => {
    await openAt(page, DURING);
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const posted: { body: unknown; contentType?: string; method: string }[] = [];
    await page.route("**/api/submissions", async (route: Route) => {
      const request = route.request();
      posted.push({
        body: request.postDataJSON(),
        contentType: request.headers()["content-type"],
        method: request.method(),
      });
      await answered;
      await route.fulfill({ status: 201, body: '{"id":1}', contentType: "application/json" });
    });
    await fillAndSend(page, "Ola z Mokotowa", "Pozdrowienia dla całej ekipy!");
    await expect(submit(page)).toBeDisabled();
    await message(page).press("Enter"); // no double send while in flight
    release();
    await expectDialog(page, "SUKCES", /Udało się wysłać wiadomość!/);
    expect(posted).toEqual([
      {
        body: { author: "Ola z Mokotowa", message: "Pozdrowienia dla całej ekipy!" },
        contentType: "application/json",
        method: "POST",
      },
    ]);
    await expectResetAfterResponse(page, "Zamknij");
  });

  test("a real send carries a solved proof of work, gets 201 and a device", async ({
    page,
    context,
  }) => {
    await openAt(page, DURING);
    const errors: string[] = [];
    page.on("console", (entry) => {
      if (entry.type() === "error") errors.push(entry.text());
    });
    const challenge = page.waitForResponse("**/api/submissions/challenge");
    const worker = page.waitForEvent("worker");
    await toggle(page).click();
    await author(page).fill("Ola z Mokotowa");
    // The challenge is fetched as soon as the visitor starts, and solved in a Web Worker (the
    // CSP allows it) while they type.
    expect((await challenge).status()).toBe(200);
    expect((await worker).url()).toMatch(/\/assets\/proof-worker-[\w-]+\.js$/);
    await message(page).fill("Pozdrowienia z prawdziwej wysyłki!");
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/submissions"),
    );
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().endsWith("/api/submissions"),
    );
    await submit(page).click();
    const proof = (await posted).headers()["altcha"] ?? "";
    expect(JSON.parse(Buffer.from(proof, "base64").toString("utf8"))).toMatchObject({
      challenge: { parameters: { algorithm: "PBKDF2/SHA-256" } },
      solution: { counter: expect.any(Number) },
    });
    expect((await answered).status()).toBe(201);
    await expectDialog(page, "SUKCES", /Udało się wysłać wiadomość!/);
    // Only a verified proof buys a device cookie.
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain("juwenalia_device");
    expect(errors).toEqual([]);
  });

  // One page answers every row in turn: each send ends with the toast reset (or, for the
  // client's codes, the form kept), which is where the next row starts from.
  const serverRows = [
    { answer: "a 4xx (429)", status: 429, title: "WYSTĄPIŁ BŁĄD", body: /Spróbuj ponownie/ },
    { answer: "a 4xx (422)", status: 422, title: "WYSTĄPIŁ BŁĄD", body: /Spróbuj ponownie/ },
    { answer: "a 5xx (503)", status: 503, title: "WYSTĄPIŁ BŁĄD", body: /Spróbuj ponownie/ },
    { answer: "200", status: 200, title: "SUKCES", body: /Udało się wysłać wiadomość!/ },
  ] as const;
  test("each server answer → its dialog, then cleared and collapsed", async ({ page }) => {
    await openAt(page, DURING);
    for (const row of serverRows) {
      await test.step(`${row.answer} → ${row.title}`, async () => {
        await page.unrouteAll();
        // The body is never read: even a body carrying a code does not change the dialog.
        await page.route("**/api/submissions", (route) =>
          route.fulfill({ status: row.status, body: '{"code":73,"error":"x"}' }),
        );
        await fillAndSend(page, "Ola", "Pozdrowienia!");
        await expectDialog(page, row.title, row.body);
        await expectResetAfterResponse(page, "Zamknij okno");
      });
    }
  });

  test("a network failure → WYSTĄPIŁ BŁĄD, cleared and collapsed", async ({ page }) => {
    await openAt(page, DURING);
    await page.route("**/api/submissions", (route) => route.abort("internetdisconnected"));
    await fillAndSend(page, "Ola", "Pozdrowienia!");
    await expectDialog(page, "WYSTĄPIŁ BŁĄD", /Nie udało się wysłać wiadomości/);
    await expectResetAfterResponse(page, "Zamknij");
  });

  const clientRows = [
    { code: 71, author: "Ol", text: "Pozdrowienia!", title: "ZA MAŁO ZNAKÓW", body: /Autor/ },
    {
      code: 72,
      author: "Ola",
      text: "Hej",
      title: "ZA MAŁO ZNAKÓW W WIADOMOŚCI",
      body: /co najmniej 5 znaków/,
    },
    {
      code: 73,
      author: "Ola",
      text: "ty k.u.r.w.o",
      title: "WYKRYTO WULGARYZM",
      body: /bez wulgaryzmów/,
    },
  ] as const;
  test("71, 72 and 73 → their dialogs, nothing sent, form kept", async ({ page }) => {
    await openAt(page, DURING);
    const sends = await countSends(page);
    for (const row of clientRows) {
      await test.step(`${row.code} → ${row.title}`, async () => {
        await fillAndSend(page, row.author, row.text);
        await expectDialog(page, row.title, row.body);
        await page.keyboard.press("Escape");
        await expect(dialog(page)).toBeHidden();
        await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
        await expect(row.code === 71 ? author(page) : message(page)).toBeFocused();
        await expect(author(page)).toHaveValue(row.author);
      });
    }
    expect(sends()).toBe(0);
  });

  test("69 → CHAT ZABLOKOWANY when the clock is before the start at submit", async ({ page }) => {
    await openAt(page, DURING);
    await toggle(page).click();
    // The visitor's clock is set back after the toast appeared; the check uses the time of submit.
    await page.clock.setSystemTime(at(WINDOW.opensAt, -4 * 60 * MINUTE));
    await fillAndSend(page, "Ola", "Pozdrowienia!");
    await expectDialog(page, "CHAT ZABLOKOWANY", /odblokowany/);
    await dialog(page).getByRole("button", { name: "Zamknij", exact: true }).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(toggle(page)).toBeFocused();
  });

  test("70 → CHAT ZABLOKOWANY when the clock is past the end at submit", async ({ page }) => {
    await openAt(page, NEAR_END);
    await toggle(page).click();
    await page.clock.setSystemTime(at(WINDOW.closesAt, 6 * SECOND));
    await fillAndSend(page, "Ola", "Pozdrowienia!");
    await expectDialog(page, "CHAT ZABLOKOWANY", /przyszłym roku/);
    // Collapsed (and, the window being over, about to go): no expanded toast behind the modal.
    await expect(
      page.getByRole("button", { name: TITLE, expanded: true, includeHidden: true }),
    ).toHaveCount(0);
    await dialog(page).getByRole("button", { name: "Zamknij", exact: true }).click();
    await expect(dialog(page)).toBeHidden();
    await page.clock.runFor(60_000);
    await expect(toast(page)).toHaveCount(0);
  });

  test("the dialog is a modal: focus moves in, is trapped, Escape closes", async ({ page }) => {
    await openAt(page, DURING);
    await page.route("**/api/submissions", (route) => route.fulfill({ status: 201 }));
    await fillAndSend(page, "Ola", "Pozdrowienia!");
    const close = dialog(page).getByRole("button", { name: "Zamknij", exact: true });
    const cross = dialog(page).getByRole("button", { name: "Zamknij okno" });
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(cross).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(cross).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });
});

test.describe("accessibility and layout", () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`at ${viewport.width} px (${name})`, () => {
      test.use({ viewport });

      test("axe is clean with the toast open and with the dialog open", async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await openAt(page, DURING, "/about");
        await toggle(page).click();
        await expect(author(page)).toBeVisible();
        await expectNoAxeViolations(page);
        await page.route("**/api/submissions", (route) => route.fulfill({ status: 201 }));
        await fillAndSend(page, "Ola", "Pozdrowienia!");
        await expectDialog(page, "SUKCES", /Udało się/);
        await expectNoAxeViolations(page);
      });

      test("the collapsed toast is a compact bar that leaves the footer readable", async ({
        page,
      }) => {
        await openAt(page, DURING, "/faq");
        const box = await toast(page).boundingBox();
        expect(box).not.toBeNull();
        if (!box) return;
        expect(box.height).toBeLessThanOrEqual(72);
        expect(box.height).toBeGreaterThanOrEqual(44);
        // Scrolled to the very end, the whole footer sits above the toast.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footer = await page.getByRole("contentinfo").boundingBox();
        expect(footer).not.toBeNull();
        if (footer) expect(footer.y + footer.height).toBeLessThanOrEqual(box.y);
      });
    });
  }
});
