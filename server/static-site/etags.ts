import { createHash } from "node:crypto";
import type { Encoding } from "./encodings";

/** The tag of a body changed in memory: of its bytes, so a new window gives new ETags. */
export function contentTag(body: Buffer): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 27);
}

/** The ETag of one encoding of a changed body: each encoding is a different representation. */
export function etagFor(tag: string, encoding: Encoding): string {
  return encoding === "identity" ? `"${tag}"` : `"${tag}-${encoding}"`;
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === "*" || candidate.replace(/^W\//, "") === bare);
}
