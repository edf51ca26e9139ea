import { expect, test, type Page } from "@playwright/test";
import { edition, INSIDE_WINDOW } from "./edition-facts";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { decide, signInPanel, submitMessage, unique } from "./staff-api";

/**
 * /telebim (app/features/screen/README.md): full screen, one approved message at a time, in
 * approval order, a QR code and a short address, reconnecting by itself; text never markup. The
 * last test is the whole path: the toast → /moderacja → /telebim. Tests that wait for their own
 * message use a server of their own: the screens' backlog holds every approved message no
 * screen has shown yet, which on the shared server would be other tests' messages.
 */
test.use({ serviceWorkers: "block", viewport: { width: 1920, height: 1080 } });

const SCREEN = "/telebim";
const stage = (page: Page) => page.getByRole("main");

async function openScreen(page: Page, path = SCREEN): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** The fastest rotation the settings allow, so a test sees it move. */
async function fastRotation(server: OwnServer) {
  const api = await server.moderator();
  const response = await api.put("/api/moderation/screens/settings", {
    data: { paceSeconds: 3, minimumSeconds: 3, senderGapMinutes: 0, waitWarningMinutes: 10 },
  });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

test.describe("/telebim", () => {
  test("is the LED wall alone: no nav, footer or toast; one h1; noindex; QR code and address", async ({
    page,
  }) => {
    test.slow(); // axe on a busy CI machine
    await openScreen(page);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByText("NA SKRÓTY")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Wyślij wiadomość na telebim" })).toHaveCount(0);
    const invite = page.getByRole("complementary", { name: "Wyślij własną wiadomość" });
    await expect(
      invite.getByRole("img", { name: /Kod QR prowadzący do https:\/\// }),
    ).toBeVisible();
    await expect(invite).toContainText("Wyślij wiadomość na telebim!");
    // In both languages, for the international students in the stands.
    await expect(invite.locator('[lang="en"]')).toHaveText("Send a message to the big screen!");
    await expect(invite).toContainText(new URL(edition.siteUrl).host);
    // The QR code is drawn at build time: no image request, no QR library in the page.
    const html = await (await page.request.get("/telebim")).text();
    expect(html).toMatch(/<path d="M4 4h7v1h-7z/);
    // It fills the screen without scrolling.
    const scroll = await page.evaluate(() => ({
      x: document.documentElement.scrollWidth - window.innerWidth,
      y: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(scroll).toEqual({ x: 0, y: 0 });
    await expectNoAxeViolations(page);
  });

  test("puts an approved message on screen, author and text, as text — never as markup", async ({
    page,
    playwright,
  }) => {
    const server = await startOwnServer(playwright);
    const api = await fastRotation(server);
    await openScreen(page, `${server.url}${SCREEN}`);
    const pending = unique("Jeszcze nie zatwierdzona");
    await submitMessage(api, "Cierpliwa", pending);
    const markup = `<img src=x onerror="window.__hacked=1"><b>${unique("pogrubione?")}</b>`;
    const id = await submitMessage(api, "<i>Haker</i>", markup);
    await decide(api, id, "approve");

    await expect(stage(page).getByText(markup, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(stage(page).getByText("<i>Haker</i>", { exact: true })).toBeVisible();
    await expect(stage(page).locator("img, b, i")).toHaveCount(0);
    expect(await page.evaluate(() => "__hacked" in window)).toBe(false);
    await expect(page.getByText(pending)).toHaveCount(0);

    // Taken off by the moderator: it leaves the wall.
    await decide(api, id, "reject", "approved");
    await expect(stage(page).getByText(markup, { exact: true })).toHaveCount(0, {
      timeout: 10_000,
    });
    await server.stop();
  });

  test("shows new arrivals in approval order, then keeps rotating", async ({
    page,
    playwright,
  }) => {
    const server = await startOwnServer(playwright);
    const api = await fastRotation(server);
    await openScreen(page, `${server.url}${SCREEN}`);
    const older = unique("Starsza z dwóch");
    const newer = unique("Nowsza z dwóch");
    const olderId = await submitMessage(api, "Pierwszy", older);
    const newerId = await submitMessage(api, "Drugi", newer);
    await decide(api, olderId, "approve");
    await decide(api, newerId, "approve");

    // The older approval goes up first, the newer one after it, then the rotation repeats.
    await expect(stage(page).getByText(older)).toBeVisible({ timeout: 15_000 });
    await expect(stage(page).getByText(newer)).toBeVisible({ timeout: 10_000 });
    await expect(stage(page).getByText(older)).toBeVisible({ timeout: 10_000 });
    await server.stop();
  });

  test("marks a lost connection with a small dot only and reconnects by itself", async ({
    page,
    playwright,
  }) => {
    const server = await startOwnServer(playwright);
    const api = await fastRotation(server);
    // The server is unreachable when the wall starts…
    await page.route("**/api/screen/**", (route) => route.abort("internetdisconnected"));
    await openScreen(page, `${server.url}${SCREEN}`);
    const notice = page.getByRole("status").filter({ hasText: "Brak połączenia" });
    await expect(notice).toHaveText("Brak połączenia", { timeout: 10_000 });
    // A dot in the corner: its words are for screen readers only.
    const dot = await page.locator(".screen__offline").boundingBox();
    expect(dot?.width).toBeLessThanOrEqual(24);
    expect(dot?.height).toBeLessThanOrEqual(24);

    // …a message is approved meanwhile, and the network comes back.
    const text = unique("Zatwierdzona w czasie awarii");
    await decide(api, await submitMessage(api, "Cierpliwa", text), "approve");
    await page.unroute("**/api/screen/**");
    await expect(notice).toHaveCount(0, { timeout: 20_000 });
    await expect(stage(page).getByText(text)).toBeVisible({ timeout: 20_000 });
    await server.stop();
  });

  test("fits a phone-sized preview too", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await openScreen(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("img", { name: /Kod QR/ })).toBeVisible();
  });
});

test.describe("the whole path", () => {
  test("a message sent through the toast, approved in /moderacja, appears on /telebim", async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(90_000); // three browsers: a visitor, the wall and a moderator
    // A server of its own: on the shared one the moderator's own items (the oldest waiting)
    // would be other tests' messages.
    const server = await startOwnServer(playwright);
    const text = unique("Pozdrowienia z płyty <3");
    const author = "Ola & <Kuba>";

    // A visitor during the festival (the browser's clock; the server's window is always open).
    const visitor = await browser.newPage({ viewport: VIEWPORTS.mobile, serviceWorkers: "block" });
    await visitor.clock.install({ time: INSIDE_WINDOW });
    await visitor.goto(`${server.url}/homepage`);
    await waitForHydration(visitor);
    await visitor.getByRole("button", { name: "Wyślij wiadomość na telebim" }).click();
    await visitor.getByRole("textbox", { name: /^Autor/ }).fill(author);
    await visitor.getByRole("textbox", { name: /^Wiadomość/ }).fill(text);
    await visitor.getByRole("button", { name: /^Wyślij$/ }).click();
    await expect(
      visitor.getByRole("dialog").getByRole("heading", { name: "SUKCES" }),
    ).toBeVisible();

    // The wall is on, waiting.
    const wall = await browser.newPage({
      viewport: { width: 1920, height: 1080 },
      serviceWorkers: "block",
    });
    await wall.goto(`${server.url}${SCREEN}`);
    await waitForHydration(wall);
    await expect(wall.getByText(text)).toHaveCount(0);

    // A moderator approves it with the keyboard.
    const moderator = await browser.newPage({
      viewport: VIEWPORTS.mobile,
      serviceWorkers: "block",
    });
    await signInPanel(moderator, server.lead, server.url);
    const item = moderator.getByRole("listitem").filter({ hasText: text });
    await expect(item).toContainText(author);
    await item.getByRole("button", { name: "Zatwierdź" }).focus();
    await moderator.keyboard.press("a");
    await expect(item).toHaveCount(0);

    // On the wall: the author and the text, as typed — markup characters included.
    await expect(wall.getByRole("main").getByText(text, { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(wall.getByRole("main").getByText(author, { exact: true })).toBeVisible();
    for (const page of [visitor, wall, moderator]) await page.close();
    await server.stop();
  });
});
