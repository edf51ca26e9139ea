import { mkdirSync } from "node:fs";
import path from "node:path";
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import {
  ANNOUNCEMENT_POLL_MS,
  ANNOUNCEMENT_MAX_AGE_SECONDS,
  ANNOUNCEMENT_QUIET_MAX_AGE_SECONDS,
} from "#core/announcement-timing";
import { asksForLateChanges, programmeSpans } from "#core/programme-hours";
import { edition, SETS } from "./edition-facts";
import { PUBLIC_PATHS } from "#core/site-pages";
import {
  expectNoAxeViolations,
  VIEWPORTS,
  waitForHydration,
  waitForWorkerControl,
} from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { unique } from "./staff-api";

/**
 * The organisers' announcement as a banner on the public pages
 * (server/screens/README.md#announcements): only within the programme's hours
 * (core/programme-hours.ts), which the tests reach by setting the page's clock to the first evening
 * of the festival; at the real time, long after the edition, the pages ask nothing. A server of the
 * test's own, so its board is the test's.
 */
const BANNER = { name: "Komunikat organizatorów" } as const;
const CLOSE = { name: "Zamknij komunikat" } as const;
/** Screenshots for people to look at, when asked for (outside the repository). */
const SHOTS_DIR = process.env.SHOTS_DIR;
/** An hour into the festival's first set: within the programme's hours. */
const FESTIVAL_EVENING = new Date(Date.parse(SETS[0]!.startsAt) + 3_600_000);
const SPANS = programmeSpans(edition.days, SETS);

async function announce(api: APIRequestContext, text: string): Promise<void> {
  const response = await api.post("/api/moderation/announcement", { data: { text } });
  expect(response.status(), await response.text()).toBe(200);
}

async function clearAnnouncement(api: APIRequestContext): Promise<void> {
  // Declared JSON, as every state-changing staff request must be: an empty object.
  const response = await api.delete("/api/moderation/announcement", { data: {} });
  expect(response.status(), await response.text()).toBe(200);
}

async function visitor(
  browser: Browser,
  server: OwnServer,
  viewport: { width: number; height: number } = VIEWPORTS.mobile,
  serviceWorkers: "allow" | "block" = "block",
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport, serviceWorkers });
  const page = await context.newPage();
  await page.clock.install({ time: FESTIVAL_EVENING });
  return { context, page };
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), animations: "disabled" });
}

test.describe("outside the programme's hours (the real time, after the edition)", () => {
  test("the public pages ask nothing for an announcement and load none of its code", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (url.includes("/api/announcement") || url.includes("live-announcement")) asked.push(url);
    });
    // The page's clock at the real time, moved on by the test: past two of the polls a page
    // within the programme's hours would make, rather than a wait in real time.
    await page.clock.install();
    for (const route of PUBLIC_PATHS) {
      await page.goto(route);
      await waitForHydration(page);
    }
    // Visible, back from the background, online again, and two poll periods on: still nothing.
    await page.evaluate(() => {
      document.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("focus"));
      window.dispatchEvent(new Event("online"));
    });
    await page.clock.runFor(2 * ANNOUNCEMENT_POLL_MS);
    // A request of the test's own from the page, started after all of the above: once it is
    // answered, any request those events or timers started has been reported before it.
    expect(await page.evaluate(async () => (await fetch("/api/health")).status)).toBe(200);
    expect(asked).toEqual([]);
    await expect(page.getByRole("region", BANNER)).toHaveCount(0);
  });
});

test.describe("within the programme's hours (the page's clock on the first evening)", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;
  let lead: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    server = await startOwnServer(playwright);
    lead = await server.moderator();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a new announcement appears without a reload, closes for the session, and goes when cleared", async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, server);
    // The page's clock drives its poll, so a poll is due the moment the test moves it on. The
    // answer's cache life runs on the browser's real clock, though: routing the poll through the
    // test keeps the HTTP cache out of it, and its header is checked instead.
    await page.route("**/api/announcement", (route) => route.continue());
    const asked: string[] = [];
    page.on("response", (response) => {
      if (!response.url().endsWith("/api/announcement")) return;
      asked.push(response.headers()["cache-control"] ?? "");
    });
    const nextPoll = async () => {
      const before = asked.length;
      await page.clock.runFor(ANNOUNCEMENT_POLL_MS);
      await expect.poll(() => asked.length).toBeGreaterThan(before);
    };
    await page.goto("/faq");
    await waitForHydration(page);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    // Poll and cache life together keep an announcement under 30 s from every open page. The
    // server reads the programme's hours on its own, real, clock: long after the edition it
    // allows the quiet cache life (tests/server checks both on a test clock).
    const serverAsks = asksForLateChanges(SPANS, Date.now());
    expect(asked[0]).toBe(
      `public, max-age=${serverAsks ? ANNOUNCEMENT_MAX_AGE_SECONDS : ANNOUNCEMENT_QUIET_MAX_AGE_SECONDS}`,
    );
    expect(ANNOUNCEMENT_POLL_MS + ANNOUNCEMENT_MAX_AGE_SECONDS * 1000).toBeLessThan(30_000);
    await expect(page.getByRole("region", BANNER)).toHaveCount(0);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const first = unique("Wejście 2 zamknięte — korzystaj z Wejścia 1");
    await announce(lead, first);
    await nextPoll();
    const banner = page.getByRole("region", BANNER);
    await expect(banner).toContainText(first);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await expect(page.locator("[aria-live='polite']").filter({ has: banner })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Closed: it stays closed on the next page of the visit (the tab's session), poll after poll.
    await banner.getByRole("button", CLOSE).click();
    await expect(banner).toHaveCount(0);
    await page.goto("/team");
    await waitForHydration(page);
    await nextPoll();
    await expect(page.getByRole("region", BANNER)).toHaveCount(0);

    // A new one shows again, then goes once a lead clears it.
    const second = unique("Zgubiono Zosię — czeka przy Wejściu 1");
    await announce(lead, second);
    await nextPoll();
    await expect(page.getByRole("region", BANNER)).toContainText(second);
    await clearAnnouncement(lead);
    await nextPoll();
    await expect(page.getByRole("region", BANNER)).toHaveCount(0);
    await context.close();
  });

  test("screenshots of the banner at 375 and 1400 px", async ({ browser }) => {
    test.skip(!SHOTS_DIR, "only when SHOTS_DIR asks for them");
    test.setTimeout(60_000);
    await announce(lead, "Wejście 2 zamknięte — korzystaj z Wejścia 1 od ul. Syreniej");
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await visitor(browser, server, viewport);
      for (const route of ["/homepage", "/faq"]) {
        await page.goto(route);
        await waitForHydration(page);
        await expect(page.getByRole("region", BANNER)).toBeVisible();
        await shoot(page, `banner-${route.slice(1)}-${viewport.width}-${name}`);
      }
      await context.close();
    }
    await clearAnnouncement(lead);
  });

  test("a phone that lost its signal still shows the last announcement", async ({ browser }) => {
    test.setTimeout(90_000);
    const text = unique("Koncert na Scenie Głównej opóźniony o 20 minut");
    await announce(lead, text);
    const { context, page } = await visitor(browser, server, VIEWPORTS.mobile, "allow");
    await page.goto("/homepage");
    await waitForHydration(page);
    await waitForWorkerControl(page);
    // Once the worker controls the page, the banner's answer goes through it and is kept.
    await expect
      .poll(
        async () => {
          try {
            await page.reload();
            await waitForHydration(page);
            await expect(page.getByRole("region", BANNER)).toContainText(text);
            return await page.evaluate(async () => {
              const cache = await caches.open("announcement");
              return (await cache.keys()).length;
            });
          } catch {
            return 0; // a new worker taking over reloads the page itself
          }
        },
        { timeout: 45_000, intervals: [500, 1_000, 2_000] },
      )
      .toBe(1);

    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", BANNER)).toContainText(text);
    await context.setOffline(false);
    await context.close();
    await clearAnnouncement(lead);
  });
});
