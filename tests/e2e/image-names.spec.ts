import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { HASHED_IMAGE_NAME } from "#content-layer/image-variants";
import { PUBLIC_PATHS } from "#core/site-pages";
import { mainNav, VIEWPORTS, waitForHydration } from "./helpers";

/**
 * Images are named by their content (docs/decisions/019-images-named-by-content.md), so a phone
 * that has seen a picture keeps it for a year and never asks again: every file the image pipeline
 * put in the build has a hashed name, every page and script names only such files, and the
 * server sends each one `immutable`.
 */
const clientDir = path.resolve(
  import.meta.dirname,
  "../..",
  process.env.BUILD_DIR ?? "build",
  "client",
);
const PAGES = [...PUBLIC_PATHS, ...PUBLIC_PATHS.map((route) => `/en${route}`)];
/** Every image URL an HTML page names: src, srcset, link href, og:image. */
const IMAGE_URL = /(?:https?:\/\/[^/"\s]+)?(\/generated\/[^"\s,]+)/g;
/** A content image path in a script, as the content modules carry it: it must have its hash. */
const SCRIPT_IMAGE_PATH =
  /["'`]((?:[a-z0-9][a-z0-9/_-]*\/)?[a-z0-9][a-z0-9_-]*\.(?:jpg|png|svg))(#[0-9a-f]{8})?["'`]/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

test("every image file of the build is named by its content", () => {
  // The precompressed copies (an SVG's .br and .gz) carry the name of the file they compress.
  const images = filesUnder(path.join(clientDir, "generated")).filter(
    (file) => !/\.(br|gz)$/.test(file),
  );
  expect(images.length).toBeGreaterThan(1000);
  const plain = images.filter((file) => !HASHED_IMAGE_NAME.test(path.basename(file)));
  expect(plain, "image files without a content hash in their name").toEqual([]);
});

test("pages, manifests and service workers name only hashed images that exist", () => {
  const texts = filesUnder(clientDir).filter(
    (file) =>
      /\.(html|webmanifest|js)$/.test(file) && !file.includes(`${path.sep}assets${path.sep}`),
  );
  let named = 0;
  const wrong: string[] = [];
  for (const file of texts) {
    for (const [, url] of readFileSync(file, "utf8").matchAll(IMAGE_URL)) {
      if (url === "/generated/images" || url === "/generated/") continue;
      named++;
      if (!HASHED_IMAGE_NAME.test(url!)) wrong.push(`${url} in ${file}: not hashed`);
      else if (!existsSync(path.join(clientDir, url!)))
        wrong.push(`${url} in ${file}: no such file`);
    }
  }
  expect(wrong).toEqual([]);
  expect(named).toBeGreaterThan(500);
});

test("the pages' scripts carry each content image with its hash", () => {
  const scripts = filesUnder(clientDir).filter(
    (file) => file.endsWith(".js") && file.includes(`${path.sep}assets${path.sep}`),
  );
  const unversioned = new Set<string>();
  let versioned = 0;
  for (const file of scripts) {
    for (const [, source, hash] of readFileSync(file, "utf8").matchAll(SCRIPT_IMAGE_PATH)) {
      if (hash) versioned++;
      else unversioned.add(`${source} in ${path.basename(file)}`);
    }
  }
  expect([...unversioned]).toEqual([]);
  expect(versioned).toBeGreaterThan(100);
});

test("every image a page names is served immutable for a year", async ({ request }) => {
  const urls = new Set<string>();
  for (const route of PAGES) {
    const html = await (await request.get(route)).text();
    for (const [, url] of html.matchAll(IMAGE_URL)) urls.add(url!);
  }
  expect(urls.size).toBeGreaterThan(100);
  // Four at a time, as a browser asks over a few connections.
  const queue = [...urls];
  const answers: string[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await request.head(url);
        answers.push(`${url} ${response.status()} ${response.headers()["cache-control"]}`);
      }
    }),
  );
  expect(
    answers.filter((answer) => !/ 200 public, max-age=31536000, immutable$/.test(answer)),
  ).toEqual([]);
});

test("a visitor moving between pages loads only hashed images", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const loaded: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/generated/")) {
      expect(response.status(), url.pathname).toBe(200);
      loaded.push(url.pathname);
    }
  });
  await page.goto("/homepage");
  await waitForHydration(page);
  for (const [link, route] of [
    ["O WYDARZENIU", "/about"],
    ["FAQ", "/faq"],
    ["JUWETEAM", "/team"],
  ] as const) {
    await mainNav(page).getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${route}(#.*)?$`));
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState("networkidle");
  }
  expect(loaded.length).toBeGreaterThan(5);
  expect(loaded.filter((pathname) => !HASHED_IMAGE_NAME.test(pathname))).toEqual([]);
});
