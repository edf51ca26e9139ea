import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The contract of core/contract is the only declaration of the API's shapes: the server and the
 * staff clients both compile against it. This test changes one shared schema in memory (the file
 * on disk is untouched), type-checks again and expects errors on BOTH sides of the HTTP seam —
 * proof that a change to a shape cannot go unnoticed by either side.
 *
 * That the unchanged project type-checks is `npm run typecheck`'s job, so this test never checks
 * the whole project: it reads the files that import the changed module first (where a renamed
 * field breaks), and stops at the first error on each side.
 */

const root = path.resolve(import.meta.dirname, "../..");
const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");

/** Every file of the project, as `tsc` sees it (tsconfig.json), but the generated route types. */
function projectFiles(): { options: ts.CompilerOptions; rootNames: string[] } {
  const configPath = path.join(root, "tsconfig.json");
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
  return {
    options: { ...parsed.options, noEmit: true },
    rootNames: parsed.fileNames.filter((file) => /^(server|app|core)\//.test(relative(file))),
  };
}

interface Variant {
  /** A file of core/contract, relative to the repository. */
  file: string;
  /** The change: must apply exactly once. */
  from: string;
  to: string;
}

/** Whether `file` imports `target`, directly or through core/contract's index. */
function importsOf(program: ts.Program, file: ts.SourceFile, targets: Set<string>): boolean {
  return file.statements.some((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return false;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) return false;
    const resolved = ts.resolveModuleName(
      specifier.text,
      file.fileName,
      program.getCompilerOptions(),
      ts.sys,
    ).resolvedModule;
    return resolved !== undefined && targets.has(path.resolve(resolved.resolvedFileName));
  });
}

function errorsIn(program: ts.Program, file: ts.SourceFile): ts.Diagnostic[] {
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].filter(
    (diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error,
  );
}

/** Whether `files` type-check as they are on disk (the errors above are the change's doing). */
function cleanWithoutChange(files: string[]): boolean {
  const { options } = projectFiles();
  const program = ts.createProgram({
    rootNames: files.map((file) => path.join(root, file)),
    options,
  });
  return files.every(
    (file) => errorsIn(program, program.getSourceFile(path.join(root, file))!).length === 0,
  );
}

/** The first file with a type error in server/ and in app/, once `variant` is applied. */
function firstErrorsPerSide(variant: Variant): { server?: string; app?: string } {
  const { options, rootNames } = projectFiles();
  const target = path.join(root, variant.file);
  const original = readFileSync(target, "utf8");
  const changed = original.replace(variant.from, variant.to);
  if (changed === original) throw new Error(`${variant.from} is not in ${variant.file}`);

  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, shouldCreate) =>
    path.resolve(fileName) === target
      ? ts.createSourceFile(fileName, changed, language)
      : getSourceFile(fileName, language, onError, shouldCreate);
  const program = ts.createProgram({ rootNames, options, host });

  const contractIndex = path.join(root, "core/contract/index.ts");
  const direct = new Set([target, contractIndex]);
  const ours = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && !file.fileName.includes("/node_modules/"));
  // Importers of the changed module first: the checker is lazy, so a file read is a file checked.
  const importers = new Set(ours.filter((file) => importsOf(program, file, direct)));
  const ordered = [...importers, ...ours.filter((file) => !importers.has(file))];
  const found: { server?: string; app?: string } = {};
  for (const file of ordered) {
    const name = relative(file.fileName);
    const side = name.startsWith("server/") ? "server" : name.startsWith("app/") ? "app" : null;
    if (side === null || found[side]) continue;
    if (errorsIn(program, file).length > 0) found[side] = name;
    if (found.server && found.app) break;
  }
  return found;
}

describe("a change to a shared schema breaks the typecheck of the server and the clients", () => {
  const variants: Array<[string, Variant]> = [
    [
      "a screen message field renamed",
      {
        file: "core/contract/screen.ts",
        from: "  author: z.string(),",
        to: "  sender: z.string(),",
      },
    ],
    [
      "a submission field renamed",
      {
        file: "core/contract/submissions.ts",
        from: "  decidedAt: z.string().nullable()",
        to: "  decidedOn: z.string().nullable()",
      },
    ],
  ];

  it.each(variants)(
    "%s",
    (_name, variant) => {
      const found = firstErrorsPerSide(variant);
      expect(found.server, JSON.stringify(found)).toMatch(/^server\//);
      expect(found.app, JSON.stringify(found)).toMatch(/^app\//);
      expect(cleanWithoutChange([found.server!, found.app!])).toBe(true);
    },
    120_000,
  );
});
