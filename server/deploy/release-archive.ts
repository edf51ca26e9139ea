import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ReleaseStampSchema, type ReleaseStamp } from "#core/contract";
import { RELEASE_STAMP_FILE } from "../operations/release-stamp";
import { manifestProblems } from "./release-manifest";

/** A release unpacked next to where it will live, checked, not yet in use. */
export interface UnpackedRelease {
  /** The folder it was unpacked into (a staging name until it is moved into place). */
  readonly folder: string;
  readonly stamp: ReleaseStamp;
  /** Its folder's name under releases/ and previews/: `<edition>-<commit>`. */
  readonly name: string;
}

/** A release the deploy refuses, with the reason an operator reads. */
export class RefusedRelease extends Error {}

const SAFE_NAME = /^[0-9A-Za-z][0-9A-Za-z.]*$/;

export function readStamp(folder: string): ReleaseStamp {
  const file = path.join(folder, RELEASE_STAMP_FILE);
  if (!existsSync(file)) throw new RefusedRelease(`no ${RELEASE_STAMP_FILE}: not a release`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new RefusedRelease(`${RELEASE_STAMP_FILE} is not JSON`);
  }
  const stamp = ReleaseStampSchema.safeParse(parsed);
  if (!stamp.success) throw new RefusedRelease(`${RELEASE_STAMP_FILE} is not a release stamp`);
  return stamp.data;
}

/**
 * The checks that need no running server: a release built from a tree with changes nobody
 * committed (`-dirty`) or from no commit at all cannot be told apart from another, and a
 * damaged one may start and serve half a site (docs/operations/publishing.md#versions).
 */
export function checkUnpacked(folder: string): { stamp: ReleaseStamp; name: string } {
  const stamp = readStamp(folder);
  if (stamp.commit.endsWith("-dirty")) {
    throw new RefusedRelease(
      `built from uncommitted changes (${stamp.commit}): commit, then release`,
    );
  }
  if (stamp.commit === "unknown")
    throw new RefusedRelease("built outside git: no commit to name it");
  if (!SAFE_NAME.test(stamp.commit) || !SAFE_NAME.test(stamp.edition)) {
    throw new RefusedRelease(`unexpected characters in ${JSON.stringify(stamp)}`);
  }
  const problems = manifestProblems(folder);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join("; ");
    const more = problems.length > 5 ? ` and ${problems.length - 5} more` : "";
    throw new RefusedRelease(`damaged: ${shown}${more}`);
  }
  return { stamp, name: `${stamp.edition}-${stamp.commit}` };
}

/** Unpacks `tarball` into a new folder inside `parent` and checks it; removes it when refused. */
export function unpackRelease(tarball: string, parent: string): UnpackedRelease {
  if (!existsSync(tarball)) throw new RefusedRelease(`${tarball}: no such file`);
  const folder = mkdtempSync(path.join(parent, ".unpacking-"));
  try {
    const tar = spawnSync("tar", ["-xzf", tarball, "-C", folder, "--strip-components=1"], {
      encoding: "utf8",
    });
    if (tar.status !== 0) {
      throw new RefusedRelease(`damaged: tar could not unpack it (${tar.stderr.trim()})`);
    }
    return { folder, ...checkUnpacked(folder) };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
