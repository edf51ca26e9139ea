import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  expandAll,
  field,
  openCms,
  openEntry,
  openFile,
  scrollUntil,
  uploadPicture,
} from "../support/cms-editor";
import { provideContentCopy } from "../support/cms-repository";

/** The screenshots of docs/redakcja.md, taken in the real CMS on a copy of content/. */

const CONTENT = path.resolve(import.meta.dirname, "../../content");
const OUTPUT = path.resolve(import.meta.dirname, "../../docs/redakcja");
test.setTimeout(120_000);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(OUTPUT, `${name}.png`), animations: "disabled" });

test("the guide's screenshots", async ({ context, page }) => {
  const pictures = mkdtempSync(path.join(tmpdir(), "juwenalia-guide-"));
  const photo = path.join(pictures, "nowa-fala.jpg");
  await sharp({ create: { width: 1200, height: 1500, channels: 3, background: "#c23b5a" } })
    .jpeg()
    .toFile(photo);
  await provideContentCopy(context, CONTENT);
  await page.setViewportSize({ width: 1400, height: 900 });

  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Pracuj z lokalnym repozytorium" })).toBeVisible();
  await shot(page, "01-logowanie");
  await openCms(page);
  await shot(page, "02-kolekcje");

  await openFile(page, "Festiwal", "Edycja festiwalu");
  await shot(page, "03-edycja");
  const days = field(page, "Dni festiwalu");
  await expandAll(days);
  const groups = field(days, "Grupy wykonawców").first();
  const unfold = groups.getByRole("button", { name: "Rozwiń", exact: true });
  await scrollUntil(page, unfold, 1);
  await unfold.first().click();
  const acts = field(groups, "Wykonawcy").first();
  await acts.getByRole("button", { name: "Dodaj wykonawcę" }).click();
  // A new act with its photo, stage and hours, but no name: the form refuses it.
  await uploadPicture(page, field(acts, "Zdjęcie duże (pionowe)").last(), photo);
  await acts.getByRole("radio", { name: "Scena główna" }).last().check();
  await field(acts, "Godzina rozpoczęcia").last().getByRole("textbox").fill("17:00");
  await field(acts, "Godzina zakończenia").last().getByRole("textbox").fill("17:45");
  await page.getByRole("button", { name: "Zapisz" }).click();
  const name = field(acts, "Nazwa wykonawcy").last();
  await expect(name.getByRole("alert")).toBeVisible();
  await name.scrollIntoViewIfNeeded();
  await shot(page, "04-wykonawca-z-bledem");
  await page.getByRole("button", { name: "Anuluj edycję" }).click();
  const leave = page.getByRole("dialog");
  if (await leave.isVisible()) await leave.getByRole("button").last().click();

  await openFile(page, "Strony", "Pytania i odpowiedzi (FAQ)");
  const question = await openEntry(field(page, "Pytania i odpowiedzi (FAQ)"), 2);
  await scrollUntil(page, question.getByRole("textbox", { name: "Odpowiedź" }), 1);
  await shot(page, "05-faq");
  await page.getByRole("button", { name: "Anuluj edycję" }).click();

  await page.getByText("Teksty angielskie", { exact: true }).first().click();
  // The list changes a moment after the click: the shot waits for the English files.
  await expect(page.getByText("Edycja festiwalu – po angielsku", { exact: true })).toBeVisible();
  await shot(page, "06-teksty-angielskie");

  await openFile(page, "Festiwal", "Edycja festiwalu");
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole("textbox", { name: "Nazwa festiwalu" })).toBeVisible();
  await shot(page, "07-telefon");
  rmSync(pictures, { recursive: true, force: true });
});
