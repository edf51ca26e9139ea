import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { checkContentFolder } from "#content-layer/check";
import { polishJsonSchema } from "#content-layer/cms-config";
import { loadContent } from "#content-layer/load";
import { formatProblem } from "#content-layer/problems";
import {
  addEntry,
  expandAll,
  field,
  openCms,
  openEntry,
  openFile,
  save,
  scrollUntil,
  uploadPicture,
} from "../support/cms-editor";
import { provideContentCopy, readSavedFiles } from "../support/cms-repository";
import { lineChanges } from "../support/line-diff";

/**
 * The organisers' CMS at /admin (docs/redakcja.md), the real interface on a copy of content/ in
 * the browser (tests/support/cms-repository.ts): a new organiser prepares next year's edition in
 * the CMS alone, and the files it writes pass our own checks; mistakes are refused in Polish.
 */

const CONTENT = path.resolve(import.meta.dirname, "../../content");

test.describe.configure({ mode: "serial" });
// A long walk through a large interface: on a busy two-core machine it takes minutes.
test.setTimeout(240_000);

let pictures: string;

test.beforeAll(async () => {
  pictures = mkdtempSync(path.join(tmpdir(), "juwenalia-cms-pictures-"));
  const picture = (name: string, width: number, height: number, colour: string) =>
    sharp({ create: { width, height, channels: 3, background: colour } })
      .jpeg()
      .toFile(path.join(pictures, name));
  await picture("Nowa Fala duże.jpg", 1200, 1500, "#c23b5a");
  await picture("nowa-fala.jpg", 600, 600, "#3b7bc2");
  await picture("logo-partnera.jpg", 600, 400, "#2a9d6f");
});

test.afterAll(() => rmSync(pictures, { recursive: true, force: true }));

/** The content folder as it is after the CMS's saves: content/ with the saved files over it. */
async function savedContent(page: Page): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "juwenalia-cms-content-"));
  cpSync(CONTENT, dir, { recursive: true });
  for (const [file, bytes] of await readSavedFiles(page)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), bytes);
  }
  return dir;
}

test.beforeEach(async ({ context, page }) => {
  await provideContentCopy(context, CONTENT);
  await page.setViewportSize({ width: 1400, height: 900 });
  await openCms(page);
});

test("a new organiser prepares next year's edition in the CMS alone, and the files pass our checks", async ({
  page,
}) => {
  await openFile(page, "Festiwal", "Edycja festiwalu");
  await page.getByRole("spinbutton", { name: "Rok" }).fill("2026");
  // A date and time picker in the organiser's time (Warsaw, UTC+1 in March); the file keeps UTC.
  await field(page, "Ogłoszenie edycji").getByRole("textbox").fill("2026-03-01T10:00");
  const days = field(page, "Dni festiwalu");
  await expandAll(days);
  const dates = days.getByRole("textbox", { name: "Data" });
  await dates.first().fill("2026-05-15");
  await scrollUntil(page, dates, 2);
  await dates.nth(1).fill("2026-05-16");
  await page.getByRole("textbox", { name: "Otwarcie formularza" }).fill("2026-05-15T16:30:00");
  await page.getByRole("textbox", { name: "Zamknięcie formularza" }).fill("2026-05-16T23:59:59");

  // A new act with a photo and a set time, in the first day's main line-up.
  const firstDayGroups = field(days, "Grupy wykonawców").first();
  await firstDayGroups.getByRole("button", { name: "Rozwiń", exact: true }).first().click();
  const acts = field(firstDayGroups, "Wykonawcy").first();
  const newAct = await addEntry(acts, "wykonawcę");
  await newAct.getByRole("textbox", { name: "Nazwa wykonawcy" }).fill("Nowa Fala");
  const large = field(newAct, "Zdjęcie duże (pionowe)");
  await uploadPicture(page, large, path.join(pictures, "Nowa Fala duże.jpg"));
  await uploadPicture(
    page,
    field(newAct, "Zdjęcie małe (kwadratowe)"),
    path.join(pictures, "nowa-fala.jpg"),
  );
  // The entry's later fields render only once they are in view (see addEntry): scroll to each.
  const mainStage = newAct.getByRole("radio", { name: "Scena główna" });
  await scrollUntil(page, mainStage, 1);
  await mainStage.check();
  for (const [label, time] of [
    ["Godzina rozpoczęcia", "17:00"],
    ["Godzina zakończenia", "17:45"],
  ] as const) {
    const textbox = newAct.getByRole("textbox", { name: label });
    await scrollUntil(page, textbox, 1);
    await textbox.fill(time);
  }

  // The first student-stage concert moves by a quarter of an hour.
  const studentStage = field(days, "Scena studencka").first();
  const slot = await openEntry(studentStage, 1);
  await slot.getByRole("textbox", { name: "Godzina rozpoczęcia" }).fill("17:45");
  await slot.getByRole("textbox", { name: "Godzina zakończenia" }).fill("18:30");
  await save(page);

  const answer = "Bramy otwieramy w piątek o 16:30, a w sobotę o 15:00. Przyjdź wcześniej.";
  await openFile(page, "Strony", "Pytania i odpowiedzi (FAQ)");
  const question = await openEntry(field(page, "Pytania i odpowiedzi (FAQ)"), 2);
  await question.getByRole("textbox", { name: "Odpowiedź" }).fill(answer);
  await save(page);

  const englishAnswer = "The gates open at 16:30 on Friday and at 15:00 on Saturday. Come early.";
  await openFile(page, "Teksty angielskie", "Pytania i odpowiedzi (FAQ) – po angielsku");
  const englishQuestion = await openEntry(field(page, "Pytania i odpowiedzi (FAQ)"), 2);
  await englishQuestion.getByRole("textbox", { name: "Odpowiedź" }).fill(englishAnswer);
  await save(page);

  await openFile(page, "Festiwal", "Organizatorzy i partnerzy");
  const partner = await openEntry(field(page, "Partnerzy"), 1);
  await uploadPicture(page, field(partner, "Logo"), path.join(pictures, "logo-partnera.jpg"));
  await save(page);

  // Each save changed only the lines of what was edited, so a reviewer sees just the change
  // (the files are kept in the CMS's own form, content-layer/yaml-form.ts).
  const written = await readSavedFiles(page);
  const changes = (file: string) => {
    const savedFile = written.get(file);
    if (!savedFile) throw new Error(`the CMS did not save ${file}`);
    return lineChanges(readFileSync(path.join(CONTENT, file), "utf8"), savedFile.toString("utf8"));
  };
  const secondAnswer = (file: string) =>
    readFileSync(path.join(CONTENT, file), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("  answer: "))[1];
  expect(changes("faq.yaml")).toEqual({
    removed: [secondAnswer("faq.yaml")],
    added: [`  answer: ${answer}`],
  });
  expect(changes("en/faq.yaml")).toEqual({
    removed: [secondAnswer("en/faq.yaml")],
    added: [`  answer: ${englishAnswer}`],
  });
  expect(changes("edition.yaml")).toEqual({
    removed: [
      "year: 2025",
      "announcedAt: 2025-03-01T09:00:00Z",
      "  - date: 2025-05-16",
      "      - startsAt: 17:30",
      "        endsAt: 18:15",
      "  - date: 2025-05-17",
      "  opensAt: 2025-05-16T16:30:00",
      "  closesAt: 2025-05-17T23:59:59",
    ],
    added: [
      "year: 2026",
      "announcedAt: 2026-03-01T09:00:00Z",
      "  - date: 2026-05-15",
      "          - name: Nowa Fala",
      "            image_large: /artists/large/nowa-fala-duze.jpg",
      "            image_small: /artists/nowa-fala.jpg",
      "            stage: main",
      "            startsAt: 17:00",
      "            endsAt: 17:45",
      "      - startsAt: 17:45",
      "        endsAt: 18:30",
      "  - date: 2026-05-16",
      "  opensAt: 2026-05-15T16:30:00",
      "  closesAt: 2026-05-16T23:59:59",
    ],
  });
  expect(changes("organisations.yaml")).toEqual({
    removed: ["    image: /organisations/kawiarnia-ziarno.png"],
    added: ["    image: /organisations/logo-partnera.jpg"],
  });

  const dir = await savedContent(page);
  try {
    expect(checkContentFolder(dir).map(formatProblem)).toEqual([]);
    const content = loadContent(dir);
    expect(content.edition.year).toBe(2026);
    expect(content.edition.announcedAt).toBe("2026-03-01T09:00:00Z");
    expect(content.edition.days.map((day) => day.date)).toEqual(["2026-05-15", "2026-05-16"]);
    const added = content.edition.days[0]!.lineup[0]!.acts.find((act) => act.name === "Nowa Fala");
    expect(added).toEqual({
      name: "Nowa Fala",
      image_large: "artists/large/nowa-fala-duze.jpg",
      image_small: "artists/nowa-fala.jpg",
      stage: "main",
      startsAt: "17:00",
      endsAt: "17:45",
    });
    expect(content.edition.days[0]!.studentStage[0]).toMatchObject({
      startsAt: "17:45",
      endsAt: "18:30",
    });
    expect(content.faq[1]!.answer).toBe(answer);
    expect(content.organisations.partners[0]!.image).toBe("organisations/logo-partnera.jpg");
    expect(loadContent(dir, "en").faq[1]!.answer).toBe(englishAnswer);
  } finally {
    // CMS_SAVED_CONTENT keeps the folder, to build the site from it (docs/redakcja.md).
    const keep = process.env.CMS_SAVED_CONTENT;
    if (keep) cpSync(dir, keep, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The Polish words the message window's opening is refused with, as the schemas give them. */
function windowPatternMessage(): string {
  type Node = { properties?: Record<string, Node>; patternMessage?: string };
  const edition = polishJsonSchema("edition") as Node;
  const message = edition.properties?.messageWindow?.properties?.opensAt?.patternMessage;
  if (!message) throw new Error("the message window's opening has no pattern message");
  return message;
}

test("mistakes are refused in Polish before anything is published, and what was saved stays", async ({
  page,
}) => {
  // Rules across fields cannot live in a form: the CMS's save runs content:check's rules.
  await openFile(page, "Festiwal", "Edycja festiwalu");
  const days = field(page, "Dni festiwalu");
  await expandAll(days);
  const studentStage = field(days, "Scena studencka").first();
  await expandAll(studentStage);
  const starts = studentStage.getByRole("textbox", { name: "Godzina rozpoczęcia" });
  const ends = studentStage.getByRole("textbox", { name: "Godzina zakończenia" });
  await scrollUntil(page, starts, 1);
  await starts.nth(0).fill("19:15");
  await ends.nth(0).fill("19:30");
  await scrollUntil(page, ends, 3);
  await ends.nth(2).fill("20:00");
  await page.getByRole("button", { name: "Zapisz" }).click();
  // The save is refused with content:check's lines (cms/save-checks.ts; every kind of mistake in
  // tests/e2e/cms-save-checks.spec.ts), and nothing is written.
  const refused = page.getByRole("alertdialog");
  for (const line of [
    "[Edycja festiwalu] Dzień 1 (piątek 16 maja) › Scena studencka › występ 3 (Sinusoida) › Godzina zakończenia: musi być późniejsza niż godzina rozpoczęcia (20:15).",
    "[Edycja festiwalu] Dzień 1 (piątek 16 maja) › Scena studencka › występ 2 (Kolokwium Poprawkowe) › Godzina rozpoczęcia: nakłada się na występ „Trzecia Zmiana” (19:15–19:30) na scenie „Scena studencka”.",
  ]) {
    await expect(refused).toContainText(line, { timeout: 30_000 });
  }
  await refused.getByRole("button", { name: "OK" }).click();
  const saved = await readSavedFiles(page);
  expect([...saved.keys()]).toEqual([]);
  await page.getByRole("button", { name: "Anuluj edycję" }).click();
  const discard = page.getByRole("dialog");
  if (await discard.isVisible()) await discard.getByRole("button").last().click();

  // What a form can hold, it holds: a date written another way, a question that is too long.
  // (Hours and days have pickers, which take no wrong value.)
  await openFile(page, "Festiwal", "Edycja festiwalu");
  const opening = field(page, "Otwarcie formularza");
  await scrollUntil(page, opening, 1);
  await opening.getByRole("textbox").fill("16.05.2025 16:30");
  await page.getByRole("button", { name: "Zapisz" }).click();
  // "error" is the alert icon's ligature; the words are the schema's own.
  await expect(opening.getByRole("alert")).toContainText(windowPatternMessage());
  await expect(
    page.getByText("Jedno pole zawiera błąd. Popraw go, aby zapisać wpis."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Anuluj edycję" }).click();
  const leave = page.getByRole("dialog");
  if (await leave.isVisible()) await leave.getByRole("button").last().click();

  await openFile(page, "Strony", "Pytania i odpowiedzi (FAQ)");
  const question = await openEntry(field(page, "Pytania i odpowiedzi (FAQ)"), 1);
  await question.getByRole("textbox", { name: "Pytanie" }).fill("Czy ".repeat(60));
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(field(question, "Pytanie").getByRole("alert")).toContainText(
    "Nie możesz wprowadzić więcej niż 200 znaków.",
  );

  // Nothing of the refused edits reached the files, and the earlier save is intact.
  expect(await readSavedFiles(page)).toEqual(saved);
});
