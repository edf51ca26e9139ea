import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { editionContent } from "./content-layer/vite-plugin.ts";
import { siteLanguage, siteTexts } from "./app/texts/vite-plugin.ts";

const language = siteLanguage();

export default defineConfig(({ command }) => ({
  // The English build's pages and scripts live under /en/ (docs/decisions/018).
  base: language === "en" ? "/en/" : "/",
  plugins: [
    // The site's build names images by their content; `dev` serves the plain names.
    editionContent(undefined, language, { versionImages: command === "build" }),
    siteTexts(language),
    reactRouter(),
  ],
  build: {
    // Fonts stay files even when small: a data: URL would grow the render-blocking CSS and
    // could not be preloaded and cached on its own (decision 002).
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React, React DOM and React Router, which every page loads, as one file rather
              // than four: one file compresses better, and keeps the first-load JS within its
              // budget (decision 012).
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|preload-helper/,
            },
          ],
        },
      },
    },
  },
}));
