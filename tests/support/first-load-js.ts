import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a prerendered page loads before it is interactive: every modulepreload, module
 * script and deferred start-up module of its HTML, summed raw and gzip-compressed (deterministic, level 9).
 * The budget test (tests/e2e/budget.spec.ts) holds a page to it and bench:web reports it, so both
 * count the same files.
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
  // Pages rewritten by defer-hydration.ts list their modules in the start-up script.
  const deferred = /const modules = (\[[^\]]*\]);/.exec(html);
  if (deferred) for (const file of JSON.parse(deferred[1]!) as string[]) files.add(file);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(clientDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip, files: [...files].sort() };
}
