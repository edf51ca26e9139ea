import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS } from "#core/site-pages";
import { waitForHydration } from "./helpers";

const TITLES: Record<(typeof PUBLIC_PATHS)[number], RegExp> = {
  "/homepage": /Strona główna/,
  "/about": /O wydarzeniu/,
  "/faq": /FAQ/,
  "/team": /Juweteam/,
  "/site-plan": /Plan terenu/,
  "/404": /Nie znaleziono strony/,
};

test.describe("routes", () => {
  // One browser page for all of them: a navigation costs a third of a new page.
  test("every public page has one h1, a Polish title and lang=pl", async ({ page }) => {
    for (const route of PUBLIC_PATHS) {
      await test.step(route, async () => {
        await page.goto(route);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", "pl");
        await expect(page).toHaveTitle(TITLES[route]);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      });
    }
  });

  for (const route of PUBLIC_PATHS) {
    test(`${route} is prerendered: the HTML carries its content before any JS`, async ({
      request,
    }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="pl"');
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
    });
  }

  test("/ redirects to /homepage, replacing the history entry", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/homepage$/);
    await waitForHydration(page);
    await page.goto("/about");
    await page.goBack();
    await expect(page).toHaveURL(/\/homepage$/);
  });

  test("/about and /about/ serve the about page", async ({ request }) => {
    for (const path of ["/about", "/about/"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('id="about"');
    }
  });

  test("the documented anchors exist", async ({ page }) => {
    for (const [path, id] of [
      ["/about", "about"],
      ["/faq", "faq"],
      ["/team", "team"],
      ["/homepage", "organisers"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(`#${id}`)).toBeAttached();
    }
  });

  test("/404 shows 'Nie znaleziono strony'", async ({ page }) => {
    await page.goto("/404");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
  });

  test("a typed unknown path ends on /404", async ({ page }) => {
    const response = await page.goto("/to-nie-istnieje/wcale");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
  });

  test("a linked unknown path ends on /404", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/zgubiona-strona";
      link.textContent = "zgubiona";
      document.body.append(link);
      link.click();
    });
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
  });

  test("GET /api/health answers ok", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    // The commit depends on the checkout; the edition is the content's year.
    expect(await response.json()).toEqual({
      status: "ok",
      release: {
        commit: expect.stringMatching(/^[0-9a-f]{12}(-dirty)?$|^unknown$/),
        edition: "2025",
      },
    });
  });

  test("hashed assets are immutable and HTML is revalidated, both precompressed", async ({
    request,
  }) => {
    const page = await request.get("/faq", { headers: { "accept-encoding": "br" } });
    expect(page.headers()["cache-control"]).toBe("no-cache");
    expect(page.headers()["content-encoding"]).toBe("br");
    const html = await (await request.get("/faq")).text();
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { "accept-encoding": "gzip" } });
    expect(asset.headers()["cache-control"]).toContain("immutable");
    expect(asset.headers()["content-encoding"]).toBe("gzip");
  });
});
