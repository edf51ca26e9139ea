import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { createServer } from "node:net";
import path from "node:path";
import { programArguments } from "./test-programs";

/**
 * The production server over the current build, and free loopback ports for the servers and
 * databases tests start. Benches (bench/) and the telebim screenshots (scripts/) start their
 * servers the same way, so this is the one copy; it belongs to the tests, whose harness it is.
 */

/** A loopback port nobody listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

function healthy(url: string, ca: Buffer | undefined): Promise<boolean> {
  return new Promise((resolve, reject) => {
    (url.startsWith("https:") ? https : http)
      .get(url, { ca }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on("error", reject);
  });
}

export interface ServedBuild {
  url: string;
  port: number;
  process: ChildProcess;
  /** Ends the process: SIGTERM, or SIGKILL to stand in for a crash; resolves once it exited. */
  stop: (signal?: "SIGTERM" | "SIGKILL") => Promise<void>;
}

/**
 * Starts the production server over the current build on `port` (a free loopback port by
 * default) and resolves once it answers its health check. With TLS_CERT_FILE / TLS_KEY_FILE in
 * `env` it serves HTTPS + HTTP/2 at https://localhost:PORT.
 */
export async function serveBuild(
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<ServedBuild> {
  const root = path.resolve(import.meta.dirname, "../..");
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, programArguments("main"), {
    cwd: root,
    // The port and host are the ones the health check asks: `env` cannot move them (an
    // environment that blanks every documented variable would otherwise blank PORT too).
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const tls = Boolean(env.TLS_CERT_FILE);
  const url = tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  const ca = tls ? readFileSync(path.resolve(root, env.TLS_CERT_FILE!)) : undefined;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited at start`);
    try {
      if (await healthy(`${url}/api/health`, ca)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server at ${url} did not become healthy in 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    process: child,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
}
