import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The organisers' guide's screenshots of the real CMS (docs/redakcja.md): `npm run build`, then
 * `npm run docs:screenshots`. Not part of `npm test`: it writes docs/redakcja/*.png.
 */
export default defineConfig({
  ...base,
  testDir: "tests/docs",
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
});
