import { expect, test, type Page } from "@playwright/test";
import { content, DAYS, edition } from "./edition-facts";

const { faq, links } = content;
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";
import { MAPS_TEST_KEY, serveFaqWithKey, serveMapsStandIn } from "./maps-stand-in";

const questions = (page: Page) =>
  page.getByRole("region", { name: "Pytania i odpowiedzi" }).getByRole("heading", { level: 3 });

/** Every question's details element (it carries the open state, exposed as expanded). */
const questionItems = (page: Page) =>
  page.getByRole("region", { name: "Pytania i odpowiedzi" }).locator("details");

/** Every question's summary, the part a visitor taps; it holds the question's heading. */
const questionButtons = (page: Page) => questionItems(page).locator("> summary");

/** Opens every answer (several stay open at once). */
async function openAllAnswers(page: Page): Promise<void> {
  const items = questionItems(page);
  for (let index = 0; index < (await items.count()); index += 1) {
    const item = items.nth(index);
    if (!(await item.evaluate((details: HTMLDetailsElement) => details.open))) {
      await item.locator("> summary").click();
    }
  }
}

/** Records every request the page makes. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

const isSameOrigin = (url: string, origin: string) =>
  url.startsWith(`${origin}/`) || url.startsWith("data:") || url.startsWith("blob:");

test.describe("FAQ accordion", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("has every question, whose summaries open and close labelled answers", async ({ page }) => {
    test.setTimeout(90_000); // every question opened and closed on a shared 2-core machine
    await page.goto("/faq");
    await waitForHydration(page);
    await expect(questions(page)).toHaveCount(faq.length);
    await expect(questions(page)).toHaveText(faq.map((item) => item.question));

    const buttons = questionButtons(page);
    await expect(buttons).toHaveCount(faq.length);
    for (let index = 0; index < faq.length; index += 1) {
      const button = buttons.nth(index);
      const details = questionItems(page).nth(index);
      const item = faq[index];
      if (!item) throw new Error(`no FAQ item ${index}`);
      await expect(details).toHaveJSProperty("open", false);
      await button.click();
      await expect(details).toHaveJSProperty("open", true);
      const panel = page.getByRole("region", { name: item.question, exact: true });
      await expect(panel).toBeVisible();
      // The answer, then a link to each point of the site plan it names (planPoints).
      await expect(panel.getByRole("paragraph")).toHaveText(item.answer);
      await expect(panel.getByRole("link", { name: / na planie terenu$/ })).toHaveCount(
        item.planPoints?.length ?? 0,
      );
      // The answer belongs to its question: inside its details, labelled by its heading.
      const heading = button.getByRole("heading", { level: 3 });
      await expect(panel).toHaveAttribute(
        "aria-labelledby",
        (await heading.getAttribute("id")) ?? "",
      );
      await expect(details.getByRole("region").getByRole("paragraph")).toHaveText(item.answer);
      await button.click();
      await expect(details).toHaveJSProperty("open", false);
      await expect(panel).toBeHidden();
    }
  });

  test("the prerendered page carries every answer, closed panels hidden; Enter and Space toggle a question", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/faq")).text();
    for (const item of faq) expect(html).toContain(item.answer);
    await page.goto("/faq");
    await waitForHydration(page);
    await expect(page.getByText(faq[4]?.answer ?? "")).toBeHidden();
    await test.step("from the keyboard", async () => {
      const first = questionButtons(page).first();
      await first.focus();
      await page.keyboard.press("Enter");
      await expect(questionItems(page).first()).toHaveJSProperty("open", true);
      await page.keyboard.press("Space");
      await expect(questionItems(page).first()).toHaveJSProperty("open", false);
    });
  });

  test("the answers state the edition's facts", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/faq");
    await waitForHydration(page);
    await openAllAnswers(page);
    const answers = page.getByRole("region", { name: "Pytania i odpowiedzi" });
    // Gate prices.
    for (const price of edition.ticketPrices) {
      await expect(answers).toContainText(`${price.pricePln} zł dla`);
    }
    // Card only, free water, no pets, no cloakroom, 18+.
    await expect(answers).toContainText("płatności przyjmujemy wyłącznie kartą");
    await expect(answers).toContainText("woda pitna jest dostępna bezpłatnie");
    await expect(answers).toContainText("Zwierzęta nie mogą wejść na teren wydarzenia");
    await expect(answers).toContainText("nie ma szatni");
    await expect(answers).toContainText(`wyłącznie dla osób pełnoletnich (${edition.minimumAge}+)`);
    // Hours, passes, re-entry, own food and drink.
    for (const day of DAYS) {
      await expect(answers).toContainText(`o ${day.opensAt}`);
      await expect(answers).toContainText(`o ${day.lastConcertEndsAt}`);
    }
    await expect(answers).toContainText("karnety zostały wyprzedane");
    await expect(answers).toContainText("uprawniają do ponownego wejścia");
    await expect(answers).toContainText("Wnoszenie własnego jedzenia i napojów jest zabronione");
  });

  test("is flush at 960 px and framed above", async ({ page }) => {
    await page.setViewportSize({ width: 960, height: 900 });
    await page.goto("/faq");
    await waitForHydration(page);
    const item = page.locator(".faq-accordion__item").first();
    await expect(item).toHaveCSS("border-left-width", "0px");
    await expect(item).toHaveCSS("border-top-left-radius", "0px");
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(item).toHaveCSS("border-left-width", "2px");
    await expect(item).not.toHaveCSS("border-top-left-radius", "0px");
  });
});

test.describe("privacy: no third-party request before the visitor asks", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("/faq loads, scrolls and opens answers without leaving its origin", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const requests = recordRequests(page);
    await page.goto("/faq");
    await waitForHydration(page);
    await openAllAnswers(page);
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState("networkidle");
    const origin = new URL(baseURL ?? "").origin;
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !isSameOrigin(url, origin))).toEqual([]);
  });

  test("the journey planner is fetched only after its button is pressed", async ({
    page,
    baseURL,
  }) => {
    const planner: string[] = [];
    await page.route("https://jakdojade.pl/**", async (route) => {
      planner.push(route.request().url());
      // A stand-in for the provider's script: defines the custom element it would define.
      await route.fulfill({
        contentType: "text/javascript",
        body: `customElements.define("jakdojade-planner-widget", class extends HTMLElement {
          connectedCallback() { this.textContent = "Wyszukiwarka (atrapa testowa)"; }
        });`,
      });
    });
    const requests = recordRequests(page);
    await page.goto("/faq");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const origin = new URL(baseURL ?? "").origin;
    expect(requests.filter((url) => !isSameOrigin(url, origin))).toEqual([]);
    expect(planner).toEqual([]);

    await page.getByRole("button", { name: "Pokaż wyszukiwarkę połączeń" }).click();
    await expect.poll(() => planner).toEqual(["https://jakdojade.pl/widgets/elements.js"]);
    const widget = page.getByRole("region", { name: "Wyszukiwarka połączeń" });
    await expect(widget).toBeVisible();
    await expect(widget).toBeFocused();
    const element = widget.locator("jakdojade-planner-widget");
    await expect(element).toHaveAttribute("city-symbol", "WARSZAWA");
    await expect(element).toHaveAttribute("locale", "pl");
    await expect(element).toHaveAttribute("max-res", "20");
    await expect(element).toHaveText("Wyszukiwarka (atrapa testowa)");
  });

  test("the planner falls back to a plain link when its script cannot load", async ({ page }) => {
    await page.route("https://jakdojade.pl/**", (route) => route.abort());
    await page.goto("/faq");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Pokaż wyszukiwarkę połączeń" }).click();
    const section = page.getByRole("region", { name: "Dojazd komunikacją miejską" });
    await expect(section.getByRole("status")).toContainText("Nie udało się wczytać wyszukiwarki");
    await expect(section.getByRole("button", { name: "Spróbuj ponownie" })).toBeVisible();
    const link = section.getByRole("link", { name: /Otwórz planer podróży Jakdojade/ });
    await expect(link).toHaveAttribute("href", links.journeyPlanner);
    await expect(link).toHaveAttribute("target", "_blank");
  });
});

test.describe("venue map", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("shows the venue drawing, its description and a keyless Google Maps link; without a key, no word about keys", async ({
    page,
  }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Mapa i wejścia" });
    await expect(section.getByRole("img", { name: /Wejście 1.*Wejście 2/ })).toBeVisible();
    for (const marker of content.map.markers) await expect(section).toContainText(marker.title);
    const link = section.getByRole("link", { name: /Otwórz w Mapach Google/ });
    await expect(link).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1/,
    );
    await expect(link).toHaveAttribute("target", "_blank");
    // A build with VITE_GOOGLE_MAPS_API_KEY offers the map instead ("with a key" below).
    if ((await page.getByRole("button", { name: "Pokaż interaktywną mapę" }).count()) === 0) {
      // What is missing is the operators' to know (the build says so), never the visitor's.
      await expect(section.getByRole("note")).toHaveCount(0);
      await expect(section).not.toContainText(/klucz|niedostępna/i);
      await expect(section.getByRole("region", { name: "Rysunek okolicy" })).toBeVisible();
    }
  });

  /**
   * With a key (a test key when the build has none, tests/e2e/maps-stand-in.ts): the page under
   * its own CSP, Google's script a stand-in the test serves at Google's addresses.
   */
  test.describe("with a key", () => {
    let pageWasKeyed: () => boolean;
    let errors: string[];

    test.beforeEach(async ({ page }) => {
      pageWasKeyed = await serveFaqWithKey(page);
      errors = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // Every CSP refusal, as the page itself learns of it.
      await page.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, { cspRefused: refused });
        document.addEventListener("securitypolicyviolation", (event) =>
          refused.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
    });
    const cspRefused = (page: Page) =>
      page.evaluate(() => (window as unknown as { cspRefused: string[] }).cspRefused);

    test("Google's script loads only on the click, with the key, and the map shows what our code puts on it", async ({
      page,
      context,
    }) => {
      const traffic = await serveMapsStandIn(context);
      await page.goto("/faq");
      await waitForHydration(page);
      const keyed = pageWasKeyed();
      const button = page.getByRole("button", { name: "Pokaż interaktywną mapę" });
      await expect(button).toBeVisible();
      await expect(page.getByText(/Mapa Google wczyta się dopiero po kliknięciu/)).toBeVisible();
      // The page's own work is done (hydrated, two frames on) and nothing went to Google.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(traffic.served).toEqual([]);
      expect(traffic.outside).toEqual([]);

      await button.click();
      const region = page.getByRole("region", { name: "Interaktywna mapa Google" });
      const map = region.locator("[data-stand-in=map]");
      await expect(map).toBeVisible();
      const loader = new URL(traffic.served[0] ?? "about:blank");
      expect(`${loader.origin}${loader.pathname}`).toBe("https://maps.googleapis.com/maps/api/js");
      if (keyed) expect(loader.searchParams.get("key")).toBe(MAPS_TEST_KEY);
      else expect(loader.searchParams.get("key")).toBeTruthy();
      expect(loader.searchParams.get("language")).toBe("pl");
      expect(loader.searchParams.get("region")).toBe("PL");

      // The camera and the chrome: the venue's centre, zoom 15, controls off.
      await expect(map).toHaveAttribute("data-lat", String(content.map.center.lat));
      await expect(map).toHaveAttribute("data-lng", String(content.map.center.lng));
      await expect(map).toHaveAttribute("data-zoom", "15");
      const options = JSON.parse((await map.getAttribute("data-options")) ?? "{}");
      expect(options).toMatchObject({
        zoomControl: false,
        cameraControl: false,
        mapTypeControl: false,
        rotateControl: false,
        streetViewControl: false,
        fullscreenControl: false,
        clickableIcons: false,
        gestureHandling: "cooperative",
      });
      // One numbered marker per entrance, where the content puts it.
      const markers = map.locator("[data-stand-in=marker]");
      await expect(markers).toHaveCount(content.map.markers.length);
      for (const [index, marker] of content.map.markers.entries()) {
        const shown = markers.nth(index);
        await expect(shown).toHaveAttribute("title", marker.title);
        await expect(shown).toHaveAttribute("data-lat", String(marker.position.lat));
        await expect(shown).toHaveAttribute("data-lng", String(marker.position.lng));
        const label = shown.locator(".label");
        await expect(label).toHaveText(String(index + 1));
        await expect(label).toHaveCSS("color", "rgb(255, 255, 255)");
        await expect(label).toHaveCSS("font-weight", "700");
      }

      // What the CSP had to let through: Google's scripts (the loader and the code it loads),
      // images from maps.googleapis.com and maps.gstatic.com, a request to maps.googleapis.com.
      for (const image of await map.locator("img").all()) {
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBe(1);
      }
      await expect(map).toHaveAttribute("data-connect", "ok");
      const hosts = new Set(
        traffic.served.map((url) => `${new URL(url).host}${new URL(url).pathname}`),
      );
      expect([...hosts].sort()).toEqual([
        "maps.googleapis.com/maps-api-v3/api/js/stand-in/main.js",
        "maps.googleapis.com/maps/api/js",
        "maps.googleapis.com/maps/api/mapsjs/gen_204",
        "maps.googleapis.com/maps/vt",
        "maps.gstatic.com/mapfiles/api-3/images/spotlight-poi3.png",
      ]);
      expect(await cspRefused(page)).toEqual([]);
      // …and the CSP is in force on this page: an image from a host it does not name is refused
      // by the browser before any request.
      await page.evaluate(() => {
        const probe = document.createElement("img");
        probe.src = "https://tiles.example.org/0/0/0.png";
        document.body.append(probe);
      });
      await expect
        .poll(() => cspRefused(page))
        .toEqual(["img-src https://tiles.example.org/0/0/0.png"]);
      expect(traffic.outside).toEqual([]);
      expect(errors.filter((error) => !error.includes("tiles.example.org"))).toEqual([]);
    });

    test("a rejected key shows AuthFailure instead of the map", async ({ page, context }) => {
      // What Google's loader does with a rejected key: it calls the global gm_authFailure().
      const traffic = await serveMapsStandIn(
        context,
        "window.gm_authFailure && window.gm_authFailure();",
      );
      await page.goto("/faq");
      await waitForHydration(page);
      pageWasKeyed();
      await page.getByRole("button", { name: "Pokaż interaktywną mapę" }).click();
      const panel = page.getByRole("alert").filter({ hasText: "AuthFailure" });
      await expect(panel).toBeVisible();
      await expect(page.getByRole("region", { name: "Interaktywna mapa Google" })).toContainText(
        "AuthFailure",
      );
      expect(traffic.served.map((url) => new URL(url).pathname)).toEqual(["/maps/api/js"]);
      expect(await cspRefused(page)).toEqual([]);
      expect(traffic.outside).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`FAQ axe at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test("no violations with every answer open", async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto("/faq");
      await waitForHydration(page);
      await openAllAnswers(page);
      await expect(page.getByRole("region", { name: faq[22]?.question ?? "" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
