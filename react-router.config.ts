import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/route-paths";

// Static site: every public route is prerendered to HTML and hydrated (docs/product.md#routes).
// BUILD_DIR lets parallel work trees build side by side (default: build/).
export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [...PRERENDERED_PATHS],
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
