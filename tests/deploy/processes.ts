import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import https from "node:https";

/** A child process of the topology: its output kept for error messages, its exit awaited. */
export interface Child {
  readonly name: string;
  readonly process: ChildProcess;
  output: () => string;
  readonly exited: Promise<void>;
  alive: () => boolean;
  /** Sends `signal` and waits for the exit; SIGKILL after `graceMs`. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<void>;
}

const OUTPUT_KEPT = 2_000_000;

export function startChild(
  name: string,
  command: string,
  args: readonly string[],
  options: { cwd: string; env: Record<string, string> },
): Child {
  let output = "";
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", (error) => {
      output += `\n${error.message}`;
      resolve();
    });
  });
  const alive = () =>
    child.exitCode === null && child.signalCode === null && child.pid !== undefined;
  return {
    name,
    process: child,
    output: () => output,
    exited,
    alive,
    async stop(signal = "SIGTERM", graceMs = 10_000) {
      if (!alive()) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** GET `url`; its status, or undefined when nothing answers. `ca` trusts Caddy's internal CA. */
export function statusOf(url: string, ca?: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const client = url.startsWith("https:") ? https : http;
    const request = client.get(url, { ca, servername: "localhost", timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(undefined));
  });
}

/** Waits until `url` answers 200, failing early with the child's output when it died. */
export async function waitForOk(
  child: Child,
  url: string,
  timeoutMs: number,
  ca?: () => string | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!child.alive()) throw new Error(`${child.name} exited:\n${child.output()}`);
    if ((await statusOf(url, ca?.())) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.name}: ${url} not 200 within ${timeoutMs} ms:\n${child.output()}`);
}
