import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../support/serve-build";

/**
 * Starts the production server (tsx server/main.ts over the existing build) on a free port with
 * a throwaway data directory, and exposes its URL to the tests as E2E_BASE_URL.
 */
export const E2E_MODERATOR_PASSWORD = "e2e-moderator-haslo";

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server at ${url} did not become healthy in ${timeoutMs} ms`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  const root = path.resolve(import.meta.dirname, "../..");
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-e2e-"));
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      MODERATOR_PASSWORD: E2E_MODERATOR_PASSWORD,
      // The browser's clock is faked per test; the server accepts messages at any real time
      // while the pages keep the content's window. (SUBMISSIONS_OPEN_AT / _CLOSE_AT would move
      // the pages' window too: tests/e2e/rehearsal.spec.ts starts its own server for that.)
      SUBMISSIONS_ANY_TIME: "1",
      SUBMISSIONS_OPEN_AT: "",
      SUBMISSIONS_CLOSE_AT: "",
      // Every test sends from 127.0.0.1, many of them without a proof (staff-api.ts) and each
      // browser context as a new device: generous limits, so no test depends on another's pace.
      RATE_LIMIT_PER_MINUTE: "1000",
      RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: "10000",
      RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: "10000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, 30_000);
  process.env.E2E_BASE_URL = url;
  process.env.E2E_MODERATOR_PASSWORD = E2E_MODERATOR_PASSWORD;
  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
