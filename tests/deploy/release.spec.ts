import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ReleaseStampSchema } from "#core/contract";
import { RELEASE_DIR, STAFF_HOST } from "./topology";
import { throughCaddy } from "./through-caddy";
import { instanceUrl, topology } from "./topology-info";
import { INSTALLED_COMMIT } from "./deploy-command";

/**
 * What `npm run release` wrote and the topology runs (decision 016): production packages only,
 * JavaScript only, and a stamp that every instance reports.
 */
const DEVELOPMENT_TOOLS = [
  "typescript",
  "tsx",
  "esbuild",
  "vite",
  "vitest",
  "@playwright/test",
  "lighthouse",
  "@react-router/dev",
  "eslint",
  "sharp",
  // The site's own packages are in its built JavaScript; the server never imports them.
  "react",
  "react-dom",
];

test("the release holds the compiled server and production packages only", () => {
  for (const name of DEVELOPMENT_TOOLS) {
    expect(existsSync(path.join(RELEASE_DIR, "node_modules", name)), name).toBe(false);
  }
  const programs = readdirSync(path.join(RELEASE_DIR, "server"));
  expect(programs).toEqual(
    expect.arrayContaining(["main.mjs", "moderators.mjs", "backup.mjs", "restore.mjs"]),
  );
  expect(programs.filter((file) => /\.tsx?$/.test(file))).toEqual([]);
  expect(existsSync(path.join(RELEASE_DIR, "build/client/homepage/index.html"))).toBe(true);
  expect(existsSync(path.join(RELEASE_DIR, "content/edition.yaml"))).toBe(true);
  const tarballs = readdirSync(path.dirname(RELEASE_DIR)).filter((file) =>
    file.endsWith(".tar.gz"),
  );
  expect(tarballs).toHaveLength(1);
});

test("every instance reports the release's stamp, directly and through Caddy", async () => {
  const packed = ReleaseStampSchema.parse(
    JSON.parse(readFileSync(path.join(RELEASE_DIR, "release.json"), "utf8")),
  );
  expect(packed.edition).toBe("2025");
  expect(packed.commit).toMatch(/^[0-9a-f]{12}(-dirty)?$/);
  // The instances run what the deploy command installed (tests/deploy/deploy-command.ts).
  const stamp = ReleaseStampSchema.parse(
    JSON.parse(readFileSync(path.join(topology().deploy.root, "current", "release.json"), "utf8")),
  );
  expect(stamp).toEqual({ edition: packed.edition, commit: INSTALLED_COMMIT });
  for (const name of ["a", "b"] as const) {
    const response = await fetch(`${instanceUrl(name)}/api/health`);
    expect(await response.json()).toEqual({ status: "ok", release: stamp });
  }
  const proxied = await throughCaddy({ path: "/api/health" });
  expect(proxied.status).toBe(200);
  expect(JSON.parse(proxied.body)).toEqual({ status: "ok", release: stamp });
});

test("the release serves the organisers' CMS at /admin through Caddy on the staff host, with a policy of its own", async () => {
  expect(existsSync(path.join(RELEASE_DIR, "build/admin/sveltia-cms.js"))).toBe(true);
  const page = await throughCaddy({ host: STAFF_HOST, path: "/admin/" });
  expect(page.status).toBe(200);
  expect(page.body).toContain('<script src="/admin/sveltia-cms.js"></script>');
  expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
  const policy = String(page.headers["content-security-policy"]);
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toMatch(/jsdelivr|unpkg|googleapis/);
  const config = await throughCaddy({ host: STAFF_HOST, path: "/admin/config.yml" });
  expect(config.status).toBe(200);
  expect(config.body).toMatch(/^backend:\n {2}name: github\n/);
  const bundle = await throughCaddy({ host: STAFF_HOST, path: "/admin/sveltia-cms.js" });
  expect(bundle.status).toBe(200);
  expect(bundle.body).not.toContain("cdn.jsdelivr.net");
  // The festival's name sends the CMS to the staff host.
  const elsewhere = await throughCaddy({ path: "/admin/" });
  expect(elsewhere.status).toBe(302);
  expect(elsewhere.headers.location).toBe(`https://${STAFF_HOST}:${topology().caddyPort}/admin/`);
});
