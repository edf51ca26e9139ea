import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { globSync } from "tinyglobby";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Another top folder is reached by its subpath import (`#core/dates/date-writer`, package.json's
 * "imports"), never by a relative path that climbs out of the importer's own folder
 * (docs/architecture.md, "Import boundaries"): a file moved deeper keeps its imports, and a
 * reader sees at once which part of the project a module comes from.
 */

const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  imports: Record<string, string>;
};

/** The folders with a subpath name: `#<folder>/*` → `./<folder>/*.ts`. */
const NAMED = Object.keys(manifest.imports)
  .filter((key) => key.endsWith("/*"))
  .map((key) => key.slice(1, -2));

const SOURCES = "{app,core,content-layer,cms,server,scripts,bench,artwork,tests}/**/*.{ts,tsx}";

/** The module file a relative specifier names, if it names one. */
function moduleFile(importer: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(importer), specifier);
  return [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

describe("subpath imports (package.json imports)", () => {
  it("map each named folder to its TypeScript modules, and each index to its folder", () => {
    expect(NAMED).toEqual(expect.arrayContaining(["core", "content-layer", "server", "tests"]));
    for (const [key, target] of Object.entries(manifest.imports)) {
      if (key.endsWith("/*")) expect(target).toBe(`./${key.slice(1, -2)}/*.ts`);
      else expect(target).toBe(`./${key.slice(1)}/index.ts`);
      if (!key.endsWith("/*")) expect(existsSync(path.join(root, target)), target).toBe(true);
    }
  });

  it("are used wherever an import leaves its top folder for a named one", () => {
    const files = globSync(SOURCES, {
      cwd: root,
      ignore: ["**/node_modules/**", "**/.react-router/**", "tests/fixtures/**"],
    });
    expect(files.length).toBeGreaterThan(300);
    const climbing: string[] = [];
    for (const file of files) {
      const full = path.join(root, file);
      const own = file.split("/")[0];
      // TypeScript's own reading of the file's imports, dynamic ones included: code inside a
      // string (a test's planted import) is not an import.
      const { importedFiles } = ts.preProcessFile(readFileSync(full, "utf8"), true, true);
      for (const { fileName: specifier } of importedFiles) {
        if (!specifier.startsWith(".")) continue;
        const target = moduleFile(full, specifier);
        if (!target) continue;
        const folder = path.relative(root, target).split(path.sep)[0]!;
        // A component (.tsx) has no subpath name: "#app/*" names the app's TypeScript modules.
        if (folder === own || !NAMED.includes(folder) || target.endsWith(".tsx")) continue;
        climbing.push(`${file}: ${specifier}`);
      }
    }
    expect(climbing, "use #<folder>/… for these").toEqual([]);
  });
});
