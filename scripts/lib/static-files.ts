import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { deferHydration } from "#app/boot/defer-hydration";

const TEXT = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|ics)$/;

/** Every file under `dir`, recursively. */
export function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Rewrites every prerendered page to paint before it loads its JavaScript; returns the count. */
export function deferHydrationIn(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!file.endsWith(".html")) continue;
    writeFileSync(file, deferHydration(readFileSync(file, "utf8")));
    count += 1;
  }
  return count;
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every text asset of 256 bytes or more, so
 * the server answers with the right Content-Encoding without compressing per request.
 */
export function precompressIn(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (precompressFile(file)) count += 1;
  }
  return count;
}

/** Writes `file.br` and `file.gz` when `file` is a text asset of 256 bytes or more. */
export function precompressFile(file: string): boolean {
  if (!TEXT.test(file) || statSync(file).size < 256) return false;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  return true;
}
