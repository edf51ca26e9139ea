/**
 * What the server's commands (`npm run moderators`, `backup`, `restore`; in the release
 * `node server/<command>.mjs`) share. Each computes the project's root itself, from its own
 * folder: this module lands in a shared chunk of the release, one folder away from where its
 * source sits (docs/architecture.md, "Release").
 */
import { existsSync } from "node:fs";
import path from "node:path";

/** A .env file at the root fills in what the environment does not set, as for the server. */
export function loadDotEnv(projectRoot: string): void {
  const envFile = path.join(projectRoot, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
}

type ErrorKind = abstract new (...args: never[]) => Error;

/**
 * Runs a command's body. A mistake of the person who typed it (an error of one of `theirs`: a
 * bad argument, environment or file) ends it with its message alone and exit code 2; anything
 * else is a bug and keeps its stack.
 */
export async function runCommand(
  body: () => Promise<void>,
  theirs: readonly ErrorKind[],
): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof Error && theirs.some((kind) => error instanceof kind)) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}
