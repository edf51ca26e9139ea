/**
 * The server and its commands compiled to JavaScript, as the release runs them (`node
 * server/main.mjs`, docs/operations/publishing.md#release) and as the tests start them
 * (tests/support/test-programs.ts): one esbuild graph of ES modules, every package left an import.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { build, type Metafile } from "esbuild";

/**
 * The programs, each compiled to `<outdir>/<name>.mjs`. The folder must sit one below the
 * project's root, as their sources do: every path they resolve from their own folder (the
 * content, the build) then lands in the same place.
 */
export const PROGRAMS = {
  main: "server/main.ts",
  // The push sender's thread, started by the server beside it (server/push/push-sender-thread.ts).
  "push-thread": "server/push/push-thread.ts",
  moderators: "scripts/moderators.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  deploy: "scripts/deploy.ts",
} as const;

export type ProgramName = keyof typeof PROGRAMS;

export async function compilePrograms(root: string, outdir: string): Promise<Metafile> {
  const entryPoints = Object.fromEntries(
    Object.entries(PROGRAMS).filter(([, source]) => existsSync(path.join(root, source))),
  );
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node24",
    packages: "external",
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
  });
  return result.metafile;
}
