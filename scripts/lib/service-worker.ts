import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { generateSW, type RuntimeCaching } from "workbox-build";
import { CMS_PATH, PUBLIC_PATHS, STAFF_PATHS } from "#core/site-pages";
import { pushWorkerSettings, pushWorkerSource } from "./service-worker-push";

/**
 * What the worker caches besides its precache. workbox-build writes each `urlPattern` into
 * sw.js as source text, so they name their paths literally and use nothing from this module.
 */
export const RUNTIME_CACHING: RuntimeCaching[] = [
  // Images are named by their content (docs/decisions/019): a cached one never changes.
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/generated/"),
    handler: "CacheFirst",
    options: {
      cacheName: "images",
      expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
    },
  },
  // The organisers' announcement (server/screens/README.md#announcements): the network first, so a
  // phone with signal always gets the current one; the last answer kept, so a phone that lost
  // signal still shows what was announced. Also from a separate API host (VITE_API_HOST). Every
  // other /api/ path stays uncached: they are personal, or only make sense live.
  {
    urlPattern: ({ url }) => url.pathname === "/api/announcement",
    handler: "NetworkFirst",
    options: {
      cacheName: "announcement",
      networkTimeoutSeconds: 4,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 1 },
    },
  },
];

/** The worker of one language's pages: its folder ("" for Polish at the root, "en"). */
export interface WorkerLanguage {
  folder: "" | "en";
}

/**
 * Offline on the day (app/features/offline/README.md): a Workbox service worker that precaches the
 * public pages, their JS/CSS, the fonts and the images the FAQ, about and site plan pages need;
 * other images are cached as they are seen. Precache entries carry revisions, so a new deployment
 * replaces the whole set at once (no stale mix); the page reloads itself when the new worker takes
 * over.
 *
 * Each language has its own worker over its own pages (docs/decisions/018): `/sw.js` for the
 * Polish pages, `/en/sw.js`, scoped to /en/, for the English ones, so a phone precaches the
 * language its visitor reads. The Polish worker, whose scope covers /en/ too, leaves English
 * addresses to the network or to the English worker.
 */
export async function buildServiceWorker(
  clientDir: string,
  { folder }: WorkerLanguage = { folder: "" },
): Promise<{ count: number; size: number }> {
  const prefix = folder === "" ? "" : `${folder}/`;
  const pageUrls = Object.fromEntries(
    PUBLIC_PATHS.map((route) => [
      `${prefix}${route.slice(1)}`,
      [`${prefix}${route.slice(1)}/index.html`],
    ]),
  );
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: [
      `${prefix}assets/**/*.{js,css,woff2}`,
      `${prefix}*/index.html`,
      // The venue images the FAQ and about pages need offline (every width: srcset picks one),
      // and the site plan's picture, drawn or uploaded (app/features/site-plan/README.md).
      "generated/images/site/{venue-drawing-,site-map-,main-stage-lineup-,site-plan-,plan/}*.avif",
      "generated/*.{svg,png}",
      `${prefix}manifest.webmanifest`,
    ],
    globIgnores: [
      "moderacja/**",
      "telebim/**",
      "**/*.br",
      "**/*.gz",
      ...(folder === "" ? ["en/**"] : []),
    ],
    templatedURLs: pageUrls,
    // From the site's root: the English worker sits in /en/ and precaches shared images too.
    modifyURLPrefix: { "": "/" },
    swDest: path.join(clientDir, prefix, "sw.js"),
    mode: "production",
    sourcemap: false,
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Hashed file names already bust caches (Vite's assets, the images named by their content):
    // don't add a revision query to them.
    dontCacheBustURLsMatching: /^\/?((en\/)?assets\/|generated\/.+\.[0-9a-f]{8}\.\w+$)/,
    navigateFallback: `/${prefix}404/index.html`,
    ...(folder === ""
      ? {
          navigateFallbackDenylist: [
            /^\/api\//,
            /^\/en(\/|$)/,
            ...STAFF_PATHS.map((route) => new RegExp(`^${route}`)),
            new RegExp(`^${CMS_PATH}(/|$)`),
          ],
        }
      : { navigateFallbackAllowlist: [new RegExp(`^/${folder}/`)] }),
    runtimeCaching: RUNTIME_CACHING,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  // The notifications of "Mój plan" (service-worker-push.ts), with the language's own icon,
  // name and start page from its manifest.
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, prefix, "manifest.webmanifest"), "utf8"),
  ) as Parameters<typeof pushWorkerSettings>[0];
  appendFileSync(
    path.join(clientDir, prefix, "sw.js"),
    pushWorkerSource(pushWorkerSettings(manifest)),
  );
  return { count, size };
}
