import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from "./playwright.config";
import { STAFF_HOST } from "./tests/deploy/topology-info";

/**
 * `npm run test:deploy`: the release behind Caddy with PostgreSQL, as deploy/README.md installs
 * it (tests/deploy/global-setup.ts starts it). The specs change the topology (they kill an
 * instance, restart PostgreSQL), so they run one after the other in one worker.
 */
export default defineConfig({
  testDir: "tests/deploy",
  globalSetup: "./tests/deploy/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // As the end-to-end suite on CI: one more try, whose trace is kept, and a test that passes only
  // on it fails the run (tests/README.md).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  timeout: 90_000,
  globalTimeout: 900_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    serviceWorkers: "block",
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    // Caddy's internal CA (`tls internal`), which the browser does not know.
    ignoreHTTPSErrors: true,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      // The staff host (tests/deploy/topology.ts) is Caddy on 127.0.0.1, where it listens alone.
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${STAFF_HOST} 127.0.0.1`],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
