import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table (docs/product.md#routes).
export default [
  index("routes/root-redirect.tsx"),
  route("homepage", "routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("faq", "routes/faq.tsx"),
  route("team", "routes/team.tsx"),
  route("404", "routes/not-found.tsx"),
  // Staff pages (docs/product.md#audience-and-roles): not linked from the site, noindex.
  route("moderacja", "routes/moderation.tsx"),
  route("telebim", "routes/screen.tsx"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
