import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "#core/site-pages";
import { SPA_FALLBACK_FILE } from "#core/built-site";
import { mergeEnglishBuild } from "./english-build";

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A client folder laid out as React Router writes a `basename: "/en/"` build, or `pagesAt`. */
function englishClient(pagesAt: "en" | "") {
  const dir = mkdtempSync(path.join(tmpdir(), "english-build-"));
  for (const route of PUBLIC_PATHS) {
    write(path.join(dir, "client", pagesAt, route.slice(1), "index.html"), `<p>${route}</p>`);
  }
  write(path.join(dir, "client", "assets", "root-abc.js"), "export {}");
  write(path.join(dir, "client", "index.html"), "<p>shell</p>");
  write(path.join(dir, "site", "homepage", "index.html"), "<p>strona</p>");
  return { english: path.join(dir, "client"), site: path.join(dir, "site") };
}

describe("mergeEnglishBuild", () => {
  it("moves the pages, their assets and the app shell under the site's en/", () => {
    const { english, site } = englishClient("en");
    expect(mergeEnglishBuild(english, site)).toBe(PUBLIC_PATHS.length);
    for (const route of PUBLIC_PATHS) {
      expect(readFileSync(path.join(site, "en", route.slice(1), "index.html"), "utf8")).toBe(
        `<p>${route}</p>`,
      );
    }
    expect(existsSync(path.join(site, "en", "assets", "root-abc.js"))).toBe(true);
    expect(readFileSync(path.join(site, "en", SPA_FALLBACK_FILE), "utf8")).toBe("<p>shell</p>");
    expect(readFileSync(path.join(site, "homepage", "index.html"), "utf8")).toBe("<p>strona</p>");
  });

  it("stops the build when React Router writes the pages elsewhere", () => {
    const { english, site } = englishClient("");
    expect(() => mergeEnglishBuild(english, site)).toThrow(
      /not where the merge expects it.*en\/homepage\/index\.html/,
    );
    expect(existsSync(path.join(site, "en"))).toBe(false);
  });
});
