import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { editionContent } from "./content/vite-plugin.ts";

export default defineConfig({
  plugins: [editionContent(), reactRouter()],
  build: {
    // Fonts stay files even when small: a data: URL would grow the render-blocking CSS and
    // could not be preloaded and cached on its own (decision 002).
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
});
