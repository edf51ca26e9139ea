/**
 * The live release's strip (cms/release-info.ts) as one browser script for /admin, run once the
 * page's body is there. Called by scripts/build-admin.ts.
 */
import { buildSync } from "esbuild";

export { RELEASE_INFO_SCRIPT } from "./release-info.ts";

export function releaseInfoScript(): string {
  const result = buildSync({
    stdin: {
      contents:
        'import { showRelease } from "./release-info.ts";\n' +
        "void showRelease(document, window.fetch.bind(window));\n",
      resolveDir: import.meta.dirname,
      sourcefile: "release-info-main.ts",
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    legalComments: "none",
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error("esbuild wrote no release-info.js");
  return output.text;
}
