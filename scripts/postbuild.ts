/**
 * After `react-router build`: lets each prerendered page paint before its JavaScript loads
 * (./lib/defer-hydration.ts), writes robots.txt, sitemap.xml and the service worker, then
 * precompresses every text asset with brotli and gzip so the server sends them with the right
 * Content-Encoding without compressing per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { INDEXABLE_PATHS, STAFF_PATHS } from "../app/route-paths";
import { DEFAULT_SITE_URL } from "../app/site";
import { deferHydration } from "./lib/defer-hydration";
import { robotsTxt, sitemapXml } from "./lib/seo-files";
import { buildServiceWorker } from "./lib/service-worker";

const root = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
const siteUrl = (process.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");
const TEXT = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|ics)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

// Before the service worker build, which fingerprints the final HTML.
let deferred = 0;
for (const file of files(root)) {
  if (!file.endsWith(".html")) continue;
  writeFileSync(file, deferHydration(readFileSync(file, "utf8")));
  deferred += 1;
}
console.log(`Hydration starts after the first paint on ${deferred} prerendered pages.`);

writeFileSync(
  path.join(root, "sitemap.xml"),
  sitemapXml(siteUrl, INDEXABLE_PATHS, new Date().toISOString().slice(0, 10)),
);
writeFileSync(path.join(root, "robots.txt"), robotsTxt(siteUrl, [...STAFF_PATHS, "/api/"]));
const sw = await buildServiceWorker(root);
console.log(`Service worker precaches ${sw.count} files (${Math.round(sw.size / 1024)} KiB).`);

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
