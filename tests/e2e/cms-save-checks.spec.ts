import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { checkContentFolder } from "#content-layer/check";
import { formatProblem } from "#content-layer/problems";
import {
  expandAll,
  field,
  openCms,
  openEntry,
  openFile,
  save,
  uploadPicture,
} from "../support/cms-editor";
import { provideContentCopy, readSavedFiles } from "../support/cms-repository";

/**
 * The CMS refuses a save that content:check would refuse, before anything is written, with
 * content:check's own line (docs/redakcja.md, "Błędy i co znaczą"; cms/save-checks.ts): each
 * mistake is made in the real CMS's form, saved, and the dialog's words are compared with what
 * content:check prints for the same mistake in the same files.
 */

const CONTENT = path.resolve(import.meta.dirname, "../../content");

// One page load for every mistake: opening the CMS on a copy of content/ is the slow part.
test.setTimeout(300_000);

type Json = Record<string, unknown>;
let seeded: string;
let pictures: string;
const folders: string[] = [];

test.beforeAll(async () => {
  // The copy the CMS edits: content/ with a key no schema knows, as a hand edit might leave it.
  seeded = mkdtempSync(path.join(tmpdir(), "juwenalia-save-checks-content-"));
  cpSync(CONTENT, seeded, { recursive: true, filter: (file) => !file.includes("/gallery/") });
  writeFileSync(
    path.join(seeded, "map.yaml"),
    `${readFileSync(path.join(seeded, "map.yaml"), "utf8")}dresscode: casual\n`,
  );
  pictures = mkdtempSync(path.join(tmpdir(), "juwenalia-save-checks-pictures-"));
  await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2a9d6f" } })
    .jpeg()
    .toFile(path.join(pictures, "maly-logotyp.jpg"));
});

test.afterAll(() => {
  for (const dir of [seeded, pictures, ...folders]) rmSync(dir, { recursive: true, force: true });
});

/**
 * What content:check prints for the CMS's copy with `file` changed by `mutate` (and `picture`
 * added), for that file: the lines the dialog must show. Each save is checked on its own, so the
 * other files' lines (the copy's unknown key in map.yaml) belong to their own saves.
 */
function contentCheckLines(
  file: string,
  mutate: (data: Json) => void,
  picture?: { path: string; from: string },
): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "juwenalia-save-checks-expected-"));
  folders.push(dir);
  cpSync(seeded, dir, { recursive: true });
  const data = parse(readFileSync(path.join(dir, file), "utf8")) as Json;
  mutate(data);
  writeFileSync(path.join(dir, file), stringify(data));
  if (picture) {
    mkdirSync(path.dirname(path.join(dir, "images", picture.path)), { recursive: true });
    cpSync(picture.from, path.join(dir, "images", picture.path));
  }
  const lines = checkContentFolder(dir)
    .filter((problem) => problem.file.endsWith(`/${file}`))
    .map(formatProblem);
  expect(lines.length, `content:check refuses the changed ${file}`).toBeGreaterThan(0);
  return lines;
}

/** Saves, and expects the CMS to refuse with exactly `lines`; then closes the dialog. */
async function expectRefused(page: Page, lines: readonly string[]): Promise<void> {
  await page.getByRole("button", { name: "Zapisz" }).click();
  const dialog = page
    .getByRole("alertdialog")
    .or(page.getByRole("dialog"))
    .filter({ hasText: lines[0] });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  for (const line of lines) await expect(dialog).toContainText(line);
  await expect(page.getByText("Wpis zapisany.")).toBeHidden();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
}

/** Types a value into a field's input, whichever input the CMS gives it (text, time, date). */
async function fillField(
  scope: Locator | Page,
  label: string,
  value: string,
  index = 0,
): Promise<void> {
  const input = field(scope, label).nth(index).locator("input").first();
  await input.scrollIntoViewIfNeeded();
  await input.fill(value);
}

const days = (data: Json) => data.days as Json[];
const slots = (data: Json, day: number) => days(data)[day]!.studentStage as Json[];
const window = (data: Json) => data.messageWindow as Json;

test("the CMS refuses content:check's mistakes before the save, in content:check's words, and writes nothing until they are gone", async ({
  context,
  page,
}) => {
  await provideContentCopy(context, seeded);
  await page.setViewportSize({ width: 1400, height: 900 });
  await openCms(page);
  const edition = parse(readFileSync(path.join(seeded, "edition.yaml"), "utf8")) as Json;
  const original = (pick: (data: Json) => unknown) => String(pick(edition));

  await openFile(page, "Festiwal", "Edycja festiwalu");
  const dayList = field(page, "Dni festiwalu");
  await expandAll(dayList);
  const firstDay = await openEntry(dayList, 1);
  const studentStage = field(firstDay, "Scena studencka").first();
  await expandAll(studentStage);

  await test.step("an end before its start", async () => {
    await fillField(studentStage, "Godzina zakończenia", "17:15");
    await expectRefused(
      page,
      contentCheckLines("edition.yaml", (data) => void (slots(data, 0)[0]!.endsAt = "17:15")),
    );
    await fillField(
      studentStage,
      "Godzina zakończenia",
      original((d) => slots(d, 0)[0]!.endsAt),
    );
  });

  await test.step("an overlap on a stage", async () => {
    await fillField(studentStage, "Godzina rozpoczęcia", "18:00", 1);
    await expectRefused(
      page,
      contentCheckLines("edition.yaml", (data) => void (slots(data, 0)[1]!.startsAt = "18:00")),
    );
    await fillField(
      studentStage,
      "Godzina rozpoczęcia",
      original((d) => slots(d, 0)[1]!.startsAt),
      1,
    );
  });

  await test.step("a set outside its day", async () => {
    await fillField(studentStage, "Godzina zakończenia", "23:45", 1);
    await expectRefused(
      page,
      contentCheckLines("edition.yaml", (data) => void (slots(data, 0)[1]!.endsAt = "23:45")),
    );
    await fillField(
      studentStage,
      "Godzina zakończenia",
      original((d) => slots(d, 0)[1]!.endsAt),
      1,
    );
  });

  await test.step("a day outside the edition's year", async () => {
    await fillField(firstDay, "Data", "2024-05-16");
    await expectRefused(
      page,
      contentCheckLines("edition.yaml", (data) => void (days(data)[0]!.date = "2024-05-16")),
    );
    await fillField(
      firstDay,
      "Data",
      original((d) => days(d)[0]!.date),
    );
  });

  await test.step("days out of order", async () => {
    const secondDay = await openEntry(dayList, 2);
    const firstDate = original((d) => days(d)[0]!.date);
    await fillField(secondDay, "Data", firstDate);
    await expectRefused(
      page,
      contentCheckLines("edition.yaml", (data) => void (days(data)[1]!.date = firstDate)),
    );
    await fillField(
      secondDay,
      "Data",
      original((d) => days(d)[1]!.date),
    );
  });

  await test.step("the message window outside the festival's days", async () => {
    const opensAt = "2025-05-15T16:30:00";
    await fillField(page, "Otwarcie formularza", opensAt);
    await expectRefused(
      page,
      contentCheckLines("edition.yaml", (data) => void (window(data).opensAt = opensAt)),
    );
  });

  await page.getByRole("button", { name: "Anuluj edycję" }).click();
  const leave = page.getByRole("dialog");
  if (await leave.isVisible()) await leave.getByRole("button").last().click();

  await test.step("a picture too small", async () => {
    await openFile(page, "Festiwal", "Organizatorzy i partnerzy");
    const partner = await openEntry(field(page, "Partnerzy"), 1);
    const upload = path.join(pictures, "maly-logotyp.jpg");
    await uploadPicture(page, field(partner, "Logo"), upload);
    const stored = "organisations/maly-logotyp.jpg";
    await expectRefused(
      page,
      contentCheckLines(
        "organisations.yaml",
        (data) => void ((data.partners as Json[])[0]!.image = stored),
        { path: stored, from: upload },
      ),
    );
    await page.getByRole("button", { name: "Anuluj edycję" }).click();
    if (await leave.isVisible()) await leave.getByRole("button").last().click();
  });

  await test.step("an English list shorter than the Polish one", async () => {
    await openFile(page, "Teksty angielskie", "Pytania i odpowiedzi (FAQ) – po angielsku");
    const questions = field(page, "Pytania i odpowiedzi (FAQ)");
    const count = (parse(readFileSync(path.join(seeded, "en/faq.yaml"), "utf8")) as Json[]).length;
    const last = await openEntry(questions, count);
    await last.getByRole("button", { name: "Usuń", exact: true }).first().click();
    await expectRefused(
      page,
      contentCheckLines("en/faq.yaml", (data) => void (data as unknown as Json[]).pop()),
    );
    await page.getByRole("button", { name: "Anuluj edycję" }).click();
    if (await leave.isVisible()) await leave.getByRole("button").last().click();
  });

  await test.step("a key no schema knows, kept by the CMS from the file", async () => {
    await openFile(page, "Strony", "Mapa dojazdu");
    const marker = await openEntry(field(page, "Znaczniki"), 1);
    await marker.getByRole("textbox", { name: "Podpis" }).fill("Wejście główne");
    await expectRefused(
      page,
      contentCheckLines("map.yaml", (data) => {
        (data.markers as Json[])[0]!.title = "Wejście główne";
      }),
    );
  });

  // Nothing of any refused save reached the files.
  expect([...(await readSavedFiles(page)).keys()]).toEqual([]);

  await test.step("a file without mistakes saves as before", async () => {
    await page.getByRole("button", { name: "Anuluj edycję" }).click();
    if (await leave.isVisible()) await leave.getByRole("button").last().click();
    await openFile(page, "Strony", "Pytania i odpowiedzi (FAQ)");
    const question = await openEntry(field(page, "Pytania i odpowiedzi (FAQ)"), 1);
    await question.getByRole("textbox", { name: "Odpowiedź" }).fill("Tak, w dniach festiwalu.");
    await save(page);
    expect([...(await readSavedFiles(page)).keys()]).toEqual(["faq.yaml"]);
  });
});
