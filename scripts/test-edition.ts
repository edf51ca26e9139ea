/**
 * `npm run test:edition`: builds the site from the test edition (tests/fixtures/edition-2031:
 * three days in June 2031, another venue, other acts and counts) into build-edition/, as an
 * organiser's next edition would be built, and runs tests/edition against it. The artwork that
 * paints the edition's facts is drawn from that content first (npm run build runs the generator).
 * Its image variants come from the cache every build shares (docs/architecture.md, "Build
 * pipeline"): a run encodes only pictures no build has encoded before.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const env = {
  ...process.env,
  CONTENT_DIR: "tests/fixtures/edition-2031",
  BUILD_DIR: "build-edition",
};

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npm", ["run", "build"]);
run("npx", ["playwright", "test", "-c", "playwright.edition.config.ts"]);
