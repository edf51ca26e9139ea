/**
 * The server and its commands as the tests start them. A test run compiles them once (its global
 * setup calls `compileTestPrograms`), as the release does, and every start then runs JavaScript:
 * through tsx each start compiled the whole server again, about 1.5 s of a core per start and over
 * a hundred starts per `npm test` (tests/README.md). Without a compiled copy (a bench, a script, a
 * test run without the setup) they start through tsx as before.
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { compilePrograms, PROGRAMS, type ProgramName } from "../../scripts/lib/compile-programs";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Where the run's compiled programs are, for the processes the run starts. */
export const TEST_PROGRAMS_VARIABLE = "JUWENALIA_TEST_PROGRAMS";

/**
 * Compiles the programs into a folder of this run's own, one below the root as the release's
 * server/ is (scripts/lib/compile-programs.ts says why), and names it in the environment the
 * run's workers inherit. Returns the teardown that removes it.
 */
export async function compileTestPrograms(): Promise<() => void> {
  const folder = path.join(ROOT, `.test-programs-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  await compilePrograms(ROOT, folder);
  process.env[TEST_PROGRAMS_VARIABLE] = folder;
  return () => {
    delete process.env[TEST_PROGRAMS_VARIABLE];
    rmSync(folder, { recursive: true, force: true });
  };
}

/** Node's arguments that run `program` (then its own arguments), compiled when the run has it. */
export function programArguments(program: ProgramName): string[] {
  const folder = process.env[TEST_PROGRAMS_VARIABLE];
  if (folder) return ["--enable-source-maps", path.join(folder, `${program}.mjs`)];
  return ["--import", "tsx", PROGRAMS[program]];
}
