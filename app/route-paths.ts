/** Public paths (docs/product.md#routes) and the pages that exist only for the organisers. */
export const PUBLIC_PATHS = ["/homepage", "/about", "/faq", "/team", "/404"] as const;
/** Not linked from the public navigation; `noindex` (docs/product.md#audience-and-roles). */
export const STAFF_PATHS = ["/moderacja", "/telebim"] as const;
/**
 * The organisers' CMS (docs/redakcja.md): served by the server from build/admin, not a page of
 * this app; the public service worker must leave its navigations to the network.
 */
export const CMS_PATH = "/admin";
const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, "");
/** The staff pages are Polish only, and show neither the toast, the banner nor the language switch. */
export const isStaffPath = (pathname: string): boolean =>
  (STAFF_PATHS as readonly string[]).includes(withoutTrailingSlash(pathname));
/**
 * The LED wall: full screen, without the site's nav, footer and toast (docs/product.md#big-screen).
 */
export const SCREEN_PATH = "/telebim";
export const isScreenPath = (pathname: string): boolean =>
  withoutTrailingSlash(pathname) === SCREEN_PATH;
export const PRERENDERED_PATHS = ["/", ...PUBLIC_PATHS, ...STAFF_PATHS] as const;
export const HOME_PATH = "/homepage";
/** Pages search engines should index (the sitemap): the public routes except /404. */
export const INDEXABLE_PATHS = ["/homepage", "/about", "/faq", "/team"] as const;
export const NOT_FOUND_PATH = "/404";
