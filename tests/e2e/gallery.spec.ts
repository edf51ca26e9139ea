import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { edition } from "./edition-facts";
import { GALLERY_YEARS_EXPECTED } from "#content-layer/gallery";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";

/** The expected tabs, straight from the file names on disk, newest year first. */
const galleryRoot = path.resolve(import.meta.dirname, "../../content/gallery");
const filesByYear = readdirSync(galleryRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    year: Number(entry.name),
    count: readdirSync(path.join(galleryRoot, entry.name)).filter((name) =>
      /^\d{4}-\d{3}\.jpg$/.test(name),
    ).length,
  }))
  .filter((entry) => entry.count > 0)
  .sort((a, b) => b.year - a.year);

const gallery = (page: Page) => page.getByRole("region", { name: "Poprzednie edycje" });
const dialog = (page: Page) => page.getByRole("dialog");

async function openGallery(page: Page): Promise<void> {
  await page.goto("/about");
  await waitForHydration(page);
  await gallery(page).scrollIntoViewIfNeeded();
}

test.describe("gallery of past editions", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("the content holds the expected years, about 150 photos", () => {
    expect(filesByYear.map((entry) => entry.year).sort()).toEqual([...GALLERY_YEARS_EXPECTED]);
    const total = filesByYear.reduce((sum, entry) => sum + entry.count, 0);
    expect(total).toBeGreaterThanOrEqual(120);
    expect(total).toBeLessThanOrEqual(180);
  });

  test("has one tab per year with as many thumbnails as files of that year", async ({ page }) => {
    await openGallery(page);
    const tabs = gallery(page).getByRole("tab");
    await expect(tabs).toHaveCount(filesByYear.length);
    for (const [index, { year, count }] of filesByYear.entries()) {
      const tab = tabs.nth(index);
      await expect(tab).toContainText(String(year));
      await expect(tab).toContainText(`${count} zdję`);
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const panel = gallery(page).getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      const thumbnails = panel.getByRole("listitem");
      await expect(thumbnails).toHaveCount(count);
      await expect(panel.getByRole("button").first()).toHaveAccessibleName(
        `${edition.name} ${year} – zdjęcie 1 z ${count}`,
      );
    }
  });

  test("tabs follow the arrow keys (WAI-ARIA tabs)", async ({ page }) => {
    await openGallery(page);
    const tabs = gallery(page).getByRole("tab");
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  });

  test("thumbnails load lazily and come from the image pipeline", async ({ page }) => {
    await openGallery(page);
    const images = gallery(page).getByRole("tabpanel").locator("img");
    await expect(images.first()).toHaveAttribute("loading", "lazy");
    // currentSrc is empty until the lazy image starts loading: wait for it rather than race it.
    await expect
      .poll(() => images.first().evaluate((image: HTMLImageElement) => image.currentSrc))
      .toContain("/generated/images/gallery/");
  });

  test("lightbox: Enter opens, arrows move, Escape closes and focus returns", async ({ page }) => {
    await openGallery(page);
    const [newest] = filesByYear;
    if (!newest) throw new Error("no gallery files");
    const thumbnails = gallery(page).getByRole("tabpanel").getByRole("button");
    const first = thumbnails.first();
    await first.focus();
    await page.keyboard.press("Enter");

    const viewer = dialog(page);
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAccessibleName(
      `Edycja ${newest.year} · zdjęcie 1 z ${newest.count}`,
    );
    await expect(viewer.getByRole("img")).toHaveAccessibleName(
      `${edition.name} ${newest.year} – zdjęcie 1 z ${newest.count}`,
    );

    await page.keyboard.press("ArrowRight");
    await expect(viewer).toHaveAccessibleName(
      `Edycja ${newest.year} · zdjęcie 2 z ${newest.count}`,
    );
    await page.keyboard.press("ArrowRight");
    await expect(viewer).toHaveAccessibleName(
      `Edycja ${newest.year} · zdjęcie 3 z ${newest.count}`,
    );
    await page.keyboard.press("ArrowLeft");
    await expect(viewer).toHaveAccessibleName(
      `Edycja ${newest.year} · zdjęcie 2 z ${newest.count}`,
    );

    // Focus stays inside the dialog (Radix focus trap).
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press("Tab");
      expect(await viewer.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    // Back on the thumbnail of the photo that was shown last (photo 2).
    await expect(thumbnails.nth(1)).toBeFocused();
  });

  test("lightbox wraps around and opens on click; the close button returns focus", async ({
    page,
  }) => {
    await openGallery(page);
    const [newest] = filesByYear;
    if (!newest) throw new Error("no gallery files");
    const thumbnails = gallery(page).getByRole("tabpanel").getByRole("button");
    await thumbnails.first().click();
    const viewer = dialog(page);
    await expect(viewer).toBeVisible();
    await viewer.getByRole("button", { name: "Poprzednie zdjęcie" }).click();
    await expect(viewer).toHaveAccessibleName(
      `Edycja ${newest.year} · zdjęcie ${newest.count} z ${newest.count}`,
    );
    await viewer.getByRole("button", { name: "Następne zdjęcie" }).click();
    await expect(viewer).toHaveAccessibleName(
      `Edycja ${newest.year} · zdjęcie 1 z ${newest.count}`,
    );
    await viewer.getByRole("button", { name: "Zamknij" }).click();
    await expect(viewer).toBeHidden();
    await expect(thumbnails.first()).toBeFocused();
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`gallery axe at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test("no violations with the lightbox open", async ({ page }) => {
      test.setTimeout(60_000); // axe over a long page on a shared 2-core machine
      await openGallery(page);
      await gallery(page).getByRole("tabpanel").getByRole("button").first().click();
      const viewer = dialog(page);
      await expect(viewer).toBeVisible();
      await expect
        .poll(() => viewer.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    });
  });
}
