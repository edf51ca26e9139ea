/**
 * `npm run content:check`, and the build's first step: checks the content folder (CONTENT_DIR,
 * default content/) with every rule the build enforces (content-layer/check.ts) and prints one
 * Polish line per problem, naming the file, the entry and the field by the labels organisers see
 * in the CMS (docs/new-edition.md, "Sprawdzenie treści"). Exits 1 on any problem.
 */
import { checkContentFolder } from "#content-layer/check";
import { contentDir, displayPath } from "#content-layer/load";
import { problemReport } from "#content-layer/problems";

const dir = contentDir();
const where = `${displayPath(dir)}/`;
const problems = checkContentFolder(dir);

if (problems.length > 0) {
  console.error(problemReport(problems, where));
  process.exit(1);
}
console.log(`Treść w ${where} jest poprawna: pliki, zdjęcia, teksty angielskie i galeria.`);
