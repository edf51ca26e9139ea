import type { Config } from "@react-router/dev/config";

// The smallest React Router app configured like ours (ssr:false + prerender): the yardstick for
// "first-load JS of /homepage within 15 % of the framework alone"
// (docs/product.md#performance-targets).
export default {
  ssr: false,
  buildDirectory: "build",
  prerender: ["/"],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
