/**
 * sitemap.xml and robots.txt for the prerendered site (docs/product.md#seo-and-sharing). Pure:
 * returns file contents.
 */

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  lastModified: string,
): string {
  const urls = paths
    .map(
      (path) =>
        `  <url>\n    <loc>${escapeXml(`${siteUrl}${path}`)}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, disallowed: readonly string[]): string {
  const rules = disallowed.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\n${rules}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** The facts of an edition that its web app manifest names. */
export interface ManifestEdition {
  name: string;
  year: number;
  /** "16–17 maja" */
  dates: string;
  venue: string;
  city: string;
}

/** manifest.webmanifest: the installed site's name and description, from the edition's content. */
export function webManifest(edition: ManifestEdition): string {
  const title = `${edition.name} ${edition.year}`;
  const manifest = {
    name: title,
    short_name: edition.name.split(" ")[0],
    description: `${title} – ${edition.dates}, ${edition.venue}, ${edition.city}.`,
    lang: "pl",
    start_url: "/homepage",
    scope: "/",
    display: "standalone",
    background_color: "#0b1437",
    theme_color: "#0b1437",
    icons: [
      { src: "/generated/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/generated/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/generated/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
