import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The test edition's end-to-end check (`npm run test:edition`): the site built from
 * tests/fixtures/edition-2031 (CONTENT_DIR) into its own BUILD_DIR, served by our server, must
 * show that edition's facts and none of the default edition's (docs/new-edition.md).
 */
export default defineConfig({
  ...base,
  // The base's CI rules (its trace on the first retry comes with `use`), spelled out so no edit of
  // this file loses them: no test.only, one retry, and a test that passes only on its retry fails
  // the run (tests/README.md).
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  testDir: "tests/edition",
  outputDir: "test-results/edition",
});
