import { writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { parse } from "yaml";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "#server/app";
import { SIGN_IN_TEXTS } from "#server/cms/github-sign-in";
import { GITHUB_APP_MISSING } from "#server/cms/sign-in-note";
import { ConfigError } from "#server/config/config-error";
import { readEnvironment } from "#server/config/variables";
import { temporaryDir, testConfig } from "./helpers";

/**
 * Our server as GitHub's OAuth helper for the CMS (server/cms/github-sign-in.ts), through the
 * whole app: the popup's start sends the browser to GitHub with a state bound to it by a cookie;
 * the callback trades the code for a token only when the state matches, and answers a page under
 * /admin's headers that no one keeps. The browser's side (the popup protocol) is
 * tests/e2e/cms-github-sign-in.spec.ts.
 */

const GITHUB = "https://github.samorzad.example";
const CLIENT_ID = "Ov23liTestClient";
const CLIENT_SECRET = "9f3c1e7a52d84b06ae19c2f75d30b8e4a61c097f";

function adminDir(): string {
  const dir = temporaryDir("juwenalia-admin-");
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Redakcja</title>");
  writeFileSync(path.join(dir, "config.yml"), "collections: []\n");
  return dir;
}

const tokenRequests = vi.fn<typeof fetch>();
let app: FastifyInstance;
let tokenAnswer: { status: number; body: unknown };

beforeAll(async () => {
  vi.stubGlobal("fetch", tokenRequests);
  app = await buildApp(
    testConfig({
      cms: {
        adminDir: adminDir(),
        host: { backend: "github", repo: "samorzady/juwenalia", branch: "main", hostUrl: GITHUB },
        githubSignIn: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
      },
    }),
  );
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await app.close();
});
beforeEach(() => {
  tokenRequests.mockReset();
  tokenAnswer = { status: 200, body: { access_token: "gho_secret_token", token_type: "bearer" } };
  tokenRequests.mockImplementation(async () =>
    Response.json(tokenAnswer.body, { status: tokenAnswer.status }),
  );
});

/** The popup's first request, as the CMS opens it; the redirect and the state cookie. */
async function start(): Promise<{ location: URL; cookie: string }> {
  const response = await app.inject({
    url: "/admin/sign-in/github?provider=github&site_id=juwenalia.example&scope=repo,user",
  });
  expect(response.statusCode).toBe(302);
  const setCookie = String(response.headers["set-cookie"]);
  return { location: new URL(String(response.headers.location)), cookie: setCookie.split(";")[0]! };
}

function callback(query: string, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    url: `/admin/sign-in/github/callback?${query}`,
    headers: cookie ? { cookie } : {},
  });
}

describe("GitHub sign-in through our server", () => {
  it("points the CMS's GitHub button at our server, at the origin the browser reached", async () => {
    const response = await app.inject({ url: "/admin/config.yml", headers: { host: "cms.test" } });
    const { backend } = parse(response.body) as { backend: Record<string, unknown> };
    expect(backend).toMatchObject({
      name: "github",
      api_root: `${GITHUB}/api/v3`,
      base_url: "http://cms.test",
      auth_endpoint: "admin/sign-in/github",
    });
    expect(backend).not.toHaveProperty("auth_methods");
  });

  it("sends the popup to GitHub's authorize page with our client id and a state bound to the browser", async () => {
    const response = await app.inject({
      url: "/admin/sign-in/github?provider=github&site_id=x&scope=repo,user",
    });
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(`${GITHUB}/login/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: "http://localhost:80/admin/sign-in/github/callback",
      scope: "repo user",
      state: expect.stringMatching(/^[\w-]{32}$/) as unknown as string,
    });
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^cms_github_state=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/admin/sign-in/github");
    expect(cookie).toContain("Max-Age=600");
    // The state and when it was issued, signed with SESSION_SECRET: no page can forge either. The
    // signature is base64, written as it is (cookie 2) or percent-encoded (cookie 1).
    expect(cookie).toMatch(
      new RegExp(`^cms_github_state=${location.searchParams.get("state")}\\.\\d+\\.[\\w%+/=]+;`),
    );
    expect(response.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
  });

  it("trades the code for a token when the state matches and hands it over in a page nobody keeps", async () => {
    const { location, cookie } = await start();
    const state = location.searchParams.get("state")!;
    const response = await callback(`code=one-time-code&state=${state}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(tokenRequests).toHaveBeenCalledTimes(1);
    const [url, init] = tokenRequests.mock.calls[0]!;
    expect(url).toBe(`${GITHUB}/login/oauth/access_token`);
    expect(JSON.parse(String(init?.body))).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: "one-time-code",
      redirect_uri: "http://localhost:80/admin/sign-in/github/callback",
    });
    expect(response.body).toContain('"token":"gho_secret_token"');
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    expect(String(response.headers["content-security-policy"])).toContain("script-src 'self';");
    // The browser forgets the state: the same callback cannot be replayed.
    expect(String(response.headers["set-cookie"])).toMatch(/^cms_github_state=;/);

    const script = await app.inject({ url: "/admin/sign-in/github/handoff.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
    expect(script.body).toContain("event.origin !== own || event.source !== opener");
  });

  it("gives no token for a wrong state, a missing cookie or a cookie signed by someone else", async () => {
    const { location, cookie } = await start();
    const state = location.searchParams.get("state")!;
    const forged = `cms_github_state=${state}.${Date.now()}.forged`;
    for (const response of [
      await callback(`code=c&state=${state}x`, cookie),
      await callback(`code=c&state=${state}`),
      await callback(`code=c&state=${state}`, forged),
      await callback("code=c", cookie),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(SIGN_IN_TEXTS.wrongState);
      expect(response.body).not.toContain('"token"');
    }
    expect(tokenRequests).not.toHaveBeenCalled();
  });

  it("says in Polish when the organiser refused or GitHub gave no token", async () => {
    let { location, cookie } = await start();
    const denied = await callback(
      `error=access_denied&state=${location.searchParams.get("state")}`,
      cookie,
    );
    expect(denied.body).toContain(SIGN_IN_TEXTS.denied);
    expect(tokenRequests).not.toHaveBeenCalled();

    ({ location, cookie } = await start());
    tokenAnswer = { status: 200, body: { error: "incorrect_client_credentials" } };
    const refused = await callback(`code=c&state=${location.searchParams.get("state")}`, cookie);
    expect(refused.statusCode).toBe(502);
    expect(refused.body).toContain(SIGN_IN_TEXTS.tokenFailed);
    expect(refused.body).not.toContain('"token"');
  });

  it("has nothing to add to the sign-in page", async () => {
    const note = await app.inject({ url: "/admin/sign-in-note.js" });
    expect(note.statusCode).toBe(200);
    expect(note.body).not.toContain("CMS_GITHUB_CLIENT_ID");
  });

  it("refuses another provider or a scope beyond the repository", async () => {
    for (const query of ["provider=gitlab&scope=repo", "provider=github&scope=repo,admin:org"]) {
      const response = await app.inject({ url: `/admin/sign-in/github?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(SIGN_IN_TEXTS.wrongRequest);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });
});

describe("GitHub without our OAuth app", () => {
  it("hides the CMS's GitHub button: tokens only", async () => {
    const plain = await buildApp(
      testConfig({
        cms: {
          adminDir: adminDir(),
          host: { backend: "github", repo: "samorzady/juwenalia", branch: "main" },
        },
      }),
    );
    try {
      const config = parse((await plain.inject({ url: "/admin/config.yml" })).body) as {
        backend: Record<string, unknown>;
      };
      expect(config.backend.auth_methods).toEqual(["token"]);
      expect(config.backend).not.toHaveProperty("base_url");
      const start = await plain.inject({ url: "/admin/sign-in/github?provider=github" });
      expect(start.statusCode).toBe(404);
      // The sign-in page says what is missing (its script, loaded by cms/index.html).
      const note = await plain.inject({ url: "/admin/sign-in-note.js" });
      expect(note.headers["content-type"]).toContain("javascript");
      expect(note.body).toContain(JSON.stringify(GITHUB_APP_MISSING));
    } finally {
      await plain.close();
    }
  });
});

describe("CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET", () => {
  const both = { CMS_GITHUB_CLIENT_ID: CLIENT_ID, CMS_GITHUB_CLIENT_SECRET: CLIENT_SECRET };

  it("are read together, for GitHub", () => {
    expect(readEnvironment(both)).toMatchObject(both);
  });

  it.each([
    [{ CMS_GITHUB_CLIENT_ID: CLIENT_ID }, "CMS_GITHUB_CLIENT_SECRET"],
    [{ CMS_GITHUB_CLIENT_SECRET: CLIENT_SECRET }, "CMS_GITHUB_CLIENT_SECRET"],
    [{ ...both, CMS_BACKEND: "gitea" }, "CMS_GITHUB_CLIENT_ID: only for CMS_BACKEND=github"],
    [{ ...both, CMS_GITHUB_CLIENT_SECRET: "a b c d e f g h" }, "CMS_GITHUB_CLIENT_SECRET"],
    // The third-party helper they replaced: a value left in a .env stops the start, naming them.
    [{ CMS_AUTH_URL: "https://auth.samorzad.example" }, "CMS_GITHUB_CLIENT_ID"],
  ])("stop the start with an error naming the variable: %o", (env, message) => {
    expect(() => readEnvironment(env)).toThrow(ConfigError);
    expect(() => readEnvironment(env)).toThrow(message);
  });
});
