import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import type { PushLanguage } from "#core/contract/push";
import { LateChangeInForceSchema } from "#core/contract/screen-control";
import { applyLateChanges } from "#core/festival-moment";
import { festivalSets } from "#core/festival-schedule";
import { payloadOf, type NoticeContext, type ReadNotice } from "#server/push/notices";
import { stageNamesOf } from "#server/push/push-settings";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { CONTENT_DIR, edition } from "../e2e/edition-facts";
import { deliverPush, shownNotifications } from "../e2e/push-browser";
import { startXScreen } from "./x-screen";

/**
 * The pictures of a notification on a screen (app/features/push-notifications/README.md, "What it
 * looks like"): Debian's full Chromium in a window of its own on a virtual X screen, the site's
 * worker shown two of the server's own notices (worded by server/push/notices.ts): a starred
 * set's delay and a reminder. Chromium on Linux with no notification service of the desktop draws
 * them itself, in the screen's corner, as it does on Windows and ChromeOS. Needs Debian's xvfb
 * and x11-apps; written to docs/push-notifications/notification-<language>-<width>.png.
 */

const OUTPUT = path.resolve(import.meta.dirname, "../../docs/push-notifications");
const SCREENS = [
  { width: 375, height: 812 },
  { width: 1400, height: 900 },
];
const BROWSER_LANGUAGE = {
  pl: { LANG: "pl_PL.UTF-8", LANGUAGE: "pl" },
  en: { LANG: "en_GB.UTF-8", LANGUAGE: "en" },
};
test.setTimeout(120_000);

const sets = festivalSets(edition.days);
const delayed = sets.at(-1)!;
const reminded = sets.at(-2)!;
const change = LateChangeInForceSchema.parse({
  setId: delayed.id,
  delayMinutes: 20,
  cancelled: false,
  sequence: 1,
});
const context: NoticeContext = {
  sets: new Map(applyLateChanges(sets, [change]).map((set) => [set.id, set])),
  sequences: new Map([[change.setId, change.sequence]]),
  announcementId: null,
  stageNames: stageNamesOf(CONTENT_DIR, edition.stages),
};
const notices: ReadNotice[] = [
  {
    kind: "reminder",
    content: { setId: reminded.id, startsAt: reminded.startsAt, minutes: 10 },
  },
  { kind: "late-change", content: change },
];

for (const language of ["pl", "en"] as PushLanguage[]) {
  for (const size of SCREENS) {
    test(`a delay and a reminder as notifications, ${language} at ${size.width} px`, async () => {
      const screen = await startXScreen(size.width, size.height);
      const browser = await chromium.launch({
        executablePath: "/usr/bin/chromium",
        headless: false,
        args: [
          ...CHROMIUM_ARGS,
          "--window-position=0,0",
          `--window-size=${size.width},${size.height}`,
          `--lang=${language}`,
        ],
        // In the page's language, the browser offers no translation over the site's header.
        env: { ...process.env, DISPLAY: screen.display, ...BROWSER_LANGUAGE[language] },
      });
      try {
        // A browser's window is no narrower than about 500 px: on the phone-wide screen the page
        // is laid out at the screen's width below the window's toolbar (87 px).
        const site = await browser.newContext({
          viewport: { width: size.width, height: size.height - 87 },
          deviceScaleFactor: 1,
          serviceWorkers: "allow",
        });
        const base = process.env.E2E_BASE_URL!;
        await site.grantPermissions(["notifications"], { origin: new URL(base).origin });
        const page = await site.newPage();
        await page.goto(`${base}${language === "en" ? "/en" : ""}/about`);
        for (const notice of notices) {
          const payload = payloadOf(notice, language, context);
          if (payload === undefined) throw new Error(`no payload for ${notice.kind}`);
          await deliverPush(page, payload);
        }
        await expect.poll(async () => (await shownNotifications(page)).length).toBe(2);
        // The popups slide in.
        await page.waitForTimeout(1_500);
        await screen.shoot(path.join(OUTPUT, `notification-${language}-${size.width}.png`));
      } finally {
        await browser.close();
        screen.close();
      }
    });
  }
}
