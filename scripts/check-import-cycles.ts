/**
 * `npm run lint:cycles`: fails when any two of our modules import each other, directly or round a
 * longer circle, type-only imports included (docs/architecture.md, "Import boundaries").
 */
import path from "node:path";
import { CHECKED_SOURCES, describeCycles, findImportCycles } from "./lib/import-cycles";

const root = path.resolve(import.meta.dirname, "..");
const cycles = await findImportCycles(root, CHECKED_SOURCES);
if (cycles.length > 0) {
  console.error(`${cycles.length} import circle(s):\n${describeCycles(cycles)}`);
  process.exit(1);
}
console.log("No import circle.");
