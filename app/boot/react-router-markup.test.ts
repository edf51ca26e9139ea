import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

/**
 * The deferred start (defer-hydration.ts) reads the markup React Router prerenders, which is
 * not a documented API. This builds the smallest React Router app configured like ours
 * (`bench/framework-baseline`) with the installed version and rewrites its page, so an
 * upgrade that changes the markup fails here, by name, before a visitor's browser meets it.
 */
const baseline = path.resolve(import.meta.dirname, "../../bench/framework-baseline");

describe("React Router's prerendered start-up markup, as the deferred start reads it", () => {
  it("is rewritten into the same modules, started in the same order, after the first frame", () => {
    const build = spawnSync("npx", ["react-router", "build"], { cwd: baseline, encoding: "utf8" });
    expect(build.status, build.stderr).toBe(0);
    const html = readFileSync(path.join(baseline, "build/client/index.html"), "utf8");
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    const imported = [
      ...html.matchAll(/(?:^|async="">)import (?:\* as \w+ from )?"([^"]+)";$/gm),
    ].map((match) => match[1]);
    const entry = /^import\("([^"]+)"\);/m.exec(html)?.[1];
    expect(preloaded.length).toBeGreaterThan(1);
    expect(entry).toBeDefined();

    const rewritten = deferHydration(html);
    expect(rewritten).not.toContain('rel="modulepreload"');
    expect(JSON.parse(/const modules = (\[.*\]);/.exec(rewritten)![1]!)).toEqual(preloaded);
    const started = [...rewritten.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(started).toEqual([...imported, entry]);
    expect(rewritten).toContain("requestAnimationFrame(");
  }, 180_000);
});
