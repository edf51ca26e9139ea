import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The programs the topology test runs besides Node: Caddy (deploy/Caddyfile) and PostgreSQL's
 * server binaries (tests/server/postgres.ts finds the same ones). Checked first, so a missing
 * one is one clear line instead of a spawn error halfway through.
 */
const INSTALL = "apt-get install caddy postgresql";

export function requireCaddy(): void {
  const probe = spawnSync("caddy", ["version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(`npm run test:deploy needs Caddy (2.6 or later) on the PATH: ${INSTALL}`);
  }
}

export function requirePostgres(): void {
  if (process.env.PG_BIN) {
    if (existsSync(path.join(process.env.PG_BIN, "initdb"))) return;
    throw new Error(`PG_BIN=${process.env.PG_BIN} holds no initdb: ${INSTALL}, or fix PG_BIN`);
  }
  const root = "/usr/lib/postgresql";
  const found =
    existsSync(root) &&
    readdirSync(root).some((version) => existsSync(path.join(root, version, "bin", "initdb")));
  if (!found) {
    throw new Error(
      `npm run test:deploy needs PostgreSQL's server binaries (${root}/<version>/bin): ${INSTALL}`,
    );
  }
}

/** The release the test runs: written by `npm run release` (scripts/release.ts). */
export function requireRelease(releaseDir: string): void {
  for (const file of ["server/main.mjs", "build/client/homepage/index.html", "deploy/Caddyfile"]) {
    if (!existsSync(path.join(releaseDir, file))) {
      throw new Error(
        `${path.join(releaseDir, file)} is missing: run \`npm run release -- --reuse-build\` first ` +
          "(npm run test:deploy does)",
      );
    }
  }
}
