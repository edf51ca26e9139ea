/** The site's public address (build-time `VITE_SITE_URL`), for canonical URLs, sitemap, sharing. */
export const DEFAULT_SITE_URL = "https://juwenalia-syrenki.pl";

const configured: unknown = import.meta.env?.VITE_SITE_URL;
export const SITE_URL = (
  typeof configured === "string" && configured ? configured : DEFAULT_SITE_URL
).replace(/\/+$/, "");

export const SHARE_IMAGE_PATH = "/generated/images/site/share-1200.jpg";
