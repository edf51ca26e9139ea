/**
 * After `react-router build` (the Polish pages, then the English ones under en/, both treated
 * alike): lets each prerendered page paint before its JavaScript loads
 * (app/boot/defer-hydration.ts) and carry its first screen's CSS (scripts/lib/critical-css.ts),
 * writes robots.txt, sitemap.xml (both languages, with `hreflang`), the web app manifest (from the
 * edition's content) and a service worker per language, then precompresses every text asset with brotli and
 * gzip so the server sends them with the right Content-Encoding without compressing per request.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { INDEXABLE_PATHS, STAFF_PATHS } from "#core/site-pages";
import {
  copiedImageUrl,
  imageVersionsOf,
  renameToHashedImages,
} from "#content-layer/image-versions";
import { contentDir, loadEdition } from "#content-layer/load";
import { resolveSiteUrl } from "#content-layer/site-url";
import { calendarDate } from "#core/dates/calendar-date";
import { englishDates } from "#core/dates/english-words";
import { polishDates } from "#core/dates/polish-words";
import venueTexts from "#app/texts/pl/venue";
import { robotsTxt, sitemapXml, webManifest } from "./lib/seo-files";
import { inlineCriticalCssIn } from "./lib/critical-css";
import { buildServiceWorker } from "./lib/service-worker";
import { deferHydrationIn, precompressIn } from "./lib/static-files";

const root = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
const edition = loadEdition(contentDir());
const siteUrl = resolveSiteUrl(process.env.VITE_SITE_URL, edition.siteUrl);

// The pages name each image by its content (the content plugin hashed public/generated/, which
// the build copied here as it is): the files take those names before the worker lists them.
const imageVersions = imageVersionsOf(root, contentDir());
console.log(`Images: ${renameToHashedImages(root, imageVersions)} files named by their content.`);
const icons = {
  small: copiedImageUrl("site/icon-192.png", imageVersions),
  large: copiedImageUrl("site/icon-512.png", imageVersions),
};

// Before the service worker build, which fingerprints the final HTML.
const deferred = deferHydrationIn(root);
console.log(`Hydration starts after the first paint on ${deferred} prerendered pages.`);
// Also before the service worker build; after the step above, whose rewrite reads React
// Router's markup as it wrote it.
const inlined = await inlineCriticalCssIn(root);
console.log(
  `Critical CSS inline on ${inlined.size} public pages (${Math.min(...inlined.values())}–${Math.max(...inlined.values())} B each).`,
);

writeFileSync(
  path.join(root, "sitemap.xml"),
  sitemapXml(siteUrl, INDEXABLE_PATHS, new Date().toISOString().slice(0, 10), [
    { code: "pl", basePath: "/" },
    { code: "en", basePath: "/en/" },
  ]),
);
writeFileSync(path.join(root, "robots.txt"), robotsTxt(siteUrl, [...STAFF_PATHS, "/api/"]));
// A manifest per language: an English visitor who installs the site opens the English pages.
const first = calendarDate(edition.days[0]!.date);
const last = calendarDate(edition.days.at(-1)!.date);
for (const [folder, dates] of [
  ["", polishDates],
  ["en", englishDates],
] as const) {
  writeFileSync(
    path.join(root, folder, "manifest.webmanifest"),
    webManifest({
      name: edition.name,
      year: edition.year,
      dates: dates.dateRangeWithoutYear(first, last),
      venue: edition.venue.name,
      city: edition.venue.city,
      language: { code: folder || "pl", basePath: folder ? `/${folder}/` : "/" },
      icons,
    }),
  );
}
for (const folder of ["", "en"] as const) {
  const sw = await buildServiceWorker(root, { folder });
  console.log(
    `Service worker /${folder === "" ? "" : `${folder}/`}sw.js precaches ${sw.count} files (${Math.round(sw.size / 1024)} KiB).`,
  );
}

// Visitors are never told about a missing key (the FAQ just keeps its drawing): the build says it.
if (!readFileSync(path.join(root, "faq", "index.html"), "utf8").includes(venueTexts.map.showMap)) {
  console.log(
    "Maps: no VITE_GOOGLE_MAPS_API_KEY, so /faq offers the venue drawing and the Google Maps link without the interactive map (docs/operations/README.md).",
  );
}

console.log(`Precompressed ${precompressIn(root)} text assets (brotli + gzip).`);
