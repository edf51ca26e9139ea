import { edition } from "../content";
import { resolveSiteUrl } from "../content/site-url";

/** The site's public address (content's `siteUrl`, or build-time `VITE_SITE_URL`), for canonical URLs, sitemap, sharing. */
export const SITE_URL = resolveSiteUrl(import.meta.env?.VITE_SITE_URL, edition.siteUrl);

export const SHARE_IMAGE_PATH = "/generated/images/site/share-1200.jpg";
