import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo-files";

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
});
