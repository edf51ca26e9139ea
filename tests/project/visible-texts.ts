import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { parse } from "yaml";

/**
 * The texts a visitor, a member of staff or a content editor reads, gathered from the files that
 * hold them (docs/redakcja.md, "Pisownia i typografia"): the site's words (app/texts), the
 * message results (core/codes.ts RESULT_TEXTS), the staff panel's and the screens' components
 * (app/features/moderation, app/features/screen), the server's Polish texts (server/texts, the
 * API errors of server/errors.ts), the content (content/, and the test edition's in tests/fixtures/edition-2031) the organisers' guide (docs/redakcja.md) and the hints of the content editor's
 * fields (content-layer/schemas/cms-config.yml). The text-style test reads them as shown.
 */

export const root = path.resolve(import.meta.dirname, "../..");

export type Language = "pl" | "en";

export interface VisibleText {
  /** The repository path of the file it is in. */
  file: string;
  language: Language;
  /**
   * The text as shown, a template's placeholders as PLACEHOLDER: the rules read one as a number
   * where it stands for one ("${minutes} min", "${min}-${max}").
   */
  text: string;
}

/** What a template's placeholder stands for in the checked text: a character no text uses. */
export const PLACEHOLDER = "\ue000";

/** Code and types beside the texts: no word in them is shown. */
const NOT_TEXT_FILES = /(?:\.test\.tsx?|\/vite-plugin\.ts|\/english-plural\.ts)$/;

function filesUnder(folder: string, extension: RegExp): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => extension.test(name))
    .map((name) => path.posix.join(folder, name.split(path.sep).join("/")))
    .filter((file) => !NOT_TEXT_FILES.test(file))
    .sort();
}

function languageOf(file: string): Language {
  return /(?:^|\/)en\//.test(file) ? "en" : "pl";
}

/** The JSX attributes a person reads or hears; the others (className, id, type…) are code. */
const VISIBLE_ATTRIBUTES = new Set(["aria-label", "title", "alt", "placeholder", "label"]);

const isCodeAttribute = (node: ts.Node) =>
  ts.isJsxAttribute(node) && !VISIBLE_ATTRIBUTES.has(node.name.getText());

/** Whether a string literal is code rather than words: a module path or an object key. */
function isCode(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isLiteralTypeNode(parent) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    ts.isElementAccessExpression(parent) ||
    isCodeAttribute(ts.isJsxExpression(parent) ? parent.parent : parent) ||
    (ts.isCallExpression(parent) &&
      /querySelector|getElementById/.test(parent.expression.getText())) ||
    (ts.isCallExpression(parent) && parent.expression.getText() === "require") ||
    (ts.isBinaryExpression(parent) && parent.operatorToken.kind !== ts.SyntaxKind.PlusToken)
  );
}

/** Whether a JSX element sits inside another, whose text already holds it. */
const inJsx = (node: ts.Node) => ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent);

/** An element's words as read: its text, nested elements' text, a placeholder per expression. */
function jsxText(node: ts.JsxElement | ts.JsxFragment): string {
  return node.children
    .map((child) => {
      if (ts.isJsxText(child)) return child.text;
      if (ts.isJsxElement(child) || ts.isJsxFragment(child)) return jsxText(child);
      return ts.isJsxExpression(child) && child.expression ? PLACEHOLDER : "";
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

function templateText(node: ts.TemplateExpression): string {
  return (
    node.head.text + node.templateSpans.map((span) => PLACEHOLDER + span.literal.text).join("")
  );
}

/** The string literals and templates of a TypeScript file (or of the part `within` picks). */
export function textsOfTypeScript(
  file: string,
  within: (node: ts.Node) => boolean = () => true,
): VisibleText[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const texts: VisibleText[] = [];
  const language = languageOf(file);
  const visit = (node: ts.Node, inside: boolean) => {
    const here = inside || within(node);
    if (here && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
      if (!isCode(node)) texts.push({ file, language, text: node.text });
      return;
    }
    if (here && (ts.isJsxElement(node) || ts.isJsxFragment(node)) && !inJsx(node)) {
      const text = jsxText(node);
      if (text !== "" && text !== PLACEHOLDER) texts.push({ file, language, text });
    }
    if (ts.isJsxText(node)) return;
    // A template without a letter builds an id or a selector, not words.
    if (
      here &&
      ts.isTemplateExpression(node) &&
      !isCode(node) &&
      /\p{L}/u.test(templateText(node))
    ) {
      texts.push({ file, language, text: templateText(node) });
    }
    ts.forEachChild(node, (child) => visit(child, here));
  };
  visit(source, false);
  return texts;
}

/** Strings of a content file that are not shown as words: paths, addresses, ids, dates. */
const NOT_WORDS = /^(?:\/|https?:|mailto:|[\w.-]+@[\w.-]+$|[a-z\d-]+$|\d{4}-\d\d-\d\d)/;

/** Every string value of a YAML file, or of the keys `keys` names. */
export function textsOfYaml(file: string, keys?: ReadonlySet<string>): VisibleText[] {
  const texts: VisibleText[] = [];
  const language = languageOf(file);
  const visit = (value: unknown, key: string | undefined) => {
    if (typeof value === "string") {
      if ((keys === undefined || (key !== undefined && keys.has(key))) && !NOT_WORDS.test(value)) {
        texts.push({ file, language, text: value });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item) => visit(item, key));
    } else if (typeof value === "object" && value !== null) {
      Object.entries(value).forEach(([inner, item]) => visit(item, inner));
    }
  };
  visit(parse(readFileSync(path.join(root, file), "utf8")), undefined);
  return texts;
}

/** A line that starts a text of its own in Markdown: a list item or a table row. */
const ITEM_START = /^\s*(?:[-*] |\d+\. |\|)/;

/**
 * The prose of a Markdown guide, one text per paragraph, list item or table row, without their
 * markers: code blocks, inline code, link targets and HTML tags are code, not words.
 */
export function textsOfMarkdown(file: string): VisibleText[] {
  const language = languageOf(file);
  const lines = readFileSync(path.join(root, file), "utf8")
    .replace(/^```[\s\S]*?^```$/gm, "")
    .replace(/`[^`\n]*`/g, " ")
    .replace(/\]\([^)\n]*\)/g, "]")
    .replace(/<[^>\n]+>/g, " ")
    .split("\n");
  const blocks: string[][] = [[]];
  for (const line of lines) {
    const current = blocks[blocks.length - 1];
    if (line.trim() === "") blocks.push([]);
    else if (ITEM_START.test(line) || current === undefined) blocks.push([line]);
    else current.push(line);
  }
  return blocks
    .map((block) =>
      block
        .join(" ")
        .replace(/^[ \t]*(?:[-*] |\d+\. )/, "")
        .replace(/[ \t]*\|[ \t]*/g, " ")
        .replace(/^#+ /, "")
        .replace(/[ \t\n]+/g, " ")
        .trim(),
    )
    .filter((text) => /\p{L}/u.test(text))
    .map((text) => ({ file, language, text }));
}

const isResultTexts = (node: ts.Node) =>
  ts.isVariableDeclaration(node) && node.name.getText() === "RESULT_TEXTS";

/** The Polish `error` of each API error, which the panel and the screens show. */
const isErrorText = (node: ts.Node) =>
  ts.isPropertyAssignment(node) && node.name.getText() === "error";

/** All the visible texts, file by file. */
export function visibleTexts(): VisibleText[] {
  return [
    ...filesUnder("app/texts", /\.ts$/).flatMap((file) => textsOfTypeScript(file)),
    ...textsOfTypeScript("core/codes.ts", isResultTexts),
    // The staff panel and the screens write their Polish words in their components.
    ...["app/features/moderation", "app/features/screen"].flatMap((folder) =>
      filesUnder(folder, /\.tsx$/).flatMap((file) => textsOfTypeScript(file)),
    ),
    ...filesUnder("server/texts", /\.ts$/).flatMap((file) => textsOfTypeScript(file)),
    ...textsOfTypeScript("server/errors.ts", isErrorText),
    ...filesUnder("content", /\.ya?ml$/).flatMap((file) => textsOfYaml(file)),
    // The test edition is what a new edition's organisers copy: it follows the same style.
    ...filesUnder("tests/fixtures/edition-2031", /\.ya?ml$/).flatMap((file) => textsOfYaml(file)),
    // The organisers' guide, the one document written in Polish for them.
    ...textsOfMarkdown("docs/redakcja.md"),
    ...textsOfYaml(
      "content-layer/schemas/cms-config.yml",
      new Set(["label", "label_singular", "hint", "summary"]),
    ),
  ];
}
