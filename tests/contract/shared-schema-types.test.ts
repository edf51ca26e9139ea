import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The contract of core/contract is the only declaration of the API's shapes: the server and the
 * staff clients both compile against it. This test changes one shared schema in memory (the file
 * on disk is untouched), type-checks the project again and expects errors on BOTH sides of the
 * HTTP seam — proof that a change to a shape cannot go unnoticed by either side.
 */

const root = path.resolve(import.meta.dirname, "../..");
const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");

/**
 * The whole server (app.ts registers every route and plugin), the staff pages' features, and —
 * through their imports — what they use of core/ and content/.
 */
const ENTRY_FILES = [
  "server/app.ts",
  "app/features/moderation/moderation-panel.tsx",
  "app/features/screen/screen-display.tsx",
  "app/features/screen/use-screen-feed.ts",
];

interface Project {
  options: ts.CompilerOptions;
  /** The entry files and the project's own ambient declarations (virtual modules…). */
  rootNames: string[];
}

function project(): Project {
  const configPath = path.join(root, "tsconfig.json");
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
  const ambient = parsed.fileNames.filter(
    (file) => file.endsWith(".d.ts") && !file.includes(".react-router"),
  );
  return {
    options: { ...parsed.options, noEmit: true },
    rootNames: [...ENTRY_FILES.map((file) => path.join(root, file)), ...ambient],
  };
}

interface Variant {
  /** A file of core/contract, relative to the repository. */
  file: string;
  /** The change: must apply exactly once. */
  from: string;
  to: string;
}

/** The project's files with a type error, relative to the repository. */
function filesWithErrors(
  { options, rootNames }: Project,
  variant: Variant | undefined,
  oldProgram: ts.Program | undefined,
): { files: string[]; program: ts.Program } {
  const host = ts.createCompilerHost(options, true);
  if (variant) {
    const target = path.join(root, variant.file);
    const original = readFileSync(target, "utf8");
    const changed = original.replace(variant.from, variant.to);
    if (changed === original) throw new Error(`${variant.from} is not in ${variant.file}`);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, language, onError, shouldCreate) =>
      path.resolve(fileName) === target
        ? ts.createSourceFile(fileName, changed, language)
        : getSourceFile(fileName, language, onError, shouldCreate);
  }
  const program = ts.createProgram({ rootNames, options, host, oldProgram });
  const files = new Set<string>();
  for (const diagnostic of program.getOptionsDiagnostics()) {
    files.add(`(options) ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`);
  }
  // Our own files only: the libraries' declarations are not checked (skipLibCheck).
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || file.fileName.includes("/node_modules/")) continue;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ];
    if (diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error)) {
      files.add(relative(file.fileName));
    }
  }
  return { files: [...files].sort(), program };
}

describe("a change to a shared schema breaks the typecheck of the server and the clients", () => {
  const typescriptProject = project();
  let baseline: ts.Program;

  beforeAll(() => {
    const { files, program } = filesWithErrors(typescriptProject, undefined, undefined);
    expect(files, "the unchanged project type-checks").toEqual([]);
    baseline = program;
  }, 180_000);

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
      const { files } = filesWithErrors(typescriptProject, variant, baseline);
      expect(
        files.some((file) => file.startsWith("server/")),
        files.join("\n"),
      ).toBe(true);
      expect(
        files.some((file) => file.startsWith("app/")),
        files.join("\n"),
      ).toBe(true);
    },
    180_000,
  );
});
