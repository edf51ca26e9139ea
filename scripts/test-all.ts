/**
 * `npm test`: every check, in the order that fails fastest — the cheap static ones first, then
 * unit and server tests, the build, and what needs the build. It stops at the first step that
 * fails and ends with how long each step took, so where the time goes shows in every CI log
 * (docs/architecture.md, "Tests").
 */
import { spawnSync } from "node:child_process";
import { timingTable, type TimedStep } from "./lib/step-timing";

const STEPS = [
  "typecheck",
  "lint",
  "test:unit",
  "build",
  "test:e2e",
  "test:deploy",
  "test:edition",
];

const rows: TimedStep[] = [];
for (const step of STEPS) {
  const started = performance.now();
  const { status } = spawnSync("npm", ["run", step], { stdio: "inherit" });
  rows.push({ step, seconds: (performance.now() - started) / 1000, ok: status === 0 });
  if (status !== 0) break;
}
console.log(`\nnpm test, step by step:\n${timingTable(rows)}`);
if (rows.some((row) => !row.ok)) process.exit(1);
