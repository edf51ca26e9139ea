/**
 * The live release's strip (cms/release-info.ts) as one browser script for /admin, run once the
 * page's body is there. Called by scripts/build-admin.ts.
 */
import { browserScript } from "./browser-script.ts";

export { RELEASE_INFO_SCRIPT } from "./release-info.ts";

export function releaseInfoScript(): string {
  return browserScript(
    {
      contents:
        'import { showRelease } from "./release-info.ts";\n' +
        "void showRelease(document, window.fetch.bind(window));\n",
    },
    "release-info.js",
  );
}
