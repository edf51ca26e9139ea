import { expect, test } from "@playwright/test";
import { INDEXABLE_PATHS } from "#core/site-pages";
import { DAYS, edition } from "./edition-facts";

/** Each language's pages: Polish at the root (the default), English under /en/. */
const LANGUAGES = [
  { code: "pl", base: "", locale: "pl_PL" },
  { code: "en", base: "/en", locale: "en_GB" },
] as const;

/** The `<link>` tags of a page with `rel` (and `hreflang`), as {hreflang: path}. */
function alternates(html: string): Record<string, string> {
  const links = [
    ...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="https?:\/\/[^/"]+([^"]*)"/gi),
  ];
  return Object.fromEntries(links.map((match) => [match[1]!, match[2]!]));
}

test.describe("SEO and sharing", () => {
  for (const language of LANGUAGES) {
    for (const route of INDEXABLE_PATHS) {
      const path = `${language.base}${route}`;
      test(`${path} has its canonical URL, hreflang alternates, Open Graph and Twitter tags`, async ({
        request,
      }) => {
        const html = await (await request.get(path)).text();
        expect(html).toMatch(new RegExp(`<html lang="${language.code}"`));
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://[^/"]+${path}"`));
        expect(alternates(html)).toEqual({ pl: route, en: `/en${route}`, "x-default": route });
        for (const property of ["og:title", "og:description", "og:image", "og:url"]) {
          expect(html).toContain(`property="${property}"`);
        }
        expect(html).toContain(`property="og:locale" content="${language.locale}"`);
        expect(html).toMatch(new RegExp(`property="og:url" content="https://[^/"]+${path}"`));
        expect(html).toContain('name="twitter:card" content="summary_large_image"');
      });
    }
  }

  test("each language's home page names its language in the JSON-LD", async ({ request }) => {
    for (const language of LANGUAGES) {
      const html = await (await request.get(`${language.base}/homepage`)).text();
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      const data = JSON.parse(json ?? "{}") as { inLanguage?: string; url?: string };
      expect(data.inLanguage).toBe(language.code);
      expect(data.url).toMatch(new RegExp(`^https://[^/]+${language.base}/homepage$`));
    }
  });

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

  test("sitemap.xml lists the public routes in both languages, each with its alternates", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(paths).toEqual(
      LANGUAGES.flatMap((language) => INDEXABLE_PATHS.map((route) => `${language.base}${route}`)),
    );
    for (const url of xml.split("<url>").slice(1)) {
      const route = INDEXABLE_PATHS.find((candidate) => url.includes(`${candidate}</loc>`));
      const links = [...url.matchAll(/hreflang="([^"]+)" href="https?:\/\/[^/"]+([^"]*)"/g)];
      expect(Object.fromEntries(links.map((match) => [match[1], match[2]]))).toEqual({
        pl: route,
        en: `/en${route}`,
        "x-default": route,
      });
    }
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
