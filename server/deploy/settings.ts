import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";

/**
 * Where and how `node server/deploy.mjs` publishes a release on the server
 * (docs/operations/publishing.md#deploy-and-rollback). Each setting comes from the environment,
 * else from the settings file (`DEPLOY_CONFIG`, default /etc/juwenalia/deploy.env, KEY=VALUE lines
 * as systemd reads them), else from the default below, which matches deploy/README.md's install.
 */
export interface DeploySettings {
  /** The folder holding `releases/`, `previews/`, `incoming/` and the `current` link. */
  readonly root: string;
  /** The instances' ports, restarted one at a time in this order. */
  readonly instances: readonly number[];
  /** The command that restarts one instance; `{port}` is replaced by its port. */
  readonly restartCommand: readonly string[];
  /** The instances' environment file: the check runs the new release with the same settings. */
  readonly environmentFile: string;
  /** How many releases stay on disk (the live one and the ones before it). */
  readonly keep: number;
  /** Caddy's admin endpoint, asked whether it sends to a restarted instance again; "off": none. */
  readonly caddyAdmin: string;
  /**
   * How long to wait after an instance is healthy before the next one restarts, when Caddy's
   * admin endpoint cannot say (its passive check keeps a failed instance out for 10 s and its
   * active check runs every 2 s: deploy/Caddyfile).
   */
  readonly proxySettleMs: number;
  /** How long a started release (the check, a restarted instance) has to answer its health. */
  readonly startTimeoutMs: number;
  /** Whether to write each step to the system journal too (`logger`), besides the output. */
  readonly journal: boolean;
}

export const DEFAULT_SETTINGS_FILE = "/etc/juwenalia/deploy.env";

const DEFAULTS: Record<string, string> = {
  DEPLOY_ROOT: "/opt/juwenalia",
  DEPLOY_INSTANCES: "3001 3002",
  DEPLOY_RESTART: "sudo systemctl restart juwenalia@{port}",
  DEPLOY_ENV_FILE: "/etc/juwenalia/juwenalia.env",
  DEPLOY_KEEP: "5",
  DEPLOY_CADDY_ADMIN: "http://localhost:2019",
  DEPLOY_PROXY_SETTLE_MS: "12000",
  DEPLOY_START_TIMEOUT_MS: "60000",
  DEPLOY_JOURNAL: "on",
};

function positiveInteger(name: string, value: string, minimum = 1): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum) {
    throw new Error(`${name}=${value}: expected a whole number of at least ${minimum}`);
  }
  return number;
}

export function readDeploySettings(environment: NodeJS.ProcessEnv = process.env): DeploySettings {
  const file = environment.DEPLOY_CONFIG ?? DEFAULT_SETTINGS_FILE;
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  const value = (name: string): string => environment[name] ?? fromFile[name] ?? DEFAULTS[name]!;

  const instances = value("DEPLOY_INSTANCES")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((port) => positiveInteger("DEPLOY_INSTANCES", port));
  if (instances.length === 0) throw new Error("DEPLOY_INSTANCES: name at least one port");
  const restartCommand = value("DEPLOY_RESTART").split(/\s+/).filter(Boolean);
  if (!restartCommand.some((word) => word.includes("{port}"))) {
    throw new Error("DEPLOY_RESTART must name the instance's {port}");
  }
  return {
    root: value("DEPLOY_ROOT"),
    instances,
    restartCommand,
    environmentFile: value("DEPLOY_ENV_FILE"),
    keep: positiveInteger("DEPLOY_KEEP", value("DEPLOY_KEEP"), 2),
    caddyAdmin: value("DEPLOY_CADDY_ADMIN"),
    proxySettleMs: positiveInteger("DEPLOY_PROXY_SETTLE_MS", value("DEPLOY_PROXY_SETTLE_MS"), 0),
    startTimeoutMs: positiveInteger("DEPLOY_START_TIMEOUT_MS", value("DEPLOY_START_TIMEOUT_MS")),
    journal: value("DEPLOY_JOURNAL") !== "off",
  };
}
