/**
 * `npm run bench:publish` (docs/operations/publishing.md#publishing): how long a content-only
 * change takes from the merge to the live site on this machine, as the pipeline's push to `main`
 * does it — a fresh clone, `npm ci` (npm's download cache warm, as actions/setup-node restores it),
 * `npm run content:check`, `npm run release`, and the deploy command switching the two instances of
 * the test topology (PostgreSQL, Caddy; tests/deploy/topology.ts). Upload time is left out: the
 * server here is this machine.
 *
 * Each round publishes two changes, alternating: "cold" with empty caches (the first build on a
 * new runner: `npm ci`, every picture encoded), then "warm" with what the cold one left, as the
 * workflow's caches keep it (.github/workflows/deploy.yml): the installed packages restored
 * instead of `npm ci` (the lock file did not change) and the image variants reused. Needs `npm run release` first (the topology installs that release); run it
 * on a quiet machine. BENCH_PUBLISH_ROUNDS (default 5) warm runs, the first
 * BENCH_PUBLISH_COLD_ROUNDS of them (default all) each after a cold one. Prints each step's median (min–max) and
 * writes bench-results/publish-<time>.json. Exits 1 when the warm median exceeds 5 minutes.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { runDeploy } from "#tests/deploy/deploy-command";
import { startTopology } from "#tests/deploy/topology";
import { median } from "./lib/stats";

const ROOT = path.resolve(import.meta.dirname, "..");
const ROUNDS = Number(process.env.BENCH_PUBLISH_ROUNDS ?? 5);
const COLD_ROUNDS = Math.min(ROUNDS, Number(process.env.BENCH_PUBLISH_COLD_ROUNDS ?? ROUNDS));
const GOAL_SECONDS = 300;
const STEPS = ["clone", "install", "content:check", "release", "deploy"] as const;
type Step = (typeof STEPS)[number];
type Run = Record<Step, number> & { kind: "cold" | "warm"; total: number };

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
    child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")}: ${code}\n${output}`)),
    );
  });
}

/** A content-only change: one FAQ answer gets a sentence naming the run. */
function changeContent(clone: string, label: string): void {
  const file = path.join(clone, "content/faq.yaml");
  const text = readFileSync(file, "utf8");
  const changed = text.replace(/(\n {2}answer: [^\n]*?)\.\n/, `$1. Stan na ${label}.\n`);
  if (changed === text) throw new Error("content/faq.yaml: no answer line to change");
  writeFileSync(file, changed);
}

async function publish(
  kind: Run["kind"],
  label: string,
  cacheDir: string,
  deploy: Parameters<typeof runDeploy>[0],
): Promise<Run> {
  const work = mkdtempSync(path.join(tmpdir(), "juwenalia-publish-"));
  const clone = path.join(work, "clone");
  const env = {
    ...process.env,
    CI: "true",
    JUWENALIA_CACHE_DIR: path.join(cacheDir, "build"),
    GIT_AUTHOR_NAME: "Redakcja",
    GIT_AUTHOR_EMAIL: "redakcja@example.org",
    GIT_COMMITTER_NAME: "Redakcja",
    GIT_COMMITTER_EMAIL: "redakcja@example.org",
  };
  const times: Partial<Record<Step, number>> = {};
  const timed = async (step: Step, action: () => Promise<void>) => {
    const started = performance.now();
    await action();
    times[step] = (performance.now() - started) / 1000;
  };
  try {
    await timed("clone", async () => {
      await run("git", ["clone", "--quiet", "--depth", "1", `file://${ROOT}`, clone], work, env);
      // The merge: a content-only commit on top, as the CMS writes one.
      changeContent(clone, label);
      await run("git", ["commit", "--quiet", "-am", `Treść: ${label}`], clone, env);
    });
    const savedModules = path.join(cacheDir, "node_modules");
    if (kind === "cold") {
      await timed("install", () =>
        run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], clone, env),
      );
      // The workflow's cache saves them after the job; not part of the merge's time.
      await run("cp", ["-a", path.join(clone, "node_modules"), savedModules], work, env);
    } else {
      await timed("install", () => run("cp", ["-a", savedModules, clone], work, env));
    }
    await timed("content:check", () => run("npm", ["run", "content:check"], clone, env));
    await timed("release", () => run("npm", ["run", "release"], clone, env));
    const tarball = readdirSync(path.join(clone, "release")).find((file) =>
      file.endsWith(".tar.gz"),
    );
    await timed("deploy", async () => {
      const result = await runDeploy(deploy, ["deploy", path.join(clone, "release", tarball!)]);
      if (result.code !== 0) throw new Error(`deploy: ${result.output}`);
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const total = STEPS.reduce((sum, step) => sum + times[step]!, 0);
  return { kind, total, ...(times as Record<Step, number>) };
}

const seconds = (values: number[]) =>
  `${median(values).toFixed(0)} s (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

const topology = await startTopology();
// Ctrl-C stops the topology's PostgreSQL, Caddy and instances too.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void topology.stop().finally(() => process.exit(130)));
}
const runs: Run[] = [];
let cacheDir: string | undefined;
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    // A cold publish starts from an empty cache; the warm ones after it reuse what it left, as
    // the workflow's caches carry over from one push to the next.
    const kinds = round <= COLD_ROUNDS ? (["cold", "warm"] as const) : (["warm"] as const);
    if (kinds[0] === "cold") {
      if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
      cacheDir = mkdtempSync(path.join(tmpdir(), "juwenalia-image-cache-"));
    }
    for (const kind of kinds) {
      const result = await publish(kind, `${kind} ${round}`, cacheDir!, topology.info.deploy);
      runs.push(result);
      console.log(
        `round ${round} ${kind}: ${result.total.toFixed(0)} s (` +
          STEPS.map((step) => `${step} ${result[step].toFixed(0)} s`).join(", ") +
          ")",
      );
    }
  }
} finally {
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  await topology.stop();
}

console.log(
  `\nMerge to live, content-only change, ${COLD_ROUNDS} cold and ${ROUNDS} warm runs: ` +
    `median (min–max)\n`,
);
console.log(
  `| Step | Cold (npm ci, empty image cache) | Warm (both cached) |\n| --- | --- | --- |`,
);
for (const step of [...STEPS, "total"] as const) {
  const of = (kind: Run["kind"]) =>
    runs.filter((each) => each.kind === kind).map((each) => each[step]);
  console.log(`| ${step} | ${seconds(of("cold"))} | ${seconds(of("warm"))} |`);
}
mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
const file = path.join(
  ROOT,
  "bench-results",
  `publish-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
);
writeFileSync(file, `${JSON.stringify(runs, null, 2)}\n`);
const warm = median(runs.filter((each) => each.kind === "warm").map((each) => each.total));
console.log(
  `\n${warm <= GOAL_SECONDS ? "PASS" : "FAIL"}: warm median ${warm.toFixed(0)} s (goal ${GOAL_SECONDS} s); ${file}`,
);
if (warm > GOAL_SECONDS) process.exitCode = 1;
