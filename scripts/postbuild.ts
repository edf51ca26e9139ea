/**
 * After `react-router build`: precompresses every text asset of build/client with brotli and
 * gzip, so the server sends them with the right Content-Encoding without compressing per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
const TEXT = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|ics)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  if (!TEXT.test(file) || statSync(file).size < 256) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} text assets (brotli + gzip).`);
