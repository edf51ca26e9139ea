import path from "node:path";
import { parseCircular, parseDependencyTree } from "dpdm";

/**
 * The folders whose TypeScript the cycle check reads: everything we write, tests included.
 * Generated and copied trees (build/, release/, node_modules/) are never followed.
 */
export const CHECKED_SOURCES = [
  "app/**/*.{ts,tsx}",
  "core/**/*.ts",
  "content-layer/**/*.ts",
  "cms/**/*.ts",
  "server/**/*.ts",
  "scripts/**/*.ts",
  "bench/**/*.ts",
  "artwork/**/*.ts",
  "tests/**/*.ts",
];

const SKIPPED = /node_modules|\/build\/|\/release\/|\.react-router/;

/**
 * Every import circle among `patterns` (globs relative to `cwd`), each as the list of files it
 * runs through. Type-only imports count: a circle they close still ties the two modules' changes
 * together and hides which one owns a type (docs/architecture.md, "Import boundaries").
 */
export async function findImportCycles(
  cwd: string,
  patterns: readonly string[],
): Promise<string[][]> {
  const tree = await parseDependencyTree([...patterns], {
    cwd,
    context: cwd,
    transform: false,
    skipDynamicImports: false,
    exclude: SKIPPED,
    tsconfig: path.join(cwd, "tsconfig.json"),
  });
  return parseCircular(tree);
}

/** One line per circle, `a.ts → b.ts → a.ts`, for a person to read. */
export function describeCycles(cycles: readonly (readonly string[])[]): string {
  return cycles.map((cycle) => [...cycle, cycle[0]].join(" → ")).join("\n");
}
