import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { formatWindowMeta, type MessageWindow } from "#core/message-window";
import { serveBuild } from "../support/serve-build";
import { e2eServerEnvironment } from "./server-environment";
import { VIEWPORTS, waitForHydration, waitForWorkerControl } from "./helpers";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { signInPanel, unique } from "./staff-api";

/**
 * A rehearsal (docs/new-edition.md "Rehearsal, the day before"): a server started with
 * SUBMISSIONS_OPEN_AT / _CLOSE_AT writes its window into every page it serves, and the toast
 * follows it — with the real clock, nothing faked. Each group starts its own server over the build (BUILD_DIR); the
 * harness's shared server (global-setup.ts) is not used.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILT_PAGES = path.join(ROOT, process.env.BUILD_DIR || "build", "client");
const PASSWORD = "haslo-proby-generalnej";
const TITLE = "Wyślij wiadomość na telebim";
const MINUTE = 60_000;
const META = 'meta[name="message-window"]';

interface RehearsalServer {
  url: string;
  port: number;
  window?: MessageWindow;
  /** Ends the process: SIGTERM, or SIGKILL for a quick replacement on the same port. */
  stop: (signal?: "SIGTERM" | "SIGKILL") => Promise<void>;
}

/**
 * The production server over the build (serveBuild, as every e2e server), with a throwaway data
 * directory; `window` moves the message window, undefined keeps the content's.
 */
async function startServer(
  window: MessageWindow | undefined,
  port?: number,
): Promise<RehearsalServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-rehearsal-"));
  const served = await serveBuild(
    e2eServerEnvironment(dataDir, PASSWORD, {
      SUBMISSIONS_ANY_TIME: "",
      SUBMISSIONS_OPEN_AT: window?.opensAt.toISOString() ?? "",
      SUBMISSIONS_CLOSE_AT: window?.closesAt.toISOString() ?? "",
    }),
    { port },
  );
  return {
    url: served.url,
    port: served.port,
    window,
    stop: async (signal = "SIGTERM") => {
      await served.stop(signal);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A window that opened a minute ago and closes in half an hour. */
function openNow(): MessageWindow {
  const now = Date.now();
  return { opensAt: new Date(now - MINUTE), closesAt: new Date(now + 30 * MINUTE) };
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

/** A service worker's precache, url → revision, as the build writes it (`{url:"…",revision:"…"}`). */
function precacheRevisions(worker: string): Map<string, string> {
  const revisions = new Map<string, string>();
  for (const match of worker.matchAll(/url:"([^"]*)",revision:"([^"]+)"/g))
    revisions.set(match[1]!, match[2]!);
  return revisions;
}

/** A page among the precache's entries: a route ("/homepage") or a prerendered "…/index.html". */
const isPageUrl = (url: string) => url.endsWith(".html") || !/\.[a-z0-9]+$/i.test(url);

test.describe("a rehearsal in progress (the window opened a minute ago)", () => {
  test.describe.configure({ mode: "serial" });
  let server: RehearsalServer;

  test.beforeAll(async () => {
    server = await startServer(openNow());
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("every page this server serves carries its window; the build itself does not", async ({
    request,
  }) => {
    if (!server.window) throw new Error("a rehearsal server has a window");
    const meta = `<meta name="message-window" content="${formatWindowMeta(server.window)}">`;
    for (const url of ["/homepage", "/about/", "/faq", "/team", "/404", "/nie-ma-takiej-strony"]) {
      const response = await request.get(`${server.url}${url}`);
      expect(response.status(), url).toBe(url === "/nie-ma-takiej-strony" ? 404 : 200);
      expect(await response.text(), url).toMatch(new RegExp(`<head[^>]*>${meta}`));
    }
    // A copy of the build served any other way keeps the content's window.
    const built = readFileSync(path.join(BUILT_PAGES, "homepage", "index.html"), "utf8");
    expect(built).not.toContain('name="message-window"');
    // The service worker names the window in its pages' revisions, so cached pages follow it:
    // every page's built revision gets one and the same window suffix, other files keep theirs.
    const worker = await request.get(`${server.url}/sw.js`);
    expect(worker.status()).toBe(200);
    const servedRevisions = precacheRevisions(await worker.text());
    const builtRevisions = precacheRevisions(readFileSync(path.join(BUILT_PAGES, "sw.js"), "utf8"));
    expect([...servedRevisions.keys()]).toEqual([...builtRevisions.keys()]);
    expect(builtRevisions.get("/homepage"), "the build's worker precaches /homepage").toBeDefined();
    const suffixes = new Set<string>();
    for (const [url, built] of builtRevisions) {
      const served = servedRevisions.get(url) ?? "";
      expect(built, url).not.toContain("-window-");
      if (!isPageUrl(url)) {
        expect(served, url).toBe(built);
        continue;
      }
      expect(served.startsWith(`${built}-window-`), `${url}: ${served}`).toBe(true);
      suffixes.add(served.slice(built.length));
    }
    expect([...suffixes], "one window suffix on every page").toHaveLength(1);
    expect([...suffixes][0]).toMatch(/^-window-[0-9a-f]+$/);
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
    await expect(visitor.page.locator(`head ${META}`)).toHaveCount(1);
    expect(errors).toEqual([]);

    await toggle(visitor.page).click();
    await visitor.page.getByRole("textbox", { name: /^Autor/ }).fill(author);
    await visitor.page.getByRole("textbox", { name: /^Wiadomość/ }).fill(text);
    await visitor.page.getByRole("button", { name: /^Wyślij$/ }).click();
    await expect(
      visitor.page.getByRole("dialog").getByRole("heading", { name: "SUKCES" }),
    ).toBeVisible();

    const wall = await newPage(browser, server, { width: 1920, height: 1080 });
    await wall.page.goto("/telebim");
    await waitForHydration(wall.page);
    await expect(wall.page.getByText(text)).toHaveCount(0);

    const moderator = await newPage(browser, server);
    await signInPanel(moderator.page, { name: QUICK_START_LEAD, password: PASSWORD }, server.url);
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
  let server: RehearsalServer | undefined;
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the toast is hidden before the start and appears by itself when it passes", async ({
    browser,
  }) => {
    // The start lies ten minutes ahead; the page's clock, not the test, waits them out.
    const opensAt = new Date(Date.now() + 10 * MINUTE);
    server = await startServer({ opensAt, closesAt: new Date(opensAt.getTime() + 30 * MINUTE) });
    const { context, page } = await newPage(browser, server);
    await page.clock.install();
    await page.goto("/homepage");
    await waitForHydration(page);
    await expect(toggle(page)).toHaveCount(0);
    // The same document all along: no reload, no navigation.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.clock.runFor(10 * MINUTE - 60_000);
    await expect(toggle(page)).toHaveCount(0);
    await page.clock.runFor(61_000);
    await expect(toggle(page)).toBeVisible();
    expect(await page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(opensAt.getTime());
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await context.close();
  });
});

test.describe("a phone with the offline service worker", () => {
  test.use({ serviceWorkers: "allow" });
  let server: RehearsalServer | undefined;
  test.afterAll(async () => {
    await server?.stop();
  });

  /** Reloads until the page, served by the worker, shows `count` window metas. */
  async function expectMetaAfterReloads(page: Page, count: number): Promise<void> {
    await expect
      .poll(
        async () => {
          try {
            await page.reload();
            await waitForHydration(page);
            return await page.locator(META).count();
          } catch {
            // A new worker taking over reloads the page itself, which aborts this reload: the
            // next poll looks again.
            return -1;
          }
        },
        { timeout: 30_000, intervals: [500, 1_000, 2_000] },
      )
      .toBe(count);
  }

  test("follows the rehearsal from its cache, and drops it once the server runs without it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    server = await startServer(openNow());
    await page.goto(`${server.url}/homepage`);
    await waitForHydration(page);
    await waitForWorkerControl(page);
    // Served from the worker's precache now: the pages it fetched carry the rehearsal's window.
    await expectMetaAfterReloads(page, 1);
    await expect(toggle(page)).toBeVisible();

    // After the rehearsal the same server restarts without the override (same address).
    const port = server.port;
    await page.goto("about:blank");
    await server.stop("SIGKILL");
    server = await startServer(undefined, port);
    await page.goto(`${server.url}/homepage`);
    // The built worker differs from the rehearsal's: the browser updates it, it fetches the
    // pages as built, and the phone is back on the content's window.
    await expectMetaAfterReloads(page, 0);
    await expect(toggle(page)).toHaveCount(0);
  });
});
