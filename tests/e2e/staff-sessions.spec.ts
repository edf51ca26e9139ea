import { expect, test as base, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers";
import { startOwnServer, type Account, type OwnServer } from "./own-server";
import { signInPanel } from "./staff-api";

/**
 * "Twoje sesje" in the panel (app/features/moderation/README.md): the account's sessions and
 * "Wyloguj wszędzie indziej", on a server of its own so ending sessions touches no other test.
 */
const test = base.extend<{ server: OwnServer }>({
  server: async ({ playwright }, provide) => {
    const server = await startOwnServer(playwright, { accounts: [{ name: "ewa", lead: true }] });
    await provide(server);
    await server.stop();
  },
});
test.use({ serviceWorkers: "block" });
// Its own server (an account made by the CLI first) and two browsers: on a busy machine the
// default 30 s go on the set-up alone.
test.describe.configure({ timeout: 120_000 });

const ANDROID_FIREFOX = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";

/** A panel in a browser of its own (its own cookies), signed in as `account`. */
async function panelIn(
  browser: Browser,
  server: OwnServer,
  account: Account,
  options: { width: number; height: number; userAgent?: string },
): Promise<Page> {
  const { userAgent, ...viewport } = options;
  const context = await browser.newContext({ viewport, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await signInPanel(page, account, server.url);
  return page;
}

/**
 * Holds back the answer to the page's next request for the sessions list: the request reaches
 * the server at once (so the answer shows the sessions as they were then), and `held` gives a
 * function that hands it to the page and resolves once the page has drawn it.
 */
async function holdFirstList(page: Page): Promise<{ held: Promise<() => Promise<void>> }> {
  const url = "**/api/moderation/sessions";
  let hold: (answer: () => Promise<void>) => void = () => {};
  const held = new Promise<() => Promise<void>>((resolve) => (hold = resolve));
  await page.route(
    url,
    async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      hold(async () => {
        const finished = page.waitForEvent("requestfinished", (each) => each === route.request());
        await route.fulfill({ response });
        await finished;
        await page.evaluate(
          () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
        );
        await page.unroute(url);
      });
    },
    { times: 1 },
  );
  return { held };
}

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`lists the account's sessions and signs out everywhere else (${label})`, async ({
    browser,
    server,
  }, testInfo) => {
    const ewa = server.accounts.get("ewa");
    if (!ewa) throw new Error("no account ewa");
    const phone = await panelIn(browser, server, ewa, {
      ...VIEWPORTS.mobile,
      userAgent: ANDROID_FIREFOX,
    });
    const page = await panelIn(browser, server, ewa, viewport);

    const opener = page.getByRole("button", { name: "Twoje sesje" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Gdzie to konto jest zalogowane" });
    await expect(dialog).toBeVisible();
    const sessions = dialog.getByRole("list", { name: "Sesje tego konta" }).getByRole("listitem");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first()).toContainText("(to urządzenie)");
    await expect(sessions.nth(1)).toContainText("Firefox, Android");
    await expect(dialog).toContainText("Sesja nieużywana przez 120 min wygasa");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`sessions-${viewport.width}.png`) });

    const endOthers = dialog.getByRole("button", { name: "Wyloguj wszędzie indziej" });
    await expect(endOthers).toHaveAccessibleDescription(/To urządzenie zostaje zalogowane/);
    await endOthers.click();
    await expect(dialog.getByRole("status")).toHaveText(
      "Zakończono 1 sesję. To urządzenie zostaje zalogowane.",
    );
    await expect(sessions).toHaveCount(1);
    // Pressed again, the server finds nothing more to end and the dialog says so.
    await endOthers.click();
    await expect(dialog.getByRole("status")).toHaveText(
      "Nie ma innych sesji. To urządzenie zostaje zalogowane.",
    );
    await expect(sessions).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath(`sessions-ended-${viewport.width}.png`) });

    // Closing gives focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByText("Na żywo", { exact: true })).toBeVisible();

    // The phone's panel finds out at its next request and says why it asks for the password.
    await expect(phone.getByLabel("Nazwa konta")).toBeVisible({ timeout: 20_000 });
    await expect(phone.getByText("Sesja wygasła. Zaloguj się ponownie.")).toBeVisible();
    await expectNoAxeViolations(phone);
    await phone.screenshot({ path: testInfo.outputPath(`expired-${label}.png`) });
    // Said once: opened again, the panel is a plain login form.
    await phone.reload();
    await expect(phone.getByLabel("Nazwa konta")).toBeVisible();
    await expect(phone.getByText("Sesja wygasła. Zaloguj się ponownie.")).toHaveCount(0);

    // A panel closed while signed in and opened after its session ended says so too.
    await signInPanel(phone, ewa, server.url);
    await phone.goto(`${server.url}/homepage`);
    // Pressed while the list is still loading, the press is never lost; and the list asked for
    // on opening, answered only after the press, does not bring the ended session back.
    const openingList = await holdFirstList(page);
    await opener.click();
    await expect(dialog.getByText("Wczytywanie…")).toBeVisible();
    const answerOpeningList = await openingList.held;
    await endOthers.click();
    await expect(dialog.getByRole("status")).toHaveText(/^Zakończono 1 sesję/);
    await expect(sessions).toHaveCount(1);
    await answerOpeningList();
    await expect(sessions).toHaveCount(1);
    await phone.goto(`${server.url}/moderacja`);
    await expect(phone.getByText("Sesja wygasła. Zaloguj się ponownie.")).toBeVisible();

    await phone.context().close();
    await page.context().close();
  });
}
