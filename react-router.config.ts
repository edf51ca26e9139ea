import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/route-paths";

// Static site: every public route is prerendered to HTML and hydrated (docs/product.md#routes).
// BUILD_DIR lets parallel work trees build side by side (default: build/).
export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
