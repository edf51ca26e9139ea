import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { siteLanguage } from "./texts/vite-plugin";

const publicRoutes = [
  index("routes/root-redirect.tsx"),
  route("homepage", "routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("faq", "routes/faq.tsx"),
  route("team", "routes/team.tsx"),
  route("404", "routes/not-found.tsx"),
];

// Staff pages (docs/product.md#audience-and-roles): not linked from the site, noindex, Polish
// only. The English build leaves them out of its table, not only its prerender list: with
// `ssr: false` a route with a loader (the screen's) must be prerendered (docs/decisions/018).
const staffRoutes = [
  route("moderacja", "routes/moderation.tsx"),
  route("telebim", "routes/screen.tsx"),
];

// The route table (docs/product.md#routes).
export default [
  ...publicRoutes,
  ...(siteLanguage() === "en" ? [] : staffRoutes),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
