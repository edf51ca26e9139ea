import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { precompressFile } from "../../scripts/lib/static-files";

/**
 * Control pages for `npm run bench:web`. They tell what this machine's browser costs with less and
 * less page code: our home page with its JavaScript removed (what a static page of the same HTML,
 * CSS, fonts and images gets), and a blank page (a heading and a sentence, nothing else). When a
 * blank page already misses a target, the machine cannot judge that target.
 */

/** The page without anything it would run: scripts (JSON-LD data stays) and modulepreload hints. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes: string) =>
      /type\s*=\s*["']?application\/ld\+json/i.test(attributes) ? element : "",
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi, "");
}

export const BLANK_PAGE = [
  "<!doctype html>",
  '<html lang="pl">',
  "<head>",
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  "<title>Pusta strona kontrolna</title>",
  '<link rel="icon" href="data:,">',
  '<meta name="description" content="Strona bez skryptów, stylów i obrazów: punkt odniesienia pomiaru.">',
  "</head>",
  "<body>",
  "<h1>Pusta strona kontrolna</h1>",
  "<p>Ta strona nie ma skryptów, stylów ani obrazów.</p>",
  "</body>",
  "</html>",
].join("\n");

export interface ControlSites {
  /** A copy of the build whose /homepage has no scripts. */
  staticHome: string;
  /** A site whose /homepage is BLANK_PAGE. */
  blank: string;
}

/** Writes both control sites under `outDir` (replacing what was there), served at /homepage. */
export function writeControlSites(buildDir: string, outDir: string): ControlSites {
  rmSync(outDir, { recursive: true, force: true });
  const staticHome = path.join(outDir, "static-home");
  cpSync(buildDir, staticHome, { recursive: true });
  const home = path.join(staticHome, "homepage/index.html");
  writeFileSync(home, withoutScripts(readFileSync(home, "utf8")));
  rmSync(`${home}.br`, { force: true });
  rmSync(`${home}.gz`, { force: true });
  precompressFile(home);

  const blank = path.join(outDir, "blank");
  for (const page of ["index.html", "homepage/index.html"]) {
    mkdirSync(path.dirname(path.join(blank, page)), { recursive: true });
    writeFileSync(path.join(blank, page), BLANK_PAGE);
  }
  return { staticHome, blank };
}
