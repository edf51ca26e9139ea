import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { firstLoadJs } from "../support/first-load-js";

/**
 * docs/product.md#performance-targets: a deterministic budget for the JavaScript /homepage loads
 * before it is interactive (gzip level 9 of every module it starts, deferred or not). The framework
 * alone (an empty React Router page) ships ~107 KiB; the goal is to stay within 15 % of it. Lazy
 * chunks (toast form, dialog, map, lightbox, planner, staff pages) are not counted because the page
 * does not load them up front.
 */
const HOMEPAGE_FIRST_LOAD_GZIP_BUDGET = 125 * 1024;
const clientDir = path.resolve(
  import.meta.dirname,
  "../..",
  process.env.BUILD_DIR ?? "build",
  "client",
);

test("first-load JS of /homepage stays within its budget", () => {
  const { gzip, files } = firstLoadJs(clientDir, "homepage/index.html");
  expect(
    gzip,
    `first-load JS is ${(gzip / 1024).toFixed(1)} KiB gzip:\n${files.join("\n")}`,
  ).toBeLessThanOrEqual(HOMEPAGE_FIRST_LOAD_GZIP_BUDGET);
});

test("the toast form, result dialog and map load lazily, not with /homepage", () => {
  const { files } = firstLoadJs(clientDir, "homepage/index.html");
  const code = files.map((file) => readFileSync(path.join(clientDir, file), "utf8")).join("\n");
  // Strings that exist only inside the lazy chunks.
  for (const marker of ["To pole jest wymagane.", "Zamknij okno", "maps.googleapis.com"]) {
    expect(code.includes(marker), marker).toBe(false);
  }
});
