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

  it("lists each page in both languages, each with its hreflang alternates and x-default", () => {
    const xml = sitemapXml("https://example.pl", ["/about"], "2025-05-01", [
      { code: "pl", basePath: "/" },
      { code: "en", basePath: "/en/" },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      "<loc>https://example.pl/about</loc>",
      "<loc>https://example.pl/en/about</loc>",
    ]);
    const alternates = [
      '<xhtml:link rel="alternate" hreflang="pl" href="https://example.pl/about"/>',
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.pl/en/about"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.pl/about"/>',
    ];
    for (const url of xml.split("<url>").slice(1)) {
      for (const link of alternates) expect(url).toContain(link);
    }
  });

  it("disallows the staff pages and points to the sitemap", () => {
    expect(robotsTxt("https://example.pl", ["/moderacja", "/telebim"])).toBe(
      "User-agent: *\nDisallow: /moderacja\nDisallow: /telebim\n\nSitemap: https://example.pl/sitemap.xml\n",
    );
  });

  const ICONS = {
    small: "/generated/icon-192.0a1b2c3d.png",
    large: "/generated/icon-512.4e5f6a7b.png",
  };

  it("opens the English pages from the English manifest", () => {
    const manifest = JSON.parse(
      webManifest({
        name: "Juwenalia Testowe",
        year: 2031,
        dates: "11–13 June",
        venue: "Polana Czaplowa",
        city: "Warszawa",
        language: { code: "en", basePath: "/en/" },
        icons: ICONS,
      }),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({ lang: "en", start_url: "/en/homepage", scope: "/en/" });
  });

  it("names the edition in the web app manifest", () => {
    const manifest = JSON.parse(
      webManifest({
        name: "Juwenalia Testowe",
        year: 2031,
        dates: "11–13 czerwca",
        venue: "Polana Czaplowa",
        city: "Warszawa",
        icons: ICONS,
      }),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "Juwenalia Testowe 2031",
      short_name: "Juwenalia",
      description: "Juwenalia Testowe 2031 – 11–13 czerwca, Polana Czaplowa, Warszawa.",
      start_url: "/homepage",
      icons: [
        { src: ICONS.small, sizes: "192x192" },
        { src: ICONS.large, sizes: "512x512" },
        { src: ICONS.large, sizes: "512x512", purpose: "maskable" },
      ],
    });
  });
});
