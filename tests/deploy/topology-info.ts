import { readFileSync } from "node:fs";
import type { DeployCommand } from "./deploy-command";

/**
 * The staff host (docs/operations/README.md#staff-host), a loopback name as the previews'; here,
 * where playwright.deploy.config.ts can read it without loading the topology.
 */
export const STAFF_HOST = "panel.localhost";

/**
 * What the global setup (tests/deploy/topology.ts) tells the specs about the topology it
 * started, through one environment variable, and the calls that change it.
 */
export const INSTANCE_NAMES = ["a", "b"] as const;
export type InstanceName = (typeof INSTANCE_NAMES)[number];

export interface TopologyInfo {
  /** https://localhost:<port>: Caddy, the only address a visitor uses. */
  readonly caddyUrl: string;
  readonly caddyPort: number;
  /** The root of Caddy's internal CA (`tls internal`), to trust it. */
  readonly caCertFile: string;
  /** Each instance straight on its loopback port (http), to pin a screen or read its metrics. */
  readonly instances: readonly { readonly name: InstanceName; readonly url: string }[];
  readonly databaseUrl: string;
  /** The quick-start lead `koordynator`'s password. */
  readonly moderatorPassword: string;
  /**
   * Leads made by the moderators command at install, one per use, so the second factor each
   * adds (a soft passkey, kept by the worker that made it) is never asked of another worker:
   * `panel` signs in on the panel in a browser, `api` is the API a script uses.
   */
  readonly leads: Readonly<Record<"panel" | "api", StaffAccount>>;
  readonly metricsToken: string;
  readonly controlUrl: string;
  /** The deploy command's settings: the instances run from its `current` release. */
  readonly deploy: DeployCommand;
}

export interface StaffAccount {
  readonly name: string;
  readonly password: string;
}

/** The staff host's origin through Caddy. */
export const staffOrigin = () => `https://${STAFF_HOST}:${topology().caddyPort}`;

const VARIABLE = "DEPLOY_TOPOLOGY";

export function publishTopology(info: TopologyInfo): void {
  process.env[VARIABLE] = JSON.stringify(info);
}

export function topology(): TopologyInfo {
  const value = process.env[VARIABLE];
  if (!value) throw new Error(`${VARIABLE} is not set (tests/deploy/global-setup.ts)`);
  return JSON.parse(value) as TopologyInfo;
}

export function caddyCa(): string {
  return readFileSync(topology().caCertFile, "utf8");
}

export function instanceUrl(name: InstanceName): string {
  const found = topology().instances.find((instance) => instance.name === name);
  if (!found) throw new Error(`no instance ${name}`);
  return found.url;
}

async function control(action: string): Promise<void> {
  const response = await fetch(`${topology().controlUrl}/${action}`, { method: "POST" });
  if (response.status !== 204) throw new Error(`${action}: ${await response.text()}`);
}

/** SIGKILL, as a crash: no drain, no goodbye to the database or Caddy. */
export const killInstance = (name: InstanceName) => control(`kill/${name}`);
/** Starts it again on its port (a new data folder; the state is in PostgreSQL) and waits for health. */
export const startInstance = (name: InstanceName) => control(`start/${name}`);
export const haltPostgres = (mode: "fast" | "immediate") => control(`halt/${mode}`);
export const resumePostgres = () => control("resume");
