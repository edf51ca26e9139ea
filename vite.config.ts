import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Fonts stay files even when small: a data: URL would grow the render-blocking CSS and
    // could not be preloaded and cached on its own (issue 7).
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
});
