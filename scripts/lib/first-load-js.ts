import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a prerendered page loads before it is interactive: every modulepreload and
 * module script of its HTML, summed raw and gzip-compressed (deterministic, level 9).
 */
export function firstLoadJs(
  clientDir: string,
  htmlFile: string,
): { raw: number; gzip: number; files: string[] } {
  const html = readFileSync(path.join(clientDir, htmlFile), "utf8");
  const files = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g))
    files.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) files.add(match[1]!);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(clientDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip, files: [...files].sort() };
}
