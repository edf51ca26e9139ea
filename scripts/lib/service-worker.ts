import path from "node:path";
import { generateSW } from "workbox-build";
import { PUBLIC_PATHS, STAFF_PATHS } from "../../app/route-paths";

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
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/generated/"),
        handler: "StaleWhileRevalidate",
        options: {
          cacheName: "images",
          expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
        },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
