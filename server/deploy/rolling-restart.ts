import { spawn } from "node:child_process";
import { waitForRelease } from "./release-check";
import type { DeploySettings } from "./settings";

/**
 * The instances restarted one at a time on the release `current` points at: each must answer
 * its health with that release, and Caddy must send to it again, before the next one stops — so
 * at every moment at least one instance serves (docs/operations/publishing.md#deploy-and-rollback).
 */

/** Caddy's active check runs every 2 s (deploy/Caddyfile): one round and a margin. */
const ACTIVE_CHECK_MS = 2500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function runCommand(words: readonly string[], port: number): Promise<string | undefined> {
  const [command, ...args] = words.map((word) => word.replaceAll("{port}", String(port)));
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(command!, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", (error) => resolve(error.message));
    child.once("exit", (code) =>
      resolve(code === 0 ? undefined : `exit ${code}: ${output.trim().slice(-500)}`),
    );
  });
}

/** One instance as Caddy's admin API lists it (`/reverse_proxy/upstreams`). */
export interface UpstreamStatus {
  readonly address?: string;
  readonly fails?: number;
  readonly healthy?: boolean;
}

/** Whether Caddy would send to the instance on `port`; undefined when its admin cannot say. */
async function caddySendsTo(admin: string, port: number): Promise<boolean | undefined> {
  if (admin === "off") return undefined;
  try {
    const response = await fetch(`${admin}/reverse_proxy/upstreams`, {
      signal: AbortSignal.timeout(2000),
    });
    if (!response.ok) return undefined;
    const upstreams = (await response.json()) as UpstreamStatus[];
    const mine = upstreams.find((upstream) => upstream.address?.endsWith(`:${port}`));
    if (!mine) return undefined;
    return (mine.fails ?? 0) === 0 && mine.healthy !== false;
  } catch {
    return undefined;
  }
}

/** Waits until Caddy has the instance back: its admin says so, or the settle time has passed. */
async function waitForProxy(settings: DeploySettings, port: number): Promise<string> {
  const deadline = Date.now() + Math.max(settings.proxySettleMs, 15_000);
  for (;;) {
    const sends = await caddySendsTo(settings.caddyAdmin, port);
    if (sends === undefined) {
      await wait(settings.proxySettleMs);
      return `waited ${settings.proxySettleMs} ms for the proxy`;
    }
    if (sends) {
      await wait(ACTIVE_CHECK_MS);
      return "back in Caddy's rotation";
    }
    if (Date.now() > deadline) return "Caddy still counts a failure; going on";
    await wait(250);
  }
}

/**
 * Restarts every instance in turn; stops at the first one that does not come back with
 * `commit` and says which (the caller puts the previous release back).
 */
export async function restartInstances(
  settings: DeploySettings,
  commit: string,
  log: (line: string) => void,
  ports: readonly number[] = settings.instances,
): Promise<{ restarted: number[]; failed?: { port: number; why: string } }> {
  const restarted: number[] = [];
  for (const port of ports) {
    log(`instance ${port}: restarting`);
    const commandFailed = await runCommand(settings.restartCommand, port);
    restarted.push(port);
    if (commandFailed) return { restarted, failed: { port, why: commandFailed } };
    const notHealthy = await waitForRelease(port, commit, settings.startTimeoutMs);
    if (notHealthy !== undefined) return { restarted, failed: { port, why: notHealthy } };
    log(`instance ${port}: serves ${commit}, ${await waitForProxy(settings, port)}`);
  }
  return { restarted };
}
