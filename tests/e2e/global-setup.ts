import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveBuild } from "../support/serve-build";
import { compileTestPrograms } from "../support/test-programs";
import { e2eServerEnvironment } from "./server-environment";

/**
 * Compiles the server and its commands for the run's own servers (tests/support/test-programs.ts),
 * then starts the production server over the existing build (serveBuild, as own-server.ts does)
 * on a free port with a throwaway data directory and the e2e environment, and exposes its URL to
 * the tests as E2E_BASE_URL.
 */
export const E2E_MODERATOR_PASSWORD = "e2e-moderator-haslo";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const removePrograms = await compileTestPrograms();
  if (process.env.E2E_BASE_URL) return async () => removePrograms();
  const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-e2e-"));
  const server = await serveBuild(e2eServerEnvironment(dataDir, E2E_MODERATOR_PASSWORD));
  const url = server.url;
  process.env.E2E_BASE_URL = url;
  process.env.E2E_MODERATOR_PASSWORD = E2E_MODERATOR_PASSWORD;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    removePrograms();
  };
}
