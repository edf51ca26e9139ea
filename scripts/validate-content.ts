/**
 * Build step: validates every content file of the content folder (CONTENT_DIR, default content/):
 * schemas, referenced images and gallery names, the English texts of its en/ folder against the
 * Polish files (docs/new-edition.md#english-texts), and fails the build with one line per problem
 * naming the file, the entry and the field.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import {
  contentDir,
  displayPath,
  PROJECT_ROOT,
  readContentSources,
  readEnglishContent,
} from "../content-layer/load";
import { formatProblem, validateContent, validateGalleryFolder } from "../content-layer/validate";

const dir = contentDir();
const galleryRoot = path.join(dir, "gallery");

const { sources, problems } = readContentSources(dir);
problems.push(
  ...validateContent(sources, (relative) => existsSync(path.resolve(PROJECT_ROOT, relative))),
  ...readEnglishContent(dir, sources).problems,
);
if (existsSync(galleryRoot)) {
  for (const folder of readdirSync(galleryRoot)) {
    if (!statSync(path.join(galleryRoot, folder)).isDirectory()) continue;
    problems.push(
      ...validateGalleryFolder(
        displayPath(path.join(galleryRoot, folder)),
        folder,
        readdirSync(path.join(galleryRoot, folder)),
      ),
    );
  }
}

if (problems.length > 0) {
  console.error(`Content validation failed (${problems.length} problem(s)):`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(`Content is valid (${displayPath(dir)}).`);
