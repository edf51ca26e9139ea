import type { Config } from "@react-router/dev/config";
import { PUBLIC_PATHS, STAFF_PATHS } from "./core/site-pages";
import { siteLanguage } from "./app/texts/vite-plugin";

// The English pages are a second build of the same app under /en/ (docs/decisions/018):
// scripts/build-english.ts runs it into a folder of its own and moves its pages into build/client/en.
const english = siteLanguage() === "en";

// Static site: every public route is prerendered to HTML and hydrated (docs/product.md#routes).
// BUILD_DIR lets parallel work trees build side by side (default: build/).
export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  basename: english ? "/en/" : "/",
  // English has the public pages only: the staff pages stay Polish, and the server answers
  // /en itself (server/plugins/static-site.ts). "/" is the redirect to the home page.
  prerender: english ? [...PUBLIC_PATHS] : ["/", ...PUBLIC_PATHS, ...STAFF_PATHS],
  // React Router 8's behaviours, stated so the build prints no upgrade reminders. Those taken now
  // change nothing this site builds (the prerendered pages differ only in the flags they list).
  // Trailing-slash-aware data requests stay off: with them a page is prerendered at its address
  // with a trailing slash, so in-page links would read /homepage/#lineup.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
