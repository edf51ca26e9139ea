import { spawnSync } from "node:child_process";
import {
  existsSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { DeploySettings } from "./settings";

/** The pieces every publishing command shares: its output, its lock and the `current` link. */

export function logger(settings: DeploySettings): (line: string) => void {
  return (line) => {
    // The time to the millisecond: a pipeline's log set beside Caddy's and the instances' logs.
    console.log(`[deploy ${new Date().toISOString().slice(11, 23)}] ${line}`);
    // The journal keeps what happened after the pipeline's log is gone (`journalctl -t
    // juwenalia-deploy`); a machine without `logger` still has the output above.
    if (settings.journal) {
      spawnSync("logger", ["-t", "juwenalia-deploy", "--", line], { stdio: "ignore" });
    }
  };
}

const LOCK_FILE = "deploy.lock";

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One publishing command at a time on a server: two pipelines finishing together must not
 * restart the instances over each other. A lock left by a command that died is taken over.
 */
export function takeLock(root: string): () => void {
  const file = path.join(root, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8"));
      if (Number.isInteger(holder) && holder > 0 && processAlive(holder)) {
        throw new Error(`another deploy (process ${holder}) is running; try again when it ends`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take ${file}`);
}

export const currentLink = (root: string) => path.join(root, "current");

/** The name of the release `current` points at, if any. */
export function currentRelease(root: string): string | undefined {
  const link = currentLink(root);
  if (!existsSync(link)) return undefined;
  return path.basename(readlinkSync(link));
}

/**
 * Points `current` at releases/<name> in one step: a new link renamed over the old one, so a
 * process starting at any moment finds the old release or the new one, never none.
 */
export function switchCurrent(root: string, name: string): void {
  const staged = path.join(root, `.current-${process.pid}`);
  if (existsSync(staged)) unlinkSync(staged);
  symlinkSync(path.join("releases", name), staged);
  renameSync(staged, currentLink(root));
}

/** Moves `from` to `to`, replacing what is there (the old copy removed after the move). */
export function replaceFolder(from: string, to: string): void {
  if (existsSync(to)) {
    const old = `${to}.old-${process.pid}`;
    renameSync(to, old);
    renameSync(from, to);
    rmSync(old, { recursive: true, force: true });
  } else {
    renameSync(from, to);
  }
}

/**
 * Removes an uploaded tarball once it has been used, when it lies in `<root>/incoming/`: the
 * pipeline keeps its own copy as the run's artifact, and the server's disk should not fill up
 * with one tarball per merge. A tarball anywhere else is the operator's and stays.
 */
export function forgetUpload(root: string, tarball: string): void {
  if (path.dirname(path.resolve(tarball)) === path.join(root, "incoming")) {
    rmSync(tarball, { force: true });
  }
}
