import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The deploy command (`node server/deploy.mjs`, docs/operations/publishing.md#deploy-and-rollback)
 * as the topology runs it: its settings point at the topology's folder, ports and control server in
 * place of /opt/juwenalia and systemd.
 */
export interface DeployCommand {
  /** The folder holding releases/, previews/ and `current`. */
  readonly root: string;
  /** Where tests may write tarballs. */
  readonly scratch: string;
  /** Its DEPLOY_* settings. */
  readonly environment: Readonly<Record<string, string>>;
}

/** The commit of the release the topology installs first. */
export const INSTALLED_COMMIT = "a1a1a1a1a1a1";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PACKED_RELEASE = path.join(ROOT, "release", "juwenalia-syrenki");

export function deploySettings(
  scratch: string,
  root: string,
  instanceEnvironment: Readonly<Record<string, string>>,
  topology: { ports: readonly number[]; controlUrl: string; caddyAdmin: string },
): DeployCommand {
  const environmentFile = path.join(scratch, "juwenalia.env");
  writeFileSync(
    environmentFile,
    Object.entries(instanceEnvironment)
      .map(([name, value]) => `${name}=${value}`)
      .join("\n") + "\n",
    { mode: 0o600 },
  );
  return {
    root,
    scratch,
    environment: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      DEPLOY_CONFIG: path.join(scratch, "no-deploy.env"),
      DEPLOY_ROOT: root,
      DEPLOY_INSTANCES: topology.ports.join(" "),
      DEPLOY_RESTART: `${process.execPath} ${path.join(import.meta.dirname, "restart-instance.mjs")} ${topology.controlUrl} {port}`,
      DEPLOY_ENV_FILE: environmentFile,
      DEPLOY_CADDY_ADMIN: topology.caddyAdmin,
      DEPLOY_KEEP: "3",
      DEPLOY_JOURNAL: "off",
    },
  };
}

export interface DeployRun {
  readonly code: number | null;
  readonly output: string;
}

/**
 * Runs `server/deploy.mjs <args>` of the live release, as the pipeline does over ssh (the packed
 * release's before anything is installed, as for a first install).
 */
export function runDeploy(
  command: DeployCommand,
  args: readonly string[],
  overrides: Readonly<Record<string, string>> = {},
): Promise<DeployRun> {
  const live = path.join(command.root, "current", "server", "deploy.mjs");
  const program = existsSync(live) ? live : path.join(PACKED_RELEASE, "server", "deploy.mjs");
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(process.execPath, [program, ...args], {
      env: { ...command.environment, ...overrides },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/** runDeploy that must succeed; its output otherwise. */
export async function deployOrThrow(
  command: DeployCommand,
  args: readonly string[],
  overrides: Readonly<Record<string, string>> = {},
): Promise<string> {
  const run = await runDeploy(command, args, overrides);
  if (run.code !== 0)
    throw new Error(`deploy ${args.join(" ")} exited ${run.code}:\n${run.output}`);
  return run.output;
}
