import { GENERATED_DIR, HASHED_IMAGE_NAME } from "#content-layer/image-variants";

/** Vite's hashed files, of the Polish pages and of the English ones (docs/decisions/018). */
const HASHED_ASSET = /^\/(en\/)?assets\//;
/** The image pipeline's files, named by their content in a build (docs/decisions/019). */
const GENERATED = `${GENERATED_DIR.split("/")[0]}/`;
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages, the service workers and the manifests: asked again on every use. */
export const REVALIDATE = "no-cache";
const DAY = "public, max-age=86400";
/** Each language's service worker: the Polish pages' and the English pages' (under /en/). */
export const SERVICE_WORKERS: ReadonlySet<string> = new Set(["sw.js", "en/sw.js"]);

/**
 * The Cache-Control of a built file, by its path relative to the site's root: hashed files are
 * kept for good, what names them is asked again every time, anything else for a day.
 */
export function cacheControlFor(relative: string): string {
  if (relative.endsWith(".html")) return REVALIDATE;
  if (HASHED_ASSET.test(`/${relative}`)) return IMMUTABLE;
  if (relative.startsWith(GENERATED) && HASHED_IMAGE_NAME.test(relative)) return IMMUTABLE;
  if (SERVICE_WORKERS.has(relative) || relative.endsWith(".webmanifest")) return REVALIDATE;
  return DAY;
}
