import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The docs name files by their repository path, and files move. These tests read the prose a
 * developer follows (README.md, docs/*.md and the READMEs inside folders) and fail on every
 * backticked path that is not on disk, so a move that forgets the docs is caught where the docs
 * are checked, not by the next reader. Decision records (docs/decisions/) are left out: they
 * describe the tree as it was when they were taken and are superseded, never rewritten.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** The folders a repository path starts with; anything else in backticks is not a path of ours. */
const TOP_FOLDERS = [
  "app",
  "core",
  "content",
  "server",
  "scripts",
  "bench",
  "artwork",
  "tests",
  "deploy",
  "docs",
  "public",
  ".ci",
];
const REPO_PATH = new RegExp(`^(?:${TOP_FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/`);

/**
 * Files at the top level, by the shape of their names (`vitest.config.ts`, `package.json`, …). A
 * bare `config.ts` or `schema.ts` is a module named within its section, not a top-level file.
 */
const TOP_LEVEL_FILE =
  /^(?:[\w-]+\.config\.[cm]?[jt]s|package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|\.env\.example|\.prettierrc(?:\.json)?|\.prettierignore|\.gitignore)$/;

/** What the build, a release or an install writes: named by the docs, absent from a checkout. */
const GENERATED = /^(?:build|build-edition|release|public\/generated|node_modules)\//;

/** Globs and placeholders (`content/*.yaml`, `tests/e2e/<spec>`, `NNN-short-title.md`, `…`). */
const PLACEHOLDER = /[*?<>{}[\]$…]|NNN|\.\.\./;

/** A span that is one source file's name and nothing else: `sse.ts`, `items.css`. */
const BARE_MODULE = /^[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|css|yaml|yml)$/;

/** The Markdown this check reads, relative to the root. */
function documents(): string[] {
  // docs/*.md and the pages of docs/operations/ and docs/performance/ (decision records aside).
  const docs = readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md") && !name.startsWith("decisions/"))
    .map((name) => `docs/${name}`);
  const folderReadmes = TOP_FOLDERS.filter((folder) => folder !== "docs").flatMap((folder) =>
    readmesUnder(folder),
  );
  return ["README.md", ...docs, ...folderReadmes];
}

/** The READMEs of a folder and its subfolders: each explains its own folder's files. */
function readmesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      return entry.name === "node_modules" || entry.name.startsWith(".")
        ? []
        : readmesUnder(relative);
    }
    return entry.name === "README.md" ? [relative] : [];
  });
}

interface Mention {
  /** Where it is written: `docs/architecture.md:458`. */
  where: string;
  /** The path as it should be on disk, anchors and line numbers taken off. */
  path: string;
}

/** Every inline code span of `markdown` with its line number; fenced blocks are commands, left out. */
function codeSpans(markdown: string): { line: number; text: string }[] {
  const spans: { line: number; text: string }[] = [];
  let fenced = false;
  markdown.split("\n").forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const match of line.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
      spans.push({ line: index + 1, text: (match[2] ?? "").trim() });
    }
  });
  return spans;
}

/** The repository paths written in `span`, cleaned of what is not part of the path. */
function pathsIn(span: string): string[] {
  const words = span.split(/\s+/);
  // `node server/main.mjs` runs in the release folder (docs/operations/publishing.md#release),
  // whose layout differs from the repository's: its paths are not ours to check.
  if (words[0] === "node") return [];
  return words.flatMap((word) => {
    const token = word
      .replace(/^["'(]+/, "")
      .replace(/^\.\//, "")
      .replace(/[),;"']+$/, "")
      .replace(/#.*$/, "")
      .replace(/:\d+(?:-\d+)?$/, "")
      .replace(/[.:]$/, "");
    if (PLACEHOLDER.test(token) || GENERATED.test(token)) return [];
    return REPO_PATH.test(token) || TOP_LEVEL_FILE.test(token) ? [token] : [];
  });
}

function mentions(file: string): Mention[] {
  return codeSpans(readFileSync(path.join(root, file), "utf8")).flatMap(({ line, text }) =>
    pathsIn(text).map((p) => ({ where: `${file}:${line}`, path: p })),
  );
}

/** Whether `p` (relative to the root) names something on disk. */
function exists(p: string): boolean {
  const full = path.join(root, p);
  if (p.endsWith("/")) return existsSync(full) && statSync(full).isDirectory();
  if (existsSync(full)) return true;
  // A decision cited by its number: `docs/decisions/003`.
  const decision = /^docs\/decisions\/(\d{3})$/.exec(p);
  if (decision) {
    return readdirSync(path.join(root, "docs/decisions")).some((name) =>
      name.startsWith(`${decision[1]}-`),
    );
  }
  // A module named as it is imported, without its extension: `core/message-window`.
  return [".ts", ".tsx"].some((extension) => existsSync(full + extension));
}

describe("paths named in the docs", () => {
  it("reads every document it is meant to", () => {
    const read = documents();
    expect(read).toContain("README.md");
    expect(read).toContain("docs/architecture.md");
    expect(read).toContain("deploy/README.md");
    expect(read).toContain("server/db/README.md");
    expect(read.some((file) => file.startsWith("docs/decisions/"))).toBe(false);
  });

  it("recognises paths and leaves the rest alone", () => {
    expect(pathsIn("server/db/change-bus.ts")).toEqual(["server/db/change-bus.ts"]);
    expect(pathsIn("app/features/moderation/queue/")).toEqual(["app/features/moderation/queue/"]);
    expect(pathsIn("docs/product.md#validation-order")).toEqual(["docs/product.md"]);
    expect(pathsIn("server/app.ts:108")).toEqual(["server/app.ts"]);
    expect(pathsIn("npx tsx scripts/screen-screenshots.ts")).toEqual([
      "scripts/screen-screenshots.ts",
    ]);
    expect(pathsIn("vitest.config.ts")).toEqual(["vitest.config.ts"]);
    for (const notChecked of [
      "config.ts",
      "content/*.yaml",
      "tests/e2e/<spec>",
      "docs/decisions/NNN-short-title.md",
      "build/client/",
      "public/generated/x.webp",
      "node server/main.mjs",
      "virtual:content/edition",
      "/api/moderation",
    ]) {
      expect(pathsIn(notChecked), notChecked).toEqual([]);
    }
  });

  it("names only paths that exist", () => {
    const all = documents().flatMap(mentions);
    // A check that finds nothing to check proves nothing.
    expect(all.length).toBeGreaterThan(100);
    const missing = all.filter(({ path: p }) => !exists(p)).map((m) => `${m.where}: ${m.path}`);
    expect(missing, "paths in the docs that are not in the repository").toEqual([]);
  });

  // A section names its own modules by file name alone (`feed.ts` under "Server"); where such a
  // name lives is the section's business, but a renamed module leaves a name found nowhere.
  it("names by file name alone only modules that exist somewhere", () => {
    const names = new Set(
      TOP_FOLDERS.flatMap((folder) => filesUnder(folder)).map((file) => path.basename(file)),
    );
    const bare = documents().flatMap((file) =>
      codeSpans(readFileSync(path.join(root, file), "utf8"))
        .filter(({ text }) => BARE_MODULE.test(text) && !TOP_LEVEL_FILE.test(text))
        .map(({ line, text }) => ({ where: `${file}:${line}`, name: text })),
    );
    expect(bare.length).toBeGreaterThan(50);
    const missing = bare.filter(({ name }) => !names.has(name)).map((m) => `${m.where}: ${m.name}`);
    expect(missing, "file names in the docs that no file of the repository has").toEqual([]);
  });
});

/** Every file under `dir` (relative to the root), but installed and generated ones. */
function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full) || GENERATED.test(`${dir}/`)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (!entry.isDirectory()) return [relative];
    return entry.name === "node_modules" ? [] : filesUnder(relative);
  });
}

/** Every `.ts` file under `dir` (relative to the root), tests left out. */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(relative);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [relative] : [];
  });
}

/** The code spans of one document, relative to the root. */
function spansOf(file: string): Set<string> {
  return new Set(codeSpans(readFileSync(path.join(root, file), "utf8")).map(({ text }) => text));
}

describe("the server's READMEs", () => {
  // Request decorators too: `request.moderator` is as much a way into the server as `app.feed`.
  it("server/README.md names every decorator the server defines", () => {
    const spans = spansOf("server/README.md");
    const owners = { decorate: "app", decorateRequest: "request", decorateReply: "reply" };
    const defined = sources("server").flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), "utf8").matchAll(
          /\.(decorate|decorateRequest|decorateReply)\(\s*["'](\w+)["']/g,
        ),
      ].map(([, kind, name]) => `${owners[kind as keyof typeof owners]}.${name}`),
    );
    expect(defined).toContain("app.submissions");
    expect(defined.filter((name) => !spans.has(name))).toEqual([]);
  });

  it("server/db/README.md names every module of server/db/", () => {
    const stores = sources("server/db").map((file) => path.basename(file));
    expect(stores).toContain("change-bus.ts");
    const named = new Set(
      [...spansOf("server/db/README.md")].map((span) => span.split("/").at(-1)),
    );
    expect(stores.filter((store) => !named.has(store))).toEqual([]);
  });
});
