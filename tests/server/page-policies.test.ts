import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { temporaryDir, testConfig, type TestConfigOverrides } from "./helpers";
import { cspHash, page } from "./preview-bench";

/**
 * Each prerendered page is answered with a policy that allows its own inline scripts and no
 * other page's (docs/security.md, "Audit trail and security headers"); every other answer keeps the
 * policy that allows the scripts of all pages.
 */

const SHARED = "window.shared = 1;";
const HOME_ONLY = "window.home = 1;";
const ABOUT_ONLY = "window.about = 1;";
const SHELL_ONLY = "window.shell = 1;";

function siteWithScripts(): string {
  const dir = temporaryDir("juwenalia-page-policies-");
  const files: Record<string, string> = {
    "homepage/index.html": page("Start", SHARED).replace(
      "</body>",
      `<script>${HOME_ONLY}</script></body>`,
    ),
    "about/index.html": page("O nas", SHARED).replace(
      "</body>",
      `<script>${ABOUT_ONLY}</script></body>`,
    ),
    "__spa-fallback.html": page("App", SHELL_ONLY),
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function serve(overrides: TestConfigOverrides = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ staticDir: siteWithScripts(), ...overrides }));
  apps.push(app);
  return app;
}

/** The script hashes the answer's policy allows, and the policy without them. */
async function policyOf(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: "GET", url });
  const policy = String(response.headers["content-security-policy"]);
  const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
  return {
    status: response.statusCode,
    hashes: [...hashes].sort(),
    rest: policy.replace(/ 'sha256-[^']+'/g, ""),
  };
}

const sorted = (...scripts: string[]) => scripts.map(cspHash).sort();

describe("the policy a page is answered with", () => {
  it("allows that page's inline scripts and no other page's", async () => {
    const app = await serve();
    const home = await policyOf(app, "/homepage");
    expect(home.status).toBe(200);
    expect(home.hashes).toEqual(sorted(SHARED, HOME_ONLY));
    expect((await policyOf(app, "/about/")).hashes).toEqual(sorted(SHARED, ABOUT_ONLY));
    // An unknown address gets the app shell, with the shell's script.
    const unknown = await policyOf(app, "/nie-ma-takiej-strony");
    expect(unknown.status).toBe(404);
    expect(unknown.hashes).toEqual(sorted(SHELL_ONLY));
  });

  it("differs from the policy of every other answer only in the scripts it allows", async () => {
    const app = await serve();
    const api = await policyOf(app, "/api/health");
    expect(api.hashes).toEqual(sorted(SHARED, HOME_ONLY, ABOUT_ONLY, SHELL_ONLY));
    const home = await policyOf(app, "/homepage");
    expect(home.rest).toBe(api.rest);
    expect(home.rest).toContain("script-src 'self'");
  });

  it("holds during a rehearsal too, when the pages are changed in memory", async () => {
    const app = await serve({
      submissionsAnyTime: false,
      submissionWindow: {
        opensAt: new Date("2031-06-10T16:00:00.000Z"),
        closesAt: new Date("2031-06-10T18:30:00.000Z"),
      },
    });
    const response = await app.inject({ method: "GET", url: "/homepage" });
    expect(response.body).toContain('name="message-window"');
    expect((await policyOf(app, "/homepage")).hashes).toEqual(sorted(SHARED, HOME_ONLY));
  });
});
