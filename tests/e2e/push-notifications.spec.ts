import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { pushSetPath } from "#core/contract/push";
import { slugOf } from "#core/festival-schedule";
import { edition, SETS } from "./edition-facts";
import {
  expectNoAxeViolations,
  VIEWPORTS,
  waitForHydration,
  waitForWorkerControl,
} from "./helpers";
import {
  deliverPush,
  IPHONE_SAFARI,
  notificationRefusal,
  NOTIFYING_CHROMIUM,
  shownNotifications,
  standInPushRoutes,
  subscribeWithTestKeys,
  tapNotification,
  testSubscription,
  vapidPublicKey,
  type SentToServer,
} from "./push-browser";

/**
 * "Powiadomienia" in "Mój plan" (app/features/push-notifications/README.md), in Chromium with the
 * site's service worker: the switch in each state the browser can be in, a push delivered to the
 * worker through the DevTools protocol shown as a notification, and a tap on it opening the plan
 * at the set. SHOTS_DIR keeps a screenshot of each state at 375 and 1400 px, in Polish and English.
 * In Debian's full Chromium, with the test's subscription (push-browser.ts).
 */
test.use(NOTIFYING_CHROMIUM);
// A new browser context per test, its worker installed on the first load: more than the default.
test.describe.configure({ timeout: 60_000 });

const SHOTS_DIR = process.env.SHOTS_DIR;
const PLAN_KEY = `juwenalia:plan:${slugOf(`${edition.name} ${edition.year}`)}`;
const STARRED = [SETS[0]!, SETS.at(-1)!];

const WORDS = {
  pl: {
    base: "",
    plan: "Mój plan",
    switch: "Powiadomienia na tym urządzeniu",
    on: "Powiadomienia są włączone.",
    off: "Powiadomienia są wyłączone.",
    unavailable: "Powiadomienia są teraz niedostępne.",
    unsupported: "Ta przeglądarka nie obsługuje powiadomień.",
    homeScreen: "Do ekranu początkowego",
    denied: "Powiadomienia są zablokowane dla tej strony.",
    reminder: "Przypomnienie przed koncertem",
  },
  en: {
    base: "/en",
    plan: "My plan",
    switch: "Notifications on this device",
    on: "Notifications are on.",
    off: "Notifications are off.",
    unavailable: "Notifications are unavailable right now.",
    unsupported: "This browser does not support notifications.",
    homeScreen: "Add to Home Screen",
    denied: "Notifications are blocked for this site.",
    reminder: "Reminder before a set",
  },
} as const;
type Language = keyof typeof WORDS;

interface Visit {
  context: BrowserContext;
  page: Page;
  /** The bodies the page sent to PUT and DELETE /api/push/subscription. */
  sent: SentToServer;
}

/**
 * /about with two starred sets, the server's push routes stood in for by the test (a key, or 404
 * for a server that sends none), and `setUp` run in the page before its scripts.
 */
async function visitPlan(
  browser: import("@playwright/test").Browser,
  language: Language,
  viewport: { width: number; height: number },
  options: {
    key?: string | null;
    permission?: boolean;
    userAgent?: string;
    setUp?: () => void;
  } = {},
): Promise<Visit> {
  const context = await browser.newContext({
    viewport,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = await context.newPage();
  if (options.permission !== false) await context.grantPermissions(["notifications"]);
  else await (await notificationRefusal(context, page))();
  await context.addInitScript(([key, ids]) => localStorage.setItem(key!, JSON.stringify(ids)), [
    PLAN_KEY,
    STARRED.map((set) => set.id),
  ] as const);
  await context.addInitScript(subscribeWithTestKeys, testSubscription());
  if (options.setUp) await context.addInitScript(options.setUp);
  const sent = await standInPushRoutes(
    context,
    options.key === undefined ? vapidPublicKey() : options.key,
  );
  await page.goto(`${WORDS[language].base}/about#moj-plan`);
  await waitForHydration(page);
  return { context, page, sent };
}

/**
 * The site's worker has installed, as for a visitor back on the site: on the first visit a tap
 * waits for it (the page says „Chwileczkę…”), which on this busy machine may take longer than
 * an expectation waits.
 */
async function workerInstalled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

const notifications = (page: Page, language: Language) =>
  page
    .getByRole("region", { name: WORDS[language].plan, exact: true })
    .getByRole("region", { name: language === "pl" ? "Powiadomienia" : "Notifications" });

async function shoot(page: Page, language: Language, state: string, width: number) {
  const block = notifications(page, language);
  await block.scrollIntoViewIfNeeded();
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await block.screenshot({
    path: path.join(SHOTS_DIR, `notifications-${state}-${language}-${width}.png`),
  });
}

for (const language of ["pl", "en"] as const) {
  const words = WORDS[language];
  for (const viewport of Object.values(VIEWPORTS)) {
    for (const { state, text, options } of [
      { state: "unavailable", text: words.unavailable, options: { key: null } },
      {
        state: "unsupported",
        text: words.unsupported,
        options: {
          setUp: () => {
            delete (window as Partial<Window & { PushManager: unknown }>).PushManager;
          },
        },
      },
      { state: "iphone", text: words.homeScreen, options: { userAgent: IPHONE_SAFARI } },
      { state: "denied", text: words.denied, options: { permission: false } },
    ] as const) {
      test(`${state}: the plan says why and how, ${language} at ${viewport.width} px`, async ({
        browser,
      }) => {
        const { context, page } = await visitPlan(browser, language, viewport, options);
        const block = notifications(page, language);
        await expect(block).toContainText(text);
        await expect(block.getByRole("switch")).toHaveCount(0);
        // The plan itself works as before.
        await expect(page.locator(`#plan-${STARRED[0]!.id}`)).toBeVisible();
        await shoot(page, language, state, viewport.width);
        if (viewport === VIEWPORTS.mobile) await expectNoAxeViolations(page);
        await context.close();
      });
    }

    test(`turned on after the tap, with a reminder; turned off, ${language} at ${viewport.width} px`, async ({
      browser,
    }) => {
      const { context, page, sent } = await visitPlan(browser, language, viewport);
      await workerInstalled(page);
      const block = notifications(page, language);
      const toggle = block.getByRole("switch", { name: words.switch });
      await expect(toggle).not.toBeChecked();
      await expect(block).toContainText(words.off);
      await shoot(page, language, "off", viewport.width);
      await toggle.click();
      await expect(block).toContainText(words.on);
      await expect(toggle).toBeChecked();
      const reminder = block.getByLabel(words.reminder);
      await expect(reminder).toHaveValue("10");
      await shoot(page, language, "on", viewport.width);
      await expectNoAxeViolations(page);
      expect(sent).toEqual([
        {
          method: "PUT",
          body: {
            subscription: {
              endpoint: expect.stringMatching(/^https:\/\//),
              keys: { p256dh: expect.any(String), auth: expect.any(String) },
            },
            language,
            setIds: STARRED.map((set) => set.id).sort(),
            reminderMinutes: 10,
          },
        },
      ]);
      await reminder.selectOption("30");
      await expect.poll(() => sent.length).toBe(2);
      expect(sent[1]).toMatchObject({ method: "PUT", body: { reminderMinutes: 30 } });
      await toggle.click();
      await expect(block).toContainText(words.off);
      await expect.poll(() => sent.length).toBe(3);
      expect(sent[2]).toEqual({
        method: "DELETE",
        body: {
          endpoint: (sent[0]!.body as { subscription: { endpoint: string } }).subscription.endpoint,
        },
      });
      await context.close();
    });
  }
}

for (const language of ["pl", "en"] as const) {
  test(`a push shows a notification with the site's icon; a tap opens the plan at the set, ${language}`, async ({
    browser,
  }) => {
    const { context, page } = await visitPlan(browser, language, VIEWPORTS.mobile);
    const set = STARRED[1]!;
    // As the server names the set (core/contract/push.ts); the worker opens the set's row.
    const url = pushSetPath(language, set.id);
    const opened = `${WORDS[language].base}/about#plan-${set.id}`;
    const payload = {
      kind: "late-change",
      title: `${set.act ?? set.id}: +20 min`,
      body: `${set.startTime} → 20 min`,
      url,
      tag: `set-${set.id}`,
    };
    await workerInstalled(page);
    await waitForWorkerControl(page);
    // The visitor is elsewhere on the site when it comes.
    await page.goto(`${WORDS[language].base}/faq`);
    await deliverPush(page, payload);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: payload.title,
          body: payload.body,
          tag: payload.tag,
          icon: expect.stringMatching(/\/generated\/icon-192\.[0-9a-f]{8}\.png$/),
          data: { url, kind: "late-change" },
        },
      ]);
    await tapNotification(context);
    await expect(page).toHaveURL(new RegExp(`${opened.replace(/[.#/]/g, "\\$&")}$`));
    await expect(page.locator(`#plan-${set.id}`)).toBeInViewport();
    await expect.poll(() => shownNotifications(page)).toEqual([]);
    await context.close();
  });
}
