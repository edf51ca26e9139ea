import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { appendRecord, liveRecords, type DeployAction } from "./deploy-history";
import {
  currentRelease,
  forgetUpload,
  logger,
  replaceFolder,
  switchCurrent,
  takeLock,
} from "./deploy-steps";
import type { ReleaseStamp } from "#core/contract";
import { checkUnpacked, readStamp, RefusedRelease, unpackRelease } from "./release-archive";
import { checkRelease } from "./release-check";
import { restartInstances } from "./rolling-restart";
import type { DeploySettings } from "./settings";

/**
 * `deploy <tarball>` and `rollback` (docs/operations/publishing.md#deploy-and-rollback): a release
 * is unpacked, checked on a spare port, switched to and rolled over the instances one at a time;
 * whatever fails before the switch leaves the live site as it was, and an instance that does not
 * come back with the new release puts the previous one back.
 */
export type PublishResult = "live" | "unchanged" | "refused" | "reverted";

const releasesOf = (root: string) => path.join(root, "releases");

/** Switches to `name` (already in releases/ and checked) and restarts the instances onto it. */
async function switchTo(
  settings: DeploySettings,
  action: DeployAction,
  name: string,
  commit: string,
  started: number,
): Promise<PublishResult> {
  const { root } = settings;
  const log = logger(settings);
  const previous = currentRelease(root);
  switchCurrent(root, name);
  log(`current → releases/${name}${previous ? ` (was ${previous})` : ""}`);
  const rolled = await restartInstances(settings, commit, log);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  if (rolled.failed) {
    const detail = `instance ${rolled.failed.port} did not come back with ${name}: ${rolled.failed.why}`;
    log(detail);
    if (previous) {
      switchCurrent(root, previous);
      log(`current → releases/${previous} again; restarting what was restarted`);
      const { commit: previousCommit } = readStamp(path.join(releasesOf(root), previous));
      const back = await restartInstances(settings, previousCommit, log, rolled.restarted);
      if (back.failed)
        log(`instance ${back.failed.port} did not come back either: ${back.failed.why}`);
    }
    appendRecord(root, {
      at: new Date().toISOString(),
      action,
      outcome: "reverted",
      release: name,
      previous,
      detail,
      seconds,
    });
    return "reverted";
  }
  appendRecord(root, {
    at: new Date().toISOString(),
    action,
    outcome: "live",
    release: name,
    previous,
    seconds,
  });
  log(`${action}: ${name} is live on ${settings.instances.length} instance(s) in ${seconds} s`);
  pruneReleases(settings, name, previous);
  return "live";
}

async function refuse(
  settings: DeploySettings,
  action: DeployAction,
  release: string | undefined,
  detail: string,
): Promise<PublishResult> {
  logger(settings)(
    `${action} refused${release ? ` (${release})` : ""}: ${detail}; nothing switched`,
  );
  appendRecord(settings.root, {
    at: new Date().toISOString(),
    action,
    outcome: "refused",
    release,
    detail,
  });
  return "refused";
}

/**
 * Starts the release in `folder` on a spare port and switches to it only if it answers; a
 * failed check switches nothing (`discard` then removes what should not stay on disk).
 */
async function checkThenSwitch(
  settings: DeploySettings,
  action: DeployAction,
  folder: string,
  stamp: ReleaseStamp,
  started: number,
  discard?: () => void,
): Promise<PublishResult> {
  const name = path.basename(folder);
  const problems = await checkRelease(
    folder,
    stamp,
    settings.environmentFile,
    settings.startTimeoutMs,
  );
  if (problems.length > 0) {
    discard?.();
    return refuse(settings, action, name, `its check failed: ${problems.join("; ")}`);
  }
  logger(settings)(`check passed: health and pages answer`);
  return switchTo(settings, action, name, stamp.commit, started);
}

export async function deployRelease(
  settings: DeploySettings,
  tarball: string,
): Promise<PublishResult> {
  const started = Date.now();
  const { root } = settings;
  mkdirSync(releasesOf(root), { recursive: true });
  const unlock = takeLock(root);
  try {
    const log = logger(settings);
    log(`deploy ${tarball}`);
    let unpacked;
    try {
      unpacked = unpackRelease(path.resolve(tarball), releasesOf(root));
    } catch (error) {
      if (error instanceof RefusedRelease)
        return await refuse(settings, "deploy", undefined, error.message);
      throw error;
    }
    const { name, stamp } = unpacked;
    if (currentRelease(root) === name) {
      rmSync(unpacked.folder, { recursive: true, force: true });
      log(`${name} is already live: nothing to do`);
      return "unchanged";
    }
    const folder = path.join(releasesOf(root), name);
    replaceFolder(unpacked.folder, folder);
    log(`unpacked and verified releases/${name}; checking it on a spare port`);
    // A new release that fails its check is not kept: it was never live.
    return await checkThenSwitch(settings, "deploy", folder, stamp, started, () =>
      rmSync(folder, { recursive: true, force: true }),
    );
  } finally {
    forgetUpload(root, tarball);
    unlock();
  }
}

/** The release that was live before the current one, from the history of switches. */
export function previousRelease(root: string): string | undefined {
  const current = currentRelease(root);
  const last = liveRecords(root)
    .reverse()
    .find((record) => record.release === current);
  return last?.previous;
}

export async function rollback(settings: DeploySettings): Promise<PublishResult> {
  const started = Date.now();
  const { root } = settings;
  const unlock = takeLock(root);
  try {
    const target = previousRelease(root);
    if (!target)
      return await refuse(settings, "rollback", undefined, "no previous release on record");
    const folder = path.join(releasesOf(root), target);
    let stamp;
    try {
      stamp = checkUnpacked(folder).stamp;
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return await refuse(settings, "rollback", target, `releases/${target}: ${why}`);
    }
    logger(settings)(`rollback to ${target}; checking it on a spare port`);
    return await checkThenSwitch(settings, "rollback", folder, stamp, started);
  } finally {
    unlock();
  }
}

/**
 * Keeps the newest `keep` releases by when they were last live (or unpacked), always the live
 * one and the one before it; removes the rest.
 */
function pruneReleases(settings: DeploySettings, current: string, previous: string | undefined) {
  const folder = releasesOf(settings.root);
  const lastLive = new Map<string, number>();
  for (const record of liveRecords(settings.root)) {
    if (record.release) lastLive.set(record.release, Date.parse(record.at));
  }
  const names = readdirSync(folder).filter((name) => !name.startsWith("."));
  const when = (name: string) => lastLive.get(name) ?? statSync(path.join(folder, name)).mtimeMs;
  const newestFirst = names.sort((a, b) => when(b) - when(a));
  const kept = new Set([current, ...(previous ? [previous] : [])]);
  for (const name of newestFirst) {
    if (kept.size >= settings.keep) break;
    kept.add(name);
  }
  for (const name of names) {
    if (kept.has(name)) continue;
    rmSync(path.join(folder, name), { recursive: true, force: true });
    logger(settings)(`removed releases/${name} (keeping ${settings.keep})`);
  }
}
