import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PUBLIC_PATHS, STAFF_PATHS } from "#core/site-pages";
import { siteLanguage } from "./texts/vite-plugin";

type PagesOf<Paths extends readonly string[]> = Readonly<Record<Paths[number], string>>;

const routesOf = <Path extends string>(
  paths: readonly Path[],
  pages: Readonly<Record<Path, string>>,
) => paths.map((path) => route(path.slice(1), pages[path]));

/** Each page's module, by its path: the paths are core/site-pages.ts's, one module per page. */
const PUBLIC_PAGES: PagesOf<typeof PUBLIC_PATHS> = {
  "/homepage": "routes/home.tsx",
  "/about": "routes/about.tsx",
  "/faq": "routes/faq.tsx",
  "/team": "routes/team.tsx",
  "/site-plan": "routes/site-plan.tsx",
  "/404": "routes/not-found.tsx",
};

// Staff pages (server/moderation/README.md#roles): not linked from the site, noindex, Polish
// only. The English build leaves them out of its table, not only its prerender list: with
// `ssr: false` a route with a loader (the screen's) must be prerendered (docs/decisions/018).
const STAFF_PAGES: PagesOf<typeof STAFF_PATHS> = {
  "/moderacja": "routes/moderation.tsx",
  "/telebim": "routes/screen.tsx",
};

// The route table (README.md#routes).
export default [
  index("routes/root-redirect.tsx"),
  ...routesOf(PUBLIC_PATHS, PUBLIC_PAGES),
  ...(siteLanguage() === "en" ? [] : routesOf(STAFF_PATHS, STAFF_PAGES)),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
