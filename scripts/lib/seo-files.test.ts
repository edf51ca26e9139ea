import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml, webManifest } from "./seo-files";

describe("seo files", () => {
  it("lists every path once in the sitemap with absolute URLs", () => {
    const xml = sitemapXml("https://example.pl", ["/homepage", "/faq"], "2025-05-01");
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      "<loc>https://example.pl/homepage</loc>",
      "<loc>https://example.pl/faq</loc>",
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("disallows the staff pages and points to the sitemap", () => {
    expect(robotsTxt("https://example.pl", ["/moderacja", "/telebim"])).toBe(
      "User-agent: *\nDisallow: /moderacja\nDisallow: /telebim\n\nSitemap: https://example.pl/sitemap.xml\n",
    );
  });

  it("names the edition in the web app manifest", () => {
    const manifest = JSON.parse(
      webManifest({
        name: "Juwenalia Testowe",
        year: 2031,
        dates: "11–13 czerwca",
        venue: "Polana Czaplowa",
        city: "Warszawa",
      }),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "Juwenalia Testowe 2031",
      short_name: "Juwenalia",
      description: "Juwenalia Testowe 2031 – 11–13 czerwca, Polana Czaplowa, Warszawa.",
      start_url: "/homepage",
    });
  });
});
