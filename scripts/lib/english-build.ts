import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PUBLIC_PATHS } from "#core/site-pages";
import { ENGLISH_FOLDER, SPA_FALLBACK_FILE } from "#core/built-site";

/**
 * Moves the English build's output into the Polish site (docs/decisions/018). React Router
 * prerenders a `basename: "/en/"` build's pages at `client/en/<route>/index.html` and its SPA
 * fallback at `client/index.html`, while Vite writes the assets those pages name as
 * `/en/assets/…` to `client/assets/`. The images and fonts both builds copy from `public/` stay
 * the Polish build's. A layout other than that one (a React Router upgrade may change it) stops
 * the build here rather than shipping English pages without their scripts.
 */
export function mergeEnglishBuild(englishClient: string, siteClient: string): number {
  const englishPages = path.join(englishClient, ENGLISH_FOLDER);
  const missing = PUBLIC_PATHS.map((route) =>
    path.join(englishPages, route.slice(1), "index.html"),
  ).filter((page) => !existsSync(page));
  const assets = path.join(englishClient, "assets");
  const fallback = path.join(englishClient, "index.html");
  if (missing.length > 0 || !existsSync(assets) || !existsSync(fallback)) {
    const expected = [...missing, assets, fallback].filter((file) => !existsSync(file));
    throw new Error(
      `The English build's output is not where the merge expects it (docs/decisions/018); missing: ${expected.join(", ")}`,
    );
  }
  const target = path.join(siteClient, ENGLISH_FOLDER);
  rmSync(target, { recursive: true, force: true });
  renameSync(englishPages, target);
  renameSync(assets, path.join(target, "assets"));
  renameSync(fallback, path.join(target, SPA_FALLBACK_FILE));
  return PUBLIC_PATHS.length;
}
