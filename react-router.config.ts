import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/route-paths";

// Static site: every public route is prerendered to HTML and hydrated (spec §2, issue 2).
export default {
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
