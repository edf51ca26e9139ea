import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_NODE_MAJOR } from "#server/config/supported-node";

/**
 * Production runs on the Node.js of package.json's `engines` (server/config/supported-node.ts):
 * every package the lockfile installs must say it supports that, or `npm ci` prints EBADENGINE
 * and the package may use what that Node lacks. An optional package npm skips on a Node it does
 * not support is left out.
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
    expect(oldest).toMatch(new RegExp(`^${SUPPORTED_NODE_MAJOR}\\.`));
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
