import type { Config } from "@react-router/dev/config";
import site from "../../react-router.config.ts";

// The smallest React Router app configured like ours (ssr:false + prerender, the same future
// flags): the yardstick for "first-load JS of /homepage within 15 % of the framework alone"
// (docs/product.md#performance-targets), and the real markup the deferred start is tested on.
export default {
  ssr: false,
  buildDirectory: "build",
  prerender: ["/"],
  future: site.future,
} satisfies Config;
