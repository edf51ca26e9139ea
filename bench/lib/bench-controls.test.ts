import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { BLANK_PAGE, withoutScripts, writeControlSites } from "./bench-controls";

const PAGE = [
  '<!DOCTYPE html><html lang="pl"><head>',
  '<link rel="modulepreload" href="/assets/framework-abc.js"/>',
  '<link rel="preload" as="font" type="font/woff2" href="/assets/font.woff2" crossorigin=""/>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  '<script type="application/ld+json">{"@type":"Festival"}</script>',
  "<script>(function(){later(function(){import('/assets/a.js')})})()</script>",
  "</head><body><main><h1>Juwenalia</h1></main>",
  '<script type="module" async="">import "/assets/entry.client.js";</script>',
  '<SCRIPT src="/x.js"></SCRIPT></body></html>',
].join("");

describe("withoutScripts", () => {
  const stripped = withoutScripts(PAGE);

  it("removes every script and modulepreload hint", () => {
    expect(stripped).not.toMatch(/modulepreload|import|later|x\.js/);
    expect(stripped.match(/<script/gi)).toHaveLength(1);
  });

  it("keeps the JSON-LD data, styles, font preloads and the content", () => {
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"Festival"}</script>');
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(stripped).toContain('rel="preload" as="font"');
    expect(stripped).toContain("<main><h1>Juwenalia</h1></main>");
  });
});

describe("writeControlSites", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a script-free copy of the build and a blank site, both at /homepage", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "bench-controls-"));
    const build = path.join(dir, "build");
    mkdirSync(path.join(build, "homepage"), { recursive: true });
    mkdirSync(path.join(build, "assets"));
    writeFileSync(path.join(build, "homepage/index.html"), PAGE.repeat(4));
    writeFileSync(path.join(build, "homepage/index.html.br"), "stale");
    writeFileSync(path.join(build, "assets/root.css"), "main{color:red}");

    const sites = writeControlSites(build, path.join(dir, "controls"));

    const home = path.join(sites.staticHome, "homepage/index.html");
    expect(readFileSync(home, "utf8")).toBe(withoutScripts(PAGE.repeat(4)));
    expect(gunzipSync(readFileSync(`${home}.gz`)).toString()).toBe(readFileSync(home, "utf8"));
    expect(readFileSync(`${home}.br`).toString()).not.toBe("stale");
    expect(existsSync(path.join(sites.staticHome, "assets/root.css"))).toBe(true);
    expect(readFileSync(path.join(build, "homepage/index.html"), "utf8")).toBe(PAGE.repeat(4));

    expect(readFileSync(path.join(sites.blank, "homepage/index.html"), "utf8")).toBe(BLANK_PAGE);
    // Nothing to fetch, run or style (its icon is an empty data: URL, so no favicon request).
    expect(BLANK_PAGE).not.toMatch(/<script|<style|<img|rel="stylesheet"|href="\//);
  });
});
