import language from "virtual:texts/language";
import { edition } from "../content";
import { resolveSiteUrl } from "../content/site-url";

/** The site's public address (content's `siteUrl`, or build-time `VITE_SITE_URL`), for canonical URLs, sitemap, sharing. */
export const SITE_URL = resolveSiteUrl(import.meta.env?.VITE_SITE_URL, edition.siteUrl);

export const SHARE_IMAGE_PATH = "/generated/images/site/share-1200.jpg";

/**
 * Where this build's language's pages start: SITE_URL for Polish, SITE_URL + "/en" for English;
 * links written into files the visitor takes away (calendar entries) lead to their language.
 */
export const LANGUAGE_SITE_URL = `${SITE_URL}${language.basePath.replace(/\/$/, "")}`;
