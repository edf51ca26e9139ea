import { expect, test } from "@playwright/test";
import { throughCaddy, type Answer } from "./through-caddy";
import { STAFF_HOST } from "./topology";

/**
 * HSTS as a visitor's browser receives it: through Caddy's HTTPS, on every kind of answer, once
 * (docs/security.md, "HTTPS only"). Caddy sets it and drops the instances' copy (deploy/Caddyfile);
 * a repeated header would be joined into one value by Node, so the raw header lines are counted.
 */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function hstsLines(answer: Answer): string[] {
  const raw = answer.rawHeaders ?? [];
  return raw.filter(
    (_, index) => index % 2 === 1 && /^strict-transport-security$/i.test(raw[index - 1] ?? ""),
  );
}

function expectOneHsts(answer: Answer, what: string): void {
  const lines = hstsLines(answer);
  expect(lines, `${what}: one Strict-Transport-Security`).toHaveLength(1);
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(lines[0] ?? "");
  expect(Number(maxAge?.[1]), `${what}: max-age`).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS);
  // This host only, no preload list: docs/security.md says why.
  expect(lines[0], what).not.toMatch(/includeSubDomains|preload/i);
}

test("every answer over Caddy's HTTPS carries exactly one Strict-Transport-Security of a year", async () => {
  const page = await throughCaddy({ path: "/homepage" });
  expect(page.status).toBe(200);
  expect(page.headers["content-type"]).toContain("text/html");
  expectOneHsts(page, "an HTML page");

  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(page.body)?.[1];
  expect(stylesheet, "the page's stylesheet").toBeDefined();
  const asset = await throughCaddy({ path: stylesheet ?? "/" });
  expect(asset.status).toBe(200);
  expectOneHsts(asset, "a hashed asset");

  const answers: ReadonlyArray<[string, Promise<Answer>, number]> = [
    ["the API", throughCaddy({ path: "/api/health" }), 200],
    ["a public file", throughCaddy({ path: "/robots.txt" }), 200],
    ["security.txt", throughCaddy({ path: "/.well-known/security.txt" }), 200],
    ["an unknown page", throughCaddy({ path: "/no-such-page" }), 404],
    ["an unknown API address", throughCaddy({ path: "/api/no-such-thing" }), 404],
    [
      "a refused message",
      throughCaddy({ method: "POST", path: "/api/submissions", json: { nonsense: true } }),
      400,
    ],
    [
      "the panel without a session",
      throughCaddy({ host: STAFF_HOST, path: "/api/moderation/counts" }),
      401,
    ],
    ["the panel's API on the public name", throughCaddy({ path: "/api/moderation/counts" }), 404],
    [
      "the panel's page on the staff name",
      throughCaddy({ host: STAFF_HOST, path: "/moderacja" }),
      200,
    ],
  ];
  for (const [what, pending, status] of answers) {
    const answer = await pending;
    expect(answer.status, what).toBe(status);
    expectOneHsts(answer, what);
  }
});
