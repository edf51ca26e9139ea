import share from "virtual:image/site/share.jpg";
import { edition } from "#content-layer";
import { variantUrl } from "#content-layer/image-variants";
import { resolveSiteUrl } from "#content-layer/site-url";

/** The site's public address (content's `siteUrl`, or build-time `VITE_SITE_URL`), for canonical URLs, sitemap, sharing. */
export const SITE_URL = resolveSiteUrl(import.meta.env?.VITE_SITE_URL, edition.siteUrl);

/** The Open Graph and JSON-LD picture, named by its content in the build (docs/decisions/019). */
export const SHARE_IMAGE_PATH = variantUrl(share, 1200, "jpg");
