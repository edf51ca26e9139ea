/**
 * Build step: validates every content file (schemas + referenced images + gallery names) and
 * fails the build with one line per problem naming the file, the entry and the field.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import {
  editionSources,
  formatProblem,
  validateContent,
  validateGalleryFolder,
  type ContentProblem,
} from "../content/validate";

const root = path.resolve(import.meta.dirname, "..");
const galleryRoot = path.join(root, "content/gallery");

const problems: ContentProblem[] = validateContent(await editionSources(), (relative) =>
  existsSync(path.join(root, relative)),
);
if (existsSync(galleryRoot)) {
  for (const folder of readdirSync(galleryRoot)) {
    if (!statSync(path.join(galleryRoot, folder)).isDirectory()) continue;
    problems.push(...validateGalleryFolder(folder, readdirSync(path.join(galleryRoot, folder))));
  }
}

if (problems.length > 0) {
  console.error(`Content validation failed (${problems.length} problem(s)):`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log("Content is valid.");
