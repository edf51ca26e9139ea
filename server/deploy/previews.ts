import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { CHANGE_ID } from "../previews/changes";
import { appendRecord } from "./deploy-history";
import { forgetUpload, logger, replaceFolder, takeLock } from "./deploy-steps";
import { RefusedRelease, unpackRelease } from "./release-archive";
import type { DeploySettings } from "./settings";

/**
 * `preview <change> <tarball>` and `preview-remove <change>`: a proposed change's release in
 * `<root>/previews/<change>/`, which the live instances show on the preview address behind its
 * password (docs/operations/publishing.md#previews). Nothing here touches `current` or the
 * instances.
 */

const previewsOf = (root: string) => path.join(root, "previews");

function checkedChange(change: string): string {
  if (!CHANGE_ID.test(change)) {
    throw new RefusedRelease(`"${change}" is not a change's id (letters, digits and dashes)`);
  }
  return change;
}

export function installPreview(settings: DeploySettings, change: string, tarball: string): string {
  const id = checkedChange(change);
  const folder = previewsOf(settings.root);
  mkdirSync(folder, { recursive: true });
  const unlock = takeLock(settings.root);
  try {
    const unpacked = unpackRelease(path.resolve(tarball), folder);
    replaceFolder(unpacked.folder, path.join(folder, id));
    appendRecord(settings.root, {
      at: new Date().toISOString(),
      action: "preview",
      outcome: "done",
      release: unpacked.name,
      detail: `change ${id}`,
    });
    logger(settings)(`preview of change ${id}: ${unpacked.name} in previews/${id}`);
    return unpacked.name;
  } finally {
    forgetUpload(settings.root, tarball);
    unlock();
  }
}

export function removePreview(settings: DeploySettings, change: string): boolean {
  const id = checkedChange(change);
  const target = path.join(previewsOf(settings.root), id);
  const existed = existsSync(target);
  rmSync(target, { recursive: true, force: true });
  appendRecord(settings.root, {
    at: new Date().toISOString(),
    action: "preview-remove",
    outcome: "done",
    detail: `change ${id}${existed ? "" : " (there was none)"}`,
  });
  logger(settings)(`preview of change ${id} ${existed ? "removed" : "was not there"}`);
  return existed;
}
