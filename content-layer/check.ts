import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { displayPath, projectImages, readContentSources, readEnglishContent } from "./load.ts";
import type { ContentProblem } from "./problems.ts";
import { validateContent, validateGalleryFolder } from "./validate.ts";

/**
 * Every rule the build enforces on a content folder (docs/new-edition.md, "Sprawdzenie treści"): each file's
 * shape, counts and rules across fields, the pictures it names, the English texts of its en/
 * folder, and the gallery's names. `npm run content:check` and the build's first step
 * (scripts/validate-content.ts, both) print these problems, so the two say the same.
 */
export function checkContentFolder(dir: string): ContentProblem[] {
  const { sources, problems } = readContentSources(dir);
  problems.push(
    ...validateContent(sources, projectImages),
    ...readEnglishContent(dir, sources).problems,
    ...galleryProblems(dir),
  );
  return problems;
}

function galleryProblems(dir: string): ContentProblem[] {
  const root = path.join(dir, "gallery");
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((folder) => statSync(path.join(root, folder)).isDirectory())
    .flatMap((folder) =>
      validateGalleryFolder(
        displayPath(path.join(root, folder)),
        folder,
        readdirSync(path.join(root, folder)),
      ),
    );
}
