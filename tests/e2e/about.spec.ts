import { expect, test } from "@playwright/test";
import { content, DATE_RANGE, DAYS, EDITION_TITLE, edition, icsLocal, SETS } from "./edition-facts";
import { downloadCalendar, scrollIntoSteadyView, VIEWPORTS, waitForHydration } from "./helpers";

test.describe("about page", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("gives the dates, daily hours, venue and the 18+ rule", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const facts = page.getByRole("region", { name: "Kiedy i gdzie" });
    await expect(facts).toContainText(DATE_RANGE);
    await expect(facts.getByRole("listitem")).toHaveText(
      DAYS.map(
        (day) => `${day.label} start ${day.opensAt}, ostatni koncert do ${day.lastConcertEndsAt}`,
      ),
    );
    await expect(facts).toContainText(edition.venue.name);
    await expect(facts).toContainText(`${edition.minimumAge}+`);
  });

  test("shows the timetable of every day and stage, with times and acts", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const program = page.getByRole("region", { name: "Program", exact: true });
    await scrollIntoSteadyView(program.getByRole("group").first());
    // The programme opens on one day; every day at once is one choice away.
    await program.getByRole("radio", { name: "Wszystkie dni" }).check();
    for (const day of DAYS) {
      const dayRegion = program.getByRole("region", { name: new RegExp(`^${day.heading} ·`) });
      await expect(dayRegion).toContainText(`bramy od ${day.opensAt}`);
      for (const stage of edition.stages) {
        const sets = SETS.filter((set) => set.day === day.date && set.stage === stage.id);
        const column = dayRegion
          .locator(".timetable__stage")
          // The stage's name in its heading links to its point on the site plan.
          .filter({
            has: page
              .getByRole("heading", { level: 4 })
              .getByRole("link", { name: `${stage.name} na planie terenu`, exact: true }),
          });
        if (sets.length === 0) {
          // With every stage shown, a stage with nothing that day is left out.
          await expect(column).toBeHidden();
          continue;
        }
        await expect(column.locator(".timetable__time")).toHaveText(
          sets.map((set) => `${set.startTime}–${set.endTime}`),
        );
        await expect(column.locator(".timetable__act")).toHaveText(
          sets.map((set) => set.act ?? "koncert zespołu studenckiego"),
        );
        await expect(column.getByRole("checkbox", { name: /^Mój plan: / })).toHaveCount(
          sets.length,
        );
      }
    }
    for (const stage of edition.stages) {
      await expect(page.getByRole("article", { name: stage.name, exact: true })).toBeVisible();
    }
  });

  test("shows the site map and the main-stage line-up image", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    for (const alt of [content.about.siteMap.alt, content.about.mainStageLineup.alt]) {
      const image = page.getByRole("img", { name: alt, exact: false });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test("describes zones, the Runmageddon course, entrances and card-only payment", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const zones = page.getByRole("region", { name: "Strefy tematyczne" });
    expect(await zones.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    const attractions = page.getByRole("region", { name: "Atrakcje partnerów" });
    await expect(attractions).toContainText("Runmageddon");
    await expect(attractions).toContainText("4 rodzaje przeszkód");
    await expect(attractions).toContainText("2,5 m");
    const entry = page.getByRole("region", { name: "Wejścia i płatności" });
    await expect(entry).toContainText("Wejście 1");
    await expect(entry).toContainText("Wejście 2");
    await expect(entry).toContainText("wyłącznie kartą");
    for (const price of edition.ticketPrices)
      await expect(entry).toContainText(`${price.pricePln} zł`);
  });

  test("links to the event page, Instagram and Facebook in new tabs", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const follow = page.getByRole("region", { name: "Bądź na bieżąco" });
    for (const [name, href] of [
      [/Wydarzenie na Facebooku/, content.links.eventPage],
      [/^Instagram/, content.links.instagram],
      [/^Facebook/, content.links.facebook],
    ] as const) {
      const link = follow.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("'Dodaj do kalendarza' downloads a calendar of every day in Warsaw time", async ({
    page,
  }) => {
    const { fileName, ics } = await downloadCalendar(page);
    expect(fileName).toBe(`${EDITION_TITLE.toLowerCase().replace(/\s+/g, "-")}.ics`);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Warsaw\r\n");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(DAYS.length);
    for (const day of DAYS) {
      expect(ics).toContain(`DTSTART;TZID=Europe/Warsaw:${icsLocal(day.instants.opensAt)}\r\n`);
      expect(ics).toContain(
        `DTEND;TZID=Europe/Warsaw:${icsLocal(day.instants.lastConcertEndsAt)}\r\n`,
      );
      expect(ics).toContain(`SUMMARY:${EDITION_TITLE} – ${day.weekday}\r\n`);
    }
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
