import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../support/serve-build";
import { programArguments } from "../support/test-programs";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves once the server has printed `text` (stdout arrives a little after health). */
  waitForOutput: (text: string, timeoutMs?: number) => Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the real server (tests/support/test-programs.ts) and waits until it is healthy. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, programArguments("main"), {
    cwd: ROOT,
    // DATABASE_URL empty (= unset) unless given: a developer's .env must not redirect the test.
    env: {
      ...process.env,
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const waitForOutput = async (text: string, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (Date.now() > until) throw new Error(`no "${text}" in the output:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return output;
  };
  return { url, child, output: () => output, waitForOutput, exited };
}
