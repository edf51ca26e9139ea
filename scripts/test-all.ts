/**
 * `npm test`: every check, in the order that fails fastest — the cheap static ones first (side by
 * side: each is mostly one core's work), then unit and server tests, the build, and what needs the
 * build. It stops after the first stage that fails and ends with how long each step took, so where
 * the time goes shows in every CI log (docs/performance/test-suite.md).
 */
import { spawn } from "node:child_process";
import { timingTable, type TimedStep } from "./lib/step-timing";

const STAGES: readonly (readonly string[])[] = [
  ["typecheck", "lint"],
  ["test:unit"],
  ["build"],
  ["test:e2e"],
  ["test:deploy"],
  ["test:edition"],
];

/**
 * Runs `npm run <step>`. Alone, its output streams as it comes; beside another, it is held and
 * printed whole when the step ends, so two logs never interleave line by line.
 */
function runStep(step: string, alone: boolean): Promise<TimedStep> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", step], { stdio: alone ? "inherit" : "pipe" });
    const held: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
    child.once("exit", (code) => {
      if (!alone) process.stdout.write(Buffer.concat(held));
      resolve({ step, seconds: (performance.now() - started) / 1000, ok: code === 0 });
    });
  });
}

const runStarted = performance.now();
const rows: TimedStep[] = [];
for (const stage of STAGES) {
  const done = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  rows.push(...done);
  if (done.some((row) => !row.ok)) break;
}
const wall = (performance.now() - runStarted) / 1000;
console.log(`\nnpm test, step by step:\n${timingTable(rows, wall)}`);
if (rows.some((row) => !row.ok)) process.exit(1);
