import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";
import ts from "typescript";

/**
 * The links and anchors the docs and the code cite, resolved the way GitHub shows them: a
 * relative Markdown link, or a Markdown path written in prose or in a code comment
 * (`docs/security.md#https-only`, `deploy/README.md`, or `docs/security.md, "Passwords"`), must
 * name a file on disk, and its anchor (or the quoted heading) a heading of that file. Anchors follow GitHub's slugs
 * (github-slugger): lower case, spaces to hyphens, punctuation dropped, Polish letters kept,
 * a repeated heading suffixed -1, -2; an explicit `<a id="…">` or `<a name="…">` counts too.
 */

export interface DeadLink {
  /** Where it is written: `docs/security.md:12`. */
  from: string;
  /** What it names, as written: `docs/redakcja.md#zdjęcia`. */
  target: string;
  reason: "no such file" | "no such heading";
}

/**
 * Files whose whole text is scanned for Markdown paths (values as much as comments): data, and the
 * deployment's configuration (`.env.example`, systemd units, the Caddyfile).
 */
const DATA_FILE =
  /(?<!package-lock)\.(?:ya?ml|json)$|(?:^|\/)(?:\.env\.example|[\w.-]+\.env\.example|Caddyfile|Dockerfile)$|\.(?:service|timer|conf)$/;
/** Files whose comments are scanned. */
const CODE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const CSS_FILE = /\.css$/;

/**
 * A Markdown file named in prose: its path, an optional #anchor, and an optional quoted
 * heading after a comma (`docs/security.md, "Passwords"`). The path must start the word.
 */
const CITATION =
  /(?<![\w./-])((?:\.{1,2}\/|[\w.-]+\/)*[\w.-]*[\w-]\.md)(?:#([\p{L}\p{N}_-]+))?`?(?:,\s*"([^"\n]+)")?/gu;

/** The files a checkout holds (tracked, or new and not ignored), relative to `root`. */
export function repositoryFiles(root: string): string[] {
  const out = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return [...new Set(out.split("\0"))].filter(
    (file) =>
      file !== "" && !file.split("/").includes("node_modules") && existsSync(path.join(root, file)),
  );
}

interface Found {
  line: number;
  path: string;
  anchor?: string;
  heading?: string;
  /** A Markdown link resolves from its own folder only; a path in prose may be from the root. */
  link: boolean;
}

/** Markdown without its fenced blocks and HTML comments, line numbers kept. */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown
    .replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, " "))
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return "";
      }
      return fenced ? "" : line;
    });
}

function linksOfMarkdown(markdown: string): Found[] {
  const found: Found[] = [];
  proseLines(markdown).forEach((line, index) => {
    const withoutCode = line.replace(/(`+)[^`]*?\1/g, (code) => " ".repeat(code.length));
    const targets = [
      ...withoutCode.matchAll(/\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+"[^"]*")?\s*\)/g),
      ...withoutCode.matchAll(/^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/g),
    ].map((match) => (match[1] ?? "").replace(/^<|>$/g, ""));
    for (const target of targets) {
      if (target === "" || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [filePart = "", anchor] = target.split("#", 2);
      const file = decodeURIComponent(filePart.replace(/\?.*$/, ""));
      // A site path (`/admin/`) is the site's, not the repository's.
      if (file.startsWith("/") && !file.endsWith(".md")) continue;
      found.push({
        line: index + 1,
        path: file,
        anchor: anchor && decodeURIComponent(anchor),
        link: true,
      });
    }
    // Paths in prose, the links' targets taken out first (they are checked above).
    const prose = line.replace(/\]\([^)]*\)/g, "]").replaceAll("`", "");
    found.push(...citationsIn(prose, index + 1));
  });
  return found;
}

/** A pattern, not a file: `docs/decisions/NNN-short-title.md`, `app/features/<f>/README.md`. */
const PLACEHOLDER = /NNN|[<>*{}]|…/;

function citationsIn(text: string, line: number): Found[] {
  return [...text.matchAll(CITATION)]
    .filter((match) => !PLACEHOLDER.test(match[1] ?? ""))
    .map((match) => ({
      line,
      path: match[1] ?? "",
      anchor: match[2],
      // With an anchor, a quote names words within that section, not a heading.
      heading: match[2] ? undefined : match[3]?.replace(/\s+/g, " "),
      link: false,
    }));
}

/** Tokens after which a slash divides; after anything else it starts a regular expression. */
const ENDS_OPERAND = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.PrivateIdentifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
]);

/**
 * The comments of a TypeScript or JavaScript file, each with the line it starts on: TypeScript's
 * scanner, told where a slash starts a regular expression and where a brace ends a template's
 * placeholder (a whole parse per file took ten times as long).
 */
function commentsOfCode(file: string, text: string): { line: number; text: string }[] {
  const variant = /x$/.test(file) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const comments: { line: number; text: string }[] = [];
  const braces: boolean[] = [];
  let previous = ts.SyntaxKind.Unknown;
  let line = 1;
  let counted = 0;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (
      (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) &&
      !ENDS_OPERAND.has(previous)
    ) {
      kind = scanner.reScanSlashToken();
    } else if (kind === ts.SyntaxKind.TemplateHead || kind === ts.SyntaxKind.OpenBraceToken) {
      braces.push(kind === ts.SyntaxKind.TemplateHead);
    } else if (kind === ts.SyntaxKind.CloseBraceToken && braces.pop() === true) {
      kind = scanner.reScanTemplateToken(false);
      if (kind === ts.SyntaxKind.TemplateMiddle) braces.push(true);
    }
    if (
      kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia
    ) {
      const start = scanner.getTokenStart();
      for (; counted < start; counted++) if (text.charCodeAt(counted) === 10) line++;
      comments.push({ line, text: scanner.getTokenText() });
    } else if (kind !== ts.SyntaxKind.WhitespaceTrivia && kind !== ts.SyntaxKind.NewLineTrivia) {
      previous = kind;
    }
  }
  return comments;
}

/** A run of comments read as one text, so a citation may wrap onto the next comment line. */
function citationsOfComments(comments: { line: number; text: string }[]): Found[] {
  return comments.flatMap(({ line, text }) =>
    citationsIn(
      text
        // An anchor wrapped at its hyphen reads whole: `#anchor-links-` / `and-page-fade`.
        .replace(/(#[\p{L}\p{N}_-]*-)[ \t]*\n\s*(?:\*(?!\/)|\/\/+)?\s*(?=[\p{L}\p{N}])/gu, "$1")
        .replace(/^\/\*+|\*+\/$/g, "")
        .replace(/^\s*(?:\*|\/\/+)/gm, " ")
        .replace(/^\/\/+/, " ")
        .replace(/\s+/g, " "),
      line,
    ),
  );
}

function citationsOf(file: string, text: string): Found[] {
  // Most files name no Markdown at all: not worth parsing.
  if (!text.includes(".md")) return [];
  if (file.endsWith(".md")) return linksOfMarkdown(text);
  if (DATA_FILE.test(file)) {
    return text.split("\n").flatMap((line, index) => citationsIn(line, index + 1));
  }
  if (CSS_FILE.test(file)) {
    const comments = [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
      line: text.slice(0, match.index).split("\n").length,
      text: match[0],
    }));
    return citationsOfComments(comments);
  }
  if (CODE_FILE.test(file)) {
    // Consecutive // lines are one comment: joined, so a wrapped citation reads whole.
    const joined: { line: number; text: string }[] = [];
    for (const comment of commentsOfCode(file, text)) {
      const last = joined.at(-1);
      const lineComment = comment.text.startsWith("//");
      const lastEnd = last ? last.line + last.text.split("\n").length - 1 : -2;
      if (last && lineComment && last.text.startsWith("//") && comment.line === lastEnd + 1) {
        last.text += `\n${comment.text}`;
      } else joined.push({ ...comment });
    }
    return citationsOfComments(joined);
  }
  return [];
}

/** Text as a quote of it is compared: lower case, without code marks or a closing stop. */
function plainWords(text: string): string {
  return text.replaceAll("`", "").replace(/[.:]$/, "").trim().toLowerCase();
}

/** The anchors a Markdown file offers: its headings' GitHub slugs and its explicit ids. */
export function anchorsOf(markdown: string): { anchors: Set<string>; headings: string[] } {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  const headings: string[] = [];
  for (const line of proseLines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.+?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading) {
      const plain = heading
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/<[^>]+>/g, "")
        .replace(/(\*\*|__)(.+?)\1/g, "$2")
        .replace(/(^|\W)[*_](.+?)[*_](?=\W|$)/g, "$1$2");
      anchors.add(slugger.slug(plain));
      headings.push(plainWords(plain.replace(/^\d+\.\s+/, "")));
    }
    // A bold label opening a paragraph or an item names a part of its section as well.
    const label = /^\s*(?:[-*]\s+|\d+\.\s+)?\*\*(.+?)\*\*/.exec(line)?.[1];
    if (label) headings.push(plainWords(label));
    for (const match of line.matchAll(/<a\s[^>]*?(?:id|name)\s*=\s*["']([^"']+)["']/gi)) {
      anchors.add(match[1] ?? "");
    }
  }
  return { anchors, headings };
}

/** Where a cited path is on disk, relative to the root, or undefined. */
function resolve(root: string, from: string, found: Found): string | undefined {
  const fromDir = path.posix.dirname(from);
  const candidates = found.link
    ? [found.path.startsWith("/") ? found.path.slice(1) : path.posix.join(fromDir, found.path)]
    : found.path.includes("/") && !found.path.startsWith(".")
      ? [found.path, path.posix.join(fromDir, found.path)]
      : [path.posix.join(fromDir, found.path), found.path];
  return candidates
    .map((candidate) => path.posix.normalize(candidate))
    .find((candidate) => existsSync(path.join(root, candidate)));
}

/** Every dead link and anchor in `files` (relative to `root`). */
export function deadLinks(root: string, files: string[]): DeadLink[] {
  const anchorCache = new Map<string, ReturnType<typeof anchorsOf>>();
  const anchorsIn = (file: string) => {
    let cached = anchorCache.get(file);
    if (!cached) {
      cached = anchorsOf(readFileSync(path.join(root, file), "utf8"));
      anchorCache.set(file, cached);
    }
    return cached;
  };
  const seen = new Set<string>();
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), "utf8");
    return citationsOf(file, text).flatMap((found): DeadLink[] => {
      const from = `${file}:${found.line}`;
      const target =
        (found.path || path.posix.basename(file)) +
        (found.anchor ? `#${found.anchor}` : "") +
        (found.heading ? `, "${found.heading}"` : "");
      if (seen.has(`${from} ${target}`)) return [];
      seen.add(`${from} ${target}`);
      const onDisk = found.path === "" ? file : resolve(root, file, found);
      if (onDisk === undefined) return [{ from, target, reason: "no such file" }];
      if (!found.anchor && !found.heading) return [];
      const markdown = statSync(path.join(root, onDisk)).isDirectory()
        ? path.posix.join(onDisk, "README.md")
        : onDisk;
      if (!markdown.endsWith(".md") || !existsSync(path.join(root, markdown))) return [];
      const { anchors, headings } = anchorsIn(markdown);
      const anchorOk = !found.anchor || anchors.has(found.anchor);
      const quoted = found.heading && plainWords(found.heading);
      const headingOk = !quoted || headings.some((heading) => heading.startsWith(quoted));
      return anchorOk && headingOk ? [] : [{ from, target, reason: "no such heading" }];
    });
  });
}
