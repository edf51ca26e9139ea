import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { hostOrigins } from "#server/cms/cms-host";
import { temporaryDir, testConfig } from "./helpers";
import { site } from "./preview-bench";

/**
 * The staff side on a host of its own (STAFF_HOST; server/plugins/staff-host.ts): the public host
 * has no staff route, the staff host no public page, and the staff pages' policies name no third
 * party (docs/decisions/028-the-staff-side-on-a-host-of-its-own.md).
 */

const STAFF = "panel.example.pl";
const PUBLIC = "example.pl";
const CMS_HOST = { backend: "gitlab", repo: "samorzady/juwenalia", branch: "main" } as const;

function builtSite(): string {
  const dir = temporaryDir("juwenalia-staff-host-");
  site(dir, "Na żywo", "window.live = 1;");
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "moderation.js"), "console.log('panel');");
  mkdirSync(path.join(dir, "faq"));
  writeFileSync(path.join(dir, "faq", "index.html"), "<!doctype html><title>FAQ</title>");
  return dir;
}

function adminDir(): string {
  const dir = temporaryDir("juwenalia-admin-");
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Redakcja</title>");
  writeFileSync(path.join(dir, "config.yml"), "collections: []\n");
  return dir;
}

let app: FastifyInstance;
let single: FastifyInstance;
/** A moderator's session, signed in on the staff host. */
let session: string;

beforeAll(async () => {
  const staticDir = builtSite();
  const cms = { adminDir: adminDir(), host: CMS_HOST };
  app = await buildApp(testConfig({ staticDir, cms, staffHost: STAFF }));
  single = await buildApp(testConfig({ staticDir, cms }));
  const password = await app.staffAccounts.add("ola", "moderator");
  const login = await app.inject({
    method: "POST",
    url: "/api/moderation/session",
    headers: { host: STAFF, "content-type": "application/json" },
    payload: JSON.stringify({ name: "ola", password }),
  });
  expect(login.statusCode).toBe(204);
  const cookie = login.cookies.find((entry) => entry.name === "moderator_session");
  expect(cookie?.domain).toBeUndefined();
  session = `moderator_session=${cookie?.value}`;
});
afterAll(async () => Promise.all([app.close(), single.close()]));

const get = (instance: FastifyInstance, host: string, url: string, cookie = session) =>
  instance.inject({ method: "GET", url, headers: { host, cookie } });

describe("the public host", () => {
  it("sends the staff pages to the same address on the staff host, scheme and port kept", async () => {
    for (const [host, url, location] of [
      [PUBLIC, "/moderacja", `http://${STAFF}/moderacja`],
      [`${PUBLIC}:8443`, "/moderacja/?tab=audit", `http://${STAFF}:8443/moderacja/?tab=audit`],
      ["localhost:3000", "/admin/", `http://${STAFF}:3000/admin/`],
      [PUBLIC, "/admin", `http://${STAFF}/admin`],
    ] as const) {
      const answer = await get(app, host, url);
      expect(answer.statusCode, `${host}${url}`).toBe(302);
      expect(answer.headers.location).toBe(location);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("answers no staff API, with a session or without, reads and writes alike", async () => {
    for (const [method, url] of [
      ["GET", "/api/moderation/counts"],
      ["GET", "/api/moderation/audit"],
      ["GET", "/api/moderation/session"],
      ["POST", "/api/moderation/claims"],
      ["POST", "/api/moderation/submissions/1/approve"],
      ["DELETE", "/api/moderation/session"],
      ["POST", "/admin/sign-in/github"],
    ] as const) {
      const answer = await app.inject({
        method,
        url,
        headers: { host: PUBLIC, cookie: session, "content-type": "application/json" },
        payload: method === "GET" ? undefined : "{}",
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json()).toMatchObject({ code: "not_found" });
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    // The same session on the staff host still works: the refusal ended nothing.
    expect((await get(app, STAFF, "/api/moderation/counts")).statusCode).toBe(200);
  });

  it("describes only the public half of the API, even to a staff cookie", async () => {
    const paths = (body: string) => Object.keys((JSON.parse(body) as { paths: object }).paths);
    const onPublic = paths((await get(app, PUBLIC, "/api/docs/json")).body);
    const onStaff = paths((await get(app, STAFF, "/api/docs/json")).body);
    expect(onPublic.some((route) => route.startsWith("/api/moderation"))).toBe(false);
    expect(onStaff.some((route) => route.startsWith("/api/moderation"))).toBe(true);
  });

  it("serves the public pages and the big screen", async () => {
    for (const url of ["/homepage", "/faq", "/telebim"]) {
      expect((await get(app, PUBLIC, url)).statusCode, url).toBe(200);
    }
  });
});

describe("the staff host", () => {
  it("serves the panel, the CMS and the files they load", async () => {
    expect((await get(app, STAFF, "/moderacja")).statusCode).toBe(200);
    expect((await get(app, STAFF, "/admin/")).statusCode).toBe(200);
    expect((await get(app, STAFF, "/assets/moderation.js")).statusCode).toBe(200);
    expect((await get(app, STAFF, "/api/health")).statusCode).toBe(200);
  });

  it("serves no public page: their addresses lead to the panel, other files are not there", async () => {
    for (const url of ["/", "/homepage", "/faq", "/telebim", "/en/homepage", "/nie-ma-takiej"]) {
      const answer = await get(app, STAFF, url);
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location).toBe("/moderacja");
    }
    for (const url of ["/sw.js", "/telebim.data", "/api/submissions", "/api/screen/messages"]) {
      const answer = await get(app, STAFF, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ code: "not_found" });
    }
    const write = await app.inject({
      method: "POST",
      url: "/api/submissions",
      headers: { host: STAFF, "content-type": "application/json" },
      payload: JSON.stringify({ author: "Ala", message: "Cześć" }),
    });
    expect(write.statusCode).toBe(404);
  });

  it("is the staff host whatever the case, port or final dot", async () => {
    for (const host of [`${STAFF}.`, "PANEL.Example.PL", `${STAFF}.:8443`, `${STAFF}:8443`]) {
      expect((await get(app, host, "/api/moderation/counts")).statusCode, host).toBe(200);
      expect((await get(app, host, "/moderacja")).statusCode, host).toBe(200);
      expect((await get(app, host, "/faq")).statusCode, host).toBe(302);
    }
  });

  it("refuses a staff API called from a page of another origin, its reads included", async () => {
    for (const site of ["same-site", "cross-site"]) {
      const answer = await app.inject({
        method: "GET",
        url: "/api/moderation/counts",
        headers: { host: STAFF, cookie: session, "sec-fetch-site": site },
      });
      expect(answer.statusCode, site).toBe(403);
      expect(answer.json()).toMatchObject({ code: "forbidden_origin" });
    }
    for (const site of ["same-origin", "none"]) {
      const answer = await app.inject({
        method: "GET",
        url: "/api/moderation/counts",
        headers: { host: STAFF, cookie: session, "sec-fetch-site": site },
      });
      expect(answer.statusCode, site).toBe(200);
    }
  });
});

describe("without STAFF_HOST", () => {
  it("answers the staff side and the public pages on any host, as one origin", async () => {
    for (const host of [PUBLIC, STAFF, "localhost:3000"]) {
      for (const url of ["/moderacja", "/homepage", "/admin/"]) {
        expect((await get(single, host, url)).statusCode, `${host}${url}`).toBe(200);
      }
      expect((await get(single, host, "/api/moderation/counts", "")).statusCode).toBe(401);
    }
  });
});

/** A policy's sources that name a host: every word but keywords ('self', hashes) and schemes. */
function originsIn(policy: string): string[] {
  return policy
    .split(";")
    .flatMap((directive) => directive.trim().split(/\s+/).slice(1))
    .filter((source) => !source.startsWith("'") && !/^[a-z]+:$/.test(source));
}

describe("the staff pages' Content-Security-Policy", () => {
  it("names no third party on /moderacja, /telebim and /admin; /admin the git host alone", async () => {
    for (const instance of [app, single]) {
      for (const [host, url] of [
        [STAFF, "/moderacja"],
        [STAFF, "/moderacja/"],
        [PUBLIC, "/telebim"],
      ] as const) {
        const policy = String((await get(instance, host, url)).headers["content-security-policy"]);
        expect(policy, url).toContain("default-src 'self'");
        expect(originsIn(policy), url).toEqual([]);
      }
      const admin = String(
        (await get(instance, STAFF, "/admin/")).headers["content-security-policy"],
      );
      expect(admin).toContain("script-src 'self';");
      expect(new Set(originsIn(admin))).toEqual(new Set(hostOrigins(CMS_HOST)));
    }
  });

  it("keeps the consented widgets' origins on the public pages", async () => {
    const policy = String((await get(app, PUBLIC, "/faq")).headers["content-security-policy"]);
    expect(policy).toContain("https://jakdojade.pl");
    expect(policy).toContain("https://maps.googleapis.com");
  });
});
