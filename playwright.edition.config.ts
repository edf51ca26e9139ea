import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The test edition's end-to-end check (`npm run test:edition`): the site built from
 * tests/fixtures/edition-2031 (CONTENT_DIR) into its own BUILD_DIR, served by our server, must
 * show that edition's facts and none of the default edition's (docs/new-edition.md).
 */
export default defineConfig({
  ...base,
  testDir: "tests/edition",
  outputDir: "test-results/edition",
});
