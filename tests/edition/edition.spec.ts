import { expect, test, type Page } from "@playwright/test";
import { loadContent, PROJECT_ROOT } from "#content-layer/load";
import { calendarDate } from "#core/dates/calendar-date";
import { polishDates } from "#core/dates/polish-words";
import { englishDates } from "#core/dates/english-words";
import { PUBLIC_PATHS, STAFF_PATHS } from "#core/site-pages";
import { downloadCalendar, waitForHydration } from "../e2e/helpers";
import path from "node:path";

/**
 * The site built from the test edition (tests/fixtures/edition-2031) shows that edition's facts
 * and none of the default edition's. The expected texts of the test edition are written out
 * here: they are test data, and writing them out checks the date module's forms too.
 */
const PAGES = [...PUBLIC_PATHS, ...STAFF_PATHS];
/** The English pages are built from the same edition, with its English texts (docs/decisions/018). */
const ENGLISH_PAGES = PUBLIC_PATHS.map((path) => `/en${path}`);

/** Every fact of the default edition (content/) that must not survive on another edition's pages. */
function defaultEditionFacts(): string[] {
  const defaults = loadContent(path.join(PROJECT_ROOT, "content"));
  const { edition } = defaults;
  const dates = edition.days.map((day) => calendarDate(day.date));
  const first = dates[0]!;
  const last = dates.at(-1)!;
  return [
    String(edition.year),
    polishDates.dateRange(first, last),
    polishDates.dateRangeCapitals(first, last),
    polishDates.dateRange(first, last).toUpperCase(),
    ...dates.flatMap((date) => [
      polishDates.dayHeading(date),
      polishDates.weekdayDayAndMonth(date),
      polishDates.dayDotMonth(date),
    ]),
    englishDates.dateRange(first, last),
    englishDates.dateRangeCapitals(first, last),
    ...dates.flatMap((date) => [
      englishDates.dayHeading(date),
      englishDates.weekdayDayAndMonth(date),
    ]),
    edition.venue.name,
    edition.venue.nameLocative,
    edition.venue.streetAddress,
    new URL(edition.siteUrl).host,
    ...edition.days.flatMap((day) => day.lineup.flatMap((group) => group.acts.map((a) => a.name))),
    ...defaults.events.map((event) => event.name),
    ...defaults.team.members.map((member) => member.name),
    ...Object.values(defaults.organisations).flatMap((list) => list.map((org) => org.name)),
    ...defaults.faq.map((item) => item.question),
    `${defaults.team.members.length} osób`,
  ];
}

const FORBIDDEN = defaultEditionFacts();

test("the list of the default edition's facts is the one the site shows today", () => {
  expect(FORBIDDEN).toEqual(
    expect.arrayContaining(["2025", "16–17 maja 2025", "16-17 MAJA 2025", "Stadion Syrenki"]),
  );
  expect(FORBIDDEN).toEqual(expect.arrayContaining(["Sobota, 17 maja", "16.05", "16 osób"]));
});

/** What a person and a crawler get of a page: its text, title, meta tags and JSON-LD. */
async function everythingSaid(page: Page): Promise<string> {
  return page.evaluate(() => {
    const meta = [...document.querySelectorAll("meta[content]")].map(
      (element) => element.getAttribute("content") ?? "",
    );
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (element) => element.textContent ?? "",
    );
    const alts = [...document.querySelectorAll("[alt], [aria-label], [title]")].map((element) =>
      ["alt", "aria-label", "title"].map((name) => element.getAttribute(name) ?? "").join(" "),
    );
    return [document.title, document.body.innerText, ...meta, ...jsonLd, ...alts].join("\n");
  });
}

function expectNoDefaultFacts(text: string, where: string): void {
  const found = FORBIDDEN.filter((fact) => text.includes(fact));
  expect(found, `${where} still names the default edition`).toEqual([]);
}

test.describe("a site built from another edition's content", () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  for (const route of [...PAGES, ...ENGLISH_PAGES]) {
    test(`${route} names nothing of the default edition`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      // Every lazily hydrated block as well: scroll through the whole page.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      expectNoDefaultFacts(await everythingSaid(page), route);
      const html = await (await page.request.get(route)).text();
      expectNoDefaultFacts(html.replace(/\/assets\/[^"']+/g, ""), `${route} (HTML)`);
    });
  }

  test("the home page shows one line-up strip per day with that day's groups", async ({ page }) => {
    await page.goto("/homepage");
    await waitForHydration(page);
    const banner = page.locator(".landing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Juwenalia\s+Syrenki\s+2031/);
    await expect(banner).toContainText("11–13 CZERWCA 2031");
    await expect(banner).toContainText("POLANA CZAPLOWA");
    await expect(banner).toContainText("Trzy dni koncertów");
    const lineup = page.locator("#lineup");
    await expect(lineup.getByRole("heading", { level: 2 })).toHaveText([
      "LINEUP ŚRODA",
      "LINEUP CZWARTEK",
      "LINEUP PIĄTEK",
    ]);
    await expect(lineup.locator(".lineup-day__date")).toHaveText(["11.06", "12.06", "13.06"]);
    const wednesday = lineup.getByRole("region", { name: "LINEUP ŚRODA" });
    await expect(wednesday.getByRole("heading", { level: 3 })).toHaveText([
      "Szklany Wrzesień",
      "Kora i Kompas",
      "Tercja Pikardyjska",
    ]);
    await expect(wednesday.locator(".artist-card__header")).toHaveCount(0);
    const thursday = lineup.getByRole("region", { name: "LINEUP CZWARTEK" });
    await expect(thursday.locator(".artist-card__header")).toHaveText(["AFTERPARTY"]);
    const friday = lineup.getByRole("region", { name: "LINEUP PIĄTEK" });
    await expect(friday.locator(".artist-card__header")).toHaveText([
      "ZESPÓŁ STUDENCKI",
      "ZESPÓŁ STUDENCKI",
    ]);
    await expect(
      page.getByRole("region", { name: "NASZE WYDARZENIA" }).getByRole("listitem"),
    ).toHaveCount(4);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("11-13 CZERWCA 2031");
    await expect(footer).toContainText("POLANA CZAPLOWA");
    await expect(footer).toContainText("© 2031 Juwenalia Syrenki");
  });

  test("/about lists the three days, their hours and every stage's timetable", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const facts = page.getByRole("region", { name: "Kiedy i gdzie" });
    await expect(facts).toContainText("11–13 czerwca 2031");
    await expect(facts.getByRole("listitem")).toHaveText([
      "środa, 11 czerwca start 17:00, ostatni koncert do 23:00",
      "czwartek, 12 czerwca start 16:00, ostatni koncert do 00:30",
      "piątek, 13 czerwca start 15:30, ostatni koncert do 23:50",
    ]);
    await expect(facts.locator("time").nth(3)).toHaveAttribute("datetime", "2031-06-13T00:30");
    // Three stages, the third only on the days it plays; the night set past midnight at 00:30.
    for (const name of ["Scena nad wodą", "Scena studencka", "Namiot elektroniczny"]) {
      await expect(page.getByRole("article", { name, exact: true })).toBeVisible();
    }
    const program = page.getByRole("region", { name: "Program", exact: true });
    // The programme opens on the first day; every day at once is one choice away.
    await program.getByRole("radio", { name: "Wszystkie dni" }).check();
    await expect(program.getByRole("heading", { level: 3 })).toHaveText([
      "Środa, 11 czerwca · bramy od 17:00",
      "Czwartek, 12 czerwca · bramy od 16:00",
      "Piątek, 13 czerwca · bramy od 15:30",
    ]);
    const thursday = program.getByRole("region", { name: /^Czwartek, 12 czerwca/ });
    // Each stage's name links to its point on the site plan (app/README.md#stage-links).
    await expect(thursday.getByRole("heading", { level: 4 })).toHaveText([
      /^Scena nad wodą/,
      /^Scena studencka/,
      /^Namiot elektroniczny/,
    ]);
    await expect(
      thursday.getByRole("link", { name: "Scena nad wodą na planie terenu", exact: true }),
    ).toHaveAttribute("href", /\/site-plan#/);
    const student = thursday
      .locator(".timetable__stage")
      .filter({ has: page.getByRole("heading", { name: "Scena studencka" }) });
    await expect(student.locator(".timetable__time")).toHaveText([
      "17:15–18:00",
      "19:45–20:30",
      "21:00–21:45",
    ]);
    await expect(student.locator(".timetable__act")).toHaveText([
      "koncert zespołu studenckiego",
      "Pętla Indukcyjna",
      "Trzy Kwarki",
    ]);
    await expect(thursday.locator('[data-set-id="2031-06-12-dj-nocny-prom"]')).toContainText(
      "DJ Nocny Prom23:00–00:30",
    );
    await expect(
      thursday.locator('[data-set-id="2031-06-12-dj-nocny-prom"] time').nth(1),
    ).toHaveAttribute("datetime", "2031-06-13T00:30:00+02:00");
    await expect(
      program.getByRole("region", { name: /^Środa/ }).getByRole("heading", { level: 4 }),
    ).toHaveText([/^Scena nad wodą/, /^Scena studencka/]);
    const poster = page.getByRole("img", { name: /^Plakat z lineupem trzech dni/ });
    await expect(poster).toHaveAttribute(
      "alt",
      /Środa 11\.06: Szklany Wrzesień.*Czwartek 12\.06: Wydma, Czapla Records; afterparty: DJ Nocny Prom\..*Piątek 13\.06:/,
    );
  });

  test("the calendar file has one event per day, the night past midnight included", async ({
    page,
  }) => {
    const { fileName, ics } = await downloadCalendar(page);
    expect(fileName).toBe("juwenalia-syrenki-2031.ics");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    for (const line of [
      "DTSTART;TZID=Europe/Warsaw:20310611T170000",
      "DTEND;TZID=Europe/Warsaw:20310611T230000",
      "DTSTART;TZID=Europe/Warsaw:20310612T160000",
      "DTEND;TZID=Europe/Warsaw:20310613T003000",
      "DTEND;TZID=Europe/Warsaw:20310613T235000",
      "SUMMARY:Juwenalia Syrenki 2031 – czwartek",
      "DTSTAMP:20310210T100000Z",
      "LOCATION:Polana Czaplowa\\, ul. Czaplowa 7\\, 03-950 Warszawa",
    ]) {
      expect(ics).toContain(`${line}\r\n`);
    }
    expect(ics).toContain("@juwenalia-2031.example");
  });

  test("JSON-LD, meta tags and the sitemap carry the edition", async ({ page, request }) => {
    const html = await (await request.get("/homepage")).text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json!) as Record<string, unknown>;
    expect(data.name).toBe("Juwenalia Syrenki 2031");
    expect(data.startDate).toBe("2031-06-11T17:00:00+02:00");
    expect(data.endDate).toBe("2031-06-13T23:50:00+02:00");
    expect(data.description).toContain("3 dni koncertów na Polanie Czaplowej");
    expect((data.performer as unknown[]).length).toBe(11);
    expect((data.offers as { price: string }[]).map((offer) => offer.price)).toEqual([
      "55.00",
      "95.00",
    ]);
    await page.goto("/homepage");
    await expect(page).toHaveTitle("Strona główna | Juwenalia Syrenki 2031");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Juwenalia Syrenki 2031 – 11–13 czerwca na Polanie Czaplowej w Warszawie. Lineup, wydarzenia towarzyszące, organizatorzy i partnerzy. Wydarzenie 18+.",
    );
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      "content",
      "Juwenalia Syrenki 2031 – 11–13 czerwca 2031, Polana Czaplowa",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://juwenalia-2031.example/homepage",
    );
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://juwenalia-2031.example/about</loc>");
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
      description: string;
    };
    expect(manifest.description).toBe(
      "Juwenalia Syrenki 2031 – 11–13 czerwca, Polana Czaplowa, Warszawa.",
    );
  });

  test("the English pages show the edition's English texts and dates", async ({ page }) => {
    const english = loadContent(undefined, "en");
    const first = calendarDate(english.edition.days[0]!.date);
    const last = calendarDate(english.edition.days.at(-1)!.date);
    await page.goto("/en/faq");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const question = english.faq[0]!.question;
    await expect(page.getByRole("heading", { level: 3, name: question })).toBeVisible();
    await page.goto("/en/homepage");
    await expect(
      page.getByText(englishDates.dateRange(first, last).toUpperCase(), { exact: true }),
    ).toBeVisible();
  });

  test("/team and /faq show the edition's people and questions", async ({ page }) => {
    await page.goto("/team");
    await waitForHydration(page);
    await expect(page.locator(".page__lead")).toContainText("6 osób");
    await expect(
      page.locator("article.page").getByRole("link", { name: /@juwenalia-2031\.example/ }),
    ).toHaveCount(6);
    await page.goto("/faq");
    await waitForHydration(page);
    await expect(
      page.getByRole("region", { name: "Pytania i odpowiedzi" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(5);
    await expect(page.getByText("Najbliższy przystanek: autobusowy")).toBeVisible();
  });

  test("/telebim shows the edition's dates, venue and address", async ({ page }) => {
    await page.goto("/telebim");
    await waitForHydration(page);
    await expect(page.locator(".screen__dates")).toHaveText("11–13 czerwca 2031 · Polana Czaplowa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Telebim Juwenaliów Syrenki 2031",
    );
    await expect(page.getByRole("complementary")).toContainText("juwenalia-2031.example");
  });
});
