import path from "node:path";
import { generateSW, type RuntimeCaching } from "workbox-build";
import { PUBLIC_PATHS, STAFF_PATHS } from "../../app/route-paths";

/**
 * What the worker caches besides its precache. workbox-build writes each `urlPattern` into
 * sw.js as source text, so they name their paths literally and use nothing from this module.
 */
export const RUNTIME_CACHING: RuntimeCaching[] = [
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/generated/"),
    handler: "StaleWhileRevalidate",
    options: {
      cacheName: "images",
      expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
    },
  },
  // The organisers' announcement (docs/product.md#announcements): the network first, so a
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

/**
 * Offline on the day (docs/product.md#offline): a Workbox service worker that precaches the public
 * pages, their JS/CSS, the fonts and the images the FAQ and about pages need; other images are
 * cached as they are seen. Precache entries carry revisions, so a new deployment replaces the whole
 * set at once (no stale mix); the page reloads itself when the new worker takes over.
 */
export async function buildServiceWorker(
  clientDir: string,
): Promise<{ count: number; size: number }> {
  const pageUrls = Object.fromEntries(
    PUBLIC_PATHS.map((route) => [route, [`${route.slice(1)}/index.html`]]),
  );
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: [
      "assets/**/*.{js,css,woff2}",
      "*/index.html",
      // The venue images the FAQ and about pages need offline (every width: srcset picks one).
      "generated/images/site/{venue-drawing,site-map,main-stage-lineup}-*.avif",
      "generated/*.{svg,png}",
      "manifest.webmanifest",
    ],
    globIgnores: ["moderacja/**", "telebim/**", "**/*.br", "**/*.gz"],
    templatedURLs: pageUrls,
    swDest: path.join(clientDir, "sw.js"),
    mode: "production",
    sourcemap: false,
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Hashed file names already bust caches; don't add a revision query to them.
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: "/404/index.html",
    navigateFallbackDenylist: [/^\/api\//, ...STAFF_PATHS.map((route) => new RegExp(`^${route}`))],
    runtimeCaching: RUNTIME_CACHING,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
