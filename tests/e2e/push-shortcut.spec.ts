import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { warsawDateTime } from "#core/warsaw-time";
import { DAYS, SETS } from "./edition-facts";
import {
  expectNoAxeViolations,
  scrollIntoSteadyView,
  VIEWPORTS,
  waitForHydration,
} from "./helpers";
import {
  IPHONE_SAFARI,
  notificationRefusal,
  NOTIFYING_CHROMIUM,
  standInPushRoutes,
  subscribeWithTestKeys,
  testSubscription,
  type SentToServer,
} from "./push-browser";

/**
 * The notifications' bell beside the plan's shortcut (app/features/push-notifications/README.md,
 * "From the plan's shortcut"), in Debian's full Chromium with the site's service worker and the
 * test's subscription (push-browser.ts), on the festival's last evening, when the bottom bar holds
 * the message toast and the shortcut. A visitor stars a set, taps the bell on another page and
 * allows notifications: the server gets the plan, the bell and the plan's card say they are on. A
 * refused permission turns the bell into the way to the card's explanation. SHOTS_DIR keeps the
 * bar with the bell off and on, at 375 and 1400 px, in Polish and English.
 */
test.use(NOTIFYING_CHROMIUM);
// A new browser context per test, its worker installed on the first load: more than the default.
test.describe.configure({ timeout: 90_000 });

const SHOTS_DIR = process.env.SHOTS_DIR;
const BAR_MAX_HEIGHT = 80;
const TAP_TARGET = 44;
const FESTIVAL_EVENING = new Date(warsawDateTime(DAYS.at(-1)!.date, "20:30"));
/** The evening's last set: still to come at 20:30. */
const STARRED = SETS.at(-1)!;

const WORDS = {
  pl: {
    base: "",
    shortcut: "Skrót do planu",
    planLink: /^Mój plan/,
    allDays: "Wszystkie dni",
    programme: "Program",
    plan: "Mój plan",
    card: "Powiadomienia",
    turnOn: "Włącz powiadomienia",
    on: "Powiadomienia włączone – ustawienia",
    denied: "Powiadomienia zablokowane – jak je odblokować",
    iphone: "Powiadomienia na iPhonie i iPadzie – jak je włączyć",
    turnedOn: "Powiadomienia włączone: zmiany w Twoim planie i przypomnienie 10\u00a0min",
    turnedDown: "Przeglądarka zablokowała powiadomienia.",
    cardOn: "Powiadomienia są włączone.",
    cardOff: "Powiadomienia są wyłączone.",
    cardDenied: "Powiadomienia są zablokowane dla tej strony.",
    cardIphone: "Do ekranu początkowego",
    switch: "Powiadomienia na tym urządzeniu",
  },
  en: {
    base: "/en",
    shortcut: "Plan shortcut",
    planLink: /^My plan/,
    allDays: "All days",
    programme: "Programme",
    plan: "My plan",
    card: "Notifications",
    turnOn: "Turn on notifications",
    on: "Notifications on – settings",
    denied: "Notifications blocked – how to allow them",
    iphone: "Notifications on iPhone and iPad – how to turn them on",
    turnedOn: "Notifications on: changes to your plan and a reminder 10\u00a0min",
    turnedDown: "Your browser blocked notifications.",
    cardOn: "Notifications are on.",
    cardOff: "Notifications are off.",
    cardDenied: "Notifications are blocked for this site.",
    cardIphone: "Add to Home Screen",
    switch: "Notifications on this device",
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
 * A browser on the festival's last evening with the server's push routes stood in for by the
 * test. `permission`: allowed beforehand by the test, or refused at the prompt the tap opens
 * (the visitor's "Block": the prompt answers "denied" and the site's permission stays refused).
 */
async function openBrowser(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { permission?: "granted" | "refused at the prompt"; userAgent?: string } = {},
): Promise<Visit> {
  const context = await browser.newContext({
    viewport,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  await context.clock.install({ time: FESTIVAL_EVENING });
  const page = await context.newPage();
  if (options.permission === "refused at the prompt") {
    await page.exposeFunction("blockNotifications", await notificationRefusal(context, page));
    await context.addInitScript(() => {
      const block = (window as unknown as { blockNotifications: () => Promise<void> })
        .blockNotifications;
      Notification.requestPermission = async () => {
        await block();
        return "denied";
      };
    });
  } else if (options.permission === "granted") {
    await context.grantPermissions(["notifications"]);
  }
  await context.addInitScript(subscribeWithTestKeys, testSubscription());
  const sent = await standInPushRoutes(context);
  return { context, page, sent };
}

/** Opens `path` in the page's language and waits for it to hydrate. */
async function open(page: Page, language: Language, pagePath: string): Promise<void> {
  await page.goto(`${WORDS[language].base}${pagePath}`);
  await waitForHydration(page);
}

/** Stars the evening's last set in /about's programme, as a visitor does. */
async function starASet(page: Page, language: Language): Promise<void> {
  const words = WORDS[language];
  await open(page, language, "/about");
  const programme = page.getByRole("region", { name: words.programme, exact: true });
  const allDays = programme.getByRole("radio", { name: words.allDays });
  await scrollIntoSteadyView(allDays);
  await allDays.check();
  await programme.locator(`[data-set-id="${STARRED.id}"]`).getByRole("checkbox").check();
  // The site's worker has installed, as for a visitor who has looked round the programme.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

const shortcut = (page: Page, language: Language) =>
  page.getByRole("navigation", { name: WORDS[language].shortcut });

const card = (page: Page, language: Language) =>
  page
    .getByRole("region", { name: WORDS[language].plan, exact: true })
    .getByRole("region", { name: WORDS[language].card, exact: true });

/** The bar, its shortcut and bell side by side, within 80 px on a phone, each tap target 44 px. */
async function expectBarInShape(page: Page, language: Language, bellName: string) {
  const bar = page.locator(".bottom-bar");
  const link = shortcut(page, language).getByRole("link", { name: WORDS[language].planLink });
  const bell = shortcut(page, language).getByRole(
    bellName === WORDS[language].turnOn ? "button" : "link",
    {
      name: bellName,
    },
  );
  await expect(bell).toBeVisible();
  // The toast is a chunk of its own too, and may come after the bell: measured once both are in.
  if (page.viewportSize()!.width === VIEWPORTS.mobile.width) {
    await expect(bar.getByRole("button", { name: /telebim|big screen/i })).toBeVisible();
  }
  const barBox = (await bar.boundingBox())!;
  const linkBox = (await link.boundingBox())!;
  const bellBox = (await bell.boundingBox())!;
  expect(linkBox.x + linkBox.width, "the bell after the link").toBeLessThanOrEqual(bellBox.x);
  expect(bellBox.x + bellBox.width, "the bell on screen").toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  for (const box of [linkBox, bellBox]) {
    expect(Math.min(box.width, box.height), "a tap target").toBeGreaterThanOrEqual(TAP_TARGET);
  }
  if (page.viewportSize()!.width === VIEWPORTS.mobile.width) {
    expect(barBox.height, "the bar's height").toBeLessThanOrEqual(BAR_MAX_HEIGHT);
    const toast = bar.getByRole("button", { name: /telebim|big screen/i });
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.x + toastBox.width, "the toast beside the shortcut").toBeLessThanOrEqual(
      linkBox.x,
    );
  }
}

/** The bar's corner of the screen, with what the bell says above it. */
async function shoot(page: Page, language: Language, state: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  const { width, height } = page.viewportSize()!;
  const clip =
    width === VIEWPORTS.mobile.width
      ? { x: 0, y: height - 220, width, height: 220 }
      : { x: width - 760, y: height - 260, width: 760, height: 260 };
  await page.screenshot({
    path: path.join(SHOTS_DIR, `shortcut-${state}-${language}-${width}.png`),
    clip,
  });
}

for (const language of ["pl", "en"] as const) {
  const words = WORDS[language];
  for (const viewport of Object.values(VIEWPORTS)) {
    test(`the bell turns them on with the starred set; the card says so, ${language} at ${viewport.width} px`, async ({
      browser,
    }) => {
      const { context, page, sent } = await openBrowser(browser, viewport, {
        permission: "granted",
      });
      // An empty plan: the shortcut without a bell.
      await open(page, language, "/faq");
      await expect(shortcut(page, language).getByRole("link")).toBeVisible();
      await expect(shortcut(page, language).getByRole("button")).toHaveCount(0);

      await starASet(page, language);
      await open(page, language, "/faq");
      const bell = shortcut(page, language).getByRole("button", { name: words.turnOn });
      await expectBarInShape(page, language, words.turnOn);
      await shoot(page, language, "off");

      await bell.click();
      const said = shortcut(page, language).getByRole("status");
      await expect(said).toContainText(words.turnedOn);
      const on = shortcut(page, language).getByRole("link", { name: words.on });
      await expect(on).toBeFocused();
      await expectBarInShape(page, language, words.on);
      expect(sent).toEqual([
        {
          method: "PUT",
          body: {
            subscription: {
              endpoint: expect.stringMatching(/^https:\/\//),
              keys: { p256dh: expect.any(String), auth: expect.any(String) },
            },
            language,
            setIds: [STARRED.id],
            reminderMinutes: 10,
          },
        },
      ]);
      await shoot(page, language, "on");
      if (viewport === VIEWPORTS.mobile) await expectNoAxeViolations(page);

      // On, the bell leads to the card: there they are on, with the reminder and the switch off.
      await on.click();
      await expect(page).toHaveURL(new RegExp(`${words.base}/about#powiadomienia$`));
      await expect(card(page, language)).toContainText(words.cardOn);
      await expect(card(page, language).getByRole("switch", { name: words.switch })).toBeChecked();
      await expect(card(page, language)).toBeInViewport();
      expect(sent).toHaveLength(1);
      await context.close();
    });

    test(`a refused permission turns the bell into the way to the card's explanation, ${language} at ${viewport.width} px`, async ({
      browser,
    }) => {
      const { context, page, sent } = await openBrowser(browser, viewport, {
        permission: "refused at the prompt",
      });
      await starASet(page, language);
      await open(page, language, "/homepage");
      await shortcut(page, language).getByRole("button", { name: words.turnOn }).click();
      await expect(shortcut(page, language).getByRole("status")).toContainText(words.turnedDown);
      const why = shortcut(page, language).getByRole("link", { name: words.denied });
      await expect(why).toBeFocused();
      await expectBarInShape(page, language, words.denied);
      await why.click();
      await expect(page).toHaveURL(new RegExp(`${words.base}/about#powiadomienia$`));
      await expect(card(page, language)).toContainText(words.cardDenied);
      await expect(card(page, language)).toBeInViewport();
      expect(sent).toEqual([]);
      await context.close();
    });
  }

  test(`turned on or off in the card, the bell follows without a reload, ${language}`, async ({
    browser,
  }) => {
    const { context, page, sent } = await openBrowser(browser, VIEWPORTS.mobile, {
      permission: "granted",
    });
    await starASet(page, language);
    const toggle = card(page, language).getByRole("switch", { name: words.switch });
    await scrollIntoSteadyView(toggle);
    await toggle.click();
    await expect(card(page, language)).toContainText(words.cardOn);
    // Back up the page, away from the plan: the shortcut and its bell show.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(shortcut(page, language).getByRole("link", { name: words.on })).toBeVisible();

    // Off in the card: the bell offers to turn them on again.
    await scrollIntoSteadyView(toggle);
    await toggle.click();
    await expect(card(page, language)).toContainText(words.cardOff);
    await page.evaluate(() => window.scrollTo(0, 0));
    const bell = shortcut(page, language).getByRole("button", { name: words.turnOn });
    await expect(bell).toBeVisible();
    // And on again from the bell: the card, still on the page, follows.
    await bell.click();
    await expect(shortcut(page, language).getByRole("link", { name: words.on })).toBeVisible();
    await expect(card(page, language)).toContainText(words.cardOn);
    expect(sent.map((request) => request.method)).toEqual(["PUT", "DELETE", "PUT"]);
    await context.close();
  });
}

test("on an iPhone not on the home screen the bell leads to the steps", async ({ browser }) => {
  const language = "pl";
  const words = WORDS[language];
  const { context, page } = await openBrowser(browser, VIEWPORTS.mobile, {
    userAgent: IPHONE_SAFARI,
  });
  await starASet(page, language);
  await open(page, language, "/faq");
  const why = shortcut(page, language).getByRole("link", { name: words.iphone });
  await expectBarInShape(page, language, words.iphone);
  await shoot(page, language, "iphone");
  await why.click();
  await expect(card(page, language)).toContainText(words.cardIphone);
  await context.close();
});
