import { compileTestPrograms } from "./test-programs";

/** Vitest's global setup: the run's compiled server and commands (tests/support/test-programs.ts). */
export default async function setup(): Promise<() => void> {
  return compileTestPrograms();
}
