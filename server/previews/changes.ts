import { statSync } from "node:fs";
import path from "node:path";

/**
 * Previews of a proposed change (docs/operations/publishing.md#previews): the deploy command
 * unpacks a change's release into `<PREVIEWS_DIR>/<change>/`, and the live instances show its
 * `build/client` on the preview host. This module names the changes and finds their folders.
 */

/** What the server needs for previews (server/config/ reads it from the environment). */
export interface PreviewSettings {
  /** PREVIEWS_DIR, absolute: one release folder per change. */
  dir: string;
  /** PREVIEW_HOST in lower case, without a port: every request for it is a preview's. */
  host: string;
  /** PREVIEW_PASSWORD: HTTP Basic, any user name; at least 12 characters. */
  password: string;
}

/**
 * A change's name as the deploy command accepts it (server/deploy/previews.ts): a pull request's
 * number or a short slug. Only a name of this shape is ever joined to a path, so no request can
 * name a folder outside PREVIEWS_DIR.
 */
export const CHANGE_ID = /^[0-9A-Za-z][0-9A-Za-z-]{0,39}$/;

/** A change named by a number: such a path is always a choice, never a page of the site. */
export const NUMBERED_CHANGE = /^[0-9]+$/;

/** The cookie naming the change a browser looks at on the preview host. */
export const PREVIEW_COOKIE = "juwenalia_preview";

/** The change's prerendered site, `<dir>/<change>/build/client`, or undefined when absent. */
export function previewRoot(dir: string, change: string): string | undefined {
  if (!CHANGE_ID.test(change)) return undefined;
  const root = path.join(dir, change, "build", "client");
  try {
    return statSync(root).isDirectory() ? root : undefined;
  } catch {
    return undefined;
  }
}

/** The change the request's preview cookie names, when it is a well-formed name. */
export function chosenChange(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name = "", value = ""] = pair.split("=", 2).map((part) => part.trim());
    if (name === PREVIEW_COOKIE && CHANGE_ID.test(value)) return value;
  }
  return undefined;
}

/**
 * The Set-Cookie value choosing `change`: for this host and every path, for the browser's
 * session; `Secure` when the request came over HTTPS, so http://localhost still works.
 */
export function choiceCookie(change: string, secure: boolean): string {
  return `${PREVIEW_COOKIE}=${change}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
