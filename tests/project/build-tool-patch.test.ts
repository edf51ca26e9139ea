import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * React Router 7's build tool still hands Vite the `envFile: false` option, which Vite 8.1+
 * reports as deprecated on every internal server it starts (seven lines on a first `npm start`).
 * The fix, `envDir: false`, shipped only in React Router 8, which needs a newer Node than ours,
 * so `patches/` applies the same one-word change at install (patch-package, run by `npm ci`).
 * These tests fail when an upgrade or a fresh install leaves the old option in place.
 */
const root = path.resolve(import.meta.dirname, "../..");
const dist = path.join(root, "node_modules/@react-router/dev/dist");

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? scripts(path.join(dir, entry.name))
      : entry.name.endsWith(".js")
        ? [path.join(dir, entry.name)]
        : [],
  );
}

describe("React Router's build tool, as installed", () => {
  it("passes Vite no deprecated envFile option", () => {
    const offenders = scripts(dist).filter((file) =>
      /\benvFile:\s*false/.test(readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });

  it("prints no deprecation warning when it loads our config", () => {
    const run = spawnSync("npx", ["react-router", "typegen"], { cwd: root, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/deprecated/i);
  }, 60_000);
});
