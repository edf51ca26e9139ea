import { expect, test } from "@playwright/test";
import { DAYS, edition } from "./edition-facts";

const INDEXABLE = ["/homepage", "/about", "/faq", "/team"] as const;

test.describe("SEO and sharing", () => {
  for (const route of INDEXABLE) {
    test(`${route} has a canonical URL, Open Graph and Twitter card tags`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${route}"`));
      for (const property of ["og:title", "og:description", "og:image", "og:url", "og:locale"]) {
        expect(html).toContain(`property="${property}"`);
      }
      expect(html).toContain('name="twitter:card" content="summary_large_image"');
    });
  }

  test("the home page carries the festival as JSON-LD", async ({ request }) => {
    const html = await (await request.get("/homepage")).text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json!) as Record<string, unknown>;
    expect(data["@type"]).toEqual(["Festival", "MusicEvent"]);
    expect(data.startDate).toBe(DAYS[0]!.instants.opensAt);
    expect(data.endDate).toBe(DAYS.at(-1)!.instants.lastConcertEndsAt);
    expect(data.isAccessibleForFree).toBe(false);
    expect(data.typicalAgeRange).toBe(`${edition.minimumAge}+`);
    const location = data.location as { name: string; address: Record<string, string> };
    expect(location.name).toBe(edition.venue.name);
    expect(location.address.addressLocality).toBe(edition.venue.city);
    expect(location.address.streetAddress).toBe(edition.venue.streetAddress);
    const offers = data.offers as { price: string; priceCurrency: string }[];
    expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual(
      edition.ticketPrices.map((price) => [price.pricePln.toFixed(2), "PLN"]),
    );
    const performers = (data.performer as { name: string }[]).map((performer) => performer.name);
    expect(performers).toEqual(DAYS.flatMap((day) => day.acts.map((act) => act.name)));
  });

  test("sitemap.xml lists exactly the public routes", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(paths).toEqual([...INDEXABLE]);
  });

  test("robots.txt excludes the staff pages and names the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Disallow: /moderacja");
    expect(text).toContain("Disallow: /telebim");
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test("the favicon set, web manifest and share image are served", async ({ request }) => {
    const manifest = await request.get("/manifest.webmanifest");
    expect(manifest.status()).toBe(200);
    const data = (await manifest.json()) as { icons: { src: string }[]; lang: string };
    expect(data.lang).toBe("pl");
    const html = await (await request.get("/homepage")).text();
    const image = /property="og:image" content="https?:\/\/[^/"]+([^"]+)"/.exec(html)?.[1];
    const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    for (const url of [...data.icons.map((entry) => entry.src), image!, icon!, touch!]) {
      expect((await request.get(url)).status(), url).toBe(200);
    }
  });
});
