import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The organisers' guide's screenshots of the real CMS (docs/redakcja.md) and the pictures of a
 * notification (docs/push-notifications/): `npm run build`, then `npm run docs:screenshots`. Not
 * part of `npm test`: it writes the docs' PNGs.
 */
export default defineConfig({
  ...base,
  testDir: "tests/docs",
  use: {
    ...base.use,
    launchOptions: {
      ...base.use?.launchOptions,
      // The browser's own language draws the date pickers: in Polish "01.03.2025, 10:00", not
      // "03/01/2025, 10:00 AM". The page's locale setting does not reach them; the full
      // Chromium with its language packs (Debian's chromium-l10n) and --lang does, the headless
      // shell does not.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [...(base.use?.launchOptions?.args ?? []), "--lang=pl"],
      env: { ...process.env, LANG: "pl_PL.UTF-8", LANGUAGE: "pl" },
    },
  },
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
});
