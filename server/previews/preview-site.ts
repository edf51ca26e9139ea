import { existsSync } from "node:fs";
import path from "node:path";
import { ENGLISH_FOLDER, SPA_FALLBACK_FILE } from "#core/built-site";
import { resolveSitePath } from "../static-site/site-paths";
import { CHANGE_ID, NUMBERED_CHANGE, previewRoot } from "./changes";

/**
 * Which file of which change answers a page request on the preview host. The same resolution as
 * the live site (server/plugins/static-site.ts: `/about` → about/index.html, `/` → /homepage,
 * the app shell with 404 for an unknown path), from the chosen change's build/client, except:
 * a path naming a change chooses it, and the staff pages and the service worker are not served.
 */
export type PreviewAnswer =
  /** Set the preview cookie to `change`, then redirect to `/`. */
  | { kind: "choose"; change: string }
  | { kind: "redirect"; location: string }
  | { kind: "file"; root: string; file: string; status: 200 | 404 }
  /** No such change, or none chosen yet: "Nie ma takiego podglądu". */
  | { kind: "no-preview" }
  /** 404 without a page: a staff path, the service worker, a path that climbs out. */
  | { kind: "not-served" };

/**
 * Staff pages stay on the live host: a preview is for looking at the public site. `.data` is the
 * prerendered loader data of a route (/telebim.data).
 */
const STAFF_PAGE = /^\/(?:moderacja|telebim|admin)(?:[/.]|$)/;
/**
 * A preview never installs a worker: it would keep one change's pages and serve them on the
 * preview host after another change is chosen.
 */
const SERVICE_WORKER = /^\/(?:en\/)?sw\.js(?:\.br|\.gz)?$/;
const CLIMBS = /(?:^|\/)\.\.(?:\/|$)/;

/** The URL path decoded, or undefined when it does not decode or holds what no page has. */
export function decodedPath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\") || CLIMBS.test(decoded)) return undefined;
  return path.posix.normalize(decoded);
}

function siteFile(root: string, urlPath: string, decoded: string): PreviewAnswer {
  const home = (folder: string) => existsSync(path.join(root, folder, "homepage", "index.html"));
  if (decoded === "/" && home("")) return { kind: "redirect", location: "/homepage" };
  if ((decoded === `/${ENGLISH_FOLDER}` || decoded === `/${ENGLISH_FOLDER}/`) && home("en")) {
    return { kind: "redirect", location: `/${ENGLISH_FOLDER}/homepage` };
  }
  const file = resolveSitePath(root, urlPath);
  if (file) return { kind: "file", root, file, status: 200 };
  const english = home(ENGLISH_FOLDER) && decoded.startsWith(`/${ENGLISH_FOLDER}/`);
  const fallback = path.join(root, english ? ENGLISH_FOLDER : "", SPA_FALLBACK_FILE);
  if (existsSync(fallback)) return { kind: "file", root, file: fallback, status: 404 };
  return { kind: "not-served" };
}

/**
 * The answer to a GET of `urlPath` (raw, without the query) on the preview host, for a browser
 * whose cookie chose `chosen`.
 */
export function previewAnswer(
  dir: string,
  chosen: string | undefined,
  urlPath: string,
): PreviewAnswer {
  const decoded = decodedPath(urlPath);
  if (decoded === undefined || STAFF_PAGE.test(decoded) || SERVICE_WORKER.test(decoded)) {
    return { kind: "not-served" };
  }
  const current = chosen === undefined ? undefined : previewRoot(dir, chosen);
  // `/12/` (or `/12`) chooses change 12, unless the chosen change has a page there (`/404`).
  // Only the raw path counts: `/%31%32/` is not a way to name a change.
  const segment = /^\/([^/]+)\/?$/.exec(urlPath)?.[1];
  if (segment !== undefined && CHANGE_ID.test(segment)) {
    const page = current === undefined ? undefined : resolveSitePath(current, urlPath);
    if (page === undefined) {
      if (previewRoot(dir, segment) !== undefined) return { kind: "choose", change: segment };
      if (NUMBERED_CHANGE.test(segment)) return { kind: "no-preview" };
    }
  }
  if (current === undefined) return { kind: "no-preview" };
  return siteFile(current, urlPath, decoded);
}
