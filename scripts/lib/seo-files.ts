/** sitemap.xml and robots.txt for the prerendered site (issue 7). Pure: returns file contents. */

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
