import { existsSync, statSync } from "node:fs";
import path from "node:path";

/** Resolves a URL path to a file inside root, or undefined (never escapes root). */
export function resolveSitePath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const candidate = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  // /about and /about/ both serve the prerendered about/index.html.
  const index = path.join(candidate, "index.html");
  if (existsSync(index)) return index;
  return undefined;
}
