import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * End-to-end tests against the real server (tests/e2e/global-setup.ts starts it on a free port
 * over the production build) in Debian's Chromium; never `npx playwright install`.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Debian's headless shell when installed (.ci/run installs it): the same engine without the
 * browser's UI, which halved the time of the e2e files measured against the full Chromium on
 * this 2-core machine. CHROMIUM_PATH overrides it; the full Chromium is the fallback.
 */
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // A stray test.only would quietly skip every other test: CI refuses the run instead.
  forbidOnly: !!process.env.CI,
  // On CI a failed test runs once more, so its retry's trace shows what happened, and a test that
  // passes only on its retry still fails the run: a race a retry hides reaches a visitor now and
  // then (tests/README.md).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    // The offline spec allows the service worker; elsewhere it would hide requests from page.route.
    serviceWorkers: "block",
    baseURL: process.env.E2E_BASE_URL,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    // Recorded on the first retry only: a trace for every test cost each test time on the two
    // cores, and a run without retries (locally) takes `--trace on` when one is wanted.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
