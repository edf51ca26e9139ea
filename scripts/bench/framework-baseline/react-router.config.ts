import type { Config } from "@react-router/dev/config";

// The smallest React Router app configured like ours (ssr:false + prerender): the yardstick for
// "first-load JS of /homepage within 15 % of the framework alone"
// (docs/product.md#performance-targets).
export default {
  ssr: false,
  buildDirectory: "build",
  prerender: ["/"],
} satisfies Config;
