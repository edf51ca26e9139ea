/** Public paths of spec §2 and the pages that exist only for the organisers. */
export const PUBLIC_PATHS = ["/homepage", "/about", "/faq", "/team", "/404"] as const;
/** Not linked from the public navigation; `noindex` (issue 6). */
export const STAFF_PATHS = [] as const;
export const PRERENDERED_PATHS = ["/", ...PUBLIC_PATHS, ...STAFF_PATHS] as const;
export const HOME_PATH = "/homepage";
/** Pages search engines should index (the sitemap): the public routes except /404. */
export const INDEXABLE_PATHS = ["/homepage", "/about", "/faq", "/team"] as const;
export const NOT_FOUND_PATH = "/404";
