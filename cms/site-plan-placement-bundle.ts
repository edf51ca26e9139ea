/**
 * The site plan's placement tool (cms/site-plan-placement.ts) as one browser script for /admin,
 * run after the CMS's script has defined `window.CMS`. Called by scripts/build-admin.ts.
 */
import path from "node:path";
import { browserScript } from "./browser-script.ts";

export const PLACEMENT_SCRIPT = "site-plan-placement.js";

export function placementScript(): string {
  return browserScript(
    { file: path.join(import.meta.dirname, "site-plan-placement.ts") },
    PLACEMENT_SCRIPT,
  );
}
