/**
 * The site's pages by path (app/README.md#routes), listed once: the route table and its
 * prerendering (app/routes.ts, react-router.config.ts), the sitemap, robots.txt and the service
 * worker (scripts/postbuild.ts), the English build's merge and the tests all read these lists, so
 * a page added here is built, listed and tested everywhere (docs/how-to.md).
 */

/** Pages search engines should index (the sitemap), in both languages. */
// /site-plan is core/site-plan.ts's SITE_PLAN_PATH (app/features/site-plan/README.md).
export const INDEXABLE_PATHS = ["/homepage", "/about", "/faq", "/team", "/site-plan"] as const;
export const HOME_PATH = INDEXABLE_PATHS[0];
export const NOT_FOUND_PATH = "/404";
/** Every public page, prerendered in both languages and precached by the service worker. */
export const PUBLIC_PATHS = [...INDEXABLE_PATHS, NOT_FOUND_PATH] as const;

/**
 * The LED wall: full screen, without the site's nav, footer and toast
 * (app/features/screen/README.md).
 */
export const SCREEN_PATH = "/telebim";
/** Not linked from the public navigation; `noindex` (server/moderation/README.md#roles). */
export const STAFF_PATHS = ["/moderacja", SCREEN_PATH] as const;

/**
 * The organisers' CMS (docs/redakcja.md): served by the server from build/admin, not a page of
 * the app; the public service worker must leave its navigations to the network.
 */
export const CMS_PATH = "/admin";

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, "");
/** The staff pages are Polish only, and show neither the toast, the banner nor the language switch. */
export const isStaffPath = (pathname: string): boolean =>
  (STAFF_PATHS as readonly string[]).includes(withoutTrailingSlash(pathname));
export const isScreenPath = (pathname: string): boolean =>
  withoutTrailingSlash(pathname) === SCREEN_PATH;
