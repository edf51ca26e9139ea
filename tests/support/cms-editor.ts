/**
 * The CMS at /admin as an organiser meets it (docs/redakcja.md), in the words its Polish
 * interface shows: open a file, find a field by its label, open a list's entry, upload a picture,
 * save. Locators are by role and accessible name, so a test reads like the guide.
 */
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { slugOf } from "#core/festival-schedule";

/** A field's group, as the CMS names it: Pole “⁨Godzina rozpoczęcia⁩”. */
export function field(scope: Locator | Page, label: string): Locator {
  return scope.getByRole("group", { name: `Pole “⁨${label}⁩”`, exact: true });
}

/** Opens /admin/ and picks the local repository (the copy the test provided). */
export async function openCms(page: Page): Promise<void> {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Pracuj z lokalnym repozytorium" }).click();
  // The first open copies content/ into the browser's folder, then the CMS reads all of it: on
  // a busy machine that takes a while.
  await expect(page.getByText("Kolekcje", { exact: true })).toBeVisible({ timeout: 60_000 });
}

/** Opens one file of a collection: Festiwal › Edycja festiwalu. */
export async function openFile(page: Page, collection: string, file: string): Promise<void> {
  await page
    .getByRole("navigation")
    .getByText(collection, { exact: true })
    .or(page.getByRole("option", { name: new RegExp(`^${collection}`) }))
    .first()
    .click();
  await page.getByText(file, { exact: true }).click();
  await expect(page.getByRole("button", { name: "Zapisz" })).toBeVisible();
}

/**
 * Unfolds every entry of a list field with its "Rozwiń wszystko", by keyboard (see openEntry),
 * and waits until the CMS has done it: the button is disabled once every entry is open. A click
 * that the CMS had not yet taken once left a stage's times folded for the whole test.
 */
export async function expandAll(list: Locator): Promise<void> {
  const expand = list.getByRole("button", { name: "Rozwiń wszystko" }).first();
  await expand.press("Enter");
  await expect(expand).toBeDisabled({ timeout: 30_000 });
}

/**
 * Scrolls the form until `locator` matches at least `count` elements: the CMS renders a long
 * form's fields as they come into view.
 */
export async function scrollUntil(page: Page, locator: Locator, count: number): Promise<void> {
  await page.mouse.move(700, 500);
  for (let step = 0; step < 60 && (await locator.count()) < count; step += 1) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(100);
  }
  expect(await locator.count()).toBeGreaterThanOrEqual(count);
}

/**
 * A list's entries, one wrapper each. The CMS renders each field only once it is in view, but an
 * entry's wrapper is there from the start, so these count and find the entries wherever the view
 * is: the list's own come first, a nested list's are inside them.
 */
function entriesOf(list: Locator): Locator {
  return list.locator(".item-list").first().locator(":scope > .item-wrapper");
}

/** Scrolls an entry into the middle of the view, as an organiser would, so that it renders. */
async function scrollToEntry(entry: Locator): Promise<void> {
  await entry.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(entry.getByRole("button", { name: "Usuń", exact: true }).first()).toBeVisible();
}

/**
 * Opens a list's entry by its position (1-based): scrolled to and unfolded. Counting rendered
 * entries instead (their "Usuń" buttons) once picked the second partner when the scroll had
 * jumped over the first before it rendered.
 */
export async function openEntry(list: Locator, position: number): Promise<Locator> {
  const entry = entriesOf(list).nth(position - 1);
  await scrollToEntry(entry);
  const unfold = entry.getByRole("button", { name: "Rozwiń", exact: true }).first();
  // By keyboard, as a keyboard user would: on a busy machine the CMS sometimes leaves the page
  // refusing pointer events after a save, while its buttons still answer Enter.
  if (await unfold.isVisible()) await unfold.press("Enter");
  return entry;
}

/**
 * Adds an entry to a list with its "Dodaj …" button and returns the new entry, scrolled into
 * view. The CMS renders each field only once it is in view (so the entries above the button
 * take their height while the pointer heads for it), and scrolls a new entry into view itself
 * only if the entry exists 50 ms after the press. On a busy machine a click once missed the
 * moving button (no entry was added), and a new entry once waited below the view with its name
 * field never rendered. So the button is pressed by keyboard, as openEntry does, and the new
 * entry scrolled to, as an organiser would; its later fields need a scroll of their own
 * (scrollUntil). The button names the entry in the accusative: addEntry(acts, "wykonawcę").
 */
export async function addEntry(list: Locator, entryAccusative: string): Promise<Locator> {
  const entries = entriesOf(list);
  const before = await entries.count();
  await list.getByRole("button", { name: `Dodaj ${entryAccusative}` }).press("Enter");
  await expect(entries).toHaveCount(before + 1);
  const entry = entries.nth(before);
  await scrollToEntry(entry);
  return entry;
}

/** Uploads `file` into a picture field through the CMS's picker, and inserts it. */
export async function uploadPicture(page: Page, pictureField: Locator, file: string) {
  await scrollUntil(page, pictureField, 1);
  // An empty field offers "Przeglądaj"; a filled one "Zastąp obraz" (cms/polish-words.json).
  const change = pictureField.getByRole("button", { name: /Przeglądaj|Zastąp obraz/ }).first();
  await change.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Wybierz obraz" });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Prześlij" }).first().click();
  await (await chooser).setFiles(file);
  // The picker inserts a single upload itself; otherwise the upload waits to be chosen.
  if (await dialog.isVisible()) await dialog.getByRole("button", { name: "Wstaw" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  // The field takes the new picture after the picker has closed: a save right away once kept a
  // partner's old logo. The field shows the stored name, the file's name as a slug.
  const extension = path.extname(file);
  const storedName = `${slugOf(path.basename(file, extension))}${extension.toLowerCase()}`;
  await expect(pictureField.getByText(storedName)).toBeVisible({ timeout: 30_000 });
}

/**
 * Saves the open file and waits for the CMS to say so and, when it publishes straight away (the
 * local repository), to close the editor. The CMS closes it after its message, inside a view
 * transition that runs a frame or more later: a test that moved on at the message once had its
 * next address undone by that late step back to the collection. With the review workflow (a git
 * host) the editor stays open on its draft.
 */
export async function save(page: Page, { review = false } = {}): Promise<void> {
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByText("Wpis zapisany.")).toBeVisible({ timeout: 30_000 });
  if (!review) await expect(page).not.toHaveURL(/\/entries\//, { timeout: 30_000 });
}
