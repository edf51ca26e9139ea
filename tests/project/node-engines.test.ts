import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Production runs on Node 20 (package.json `engines`): every package the lockfile installs must
 * say it supports that, or `npm ci` prints EBADENGINE and the package may use what Node 20 lacks.
 * Where a dependency's newest version asks for Node 22, package.json pins one that does not
 * (`overrides`: cookie, content-disposition; docs/architecture.md, "Release", "Dependencies"). An optional
 * package npm skips on a Node it does not support is left out.
 */
const root = path.resolve(import.meta.dirname, "../..");
const semver = createRequire(import.meta.url)("semver") as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

interface LockedPackage {
  engines?: { node?: string } | string[];
  optional?: boolean;
}

const ourRange = (
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    engines: { node: string };
  }
).engines.node;
const locked = (
  JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, LockedPackage>;
  }
).packages;

describe("the Node version every installed package supports", () => {
  it("is the oldest our engines allow", () => {
    const oldest = semver.minVersion(ourRange)?.version ?? "";
    expect(oldest).toMatch(/^20\./);
    const refusing = Object.entries(locked)
      .filter(([location, entry]) => location !== "" && !entry.optional)
      .map(([location, entry]) => [
        location,
        Array.isArray(entry.engines) ? undefined : entry.engines?.node,
      ])
      .filter(
        (pair): pair is [string, string] =>
          typeof pair[1] === "string" && !semver.satisfies(oldest, pair[1]),
      )
      .map(([location, range]) => `${location} (node ${range})`);
    expect(refusing).toEqual([]);
  });
});
