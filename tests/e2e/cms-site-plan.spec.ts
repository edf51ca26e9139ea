import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { parse } from "yaml";
import { checkContentFolder } from "#content-layer/check";
import { loadContent } from "#content-layer/load";
import { formatProblem } from "#content-layer/problems";
import { groupByKind } from "#app/features/site-plan/plan-points";
import {
  addEntry,
  field,
  openCms,
  openEntry,
  openFile,
  save,
  scrollUntil,
} from "../support/cms-editor";
import { provideContentCopy, readSavedFiles } from "../support/cms-repository";

/**
 * The site plan in the CMS (docs/redakcja.md, "Plan terenu"; cms/site-plan-placement.ts): an
 * organiser places a second first-aid tent by clicking on the plan's picture, saves it with its
 * English text, and the saved files pass content:check and list the tent with the first-aid
 * points. The broken edits – a kind the site does not know, a point off the plan, a programme
 * stage with no point, a point without its English text – are refused at save, in Polish.
 */

const CONTENT = path.resolve(import.meta.dirname, "../../content");

test.setTimeout(300_000);
test.use({ actionTimeout: 30_000 });

type Json = Record<string, unknown>;
let seeded: string;
const folders: string[] = [];

/** The point whose kind the copy gets wrong, as a hand edit might leave it. */
const MISKINDED = "strefa-gastro";

test.beforeAll(() => {
  seeded = mkdtempSync(path.join(tmpdir(), "juwenalia-cms-site-plan-"));
  cpSync(CONTENT, seeded, { recursive: true, filter: (file) => !file.includes("/gallery/") });
  const planFile = path.join(seeded, "site-plan.yaml");
  writeFileSync(
    planFile,
    readFileSync(planFile, "utf8").replace(
      new RegExp(`(- id: ${MISKINDED}\\n\\s+kind:) food`),
      "$1 gastronomia",
    ),
  );
});

test.afterAll(() => {
  for (const dir of [seeded, ...folders]) rmSync(dir, { recursive: true, force: true });
});

/** Saves, expects the CMS to refuse with a dialog holding `words`, and closes the dialog. */
async function expectRefused(page: Page, words: string | RegExp): Promise<void> {
  await page.getByRole("button", { name: "Zapisz" }).click();
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({
    hasText: words,
  });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Wpis zapisany.")).toBeHidden();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
}

/** Opens Strony › Plan terenu; its form, with a plan picture per open point, takes a while. */
async function openPlan(page: Page): Promise<void> {
  await openFile(page, "Strony", "Plan terenu").catch(() => undefined);
  await expect(page.getByRole("button", { name: "Zapisz" })).toBeVisible({ timeout: 60_000 });
}

/** A point's entry in the plan's list, found by its name. */
async function pointEntry(
  page: Page,
  list: Locator,
  name: string,
  file = "site-plan.yaml",
): Promise<Locator> {
  const data = parse(readFileSync(path.join(seeded, file), "utf8")) as Json;
  const index = (data.points as Json[]).findIndex((point) => point.name === name);
  expect(index, `the plan has ${name}`).toBeGreaterThanOrEqual(0);
  // The CMS renders a long list's entries as they come into view: on a busy machine the first
  // scroll sometimes lands before the entry has rendered, so it is tried again.
  let entry = list;
  await expect(async () => {
    entry = await openEntry(list, index + 1);
  }).toPass({ timeout: 60_000 });
  await scrollUntil(page, field(entry, "Gdzie"), 1);
  return entry;
}

test("an organiser places a second first-aid tent by clicking on the plan; broken edits are refused in Polish", async ({
  context,
  page,
}) => {
  await provideContentCopy(context, seeded);
  await page.setViewportSize({ width: 1400, height: 900 });
  await openCms(page);
  await openPlan(page);
  const list = field(page, "Punkty");

  await test.step("a kind the site does not know", async () => {
    const entry = await pointEntry(page, list, "Strefa gastro");
    await field(entry, "Gdzie").locator("textarea, input").first().fill("Przy alejce.");
    await expectRefused(page, "strona nie zna takiego rodzaju punktu");
    await field(entry, "Rodzaj").getByRole("combobox").first().click();
    await page.getByRole("option", { name: "food", exact: true }).click();
  });

  await test.step("a point off the plan", async () => {
    const entry = await pointEntry(page, list, "Punkt medyczny");
    const x = field(entry, "Położenie w poziomie (x)").getByRole("spinbutton");
    const before = await x.inputValue();
    await x.fill("1.2");
    await expectRefused(page, "punkt leży poza planem");
    await x.fill(before);
  });

  let placed = { x: 0, y: 0 };
  await test.step("a new first-aid tent, placed by a click on the plan", async () => {
    const entry = await addEntry(list, "punkt");
    await field(entry, "Identyfikator").locator("input").fill("namiot-medyczny-2");
    await field(entry, "Rodzaj").getByRole("combobox").first().click();
    await page.getByRole("option", { name: "first-aid", exact: true }).click();
    await scrollUntil(page, field(entry, "Nazwa"), 1);
    await field(entry, "Nazwa").locator("input").fill("Drugi namiot medyczny");
    await field(entry, "Gdzie").locator("textarea, input").first().fill("Przy strefie gastro.");
    const plan = field(entry, "Położenie w poziomie (x)").locator(".plan-placement__plan");
    await plan.scrollIntoViewIfNeeded();
    await expect(plan.locator("img")).toBeVisible();
    const box = (await plan.boundingBox())!;
    await plan.click({ position: { x: box.width * 0.3, y: box.height * 0.6 } });
    const x = Number(
      await field(entry, "Położenie w poziomie (x)").getByRole("spinbutton").inputValue(),
    );
    const y = Number(
      await field(entry, "Położenie w pionie (y)").getByRole("spinbutton").inputValue(),
    );
    expect(x).toBeCloseTo(0.3, 1);
    expect(y).toBeCloseTo(0.6, 1);
    placed = { x, y };
    await expect(plan.locator(".plan-placement__marker[data-current]")).toBeVisible();
    await save(page);
  });

  await test.step("a point without its English text", async () => {
    // Straight to the English file by the CMS's own address, without a reload.
    await page.evaluate(() => {
      window.location.hash = "#/collections/angielski/entries/en-site-plan";
    });
    await expect(page.getByRole("button", { name: "Zapisz" })).toBeVisible({ timeout: 60_000 });
    const english = field(page, "Punkty");
    // An edit of the English file that leaves the new Polish point without its English text.
    const first = await pointEntry(page, english, "Main stage", "en/site-plan.yaml");
    const where = field(first, "Gdzie").locator("textarea, input").first();
    const before = await where.inputValue();
    await where.fill(`${before} `.replace(/ $/, "!"));
    await expectRefused(page, "brak angielskiej pozycji");
    await where.fill(before);
    // Its English entry with a name but no "where": the form itself refuses it.
    const entry = await addEntry(english, "punkt");
    await field(entry, "Nazwa").locator("input").fill("Second first-aid tent");
    await page.getByRole("button", { name: "Zapisz" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "To pole jest wymagane." })).toHaveCount(
      1,
    );
    await scrollUntil(page, field(entry, "Gdzie"), 1);
    await field(entry, "Gdzie").locator("textarea, input").first().fill("By the food zone.");
    await save(page);
  });

  await test.step("a programme stage with no point", async () => {
    await page.evaluate(() => {
      window.location.hash = "#/collections/strony/entries/site-plan";
    });
    await expect(page.getByRole("button", { name: "Zapisz" })).toBeVisible({ timeout: 60_000 });
    const stage = await pointEntry(page, field(page, "Punkty"), "Scena studencka");
    await stage.getByRole("button", { name: "Usuń", exact: true }).first().click();
    await expectRefused(page, "z programu nie ma punktu na planie");
  });

  // The saved files, in a copy of the content folder, as the build would read them.
  const saved = await readSavedFiles(page);
  const built = mkdtempSync(path.join(tmpdir(), "juwenalia-cms-site-plan-built-"));
  folders.push(built);
  cpSync(seeded, built, { recursive: true });
  for (const [file, bytes] of saved) writeFileSync(path.join(built, file), bytes);
  expect([...saved.keys()].sort()).toEqual(["en/site-plan.yaml", "site-plan.yaml"]);
  expect(checkContentFolder(built).map(formatProblem)).toEqual([]);
  for (const language of ["pl", "en"] as const) {
    const points = loadContent(built, language)["site-plan"].points;
    const tent = points.find((point) => point.id === "namiot-medyczny-2");
    expect(tent).toMatchObject({ kind: "first-aid", x: placed.x, y: placed.y });
    const firstAid = groupByKind(points).find((group) => group.kind === "first-aid");
    expect(firstAid?.points.map((point) => point.id)).toContain("namiot-medyczny-2");
  }
});
