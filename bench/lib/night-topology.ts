/**
 * `npm run bench:night -- --topology`: the night played through production's shape (decision
 * 016) — the release on two instances on a PostgreSQL cluster of its own, behind Caddy over
 * HTTPS with its internal CA — started by the topology test's own harness, so the bench and the
 * test run the same thing. The bench itself runs in a child process that trusts Caddy's CA
 * (NODE_EXTRA_CA_CERTS is read only when a process starts), against Caddy's address, measuring
 * the CPU and memory of both instances and Caddy together.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { startTopology } from "#tests/deploy/topology";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Runs the bench through the topology; resolves to its exit code. */
export async function benchThroughTopology(environment: Record<string, string>): Promise<number> {
  const topology = await startTopology({
    environment: {
      ...environment,
      // The bench opens the window for good (SUBMISSIONS_ANY_TIME); the harness's rehearsal
      // window would contradict it.
      SUBMISSIONS_OPEN_AT: "",
      SUBMISSIONS_CLOSE_AT: "",
    },
  });
  try {
    const { info } = topology;
    const args = [
      "--import",
      "tsx",
      "bench/night.ts",
      "--url",
      info.caddyUrl,
      "--postgres",
      info.databaseUrl,
      "--pids",
      topology.pids().join(","),
    ];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: info.caCertFile },
      stdio: "inherit",
    });
    return await new Promise<number>((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
  } finally {
    await topology.stop();
  }
}
