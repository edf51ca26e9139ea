import type { MetaDescriptor } from "react-router";
import language from "virtual:texts/language";
import { edition, schedule } from "#content-layer";
import { EDITION_TITLE, EDITION_WHEN_AND_WHERE } from "./edition";
import { festivalJsonLd } from "./features/seo/festival-json-ld";
import { HOME_PATH } from "#core/site-pages";
import { SHARE_IMAGE_PATH, SITE_URL } from "./site";

export const SITE_NAME = EDITION_TITLE;

/** A route's address ("/about") in one language: `…/about` (Polish, the default) or `…/en/about`. */
export function pageUrl(path: string, basePath: string = language.basePath): string {
  return `${SITE_URL}${basePath}${path.slice(1)}`;
}

/**
 * Where each language's pages live, for the `hreflang` alternates: the Polish page is also the
 * `x-default`, since the site follows the address and never the browser's language
 * (docs/decisions/018).
 */
const ALTERNATES = [
  ["pl", "/"],
  ["en", "/en/"],
  ["x-default", "/"],
] as const;

/** The page's canonical address in this build's language and its `hreflang` alternates. */
export function languageLinks(path: string): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "canonical", href: pageUrl(path) },
    ...ALTERNATES.map(([hrefLang, basePath]) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang,
      href: pageUrl(path, basePath),
    })),
  ];
}

/**
 * Per-route title, description, canonical URL, Open Graph and Twitter card tags (each page's
 * `meta` calls this). The home page also carries the festival's JSON-LD.
 */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
}: {
  title: string;
  description: string;
  /** The route's path, for the canonical URL; omit for pages that are not indexed. */
  path?: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
  ];
  if (noindex) {
    meta.push({ name: "robots", content: "noindex, nofollow" });
    return meta;
  }
  const image = `${SITE_URL}${SHARE_IMAGE_PATH}`;
  meta.push(
    { property: "og:type", content: "website" },
    { property: "og:locale", content: language.locale },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${SITE_NAME} – ${EDITION_WHEN_AND_WHERE}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  );
  if (path) meta.push(...languageLinks(path), { property: "og:url", content: pageUrl(path) });
  if (path === HOME_PATH) {
    meta.push({ "script:ld+json": festivalJsonLd(edition, schedule, SITE_URL, language) });
  }
  return meta;
}
