import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packageNameOf, productionLocations, resolveLocation } from "./production-packages";

/** A project folder with a lockfile and the package folders it lists, all empty. */
function project(packages: Record<string, object>): string {
  const root = mkdtempSync(path.join(tmpdir(), "release-packages-"));
  writeFileSync(
    path.join(root, "package-lock.json"),
    JSON.stringify({ lockfileVersion: 3, packages: { "": {}, ...packages } }),
  );
  for (const location of Object.keys(packages))
    mkdirSync(path.join(root, location), { recursive: true });
  return root;
}

describe("the release's production packages", () => {
  it("names the package of an import, never a builtin or a relative path", () => {
    expect(packageNameOf("fastify")).toBe("fastify");
    expect(packageNameOf("@fastify/static/lib/x.js")).toBe("@fastify/static");
    expect(packageNameOf("pino/file")).toBe("pino");
    expect(packageNameOf("node:fs")).toBeUndefined();
    expect(packageNameOf("./chunk.mjs")).toBeUndefined();
  });

  it("resolves a dependency as Node does: the nearest node_modules upwards", () => {
    const packages = {
      "node_modules/a": {},
      "node_modules/a/node_modules/b": {},
      "node_modules/b": {},
      "node_modules/@s/c": {},
    };
    expect(resolveLocation(packages, "node_modules/a", "b")).toBe("node_modules/a/node_modules/b");
    expect(resolveLocation(packages, "node_modules/@s/c", "b")).toBe("node_modules/b");
    expect(resolveLocation(packages, "node_modules/a/node_modules/b", "@s/c")).toBe(
      "node_modules/@s/c",
    );
    expect(resolveLocation(packages, "", "missing")).toBeUndefined();
  });

  it("takes what the imports need at run time and leaves the development tools out", () => {
    const root = project({
      "node_modules/server-lib": {
        dependencies: { helper: "^1" },
        optionalDependencies: { native: "1" },
      },
      "node_modules/server-lib/node_modules/helper": { dependencies: { shared: "^2" } },
      "node_modules/helper": { dev: true },
      "node_modules/shared": {},
      "node_modules/typescript": { dev: true },
      "node_modules/vite": { dev: true, dependencies: { shared: "^2" } },
    });
    expect(productionLocations(root, ["server-lib"])).toEqual([
      "node_modules/server-lib",
      "node_modules/server-lib/node_modules/helper",
      "node_modules/shared",
    ]);
  });

  it("fails loudly when the server imports a package that is not installed", () => {
    const root = project({ "node_modules/fastify": {} });
    expect(() => productionLocations(root, ["fastify", "kysely"])).toThrow(/imports kysely/);
  });
});
