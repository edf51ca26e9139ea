import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { releaseWords, RELEASE_STRIP_ID } from "../../cms/release-info";
import type { LiveRelease } from "#server/cms/release-info";
import { openCms, openFile } from "../support/cms-editor";
import { provideContentCopy } from "../support/cms-repository";

/**
 * The live site's version on the CMS's page (cms/release-info.ts, docs/redakcja.md
 * "Publikacja"): the real CMS at /admin shows "Na stronie od …" with the change, in a strip of
 * its own that covers none of the CMS's controls, on a wide screen and a phone, and that steps
 * aside while an entry's form is open.
 */

const CONTENT = path.resolve(import.meta.dirname, "../../content");

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The strip is there, says what the server answers, and covers none of the CMS's controls. */
async function expectStripBesideTheCms(page: Page, release: LiveRelease, shot: string) {
  const strip = page.locator(`#${RELEASE_STRIP_ID}`);
  await expect(strip).toBeVisible();
  const words = releaseWords(release);
  const expected = words.change
    ? `${words.since} — zmiana ${words.change}${words.note ? ` (${words.note})` : ""}`
    : words.since;
  await expect(strip).toHaveText(expected);
  await expect(strip).toHaveText(/^(Na stronie|Ta wersja działa) od \d{1,2} \p{L}+, \d{2}:\d{2}/u);
  const stripBox = await strip.boundingBox();
  if (!stripBox) throw new Error("the strip has no box");
  const controls = page.locator(
    ".sui.app-shell :is(button, a, input, textarea, select, [role=button], [role=textbox])",
  );
  const boxes = await controls.evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );
  expect(boxes.length).toBeGreaterThan(0);
  expect(boxes.filter((box) => overlaps(stripBox, box))).toEqual([]);
  const shell = await page.locator(".sui.app-shell").first().boundingBox();
  expect(shell?.y).toBeGreaterThanOrEqual(stripBox.y + stripBox.height - 0.5);
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
}

test("the CMS's page says since when the live version is on the site, beside the CMS's controls", async ({
  context,
  page,
}) => {
  const release = (await (await page.request.get("/admin/release.json")).json()) as LiveRelease;
  await provideContentCopy(context, CONTENT);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Pracuj z lokalnym repozytorium" })).toBeVisible();
  await expectStripBesideTheCms(page, release, "sign-in-1400");
  const change = page.locator(`#${RELEASE_STRIP_ID} a`);
  if (release.commitUrl) await expect(change).toHaveAttribute("href", release.commitUrl);
  else await expect(change).toHaveCount(0);

  await openCms(page);
  await expectStripBesideTheCms(page, release, "collections-1400");
  // An entry's form keeps the whole window: the strip steps aside while it is open.
  await openFile(page, "Festiwal", "Edycja festiwalu");
  await expect(page.locator(`#${RELEASE_STRIP_ID}`)).toBeHidden();
  expect((await page.locator(".content-editor").boundingBox())?.y).toBe(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("button", { name: "Zapisz" })).toBeVisible();
  await expect(page.locator(`#${RELEASE_STRIP_ID}`)).toBeHidden();

  await page.goto("/admin/");
  await expect(
    page
      .getByText("Kolekcje", { exact: true })
      .or(page.getByRole("button", { name: "Pracuj z lokalnym repozytorium" }))
      .first(),
  ).toBeVisible({ timeout: 60_000 });
  await expectStripBesideTheCms(page, release, "start-375");
});
