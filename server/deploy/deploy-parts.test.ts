import { mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { appendRecord, deployRootOf } from "./deploy-history";
import { currentRelease, forgetUpload, switchCurrent, takeLock } from "./deploy-steps";
import { previousRelease } from "./publish";
import { checkUnpacked } from "./release-archive";
import { manifestProblems, writeManifest } from "./release-manifest";
import { readDeploySettings } from "./settings";

const folders: string[] = [];
function scratch(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "deploy-parts-"));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function release(root: string, commit: string): string {
  const folder = path.join(root, "releases", `2025-${commit}`);
  mkdirSync(path.join(folder, "server"), { recursive: true });
  writeFileSync(path.join(folder, "release.json"), JSON.stringify({ commit, edition: "2025" }));
  writeFileSync(path.join(folder, "server/main.mjs"), "// the server\n");
  writeManifest(folder);
  return folder;
}

describe("deploy settings", () => {
  it("defaults to deploy/README.md's install, then the file, then the environment", () => {
    const file = path.join(scratch(), "deploy.env");
    expect(readDeploySettings({ DEPLOY_CONFIG: file })).toMatchObject({
      root: "/opt/juwenalia",
      instances: [3001, 3002],
      restartCommand: ["sudo", "systemctl", "restart", "juwenalia@{port}"],
      keep: 5,
    });
    writeFileSync(file, "# ours\nDEPLOY_INSTANCES=3001 3002 3003\nDEPLOY_KEEP=3\n");
    const settings = readDeploySettings({ DEPLOY_CONFIG: file, DEPLOY_KEEP: "7" });
    expect(settings.instances).toEqual([3001, 3002, 3003]);
    expect(settings.keep).toBe(7);
  });

  it("refuses settings that cannot work, naming the variable", () => {
    const base = { DEPLOY_CONFIG: "/nonexistent" };
    expect(() => readDeploySettings({ ...base, DEPLOY_INSTANCES: "" })).toThrow(/DEPLOY_INSTANCES/);
    expect(() => readDeploySettings({ ...base, DEPLOY_INSTANCES: "30o1" })).toThrow(
      /DEPLOY_INSTANCES/,
    );
    expect(() => readDeploySettings({ ...base, DEPLOY_RESTART: "systemctl restart" })).toThrow(
      /\{port\}/,
    );
    expect(() => readDeploySettings({ ...base, DEPLOY_KEEP: "1" })).toThrow(/DEPLOY_KEEP/);
  });
});

describe("a release's own checks", () => {
  it("finds a changed, a missing and an added file", () => {
    const folder = release(scratch(), "0123456789ab");
    expect(manifestProblems(folder)).toEqual([]);
    expect(() => checkUnpacked(folder)).not.toThrow();
    writeFileSync(path.join(folder, "server/main.mjs"), "// changed\n");
    writeFileSync(path.join(folder, "server/extra.mjs"), "\n");
    rmSync(path.join(folder, "release.json"));
    expect(manifestProblems(folder).sort()).toEqual([
      "changed: server/main.mjs",
      "missing: release.json",
      "not in the release: server/extra.mjs",
    ]);
  });

  it("refuses uncommitted and unnamed releases before anything else", () => {
    expect(() => checkUnpacked(release(scratch(), "0123456789ab-dirty"))).toThrow(/uncommitted/);
    expect(() => checkUnpacked(release(scratch(), "unknown"))).toThrow(/outside git/);
  });
});

describe("current, the record and the lock", () => {
  it("switches current by renaming a new link over it; rollback's target is the one before", () => {
    const root = scratch();
    release(root, "aaaaaaaaaaaa");
    release(root, "bbbbbbbbbbbb");
    switchCurrent(root, "2025-aaaaaaaaaaaa");
    const at = new Date().toISOString();
    appendRecord(root, { at, action: "deploy", outcome: "live", release: "2025-aaaaaaaaaaaa" });
    switchCurrent(root, "2025-bbbbbbbbbbbb");
    appendRecord(root, {
      at,
      action: "deploy",
      outcome: "live",
      release: "2025-bbbbbbbbbbbb",
      previous: "2025-aaaaaaaaaaaa",
    });
    expect(readlinkSync(path.join(root, "current"))).toBe("releases/2025-bbbbbbbbbbbb");
    expect(previousRelease(root)).toBe("2025-aaaaaaaaaaaa");
    // A refused deploy in between changes nothing.
    appendRecord(root, { at, action: "deploy", outcome: "refused", detail: "damaged" });
    expect(previousRelease(root)).toBe("2025-aaaaaaaaaaaa");
    // After a rollback, rolling back again returns.
    switchCurrent(root, "2025-aaaaaaaaaaaa");
    appendRecord(root, {
      at,
      action: "rollback",
      outcome: "live",
      release: "2025-aaaaaaaaaaaa",
      previous: "2025-bbbbbbbbbbbb",
    });
    expect(currentRelease(root)).toBe("2025-aaaaaaaaaaaa");
    expect(previousRelease(root)).toBe("2025-bbbbbbbbbbbb");
    expect(deployRootOf(path.join(root, "current"))).toBe(root);
    expect(deployRootOf(path.join(root, "nowhere"))).toBeUndefined();
  });

  it("lets one command run at a time and takes over a lock its holder left", () => {
    const root = scratch();
    const unlock = takeLock(root);
    expect(() => takeLock(root)).toThrow(/another deploy/);
    unlock();
    writeFileSync(path.join(root, "deploy.lock"), "999999999");
    takeLock(root)();
  });

  it("removes an upload from incoming/ only", () => {
    const root = scratch();
    mkdirSync(path.join(root, "incoming"));
    const upload = path.join(root, "incoming", "r.tar.gz");
    const own = path.join(root, "r.tar.gz");
    writeFileSync(upload, "");
    writeFileSync(own, "");
    forgetUpload(root, upload);
    forgetUpload(root, own);
    expect([existsSync(upload), existsSync(own)]).toEqual([false, true]);
  });
});
