import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { formatWindowMeta, type MessageWindow } from "../../core/message-window";
import { serveBuild } from "../../scripts/lib/serve-build";
import { VIEWPORTS, waitForHydration } from "./helpers";
import { unique } from "./staff-api";

/**
 * A rehearsal (README.md "Environment variables"): a server started with SUBMISSIONS_OPEN_AT /
 * _CLOSE_AT writes its window into every page it serves, and the toast follows it — with the
 * real clock, nothing faked. Each group starts its own server over the build (BUILD_DIR); the
 * harness's shared server (global-setup.ts) is not used.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILT_PAGES = path.join(ROOT, process.env.BUILD_DIR || "build", "client");
const PASSWORD = "haslo-proby-generalnej";
const TITLE = "Wyślij wiadomość na telebim";
const MINUTE = 60_000;

interface RehearsalServer {
  url: string;
  window: MessageWindow;
  stop: () => Promise<void>;
}

async function startRehearsal(window: MessageWindow): Promise<RehearsalServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-rehearsal-"));
  const server = await serveBuild({
    DATA_DIR: dataDir,
    // A developer's .env must not point this server at another database or window switch.
    DATABASE_URL: "",
    SUBMISSIONS_ANY_TIME: "",
    MODERATOR_PASSWORD: PASSWORD,
    SUBMISSIONS_OPEN_AT: window.opensAt.toISOString(),
    SUBMISSIONS_CLOSE_AT: window.closesAt.toISOString(),
  });
  return {
    url: server.url,
    window,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser of its own (cookies, session) on the rehearsal's server. */
async function newPage(
  browser: Browser,
  server: RehearsalServer,
  viewport: { width: number; height: number } = VIEWPORTS.mobile,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    serviceWorkers: "block",
  });
  return { context, page: await context.newPage() };
}

/** Console errors and uncaught exceptions of a page (a hydration mismatch is reported there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const toggle = (page: Page) => page.getByRole("button", { name: TITLE });

test.describe("a rehearsal in progress (the window opened a minute ago)", () => {
  test.describe.configure({ mode: "serial" });
  let server: RehearsalServer;

  test.beforeAll(async () => {
    const now = Date.now();
    server = await startRehearsal({
      opensAt: new Date(now - MINUTE),
      closesAt: new Date(now + 30 * MINUTE),
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("every page this server serves carries its window; the build itself does not", async ({
    request,
  }) => {
    const meta = `<meta name="message-window" content="${formatWindowMeta(server.window)}">`;
    for (const url of ["/homepage", "/about/", "/faq", "/team", "/404", "/nie-ma-takiej-strony"]) {
      const response = await request.get(`${server.url}${url}`);
      expect(response.status(), url).toBe(url === "/nie-ma-takiej-strony" ? 404 : 200);
      expect(await response.text(), url).toMatch(new RegExp(`<head[^>]*>${meta}`));
    }
    // A copy of the build served any other way keeps the content's window.
    const built = readFileSync(path.join(BUILT_PAGES, "homepage", "index.html"), "utf8");
    expect(built).not.toContain('name="message-window"');
    // The service worker names the window in its pages' revisions, so cached pages follow it.
    const worker = await request.get(`${server.url}/sw.js`);
    if (worker.ok()) expect(await worker.text()).toMatch(/revision:"[0-9a-f]+-window-[0-9a-f]+"/);
  });

  test("a message sent through the toast is approved on /moderacja and shown on /telebim", async ({
    browser,
  }) => {
    test.setTimeout(90_000); // three browsers: a visitor, a moderator and the wall
    const text = unique("Próba generalna");
    const author = "Ekipa techniczna";

    // A visitor with the real clock: the content's window is far away, the server's is open.
    const visitor = await newPage(browser, server);
    const errors = collectErrors(visitor.page);
    await visitor.page.goto("/homepage");
    await waitForHydration(visitor.page);
    await expect(toggle(visitor.page)).toBeVisible();
    // React hydrated around the extra element in <head> and left it there, without complaint.
    await expect(visitor.page.locator('head meta[name="message-window"]')).toHaveCount(1);
    expect(errors).toEqual([]);

    await toggle(visitor.page).click();
    await visitor.page.getByRole("textbox", { name: /^Autor/ }).fill(author);
    await visitor.page.getByRole("textbox", { name: /^Wiadomość/ }).fill(text);
    await visitor.page.getByRole("button", { name: /^Wyślij$/ }).click();
    await expect(
      visitor.page.getByRole("dialog").getByRole("heading", { name: "SUKCES" }),
    ).toBeVisible();

    const wall = await newPage(browser, server, { width: 1920, height: 1080 });
    await wall.page.goto("/telebim?sekundy=3");
    await waitForHydration(wall.page);
    await expect(wall.page.getByText(text)).toHaveCount(0);

    const moderator = await newPage(browser, server);
    await moderator.page.goto("/moderacja");
    await waitForHydration(moderator.page);
    await moderator.page.getByLabel("Hasło moderatora").fill(PASSWORD);
    await moderator.page.getByRole("button", { name: "Zaloguj się" }).click();
    const item = moderator.page.getByRole("listitem").filter({ hasText: text });
    await expect(item).toContainText(author);
    await item.getByRole("button", { name: "Zatwierdź" }).click();
    await expect(item).toHaveCount(0);

    await expect(wall.page.getByRole("main").getByText(text, { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(wall.page.getByRole("main").getByText(author, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    for (const { context } of [visitor, wall, moderator]) await context.close();
  });
});

test.describe("a rehearsal about to start", () => {
  let server: RehearsalServer;

  test.beforeAll(async () => {
    // A few seconds for the server to start and the page to load; then the toast must appear.
    const opensAt = new Date(Date.now() + 10_000);
    server = await startRehearsal({ opensAt, closesAt: new Date(opensAt.getTime() + 30 * MINUTE) });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the toast is hidden before the start and appears by itself when it passes", async ({
    browser,
  }) => {
    const { context, page } = await newPage(browser, server);
    await page.goto("/homepage");
    await waitForHydration(page);
    const opensAt = server.window.opensAt.getTime();
    expect(Date.now(), "the page loaded after the start; nothing was checked").toBeLessThan(
      opensAt - 500,
    );
    await expect(toggle(page)).toHaveCount(0);
    // The same document all along: no reload, no navigation.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await expect(toggle(page)).toBeVisible({ timeout: opensAt - Date.now() + 5_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(opensAt);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await context.close();
  });
});
