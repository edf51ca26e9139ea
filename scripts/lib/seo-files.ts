/**
 * sitemap.xml and robots.txt for the prerendered site (app/features/seo/README.md). Pure:
 * returns file contents.
 */

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A language's pages in the sitemap: its `hreflang` code and where its pages live ("/", "/en/"). */
export interface SitemapLanguage {
  code: string;
  basePath: string;
}

/**
 * Every page in every language, each `<url>` with the `hreflang` alternates of all languages and
 * an `x-default` (the first language, Polish), as search engines read them from a sitemap.
 */
export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  lastModified: string,
  languages: readonly SitemapLanguage[] = [{ code: "pl", basePath: "/" }],
): string {
  const address = (path: string, language: SitemapLanguage) =>
    escapeXml(`${siteUrl}${language.basePath}${path.replace(/^\/+/, "")}`);
  const alternates = (path: string) =>
    languages.length < 2
      ? []
      : [
          ...languages.map(
            (language) =>
              `    <xhtml:link rel="alternate" hreflang="${language.code}" href="${address(path, language)}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(path, languages[0]!)}"/>`,
        ];
  const urls = languages
    .flatMap((language) =>
      paths.map((path) =>
        [
          "  <url>",
          `    <loc>${address(path, language)}</loc>`,
          `    <lastmod>${lastModified}</lastmod>`,
          ...alternates(path),
          "  </url>",
        ].join("\n"),
      ),
    )
    .join("\n");
  const namespaces =
    languages.length < 2
      ? 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
      : 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls}\n</urlset>\n`;
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
  /** The pages the installed site opens: Polish at the root (the default), English under /en/. */
  language?: { code: string; basePath: string };
  /** The icons' URLs, named by their content in the build (docs/decisions/019). */
  icons: { small: string; large: string };
}

/** manifest.webmanifest: the installed site's name and description, from the edition's content. */
export function webManifest(edition: ManifestEdition): string {
  const title = `${edition.name} ${edition.year}`;
  const manifest = {
    name: title,
    short_name: edition.name.split(" ")[0],
    description: `${title} – ${edition.dates}, ${edition.venue}, ${edition.city}.`,
    lang: edition.language?.code ?? "pl",
    start_url: `${edition.language?.basePath ?? "/"}homepage`,
    scope: edition.language?.basePath ?? "/",
    display: "standalone",
    background_color: "#0b1437",
    theme_color: "#0b1437",
    icons: [
      { src: edition.icons.small, sizes: "192x192", type: "image/png" },
      { src: edition.icons.large, sizes: "512x512", type: "image/png" },
      { src: edition.icons.large, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
