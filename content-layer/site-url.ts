/**
 * The site's public address: `VITE_SITE_URL` when the build sets it (a staging copy), else the
 * edition's `siteUrl`; without a trailing slash. Shared by the site and the build scripts.
 */
export function resolveSiteUrl(configured: unknown, editionSiteUrl: string): string {
  const url = typeof configured === "string" && configured ? configured : editionSiteUrl;
  return url.replace(/\/+$/, "");
}
